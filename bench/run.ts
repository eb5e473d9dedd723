/**
 * `npm run bench`: builds the web app, starts the real server (temp DATA_DIR), measures the gzip size of
 * the initial JS of `/` and runs Lighthouse 12 on `/`, `/list?search=饲料` and a goods page in mobile and desktop
 * modes and on the admin shells' first screens logged in (the tender list, the seller dashboard: bench/admin-pages.ts),
 * then how fast a bid reaches another buyer's auction page, the cold start of the embedded platform and orders
 * under load (bench/orders.ts). Never part of `npm test`: timings vary by machine.
 *
 * Flags for iterating: `--no-build`, `--page=/list?search=饲料` (one page; `goods` means the first goods page),
 * `--mode=mobile`, `--runs=3` (each audit repeated, the median run reported), `--no-live`, `--no-admin`,
 * `--admin` (the admin pages only).
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { startBuiltServer } from "../tests/helpers/running-server";
import { coldStart } from "./cold-start";
import { initialJs } from "./initial-js";
import { ADMIN_PAGES, logIn } from "./admin-pages";
import { audit, type Mode, type Scores } from "./lighthouse";
import { liveLatency } from "./live-latency";
import { ordersBench } from "./orders";
import { scaleBench } from "./scale";

const root = join(import.meta.dirname, "..");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** The run whose performance score is the median (its other numbers come with it, as Lighthouse's docs advise). */
function medianRun(runs: Scores[]): Scores {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

async function main() {
  // `npm run bench -- --goods 1000000`: the catalogue at scale only (bench/scale.ts)
  if (process.argv.includes("--goods")) return scaleBench();
  if (!process.argv.includes("--no-build"))
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  const server = await startBuiltServer();
  try {
    const js = await initialJs(server.url, "/");
    const goods = await (await fetch(`${server.url}/gw/agri.sc.querygoodslist.list/1.0?pageSize=1`)).json();
    const goodsPage = `/goodInfo?id=${goods.data.list[0].id}`;
    const only = flag("page");
    const mall = ["/", "/list?search=饲料", goodsPage].map((path) => ({
      path,
      login: undefined as string | undefined,
    }));
    const admin = process.argv.includes("--no-admin") ? [] : ADMIN_PAGES;
    const all = process.argv.includes("--admin") ? admin : [...mall, ...admin];
    const pages = only ? all.filter((p) => p.path === (only === "goods" ? goodsPage : only)) : all;
    const cookies = new Map<string, string>();
    for (const p of pages) if (p.login && !cookies.has(p.login)) cookies.set(p.login, await logIn(server.url, p.login));
    const modes: Mode[] = flag("mode") ? [flag("mode") as Mode] : ["mobile", "desktop"];
    const runs = Number(flag("runs") ?? 1);
    console.log(
      `\nInitial JS of / : ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip; load ${loadavg()[0]!.toFixed(1)}\n`,
    );
    // a running server has rendered its pages before: the first render after start-up (cold JIT, empty caches) is not what buyers get
    for (const page of pages)
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${encodeURI(page.path)}`)).text();
    const rows: string[] = [
      "| page | mode | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | JS KB | JS files | runs | load |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ];
    for (const page of pages) {
      const headers = page.login ? { cookie: cookies.get(page.login)! } : undefined;
      for (const mode of modes) {
        const all: Scores[] = [];
        for (let i = 0; i < runs; i++) all.push(await audit(`${server.url}${encodeURI(page.path)}`, mode, headers));
        const s = medianRun(all);
        const name = page.login ? `\`${page.path}\` (${page.login})` : `\`${page.path}\``;
        rows.push(
          `| ${name} | ${mode} | ${s.performance} | ${s.accessibility} | ${s.fcp} | ${s.lcp} | ${s.tbt} | ${s.cls} | ${s.jsKb} | ${s.jsFiles} | ${all.map((r) => r.performance).join(" ")} | ${loadavg()[0]!.toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
    }
    console.log(`\n${rows.join("\n")}\n`);
    if (process.argv.includes("--no-live")) return;
    const live = await liveLatency(server.url);
    console.log(
      `Auction live push (a bid answered → another buyer's page told): p50 ${live.p50} ms, p99 ${live.p99} ms\n`,
    );
  } finally {
    await server.stop();
  }
  const cold = await coldStart();
  console.log(
    `Cold start (embedded PGlite, to the first answer of /): first start with seeding ${cold.first} ms; seeded restarts median ${cold.median} ms, max ${cold.max} ms\n`,
  );
  await ordersBench();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
