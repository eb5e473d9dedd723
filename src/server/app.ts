import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { DEFAULT_PRODUCT } from "../core/endpoint";
import { registerAccountRoutes } from "./account";
import { registerOpenApiRoute } from "./api/routes";
import type { Clock } from "./account/clock";
import { registerAuthRoutes } from "./auth/routes";
import { systemClock } from "./account/clock";
import { CLOSE_EVERY_MS, closingJob } from "./auctions/close-job";
import { statementJob } from "./credit/statement-job";
import { DELIVER_EVERY_MS, deliveringJob } from "./webhooks/worker";
import { TIMED_EVERY_MS, timedJob } from "./operations/timed-job";
import type { FileStore } from "./files/store";
import { AuctionHub } from "./auctions/live";
import { MessageHub } from "./mall/message-hub";
import { registerMessageLive } from "./mall/message-live";
import { registerAuctionRoutes } from "./auctions/routes";
import type { Db, Listen } from "./db/client";
import { csrfGuard } from "./http/csrf";
import { installDemoMark } from "./http/demo-mark";
import { installInputGuard } from "./http/input-guard";
import { installErrorHandler } from "./http/error-handler";
import { operatorPageRefused } from "./http/operator-pages";
import { OneLineRequestLog } from "./http/request-log";
import { installSecurityHeaders, type TrustProxy } from "./http/security-headers";
import { registerMallRoutes } from "./mall";
import { runModeOf, type RunMode } from "./mode";
import type { SmsTransport } from "./sms/transport";
import { registerPermissionRoutes } from "./permission-routes";
import { registerPortal } from "./portal";
import { registerResourceRoutes } from "./routes";
import { loadPageRender, pageRenderer, type PageRender } from "./ssr";
import { screenForwards } from "./ssr/screen-forwards";
import { SSR_PAGES } from "../web/ssr/pages";
import type { Registry } from "../core/registry";
import { inShell } from "../core/define-resource";
import { serverRegistry, type HookTable, type ReportTable, type ServerRegistry } from "./registry";

export interface GwRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    gwRoutes: GwRoute[];
    /** Every route, /gw or not (the API reference test compares them with the document). */
    allRoutes: GwRoute[];
    /**
     * One round of every scheduled job (closing ended auctions, then delivering due webhooks) at the clock's
     * time, `jobs` on or not; resolves once a round started after the call has finished, so a test that moved
     * the clock sees what the jobs make of it.
     */
    runJobs(): Promise<void>;
    /** The resources, hooks and reports the app was made with (createApp's `resources`, `hooks`, `reports`). */
    registry: ServerRegistry;
  }
}

export interface AppOptions {
  db: Db;
  /** The declared resources the app serves: the platform's (resources/index.ts), or a test's fixtures. */
  resources: Registry;
  /** Server hooks of those resources, by name (src/server/hooks). */
  hooks?: HookTable;
  /** Computations of their declared reports (src/server/reports). */
  reports?: ReportTable;
  /** Product code of dotted endpoints (`agri.etpbase.factory.add/1.0`). */
  product?: string;
  /** Built web app to serve, with SPA fallback; none in tests. */
  webRoot?: string;
  /** Fastify's logger: on in the server, off in most tests; a test may pass options with its own stream. */
  logger?: FastifyServerOptions["logger"];
  /** Where account code reads "now" (SMS expiry, rate limits, login lock); tests move it. */
  clock?: Clock;
  /** Where uploads are kept; default the disk under `uploadDir`. */
  files?: FileStore;
  /** Uploaded files on disk when no `files` is given; default DATA_DIR/uploads. */
  uploadDir?: string;
  /** The database's LISTEN (`Database.listen`): live auction pages hear every process's moves through it. */
  listen: Listen;
  /** Runs the scheduled jobs on their timers (closing auctions at their end, delivering webhooks); the server does, tests call `app.runJobs()`. */
  jobs?: boolean;
  /** Which proxies to believe about the client's address and scheme (TRUST_PROXY, http/security-headers.ts); none by default. */
  trustProxy?: TrustProxy;
  /** Where SMS codes go (SMS_TRANSPORT, sms/transport.ts); default the outbox in the demo, the server log in production. */
  smsTransport?: SmsTransport;
  /** Demo (demo data, the SMS outbox, the 演示环境 mark) or production; default from NODE_ENV (src/server/mode.ts). */
  mode?: RunMode;
  /** Server render of the mall pages (src/server/ssr); by default the bundle built beside webRoot (../dist-ssr), if any. */
  render?: PageRender;
}

