import type { ReactNode } from "react";
import { Button, Card, Result, Space, Spin } from "antd";
import { Link } from "react-router";
import { CREATE_NEEDS_CERT, certificationPage } from "../../core/certification-gates";
import { accountApi } from "../pages/account/account-api";
import { useLoad } from "../personal/use-load";

/** audit.lasted's `roles`: each kind of certification's standing on this portal (approved, submitted, …, or null). */
type Standing = { roles?: Record<string, string | null> };

const MY_APPLICATIONS = "/entProcurement/certification/list";

/**
 * The create screen of a resource only a certified enterprise uses (报价 needs 供应商认证, 发布 needs 采购商认证): without
 * an approval on this portal the caller reads why and where to apply instead of a form the server would refuse.
 */
export function CertificationGate({ resource, children }: { resource: string; children: ReactNode }) {
  const gate = CREATE_NEEDS_CERT[resource];
  const standing = useLoad(() =>
    gate ? accountApi.post<Standing>("usercenter.audit.lasted") : Promise.resolve(undefined),
  );
  if (!gate) return children;
  if (standing.loading) return <Spin />;
  const status = standing.data?.roles?.[String(gate.role)];
  // an answer that did not come leaves the form: the server still refuses an uncertified quote
  if (!standing.data || status === "approved") return children;
  const waiting = status === "submitted";
  return (
    <Card variant="borderless" className="certification-gate">
      <Result
        status={waiting ? "info" : "warning"}
        title={gate.refused}
        subTitle={
          waiting
            ? `${gate.waiting}，结果将以站内信通知`
            : status === "rejected"
              ? "上次的认证申请未通过审核，请按驳回原因修改后重新申请"
              : "认证申请提交后由平台审核"
        }
        extra={
          <Space>
            {waiting ? (
              <Link to={MY_APPLICATIONS}>
                <Button type="primary">查看认证申请</Button>
              </Link>
            ) : (
              <Link to={certificationPage(gate.role)}>
                <Button type="primary">{gate.apply}</Button>
              </Link>
            )}
          </Space>
        }
      />
    </Card>
  );
}
