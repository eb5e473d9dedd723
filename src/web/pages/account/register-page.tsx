import { LockOutlined, MobileOutlined, UserOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Result, Steps } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePortalState } from "../../portal/portal-state";
import { accountFields } from "../../../core/account-fields";
import { accountApi, confirmRule, nameRules, passwordRules, phoneRules, showError } from "./account-api";
import { AccountFrame } from "./account-frame";
import { SmsCodeField } from "./sms-code-field";

/** Step 1: the phone and its SMS code; resolves to the ticket the next step needs. */
function PhoneStep({ onVerified }: { onVerified: (phone: string, ticket: string) => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    try {
      const { phone } = await form.validateFields(["phone"]);
      await accountApi.post("usercenter.reg.sms.send", { phone });
      message.success("验证码已发送，请查收短信");
      return true;
    } catch (e) {
      if (!(e as { errorFields?: unknown }).errorFields) showError(form, e, message.error);
      return false;
    }
  };
  const submit = async ({ phone, code }: { phone: string; code: string }) => {
    setBusy(true);
    try {
      const { ticket } = await accountApi.post<{ ticket: string }>("usercenter.reg.sms.verify", { phone, code });
      onVerified(phone, ticket);
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <Form.Item name="phone" label="手机号" rules={phoneRules}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <SmsCodeField label="短信验证码" send={send} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        下一步
      </Button>
    </Form>
  );
}

/** Step 2: the user's name and password; creates the account. */
function PasswordStep({
  phone,
  ticket,
  onDone,
  onRestart,
}: {
  phone: string;
  ticket: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async ({ name, password }: { name: string; password: string }) => {
    setBusy(true);
    try {
      await accountApi.post("usercenter.reg.setpwd", { phone, ticket, name, password });
      onDone();
    } catch (e) {
      const errors = (e as { errors?: Record<string, string> }).errors;
      // the check expired or was used: back to step 1 with the reason
      if (errors?.code) {
        message.error(errors.code);
        onRestart();
      } else showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <Form.Item label="手机号">
        <Input prefix={<MobileOutlined />} value={phone} disabled />
      </Form.Item>
      <Form.Item name="name" label="用户名称" rules={nameRules("用户名称")}>
        <Input prefix={<UserOutlined />} placeholder="请输入您的姓名或昵称" maxLength={accountFields.name.max} />
      </Form.Item>
      <Form.Item name="password" label="设置密码" rules={passwordRules} extra="8-20位，须同时包含字母和数字">
        <Input.Password prefix={<LockOutlined />} placeholder="请设置登录密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={["password"]}
        rules={[{ required: true, message: "请再次输入密码" }, confirmRule]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        完成注册
      </Button>
    </Form>
  );
}

/** Personal registration (spec: reg.sms.send → reg.sms.verify → reg.setpwd), only where the portal allows it. */
export function RegisterPage() {
  const { enterprise } = usePortalState();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<{ phone: string; ticket: string }>();
  const extra = (
    <>
      已有账号？<Link to="/login">请登录</Link>
    </>
  );
  if (!enterprise.openRegistry) {
    return (
      <AccountFrame title="用户注册" extra={extra}>
        <Result
          status="warning"
          title="当前平台未开放注册"
          subTitle="如需开通账号，请联系平台客服"
          extra={<Link to="/login">返回登录</Link>}
        />
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title="用户注册" extra={extra}>
      <Steps
        current={step}
        size="small"
        items={[{ title: "验证手机号" }, { title: "设置密码" }, { title: "注册成功" }]}
      />
      {step === 0 && (
        <PhoneStep
          onVerified={(phone, ticket) => {
            setVerified({ phone, ticket });
            setStep(1);
          }}
        />
      )}
      {step === 1 && verified && <PasswordStep {...verified} onDone={() => setStep(2)} onRestart={() => setStep(0)} />}
      {step === 2 && (
        <Result
          status="success"
          title="注册成功"
          subTitle={`您的账号为 ${verified?.phone ?? ""}，请使用手机号和密码登录`}
          extra={[
            <Button type="primary" key="login" onClick={() => navigate("/login", { replace: true })}>
              立即登录
            </Button>,
            enterprise.openEnterpriseRegistry && (
              <Button key="ent" onClick={() => navigate(`/login?retUrl=${encodeURIComponent("/entRegister")}`)}>
                登录后注册企业
              </Button>
            ),
          ]}
        />
      )}
    </AccountFrame>
  );
}
