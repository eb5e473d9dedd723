import { Result } from "antd";

/** A console screen the user may not open. */
export default function NoView() {
  return <Result status="403" title="暂无权限" subTitle="您没有查看权限，请联系管理员" />;
}
