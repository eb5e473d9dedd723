import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { OpenApiUtil } from "@alicloud/openapi-core";
import * as $dara from "@darabonba/typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliyunSmsProvider } from "../../src/server/sms/aliyun";
import { SMS_FAILED, sendCode } from "../../src/server/sms/codes";
import { SmsDeliveryError } from "../../src/server/sms/provider";
import { smsTransportOf } from "../../src/server/sms/transport";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * 阿里云短信 through the official SDK: its signer gives the signature of Alibaba Cloud's documented V3 example, and
 * the SendSms request the adapter makes carries the flow's template and the code, signed so that a verifier written
 * from the documentation accepts it.
 */
const ALG = "ACS3-HMAC-SHA256";
const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/** "V3版本请求体&签名机制", its example with fixed values (help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature). */
const DOCUMENTED = {
  accessKeyId: "YourAccessKeyId",
  accessKeySecret: "YourAccessKeySecret",
  method: "POST",
  path: "/",
  query: { ImageId: "win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd", RegionId: "cn-shanghai" },
  headers: {
    host: "ecs.cn-shanghai.aliyuncs.com",
    "x-acs-action": "RunInstances",
    "x-acs-version": "2014-05-26",
    "x-acs-date": "2023-10-26T10:22:32Z",
    "x-acs-signature-nonce": "3156853299f313e23d1673dc12e1703d",
    "x-acs-content-sha256": EMPTY_SHA256,
  },
  hashedCanonicalRequest: "7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259",
  signature: "06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0",
};

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The V3 signature as the documentation spells it, written here apart from the SDK: what the gateway checks. */
function documentedSignature(
  secret: string,
  r: { method: string; path: string; query: Record<string, string>; headers: Record<string, string> },
  signed: string[],
) {
  const query = Object.keys(r.query)
    .sort()
    .map((k) => `${rfc3986(k)}=${rfc3986(r.query[k]!)}`)
    .join("&");
  const headers = signed.map((h) => `${h}:${r.headers[h]!.trim()}\n`).join("");
  const canonical = [r.method, r.path, query, headers, signed.join(";"), r.headers["x-acs-content-sha256"]].join("\n");
  const hashed = createHash("sha256").update(canonical).digest("hex");
  return { hashed, signature: createHmac("sha256", secret).update(`${ALG}\n${hashed}`).digest("hex") };
}

describe("the documented V3 example", () => {
  const signed = Object.keys(DOCUMENTED.headers).sort();

  it("is what the verifier of this test computes, so the verifier can judge the adapter's requests", () => {
    expect(documentedSignature(DOCUMENTED.accessKeySecret, DOCUMENTED, signed)).toEqual({
      hashed: DOCUMENTED.hashedCanonicalRequest,
      signature: DOCUMENTED.signature,
    });
  });

  it("is what the SDK's own signer computes", () => {
    const request = new $dara.Request();
    request.method = DOCUMENTED.method;
    request.pathname = DOCUMENTED.path;
    request.query = { ...DOCUMENTED.query };
    request.headers = { ...DOCUMENTED.headers };
    expect(
      OpenApiUtil.getAuthorization(request, ALG, EMPTY_SHA256, DOCUMENTED.accessKeyId, DOCUMENTED.accessKeySecret),
    ).toBe(
      `${ALG} Credential=${DOCUMENTED.accessKeyId},SignedHeaders=${signed.join(";")},Signature=${DOCUMENTED.signature}`,
    );
  });
});

