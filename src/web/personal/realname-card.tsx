import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Descriptions, Form, Image, Space, Tag } from "antd";
import { useState } from "react";
import { realName as resource } from "../../../resources/real-name";
import type { FieldDef } from "../../core/fields";
import { fieldInput } from "../admin/field-input";
import { itemValueProps } from "../admin/field-item-props";
import { rulesFor } from "../admin/field-rules";
import { callEndpoint } from "../owner/owner-entries";
import { accountApi, showError } from "../pages/account/account-api";
import { fileUrl } from "./file-host";
import { useLoad } from "./use-load";

/** What `usercenter.realname.get` answers: the newest application, its ID number masked. */
interface RealName {
  realName: string | null;
  idCard: string | null;
  idCardFront: string | null;
  idCardBack: string | null;
  state: number;
  reason: string | null;
  submittedAt: string | null;
  auditedAt: string | null;
}

export const REALNAME_STATES: Record<number, { text: string; color: string }> = {
  0: { text: "未认证", color: "default" },
  1: { text: "审核中", color: "processing" },
  2: { text: "已认证", color: "success" },
  3: { text: "未通过", color: "error" },
};

const day = (at: string | null) => (at ? new Date(at).toLocaleString("zh-CN", { hour12: false }) : "");

/** What the person fills: the declaration's fields the person may write (姓名, 身份证号, both photos), with their rules. */
const SENT = Object.entries(resource.fields as Record<string, FieldDef>).filter(([, f]) => !f.readonly);

/**
 * 实名认证 on /personal/info: the declared form (resources/real-name.ts) until the person has sent it; then 审核中
 * while the platform operator checks it, 未通过 with the operator's reason and the form again, or 已认证.
 */
export function RealNameCard() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { data, reload } = useLoad(() => accountApi.get<RealName>("usercenter.realname.get"));
  const state = data?.state ?? 0;
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      await callEndpoint(resource.endpoints.create!, { ...values, idCard: values.idCard?.trim().toUpperCase() });
      message.success("已提交，请等待平台审核");
      reload();
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  const sent = data?.realName ? (
    <Descriptions
      column={1}
      items={[
        { label: "真实姓名", children: data.realName },
        { label: "身份证号", children: data.idCard },
        {
          label: "身份证照片",
          children: (
            <Image.PreviewGroup>
              <Space>
                {[data.idCardFront, data.idCardBack].map(
                  (src, i) => src && <Image key={i} src={fileUrl(src)} width={160} alt={i ? "国徽面" : "人像面"} />,
                )}
              </Space>
            </Image.PreviewGroup>
          ),
        },
        { label: "提交时间", children: day(data.submittedAt) },
        ...(data.auditedAt ? [{ label: "审核时间", children: day(data.auditedAt) }] : []),
      ]}
    />
  ) : null;
  return (
    <Card
      className="realname-card"
      title={
        <Space>
          <SafetyCertificateOutlined />
          实名认证
        </Space>
      }
      extra={<Tag color={REALNAME_STATES[state]!.color}>{REALNAME_STATES[state]!.text}</Tag>}
    >
      {state === 2 && sent}
      {state === 1 && (
        <>
          <Alert
            type="info"
            showIcon
            message="实名认证审核中"
            description="平台将在1-3个工作日内完成审核，审核结果将在此处显示。"
            style={{ marginBottom: 16 }}
          />
          {sent}
        </>
      )}
      {(state === 0 || state === 3) && (
        <>
          {state === 3 && (
            <Alert
              type="error"
              showIcon
              message="实名认证未通过"
              description={`驳回原因：${data?.reason ?? ""}，请修改后重新提交。`}
              style={{ marginBottom: 16 }}
            />
          )}
          {state === 0 && (
            <Alert type="warning" showIcon message="完成实名认证后方可开店、大额支付" style={{ marginBottom: 16 }} />
          )}
          <Form
            key={state}
            form={form}
            layout="vertical"
            className="personal-form"
            onFinish={submit}
            requiredMark={false}
            initialValues={state === 3 ? { realName: data?.realName } : undefined}
          >
            {SENT.map(([k, f]) => (
              <Form.Item key={k} name={k} label={f.label} rules={rulesFor(resource, k)} {...itemValueProps(f)}>
                {fieldInput(f)}
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={busy}>
              {state === 3 ? "重新提交" : "提交认证"}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
