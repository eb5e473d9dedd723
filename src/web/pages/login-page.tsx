import { useLogin, useNotification, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { LockOutlined, ShopOutlined, UserOutlined } from "@ant-design/icons";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { currentPortal } from "../portal";
import type { LoginValues } from "../providers/auth-provider";

type Fields = Omit<LoginValues, "retUrl">;

/** Account and password login; honours ?retUrl= and shows the server's 422 reason. */
export function LoginPage() {
  const [form] = Form.useForm<Fields>();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const { mutate, isPending } = useLogin<LoginValues>();
  const { close } = useNotification();
  const submit = (values: Fields) => {
    setError(undefined);
    mutate(
      { ...values, retUrl: params.get("retUrl") },
      {
        onSuccess: (result) => {
          if (result.success) return;
          // The reason stays on the card; Refine's transient toast would only repeat it.
          close?.("login-error");
          const failure = result.error as HttpError | undefined;
          setError(failure?.message || "登录失败，请稍后重试");
          const fieldErrors = Object.entries(failure?.errors ?? {}).map(([name, msg]) => ({ name: name as keyof Fields, errors: [String(msg)] }));
          if (fieldErrors.length) form.setFields(fieldErrors);
        },
      },
    );
  };
  const portal = currentPortal();
  return (
    <div className="login-page">
      <div className="login-brand">
        <Link to="/" className="brand brand-light">
          <span className="brand-mark">
            <ShopOutlined />
          </span>
          <span className="brand-name">{portal.name}</span>
        </Link>
        <Typography.Title level={2} className="login-slogan">
          农牧产业一站式采购与交易平台
        </Typography.Title>
        <Typography.Paragraph className="login-sub">饲料 · 兽药 · 种畜禽 · 种子化肥 · 养殖设备，企业采购招标一网通办</Typography.Paragraph>
      </div>
      <Card className="login-card" variant="borderless">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          账号登录
        </Typography.Title>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
          <Form.Item name="login" label="账号" rules={[{ required: true, whitespace: true, message: "请输入手机号/账号" }]}>
            <Input prefix={<UserOutlined />} placeholder="请输入手机号/账号" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: "请输入密码" }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            登录
          </Button>
        </Form>
        <div className="login-foot">
          <Link to="/">返回商城首页</Link>
        </div>
      </Card>
    </div>
  );
}