describe("the adapter's SendSms", () => {
  let gateway: Server;
  let port = 0;
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  let answer = {
    Code: "OK",
    Message: "OK",
    BizId: "900619746936498440^0",
    RequestId: "F655A8D5-B967-440B-8683-DAD6FF8DE990",
  };
  const logged: string[] = [];
  const config = () => ({
    accessKeyId: "LTAI-test-id",
    accessKeySecret: "test-secret-of-this-run",
    signName: "农牧商城",
    templates: { default: "SMS_100000001", retrieve: "SMS_100000003" },
    endpoint: `127.0.0.1:${port}`,
    protocol: "http" as const,
  });
  let t: TestApp;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      req.resume().on("end", () => res.setHeader("content-type", "application/json").end(JSON.stringify(answer)));
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    port = (gateway.address() as { port: number }).port;
    t = await testApp();
  });
  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    await t?.close();
  });

  it("sends the flow's template with the code, signed as the documentation says", async () => {
    await aliyunSmsProvider(config(), (l) => logged.push(l)).send({
      phone: "13800138000",
      purpose: "retrieve",
      content: "…",
      code: "204863",
    });
    const got = seen.at(-1)!;
    const url = new URL(got.url, "http://gateway");
    expect([got.method, url.pathname]).toEqual(["POST", "/"]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      PhoneNumbers: "13800138000",
      SignName: "农牧商城",
      TemplateCode: "SMS_100000003",
      TemplateParam: '{"code":"204863"}',
    });
    expect(got.headers).toMatchObject({
      "x-acs-action": "SendSms",
      "x-acs-version": "2017-05-25",
      "x-acs-content-sha256": EMPTY_SHA256,
    });
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      String(got.headers.authorization),
    );
    expect(auth?.[1]).toBe("LTAI-test-id");
    const headers = Object.fromEntries(Object.entries(got.headers).map(([k, v]) => [k, String(v)]));
    const { signature } = documentedSignature(
      "test-secret-of-this-run",
      { method: got.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers },
      auth![2]!.split(";"),
    );
    expect(auth![3]).toBe(signature);
    // a flow with no template of its own takes the default one
    await aliyunSmsProvider(config(), (l) => logged.push(l)).send({
      phone: "13800138000",
      purpose: "login",
      content: "…",
      code: "000001",
    });
    expect(new URL(seen.at(-1)!.url, "http://gateway").searchParams.get("TemplateCode")).toBe("SMS_100000001");
  });

  it("refuses a code the gateway would not send, and says why in the log", async () => {
    answer = { ...answer, Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发分钟级流控Permits:1" };
    const sms = aliyunSmsProvider(config(), (l) => logged.push(l));
    const refused = await sendCode(
      { db: t.db, clock: () => new Date(), sms },
      { phone: "13912340001", purpose: "reg", client: "203.0.113.90" },
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, errors: { phone: SMS_FAILED } });
    expect(logged.at(-1)).toContain("isv.BUSINESS_LIMIT_CONTROL");
  });

  it("logs why an unreachable gateway failed, without the code the request carried", async () => {
    const closed = { ...config(), endpoint: "127.0.0.1:1" };
    const failed = await aliyunSmsProvider(closed, (l) => logged.push(l))
      .send({ phone: "13800138000", purpose: "login", content: "…", code: "730194" })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(SmsDeliveryError);
    expect(logged.at(-1)).toMatch(/aliyun refused the message to 13800138000: .*ECONNREFUSED/);
    expect(logged.at(-1), logged.at(-1)).not.toContain("730194");
  });
});

describe("SMS_TRANSPORT", () => {
  it("is the outbox in the demo and the log in production unless set, and never the outbox in production", () => {
    expect(smsTransportOf({}, "demo")).toEqual({ kind: "outbox" });
    expect(smsTransportOf({}, "production")).toEqual({ kind: "log" });
    expect(() => smsTransportOf({ SMS_TRANSPORT: "outbox" }, "production")).toThrow(/demo's/);
    expect(() => smsTransportOf({ SMS_TRANSPORT: "carrier-pigeon" }, "demo")).toThrow(/none of outbox, log, aliyun/);
  });

  it("names what aliyun is missing, and reads each flow's template", () => {
    expect(() => smsTransportOf({ SMS_TRANSPORT: "aliyun", ALIYUN_SMS_ACCESS_KEY_ID: "id" }, "production")).toThrow(
      "SMS_TRANSPORT=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE",
    );
    const env = {
      SMS_TRANSPORT: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: "id",
      ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
      ALIYUN_SMS_SIGN_NAME: "农牧商城",
      ALIYUN_SMS_TEMPLATE: "SMS_1",
      ALIYUN_SMS_TEMPLATE_LOGIN: "SMS_2",
    };
    expect(smsTransportOf(env, "production")).toEqual({
      kind: "aliyun",
      accessKeyId: "id",
      accessKeySecret: "secret",
      signName: "农牧商城",
      templates: { default: "SMS_1", login: "SMS_2" },
    });
  });
});
