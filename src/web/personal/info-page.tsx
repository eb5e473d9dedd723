import { IdcardOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { App, Avatar, Button, Card, Descriptions, Form, Input, Space, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { accountApi, showError } from "../pages/account/account-api";
import { usePortalState } from "../portal/portal-state";
import { fileUrl } from "./file-host";
import { useLoad } from "./use-load";

export interface ProfileInfo {
  id: number;
  login: string;
  name: string;
  phone: string | null;
  image: string | null;
  gender: number;
  email: string | null;
  realNameState: number;
  createdAt: string;
}

export const GENDERS: Record<number, string> = { 0: "保密", 1: "男", 2: "女" };
const REALNAME_STATES: Record<number, { text: string; color: string }> = {
  0: { text: "未认证", color: "default" },
  1: { text: "审核中", color: "processing" },
  2: { text: "已认证", color: "success" },
};
const maskPhone = (p: string | null) => (p ? p.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2") : "未绑定");

/** Real-name check: state, and the name + ID form until verified. */
function RealNameCard() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { data, reload } = useLoad(() => accountApi.get<{ realName: string | null; idCard: string | null; state: number }>("usercenter.realname.get"));
  const state = REALNAME_STATES[data?.state ?? 0]!;
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      await accountApi.post("usercenter.realname.update", values);
      message.success("实名认证已通过");
      reload();
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={<Space><SafetyCertificateOutlined />实名认证</Space>} extra={<Tag color={state.color}>{state.text}</Tag>}>
      {data?.state === 2 ? (
        <Descriptions column={1} items={[{ label: "真实姓名", children: data.realName }, { label: "身份证号", children: data.idCard }]} />
      ) : (
        <Form form={form} layout="vertical" className="personal-form" onFinish={submit} requiredMark={false}>
          <Form.Item name="realName" label="真实姓名" rules={[{ required: true, whitespace: true, message: "请输入真实姓名" }]}>
            <Input placeholder="与身份证一致的姓名" maxLength={20} />
          </Form.Item>
          <Form.Item name="idCard" label="身份证号" rules={[{ required: true, message: "请输入身份证号" }, { pattern: /^\d{17}[\dXx]$/, message: "身份证号应为18位" }]}>
            <Input placeholder="18位居民身份证号" maxLength={18} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            提交认证
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** /personal/info: who the user is, the enterprise they act for, and the real-name state. */
export function InfoPage() {
  const { user } = usePortalState();
  const { data } = useLoad(() => accountApi.get<ProfileInfo>("usercenter.user.info.get"));
  return (
    <>
      <Card title="个人信息" extra={<Link to="/personal/changeInfo">修改资料</Link>}>
        <Space align="start" size={32} wrap>
          <Avatar size={96} src={fileUrl(data?.image ?? user?.image)} icon={<IdcardOutlined />} />
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { label: "用户名称", children: <span className="profile-name">{data?.name ?? user?.name}</span> },
              { label: "登录账号", children: data?.login ?? user?.login },
              { label: "手机号", children: maskPhone(data?.phone ?? user?.phone ?? null) },
              { label: "性别", children: GENDERS[data?.gender ?? 0] },
              { label: "邮箱", children: data?.email || "未填写" },
              { label: "当前企业", children: user?.enterprise?.name ?? "个人账号" },
              { label: "注册时间", children: data ? new Date(data.createdAt).toLocaleDateString("zh-CN") : "" },
            ]}
          />
        </Space>
      </Card>
      <RealNameCard />
    </>
  );
}
