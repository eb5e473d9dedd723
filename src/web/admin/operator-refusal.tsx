import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { ReadyMark } from "../ssr/ready-mark";

/** The operator console's 403 page for anyone outside the platform enterprise (operator-only.tsx). */
export default function OperatorRefusal() {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <Result
        status="403"
        title="403"
        subTitle="运营中心仅供平台运营人员使用，您当前的账号无权访问"
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            返回首页
          </Button>
        }
      />
      {/* the whole page, outside the shell's frame: a server-rendered refusal answers input from here on */}
      <ReadyMark />
    </div>
  );
}
