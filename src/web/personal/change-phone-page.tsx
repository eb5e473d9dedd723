import { App, Button, Card, Form, Input, Result, Steps } from "antd";
import { useState } from "react";
import { accountApi, phoneRules, showError } from "../pages/account/account-api";
import { SmsCodeField } from "../pages/account/sms-code-field";
import { usePortalState } from "../portal/portal-state";
import { identity } from "../services";

const mask = (p: string | null | undefined) => (p ? p.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2") : "");

/** /personal/changePhone: a code on the old phone, then a code on the new one. */
export function ChangePhonePage() {
  const { user } = usePortalState();
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [ticket, setTicket] = useState("");
  const [newPhone, setNewPhone] = useState("");
  const [busy, setBusy] = useState(false);

  const sendOld = async () => {
    try {
      await accountApi.post("usercenter.phone.old.sms.send");
      message.success(`验证码已发送至 ${mask(user?.phone)}`);
      return true;
    } catch (e) {
      showError(form, e, message.error);
      return false;
    }
  };
  const sendNew = async () => {
    try {
      const { phone } = await form.validateFields(["phone"]);
      await accountApi.post("usercenter.phone.new.sms.send", { phone, ticket });
      message.success("验证码已发送至新手机号");
      return true;
    } catch (e) {
      if (!(e as { errorFields?: unknown }).errorFields) showError(form, e, message.error);
      return false;
    }
  };
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      if (step === 0) {
        setTicket(
          (await accountApi.post<{ ticket: string }>("usercenter.phone.old.sms.verify", { code: values.code })).ticket,
        );
        form.resetFields();
        setStep(1);
      } else {
        await accountApi.post("usercenter.phone.new.sms.verify", { phone: values.phone, code: values.code, ticket });
        setNewPhone(values.phone!);
        identity.forget();
        setStep(2);
      }
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="更换手机号">
      <Steps
        current={step}
        size="small"
        style={{ maxWidth: 560, marginBottom: 32 }}
        items={[{ title: "验证原手机号" }, { title: "绑定新手机号" }, { title: "完成" }]}
      />
      {step === 2 ? (
        <Result status="success" title="手机号已更换" subTitle={`今后请使用 ${newPhone} 登录和接收验证码`} />
      ) : (
        <Form form={form} key={step} layout="vertical" className="personal-form" onFinish={submit} requiredMark={false}>
          {step === 0 ? (
            <Form.Item label="原手机号">
              <Input value={mask(user?.phone) || "未绑定手机号"} disabled />
            </Form.Item>
          ) : (
            <Form.Item name="phone" label="新手机号" rules={phoneRules}>
              <Input placeholder="请输入新手机号" maxLength={11} />
            </Form.Item>
          )}
          <SmsCodeField
            label="短信验证码"
            send={step === 0 ? sendOld : sendNew}
            disabled={step === 0 && !user?.phone}
          />
          <Button type="primary" htmlType="submit" loading={busy}>
            {step === 0 ? "下一步" : "确认更换"}
          </Button>
        </Form>
      )}
    </Card>
  );
}
