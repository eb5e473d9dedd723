import { resolve } from "node:path";
import { diskStore, type FileStore } from "../files/store";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { RunMode } from "../mode";
import { registerUploadRoutes } from "../files/upload-routes";
import { registerSmsOutboxRoutes } from "../sms/dev-routes";
import type { SmsProvider } from "../sms/provider";
import { smsProviderOf, type SmsTransport } from "../sms/transport";
import { systemClock, type Clock } from "./clock";
import type { AccountDeps } from "./deps";
import { registerSmsLoginRoutes } from "./login-routes";
import { registerPhoneRoutes } from "./phone-routes";
import { registerProfileRoutes } from "./profile-routes";
import { registerRealNameRoutes } from "./realname-routes";
import { registerRegistrationRoutes } from "./register-routes";
import { registerRetrieveRoutes } from "./retrieve-routes";

export interface AccountOptions {
  db: Db;
  product: string;
  clock?: Clock;
  /** A provider of its own (a test's); otherwise the one of `smsTransport`. */
  sms?: SmsProvider;
  /** Where codes go (SMS_TRANSPORT); default the outbox in the demo, the server log in production. */
  smsTransport?: SmsTransport;
  /** Defaults to the disk under `uploadDir`. */
  files?: FileStore;
  /** Defaults to DATA_DIR/uploads (./data/uploads). */
  uploadDir?: string;
  /** The demo registers the development SMS outbox; production has no such route. */
  mode: RunMode;
  /** Whether a proxy is believed about the client's address (TRUST_PROXY): the outbox answers local clients only. */
  proxyTrusted: boolean;
}

/** Where uploads are kept unless told: DATA_DIR/uploads (./data/uploads). */
export const defaultUploadDir = () => resolve(process.env.DATA_DIR ?? "./data", "uploads");

/** Registration, SMS login, recovery, phone change, profile, real name, uploads and (demo only) the SMS outbox. */
export async function registerAccountRoutes(app: FastifyInstance, o: AccountOptions) {
  const clock = o.clock ?? systemClock;
  const d: AccountDeps = {
    db: o.db,
    product: o.product,
    clock,
    sms:
      o.sms ??
      smsProviderOf(o.smsTransport ?? { kind: o.mode === "demo" ? "outbox" : "log" }, {
        db: o.db,
        clock,
        log: (line) => app.log.info(line),
      }),
    files: o.files ?? diskStore(o.uploadDir ?? defaultUploadDir()),
  };
  registerRegistrationRoutes(app, d);
  registerSmsLoginRoutes(app, d);
  registerRetrieveRoutes(app, d);
  registerPhoneRoutes(app, d);
  registerProfileRoutes(app, d);
  registerRealNameRoutes(app, d);
  if (o.mode === "demo") registerSmsOutboxRoutes(app, d, { proxyTrusted: o.proxyTrusted });
  await registerUploadRoutes(app, d);
}
