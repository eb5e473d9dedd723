import type { Clock } from "../account/clock";
import type { Db } from "../db/client";
import type { RunMode } from "../mode";
import { aliyunSmsProvider, type AliyunSmsConfig } from "./aliyun";
import { PURPOSES } from "./codes";
import { logProvider, outboxProvider, type SmsProvider } from "./provider";

/** Where SMS codes go, chosen by `SMS_TRANSPORT` (docs/security.md "SMS transport"). */
export type SmsTransport = { kind: "outbox" } | { kind: "log" } | ({ kind: "aliyun" } & AliyunSmsConfig);

/** A setting that cannot work: the server says which and does not start. */
export class SmsConfigError extends Error {}

const templateVar = (purpose: string) => `ALIYUN_SMS_TEMPLATE_${purpose.toUpperCase()}`;

/**
 * Reads the transport from the environment. Unset: the outbox in the demo, the server log in production. The outbox
 * belongs to the demo and is refused in production; `aliyun` needs its keys, sign name and a template.
 */
export function smsTransportOf(env: NodeJS.ProcessEnv, mode: RunMode): SmsTransport {
  const kind = env.SMS_TRANSPORT?.trim() || (mode === "demo" ? "outbox" : "log");
  if (kind === "outbox") {
    if (mode === "production")
      throw new SmsConfigError("SMS_TRANSPORT=outbox is the demo's: in production choose log or aliyun");
    return { kind };
  }
  if (kind === "log") return { kind };
  if (kind !== "aliyun") throw new SmsConfigError(`SMS_TRANSPORT=${kind} is none of outbox, log, aliyun`);
  const missing = [
    "ALIYUN_SMS_ACCESS_KEY_ID",
    "ALIYUN_SMS_ACCESS_KEY_SECRET",
    "ALIYUN_SMS_SIGN_NAME",
    "ALIYUN_SMS_TEMPLATE",
  ].filter((name) => !env[name]?.trim());
  if (missing.length) throw new SmsConfigError(`SMS_TRANSPORT=aliyun needs ${missing.join(", ")}`);
  const templates: Record<string, string> = { default: env.ALIYUN_SMS_TEMPLATE!.trim() };
  for (const purpose of Object.keys(PURPOSES))
    if (env[templateVar(purpose)]?.trim()) templates[purpose] = env[templateVar(purpose)]!.trim();
  const endpoint = env.ALIYUN_SMS_ENDPOINT?.trim();
  return {
    kind,
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!.trim(),
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!.trim(),
    signName: env.ALIYUN_SMS_SIGN_NAME!.trim(),
    templates,
    ...(endpoint ? { endpoint } : {}),
  };
}

/** The provider of a transport; `log` is the server's log (the codes of the outbox and log transports land there). */
export function smsProviderOf(
  transport: SmsTransport,
  deps: { db: Db; clock: Clock; log: (line: string) => void },
): SmsProvider {
  if (transport.kind === "outbox") return outboxProvider(deps.db, deps.clock, deps.log);
  if (transport.kind === "log") return logProvider(deps.log);
  return aliyunSmsProvider(transport, deps.log);
}
