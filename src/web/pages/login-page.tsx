import { LockOutlined, MobileOutlined, UserOutlined } from "@ant-design/icons";
import { App, Button, Card, Form, Input, Tabs, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePortalState } from "../portal/portal-state";
import type { MyShop } from "../layout/entry-rules";
import { mallApi } from "../mall/api";
import { currentPortal } from "../portal";
import { safeReturnUrl } from "../providers/auth-provider";
import type { CurrentUser } from "../providers/identity";
import { accountApi, phoneRules, showError } from "./account/account-api";
import { PortalBrand } from "./account/account-frame";
import { SmsCodeField } from "./account/sms-code-field";
import { landingAfterLogin } from "./login-landing";

/** Where a login lands: the retUrl when it is a same-site path, else where this user works. */
async function landing(retUrl: string | null, user: CurrentUser): Promise<string> {
  if (retUrl && safeReturnUrl(retUrl) === retUrl) return retUrl;
  // a shop is a member's: on a portal the person has not joined (yet) they simply have none here
  const mine =
    user.enterprise && user.tags.includes(currentPortal().systemId)
      ? await mallApi<{ shop: MyShop | null }>("myShop").catch(() => ({ shop: null }))
      : { shop: null };
  return landingAfterLogin(user, mine.shop);
}

function PasswordForm({ onDone }: { onDone: (user: CurrentUser) => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async (values: { login: string; password: string }) => {
    setBusy(true);
    try {
      onDone(await accountApi.post<CurrentUser>("usercenter.login", values));
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <Form.Item name="login" label="账号" rules={[{ required: true, whitespace: true, message: "请输入手机号/账号" }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入手机号/账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: "请输入密码" }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

function SmsForm({ onDone }: { onDone: (user: CurrentUser) => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    try {
      const { phone } = await form.validateFields(["phone"]);
      await accountApi.postParams("usercenter.login.sms.send", { phone });
      message.success("验证码已发送");
      return true;
    } catch (e) {
      if (!(e as { errorFields?: unknown }).errorFields) showError(form, e, message.error);
      return false;
    }
  };
  const submit = async (values: { phone: string; code: string }) => {
    setBusy(true);
    try {
      onDone(await accountApi.post<CurrentUser>("usercenter.login.sms", values));
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
      <SmsCodeField label="验证码" send={send} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

/** Login by password or by SMS code; honours ?retUrl= (same-site paths only). */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enterprise, reloadUser } = usePortalState();
  // screens behind a login (the personal centre) must see the new user before we go there
  const done = async (user: CurrentUser) => {
    await reloadUser();
    navigate(await landing(params.get("retUrl"), user), { replace: true });
  };
  return (
    <div className="login-page">
      <div className="login-brand">
        <PortalBrand light />
        <Typography.Title level={2} className="login-slogan">
          农牧产业一站式采购与交易平台
        </Typography.Title>
        <Typography.Paragraph className="login-sub">
          饲料 · 兽药 · 种畜禽 · 种子化肥 · 养殖设备，企业采购招标一网通办
        </Typography.Paragraph>
      </div>
      <Card className="login-card" variant="borderless">
        <Tabs
          className="login-tabs"
          items={[
            { key: "password", label: "密码登录", children: <PasswordForm onDone={done} /> },
            { key: "sms", label: "短信登录", children: <SmsForm onDone={done} /> },
          ]}
        />
        <div className="login-links">
          <Link to="/personal/retrievePwd">忘记密码？</Link>
          {enterprise.openRegistry ? <Link to="/register">免费注册</Link> : <Link to="/">返回商城首页</Link>}
        </div>
      </Card>
    </div>
  );
}
