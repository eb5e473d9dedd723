import { App, Button, Card, Form, Image, Input, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import type { Resource } from "../../core/define-resource";
import { f } from "../../core/fields";
import { accountApi, showError } from "../pages/account/account-api";
import { fileUrl } from "../personal/file-host";
import { useLoad } from "../personal/use-load";
import { PageHeader } from "./page-header";

/**
 * The real-name queue as a screen of the operator console: its menu entry and guard path. Not a resource of
 * resources/: a person's application belongs to no enterprise, which every resource's tenant is (docs/accounts.md).
 */
export const realNameQueueScreen: Resource = {
  name: "realNameAudit",
  label: "实名认证",
  titleField: "realName",
  tenant: "system",
  fields: { realName: f.text("真实姓名") },
  endpoints: {},
  menu: { path: "/operation/realNameAudit", shell: "operation", order: 5, group: "审核管理", label: "实名认证审核" },
  buttons: {},
};

interface Application {
  id: number;
  realName: string;
  idCard: string;
  idCardFront: string;
  idCardBack: string;
  status: string;
  reason: string | null;
  login: string;
  phone: string | null;
  userName: string;
  createdAt: string;
  auditedAt: string | null;
}

const TABS = [
  { key: "submitted", label: "待审核" },
  { key: "approved", label: "已通过" },
  { key: "rejected", label: "已驳回" },
];

/** 实名认证审核: the applications sent on this portal, the ID number against both photos, 通过 or 驳回 with a reason. */
export function RealNameQueue() {
  const { message } = App.useApp();
  const [status, setStatus] = useState("submitted");
  const [pageNum, setPageNum] = useState(1);
  const [rejecting, setRejecting] = useState<Application>();
  const [form] = Form.useForm();
  const { data, loading, reload } = useLoad(() =>
    accountApi.get<{ list: Application[]; total: number }>("usercenter.realname.audit.list", {
      status,
      pageNum,
      pageSize: 10,
    }),
  );
  const load = (next: { status?: string; pageNum?: number }) => {
    if (next.status) setStatus(next.status);
    if (next.pageNum) setPageNum(next.pageNum);
    setTimeout(reload);
  };
  const decide = async (name: "approve" | "reject", body: Record<string, unknown>) => {
    await accountApi.post(`usercenter.realname.audit.${name}`, body);
    message.success(name === "approve" ? "已通过" : "已驳回");
    reload();
  };
  const reject = async () => {
    try {
      await decide("reject", { id: rejecting!.id, ...(await form.validateFields()) });
      setRejecting(undefined);
      form.resetFields();
    } catch (e) {
      showError(form, e, message.error);
    }
  };
  const columns = [
    {
      key: "realName",
      title: "真实姓名",
      render: (_: unknown, x: Application) => <Typography.Text strong>{x.realName}</Typography.Text>,
    },
    { key: "idCard", title: "身份证号", dataIndex: "idCard" },
    {
      key: "photos",
      title: "身份证照片",
      render: (_: unknown, x: Application) => (
        <Image.PreviewGroup>
          <Space>
            {[x.idCardFront, x.idCardBack].map((src, i) => (
              <Image key={i} src={fileUrl(src)} width={72} alt={i ? "国徽面" : "人像面"} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      key: "login",
      title: "申请账号",
      render: (_: unknown, x: Application) => `${x.userName}（${x.phone ?? x.login}）`,
    },
    {
      key: "createdAt",
      title: "申请时间",
      render: (_: unknown, x: Application) => dayjs(x.createdAt).format("YYYY-MM-DD HH:mm"),
    },
    ...(status === "rejected" ? [{ key: "reason", title: "驳回原因", dataIndex: "reason" }] : []),
    ...(status !== "submitted"
      ? [
          {
            key: "auditedAt",
            title: "审核时间",
            render: (_: unknown, x: Application) => (x.auditedAt ? dayjs(x.auditedAt).format("YYYY-MM-DD HH:mm") : ""),
          },
        ]
      : []),
    {
      key: "actions",
      title: "操作",
      render: (_: unknown, x: Application) =>
        x.status === "submitted" ? (
          <Space size={0}>
            <Popconfirm
              title="核对身份证照片与号码一致后通过，确定通过吗？"
              onConfirm={() => decide("approve", { id: x.id }).catch((e) => showError(undefined, e, message.error))}
            >
              <Button type="link" size="small">
                通过
              </Button>
            </Popconfirm>
            <Button type="link" size="small" danger onClick={() => setRejecting(x)}>
              驳回
            </Button>
          </Space>
        ) : (
          <Tag color={x.status === "approved" ? "green" : "red"}>{x.status === "approved" ? "已通过" : "已驳回"}</Tag>
        ),
    },
  ];
  return (
    <>
      <PageHeader resource={realNameQueueScreen} title="实名认证审核" />
      <Card variant="borderless" className="queue-list realname-queue">
        <Tabs activeKey={status} items={TABS} onChange={(key) => load({ status: key, pageNum: 1 })} />
        <Table<Application>
          rowKey="id"
          loading={loading}
          dataSource={data?.list ?? []}
          columns={columns}
          scroll={{ x: "max-content" }}
          size="middle"
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: data?.total ?? 0,
            onChange: (p) => load({ pageNum: p }),
          }}
          locale={{ emptyText: "暂无实名认证申请" }}
        />
      </Card>
      <Modal
        title={`驳回 ${rejecting?.realName ?? ""} 的实名认证`}
        open={!!rejecting}
        onOk={reject}
        onCancel={() => setRejecting(undefined)}
        okText="确定"
        cancelText="取消"
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[
              { required: true, whitespace: true, message: "请输入驳回原因" },
              { max: 200, message: "驳回原因不能超过200个字" },
            ]}
          >
            <Input.TextArea rows={3} placeholder="如 身份证人像面照片模糊，请重新拍摄上传" maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
