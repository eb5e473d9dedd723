import { Button, Result } from "antd";
import { useNavigate } from "react-router";

/**
 * A page of one row opened without the row's number (a link cut short, a bookmark of the bare path): it says which
 * number is missing and where such rows are listed, instead of a blank page or a generic error.
 */
export function MissingId({ what, listLabel, listPath }: { what: string; listLabel: string; listPath: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={`链接中缺少${what}编号`}
      subTitle={`请从「${listLabel}」中打开要查看的${what}`}
      extra={
        <Button type="primary" onClick={() => navigate(listPath)}>
          前往{listLabel}
        </Button>
      }
    />
  );
}
