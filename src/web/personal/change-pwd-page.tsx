import { App, Button, Card, Form, Input } from "antd";
import { useState } from "react";
import { accountApi, confirmRule, passwordRules, showError } from "../pages/account/account-api";

/** /personal/changePwd: old password + new one (usercenter.login.pwd.update). */
export function ChangePwdPage() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async ({ oldPassword, password }: Record<string, string>) => {
    setBusy(true);
    try {
      await accountApi.post("usercenter.login.pwd.update", { oldPassword, password });
      message.success("密码已修改，其他设备上的登录已退出");
      form.resetFields();
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="修改密码">
      <Form form={form} layout="vertical" className="personal-form" onFinish={submit} requiredMark={false}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: "请输入原密码" }]}>
          <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="新密码" rules={passwordRules} extra="8-20位，须同时包含字母和数字">
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={["password"]}
          rules={[{ required: true, message: "请再次输入新密码" }, confirmRule]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          确认修改
        </Button>
      </Form>
    </Card>
  );
}
