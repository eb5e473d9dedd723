import { resolve } from "node:path";
import { defaultUploadDir } from "./account";
import { createApp } from "./app";
import { platform } from "./platform";
import { databaseStore, diskStore, fileStoreKindOf } from "./files/store";
import type { Database } from "./db/client";
import { logDestination } from "./http/log-destination";
import { trustProxyOf } from "./http/security-headers";
import { seedDatabase } from "./db/seed";
import { runModeOf } from "./mode";
import { smsTransportOf } from "./sms/transport";
import { prepareProduction } from "./production";
import { listenForTestClock } from "./test-clock";

/** The rest of start-up, once index.ts has the database opening: migrate, seed once (demo) or check (production), listen. */
export async function serve(opening: Promise<Database>) {
  const mode = runModeOf(process.env);
  // a transport that cannot work stops the start at once, before anyone waits for a code
  const smsTransport = smsTransportOf(process.env, mode);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  const database = await opening;
  await database.migrate();
  const files =
    fileStoreKindOf(process.env) === "database" ? databaseStore(database.db) : diskStore(defaultUploadDir());
  const seeded = mode === "demo" ? await seedDatabase(database.db, { files }) : false;
  const log = logDestination();
  const notes = mode === "production" ? await prepareProduction(database.db) : [];
  const app = await createApp({
    ...platform,
    db: database.db,
    product: process.env.PRODUCT,
    webRoot: resolve(process.env.WEB_ROOT ?? "./dist"),
    logger: { stream: log },
    files,
    listen: database.listen,
    jobs: true,
    trustProxy: trustProxyOf(process.env.TRUST_PROXY),
    mode,
    smsTransport,
  });
  const stop = async () => {
    await app.close();
    await database.close();
    // exits even with the parent's IPC channel still open (a test run's child)
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  if (listenForTestClock(app)) app.log.info("clock movable by the parent process (AGRIMALL_TEST_CLOCK=1, IPC channel)");
  await app.listen({ port, host });
  for (const note of notes) app.log.warn(note);
  if (mode === "production" && smsTransport.kind === "log")
    app.log.warn(
      "SMS codes go to this log only (SMS_TRANSPORT=log): set SMS_TRANSPORT=aliyun to text them (docs/security.md)",
    );
  app.log.info(
    `${seeded ? "demo data loaded; " : ""}Agrimall on http://${host}:${port} (${mode}, ${database.kind}, files on ${files.kind})`,
  );
  // at once, not with the next batch: whoever started the server (a person, a supervisor, a test) waits for this line
  log.flush();
}
