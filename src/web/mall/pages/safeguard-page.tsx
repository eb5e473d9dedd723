import { ToolOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { Link } from "react-router";
import { MAINTENANCE_TEXT } from "../../layout/entry-rules";

/** /safeguard: where the maintenance notice sends buyers. */
export default function SafeguardPage() {
  return (
    <div className="mall-wrap">
      <Result
        icon={<ToolOutlined style={{ color: "#2e7d32" }} />}
        title="系统维护中"
        subTitle={MAINTENANCE_TEXT}
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </div>
  );
}
