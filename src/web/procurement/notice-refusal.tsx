import { Button, Result } from "antd";
import { useLocation, useNavigate } from "react-router";

/** Why the notice is not shown, as the server said it: a 401 or 403 of an invitation-only notice (src/server/operations/invitations.ts). */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * A notice only its invited suppliers read, opened from its shared link or QR code: a visitor is asked to log in
 * and comes back here after, since the invited supplier may well be that visitor; a logged-in reader outside the
 * invitation is told the notice is not theirs to see. Anything else failed to load and may be tried again.
 */
export function NoticeRefusal({ refusal }: { refusal: Refusal }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hall = (
    <Button key="hall" onClick={() => navigate("/entProcurement/home")}>
      返回采购大厅
    </Button>
  );
  if (refusal.status === 401) {
    const login = `/login?retUrl=${encodeURIComponent(pathname + search)}`;
    return (
      <Result
        status="info"
        title="定向邀请公告，请登录后查看"
        subTitle={refusal.message}
        extra={[
          <Button key="login" type="primary" href={login} onClick={(e) => (e.preventDefault(), navigate(login))}>
            登录后查看
          </Button>,
          hall,
        ]}
      />
    );
  }
  if (refusal.status === 403)
    return <Result status="403" title="无权查看该公告" subTitle={refusal.message} extra={hall} />;
  // a malformed number in the link (id=abc): the server said what is wrong with it
  if (refusal.status === 422)
    return <Result status="warning" title="公告链接不正确" subTitle={refusal.message} extra={hall} />;
  return <Result status="warning" title="公告暂时无法查看，请稍后重试" extra={hall} />;
}
