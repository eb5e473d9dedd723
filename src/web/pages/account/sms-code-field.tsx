import { SafetyOutlined } from "@ant-design/icons";
import { Form, Input } from "antd";
import type { ReactNode } from "react";
import { codeRules } from "./account-api";
import { SmsCodeButton } from "./sms-code-button";

/** The 6-digit code input with its 获取验证码 button, as every SMS step of the account flows shows it. */
export function SmsCodeField(props: { label: ReactNode; send: () => Promise<boolean>; disabled?: boolean }) {
  return (
    <Form.Item label={props.label} required>
      <div className="sms-code-row">
        <Form.Item name="code" rules={codeRules} noStyle>
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入短信验证码"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SmsCodeButton send={props.send} disabled={props.disabled} />
      </div>
    </Form.Item>
  );
}
