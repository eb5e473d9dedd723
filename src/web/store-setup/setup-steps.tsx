import { Steps } from "antd";

/** Where the applicant stands in opening a shop: identity, shop facts, the operator's audit. */
export function SetupSteps({ current, failed }: { current: 0 | 1 | 2; failed?: boolean }) {
  return (
    <Steps
      className="setup-steps"
      current={current}
      status={failed ? "error" : undefined}
      items={[{ title: "身份校验" }, { title: "填写店铺信息" }, { title: "平台审核" }]}
    />
  );
}
