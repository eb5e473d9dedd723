import { Button } from "antd";
import { useEffect, useState } from "react";

const WAIT_SECONDS = 60;

/** 获取验证码 with the one-minute wait the server enforces; `send` resolves once the code went out. */
export function SmsCodeButton({ send, disabled }: { send: () => Promise<boolean>; disabled?: boolean }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    setBusy(true);
    try {
      if (await send()) setLeft(WAIT_SECONDS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={click} loading={busy} disabled={disabled || left > 0} className="sms-code-button">
      {left > 0 ? `${left}秒后重新获取` : "获取验证码"}
    </Button>
  );
}
