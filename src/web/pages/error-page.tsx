import { Button, Result } from "antd";
import { useNavigate } from "react-router";

const PAGES = {
  403: { title: "403", subTitle: "抱歉，您没有权限访问该页面，请联系管理员" },
  404: { title: "404", subTitle: "抱歉，您访问的页面不存在或已被删除" },
  500: { title: "500", subTitle: "抱歉，服务器开小差了，请稍后再试" },
} as const;

/**
 * /403, /404, /500 and the catch-all, where the http client sends failed requests (spec §8). Its own chunk:
 * Result's illustrations are for a visitor who hit an error, not part of every first load.
 */
export default function ErrorPage({ status }: { status: keyof typeof PAGES }) {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <Result
        status={status}
        {...PAGES[status]}
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
