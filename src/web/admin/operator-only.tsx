import { useGetIdentity } from "@refinedev/core";
import { Button, Result, Spin } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { CurrentUser } from "../providers/identity";

/**
 * The operator console (运营中心) for members of the platform enterprise only: anyone else sees a 403 page in
 * place of the whole shell, so not even its menu tells them what the console holds. The server answers the
 * page and its endpoints with 403 alike (src/server/http/operator-pages.ts).
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  const navigate = useNavigate();
  if (isLoading) return <Spin fullscreen />;
  if (user?.enterprise?.isPlatform) return children;
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
    </div>
  );
}