/** The Fastify app: API under /gw and, when given, the web app. Never listens. */
export async function createApp({
  db,
  resources,
  hooks,
  reports,
  product = DEFAULT_PRODUCT,
  webRoot,
  logger = false,
  clock,
  files,
  uploadDir,
  listen,
  jobs = false,
  trustProxy = false,
  mode = runModeOf(process.env),
  smsTransport,
  render,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, logController: new OneLineRequestLog(), bodyLimit: 2 * 1024 * 1024, trustProxy });
  // every API route, as registered: the quote-sealing matrix walks them all, so a new one is covered unasked
  const gwRoutes: GwRoute[] = [];
  const allRoutes: GwRoute[] = [];
  app.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) {
      if (method === "HEAD") continue;
      allRoutes.push({ method, url: r.url });
      if (r.url.startsWith("/gw/")) gwRoutes.push({ method, url: r.url });
    }
  });
  app.decorate("gwRoutes", gwRoutes);
  app.decorate("allRoutes", allRoutes);
  app.decorate("registry", serverRegistry(resources, hooks, reports));
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  installErrorHandler(app);
  installInputGuard(app);
  installSecurityHeaders(app);
  if (mode === "demo") installDemoMark(app);
  app.addHook("onRequest", csrfGuard);
  registerAuthRoutes(app, db, product, clock);
  await registerAccountRoutes(app, {
    db,
    product,
    clock,
    files,
    uploadDir,
    mode,
    proxyTrusted: trustProxy !== false,
    smsTransport,
  });
  registerPortal(app, db, product);
  registerResourceRoutes(app, db, product);
  registerPermissionRoutes(app, db, product);
  registerMallRoutes(app, db, product);
  registerAuctionRoutes(app, { db, product, clock: clock ?? systemClock, hub: new AuctionHub(listen) });
  registerMessageLive(app, { db, product, hub: new MessageHub(listen) });
  registerOpenApiRoute(app, product, mode);
  const closing = closingJob(db, clock ?? systemClock);
  const delivering = deliveringJob(db, clock ?? systemClock);
  const timing = timedJob(db, app.registry);
  const statements = statementJob(db);
  app.decorate("runJobs", async () => {
    // in this order: a close or a timed move raises events the delivery round then sends; a statement made on the
    // 1st may already be past its due date when time is moved far
    await closing.run();
    await statements.run();
    await timing.run();
    await delivering.run();
  });
  if (jobs) {
    app.addHook(
      "onClose",
      closing.every(CLOSE_EVERY_MS, (error) => app.log.warn({ err: error }, "closing auctions failed"), true),
    );
    app.addHook(
      "onClose",
      statements.every(
        TIMED_EVERY_MS,
        (error) => app.log.warn({ err: error }, "monthly statements round failed"),
        true,
        statements.due,
      ),
    );
    app.addHook(
      "onClose",
      timing.every(TIMED_EVERY_MS, (error) => app.log.warn({ err: error }, "timed moves round failed"), true),
    );
    app.addHook(
      "onClose",
      delivering.every(DELIVER_EVERY_MS, (error) => app.log.warn({ err: error }, "webhook delivery round failed")),
    );
  }

  const root = webRoot ? resolve(webRoot) : undefined;
  const index = root && existsSync(resolve(root, "index.html"));
  // `/` is no file: it is a server-rendered page like the other mall pages (the not-found handler below)
  if (root && existsSync(root))
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      allowedPath: (path) => !(path in SSR_PAGES),
    });
  const renderPage =
    root && index ? (render ?? (await loadPageRender(resolve(root, "../dist-ssr/entry-server.js")))) : undefined;
  const serverRendered =
    root && renderPage ? pageRenderer(app, { webRoot: root, render: renderPage, product }) : undefined;
  const forwardOf = screenForwards(resources.resources.filter(inShell));
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split("?")[0]!;
    // SPA fallback: mall pages leave server-rendered, other client-side routes render index.html; unknown API paths stay a 404 envelope
    if (req.method === "GET" && index && path !== "/gw" && !path.startsWith("/gw/")) {
      const forward = forwardOf(path);
      if (forward) return reply.redirect(forward, 302);
      // the app still renders, to show its own 403 page (src/web/admin/shell-routes.tsx)
      if (await operatorPageRefused(db, req)) return reply.code(403).sendFile("index.html");
      return (await serverRendered?.(req, reply)) ? reply : reply.sendFile("index.html");
    }
    return reply.status(404).send({ code: 404, msg: "接口不存在" });
  });
  return app;
}
