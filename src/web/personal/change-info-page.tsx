import { App, Button, Card, Form, Input, Radio } from "antd";
import { useEffect, useState } from "react";
import { accountFields } from "../../core/account-fields";
import { accountApi, emailRules, nameRules, showError } from "../pages/account/account-api";
import { identity } from "../services";
import { AvatarUpload } from "./avatar-upload";
import { GENDERS, type ProfileInfo } from "./info-page";
import { useLoad } from "./use-load";

/** /personal/changeInfo: avatar, name, gender, email (usercenter.user.update.info). */
export function ChangeInfoPage() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { data, reload } = useLoad(() => accountApi.get<ProfileInfo>("usercenter.user.info.get"));
  useEffect(() => {
    if (data) form.setFieldsValue({ name: data.name, gender: data.gender, email: data.email ?? "" });
  }, [data, form]);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await accountApi.post("usercenter.user.update.info", values);
      message.success("资料已保存");
      identity.forget();
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Card title="头像">
        <AvatarUpload image={data?.image} onSaved={reload} />
      </Card>
      <Card title="修改资料">
        <Form form={form} layout="vertical" className="personal-form" onFinish={submit} requiredMark={false}>
          <Form.Item name="name" label="用户名称" rules={nameRules("姓名")}>
            <Input maxLength={accountFields.name.max} />
          </Form.Item>
          <Form.Item name="gender" label="性别">
            <Radio.Group options={Object.entries(GENDERS).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={emailRules}>
            <Input placeholder="用于接收订单与招标通知" maxLength={accountFields.email.max} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            保存
          </Button>
        </Form>
      </Card>
    </>
  );
}
