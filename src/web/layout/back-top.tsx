import { FloatButton } from "antd";

/** 回到顶部, once the reader has scrolled a screen and a half down. */
export default function BackTop() {
  return <FloatButton.BackTop visibilityHeight={600} />;
}
