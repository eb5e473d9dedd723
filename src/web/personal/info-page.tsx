import { IdcardOutlined } from "@ant-design/icons";
import { Avatar, Card, Descriptions, Space } from "antd";
import { Link } from "react-router";
import { accountApi } from "../pages/account/account-api";
import { usePortalState } from "../portal/portal-state";
import { fileUrl } from "./file-host";
import { RealNameCard } from "./realname-card";
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
const maskPhone = (p: string | null) => (p ? p.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2") : "未绑定");

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
