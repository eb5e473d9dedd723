/**
 * The two ways the platform runs (docs/security.md "Two modes"). `demo` is `npm start` on a newcomer's machine:
 * demo data and accounts, the development SMS outbox for clients on this machine, a 演示环境 mark on every page.
 * `production` (NODE_ENV=production) has none of them and will not start on a database that holds a demo account.
 */
export type RunMode = "demo" | "production";

export const runModeOf = (env: NodeJS.ProcessEnv): RunMode => (env.NODE_ENV === "production" ? "production" : "demo");
