import { useNavigate, useSearchParams } from "react-router";
import { Card } from "antd";
import { resourceByName } from "../../../resources";
import { ResourceForm } from "../admin/resource-form";
import { SetupSteps } from "./setup-steps";

const shop = resourceByName("shop");

/**
 * /setUpStore/shopInfo: the shop application, generated from resources/shop.ts; `?id=` edits one that was
 * rejected or closed (or is still waiting). Saved, it goes to its status page.
 */
export default function ShopInfoPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const id = query.get("id") ?? undefined;
  return (
    <>
      <Card variant="borderless" className="setup-steps-card">
        <SetupSteps current={1} />
      </Card>
      <ResourceForm
        resource={shop}
        action={id ? "edit" : "create"}
        id={id}
        title={id ? "修改开店资料" : "填写店铺信息"}
        submitText={id ? "保存资料" : "提交审核"}
        onSaved={(row) => navigate(`/setUpStore/shopStatus?audit=${row.audit ?? 0}`)}
      />
    </>
  );
}
