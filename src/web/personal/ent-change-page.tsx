import { CheckCircleFilled } from "@ant-design/icons";
import { App, Button, Card, Empty, List, Tag } from "antd";
import { useState } from "react";
import { accountApi, showError } from "../pages/account/account-api";
import { usePortalState } from "../portal/portal-state";
import { identity } from "../services";
import { BUSINESS_ROLES } from "./ent-info-page";
import { afterIdentitySwitch } from "./identity-switch";

/** /personal/entChange: act for another enterprise the user belongs to. */
export function EntChangePage() {
  const { user, domain } = usePortalState();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<number>();
  const switchTo = async (enterpriseId: number) => {
    setBusy(enterpriseId);
    try {
      await accountApi.post("usercenter.enterprise.switch", { enterpriseId });
      const reloads = afterIdentitySwitch(domain.platType, {
        storage: sessionStorage,
        reload: () => window.location.reload(),
        forget: () => identity.forget(),
      });
      if (!reloads) message.success("已切换企业身份");
    } catch (e) {
      showError(undefined, e, message.error);
    } finally {
      setBusy(undefined);
    }
  };
  const list = user?.enterprises ?? [];
  return (
    <Card title="切换企业身份">
      {list.length === 0 ? (
        <Empty description="您还没有加入任何企业" />
      ) : (
        <List
          dataSource={list}
          renderItem={(e) => {
            const current = e.id === user?.enterprise?.id;
            return (
              <List.Item
                actions={[
                  current ? (
                    <Tag icon={<CheckCircleFilled />} color="success" key="cur">
                      当前身份
                    </Tag>
                  ) : (
                    <Button type="primary" ghost key="switch" loading={busy === e.id} onClick={() => switchTo(e.id)}>
                      切换到此企业
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={e.name}
                  description={`${BUSINESS_ROLES[e.businessRole] ?? ""}${e.isAdmin ? " · 企业管理员" : " · 企业员工"}`}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
