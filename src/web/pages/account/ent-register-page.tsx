import { Alert, App, Button, Form, Input, Radio, Result } from "antd";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { usePortalState } from "../../portal/portal-state";
import { identity } from "../../services";
import { BUSINESS_ROLES, enterpriseFields } from "../../../core/account-fields";
import { accountApi, showError } from "./account-api";
import { AccountFrame } from "./account-frame";
import { resourceByName } from "../../../../resources";
import { fieldInput } from "../../admin/field-input";
import { itemValueProps } from "../../admin/field-item-props";
import { rulesFor } from "../../admin/field-rules";

/** What the certification the business role applies for needs beyond the name and code: declared once, on the resource. */
const certification = resourceByName("certification");
const APPLICATION_FIELDS = ["licenseImage", "categories"] as const;
/** The enterprise's own fields, checked by org.register with the same declaration. */
const founded = { fields: enterpriseFields };

/**
 * Enterprise registration (org.register): the logged-in user founds an enterprise and administers it, and applies
 * for the certification of the business role it picks (a licence and the categories it deals in go to the operator).
 */
export function EntRegisterPage() {
  const { enterprise, user } = usePortalState();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!user) return <Navigate to={`/login?retUrl=${encodeURIComponent("/entRegister")}`} replace />;
  if (!enterprise.openEnterpriseRegistry) {
    return (
      <AccountFrame title="企业注册">
        <Result
          status="warning"
          title="当前平台未开放企业注册"
          subTitle="如需入驻，请联系平台客服"
          extra={<Link to="/">返回首页</Link>}
        />
      </AccountFrame>
    );
  }
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await accountApi.post("usercenter.org.register", values);
      message.success("企业注册成功，您已成为企业管理员；认证申请已提交，等待平台审核");
      identity.forget();
      navigate("/personal/entInfo", { replace: true });
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountFrame title="企业注册" extra={<>当前账号：{user.name}</>}>
      <Form
        form={form}
        className="ent-register-form"
        layout="vertical"
        size="large"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ businessRole: 1 }}
      >
        <Form.Item name="name" label="企业名称" rules={rulesFor(founded, "name")}>
          <Input placeholder="请输入营业执照上的企业全称" maxLength={enterpriseFields.name.max} />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label="统一社会信用代码"
          normalize={(v: string) => v?.toUpperCase()}
          rules={rulesFor(founded, "creditCode")}
        >
          <Input placeholder="18位统一社会信用代码" maxLength={18} />
        </Form.Item>
        <Form.Item name="businessRole" label="业务角色" rules={rulesFor(founded, "businessRole")}>
          <Radio.Group options={BUSINESS_ROLES} />
        </Form.Item>
        {APPLICATION_FIELDS.map((name) => {
          const f = certification.fields[name]!;
          return (
            <Form.Item
              key={name}
              name={name}
              label={f.label}
              rules={rulesFor(certification, name)}
              {...itemValueProps(f)}
            >
              {fieldInput(f, `certification.${name}`)}
            </Form.Item>
          );
        })}
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="注册即提交所选业务角色的企业认证申请，平台审核通过后方可报价或发布招标询价"
        />
        <Button type="primary" htmlType="submit" block loading={busy}>
          提交注册
        </Button>
      </Form>
    </AccountFrame>
  );
}
