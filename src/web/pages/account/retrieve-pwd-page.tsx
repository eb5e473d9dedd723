import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Result, Steps } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { accountApi, confirmRule, passwordRules, showError } from "./account-api";
import { AccountFrame } from "./account-frame";
import { SmsCodeField } from "./sms-code-field";

type Step = "name" | "sms" | "password" | "done";
const STEPS: Step[] = ["name", "sms", "password", "done"];

/** Password recovery: check name → send SMS → verify → set password. */
export function RetrievePwdPage() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("name");
  const [login, setLogin] = useState("");
  const [phone, setPhone] = useState("");
  const [ticket, setTicket] = useState("");
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    try {
      await accountApi.post("usercenter.retrieve.sms.send", { login });
      message.success(`验证码已发送至 ${phone}`);
      return true;
    } catch (e) {
      showError(form, e, message.error);
      return false;
    }
  };
  const submit = (values: Record<string, string>) =>
    run(async () => {
      if (step === "name") {
        const found = await accountApi.post<{ phone: string }>("usercenter.retrieve.name.check", {
          login: values.login,
        });
        setLogin(values.login!);
        setPhone(found.phone);
        setStep("sms");
      } else if (step === "sms") {
        setTicket(
          (await accountApi.post<{ ticket: string }>("usercenter.retrieve.sms.verify", { login, code: values.code }))
            .ticket,
        );
        setStep("password");
      } else if (step === "password") {
        await accountApi.post("usercenter.retrieve.pwd.set", { login, ticket, password: values.password });
        setStep("done");
      }
    });

  return (
    <AccountFrame title="找回密码" extra={<Link to="/login">返回登录</Link>}>
      <Steps
        current={STEPS.indexOf(step)}
        size="small"
        items={[{ title: "确认账号" }, { title: "安全验证" }, { title: "重置密码" }, { title: "完成" }]}
      />
      {step === "done" ? (
        <Result
          status="success"
          title="密码已重置"
          subTitle="请使用新密码登录"
          extra={
            <Button type="primary" onClick={() => navigate("/login", { replace: true })}>
              去登录
            </Button>
          }
        />
      ) : (
        <Form form={form} key={step} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
          {step === "name" && (
            <Form.Item
              name="login"
              label="账号"
              rules={[{ required: true, whitespace: true, message: "请输入手机号/账号" }]}
            >
              <Input prefix={<UserOutlined />} placeholder="请输入手机号/账号" />
            </Form.Item>
          )}
          {step === "sms" && <SmsCodeField label={`验证码将发送至 ${phone}`} send={send} />}
          {step === "password" && (
            <>
              <Form.Item name="password" label="新密码" rules={passwordRules} extra="8-20位，须同时包含字母和数字">
                <Input.Password prefix={<LockOutlined />} placeholder="请输入新密码" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirm"
                label="确认新密码"
                dependencies={["password"]}
                rules={[{ required: true, message: "请再次输入新密码" }, confirmRule]}
              >
                <Input.Password prefix={<LockOutlined />} placeholder="请再次输入新密码" autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {step === "password" ? "确认修改" : "下一步"}
          </Button>
        </Form>
      )}
    </AccountFrame>
  );
}
