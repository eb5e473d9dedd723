import Dysmsapi, { SendSmsRequest } from "@alicloud/dysmsapi20170525";
import { $OpenApiUtil } from "@alicloud/openapi-core";
import { SmsDeliveryError, type SmsProvider } from "./provider";

/** 阿里云短信服务 (Dysmsapi SendSms) as configured from the environment (sms/transport.ts). */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名, as approved in the console. */
  signName: string;
  /** Template code per flow (reg, login, retrieve, phoneOld, phoneNew), `default` for any other; each takes ${code}. */
  templates: Record<string, string>;
  /** dysmsapi.aliyuncs.com unless told; a test points it at a local server. */
  endpoint?: string;
  protocol?: "https" | "http";
}

// the package is CommonJS: loaded as ESM its client class is the default export's `default`
const Client = ((Dysmsapi as unknown as { default?: typeof Dysmsapi }).default ?? Dysmsapi) as typeof Dysmsapi;

/**
 * Sends each code through Alibaba Cloud's official SDK, which signs the request (ACS3-HMAC-SHA256). The gateway
 * answers `Code: "OK"` for a message it took; anything else, or no answer, is logged and refused.
 */
export function aliyunSmsProvider(config: AliyunSmsConfig, log: (line: string) => void): SmsProvider {
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: config.endpoint ?? "dysmsapi.aliyuncs.com",
      protocol: config.protocol ?? "https",
      // a person waits on the form: a gateway that hangs is a failed send, not a hung request
      connectTimeout: 5_000,
      readTimeout: 10_000,
    }),
  );
  return {
    async send(message) {
      const request = new SendSmsRequest({
        phoneNumbers: message.phone,
        signName: config.signName,
        templateCode: config.templates[message.purpose] ?? config.templates.default,
        templateParam: JSON.stringify({ code: message.code }),
      });
      let answer: { code?: string; message?: string; requestId?: string } | undefined;
      try {
        answer = (await client.sendSms(request)).body;
      } catch (error) {
        // the SDK's message quotes the request URL, code included: the log keeps the reason, not the code
        const reason = (error instanceof Error ? error.message : String(error))
          .replace(/(?:POST|GET) https?:\/\/\S+/g, "[request]")
          .slice(0, 300);
        log(`[sms] aliyun refused the message to ${message.phone}: ${reason}`);
        throw new SmsDeliveryError("aliyun request failed");
      }
      if (answer?.code !== "OK") {
        log(
          `[sms] aliyun did not send to ${message.phone}: ${answer?.code} ${answer?.message} (request ${answer?.requestId})`,
        );
        throw new SmsDeliveryError(`aliyun answered ${answer?.code}`);
      }
    },
  };
}
