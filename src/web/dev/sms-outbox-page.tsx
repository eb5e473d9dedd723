import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Input, Space, Table, Typography } from "antd";
import { useState } from "react";
import { accountApi } from "../pages/account/account-api";
import "../pages/account/account.css";
import { useLoad } from "../personal/use-load";

interface OutboxRow {
  id: number;
  phone: string;
  purpose: string;
  content: string;
  createdAt: string;
}

const PURPOSES: Record<string, string> = {
  reg: "注册",
  login: "登录",
  retrieve: "找回密码",
  phoneOld: "原手机验证",
  phoneNew: "新手机绑定",
};

/** /dev/sms: what the default SMS provider "sent" (dev.sms.outbox.list; absent when NODE_ENV=production). */
export function SmsOutboxPage() {
  const [phone, setPhone] = useState("");
  const [refused, setRefused] = useState<string>();
  // opened from another machine the outbox answers 403 with why: the page says so instead of the bare 403 page
  const { data, loading, reload } = useLoad(() =>
    accountApi
      .get<{ list: OutboxRow[]; total: number }>(
        "dev.sms.outbox.list",
        { phone: phone || undefined, pageSize: 100 },
        { stay: true },
      )
      .then((page) => (setRefused(undefined), page))
      .catch((e: { message?: string }) => {
        setRefused(e.message);
        throw e;
      }),
  );
  return (
    <div className="account-page">
      <main className="account-main">
        <Card
          className="account-card account-card-wide"
          style={{ maxWidth: 1100 }}
          title="短信发件箱（开发环境）"
          extra={
            <Space>
              <Input.Search
                placeholder="按手机号筛选"
                allowClear
                onSearch={(v) => (setPhone(v.trim()), setTimeout(reload))}
                style={{ width: 200 }}
              />
              <Button icon={<ReloadOutlined />} onClick={reload}>
                刷新
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">
            默认短信通道不对外发送，验证码保存在数据库并打印在服务端日志中。
          </Typography.Paragraph>
          {refused && <Alert type="warning" showIcon message={refused} style={{ marginBottom: 16 }} />}
          <Table<OutboxRow>
            rowKey="id"
            loading={loading}
            dataSource={data?.list ?? []}
            pagination={false}
            scroll={{ x: 720 }}
            columns={[
              {
                title: "时间",
                dataIndex: "createdAt",
                width: 180,
                render: (v: string) => new Date(v).toLocaleString("zh-CN"),
              },
              { title: "手机号", dataIndex: "phone", width: 130 },
              { title: "用途", dataIndex: "purpose", width: 110, render: (v: string) => PURPOSES[v] ?? v },
              { title: "短信内容", dataIndex: "content" },
            ]}
          />
        </Card>
      </main>
    </div>
  );
}
