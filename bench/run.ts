/**
 * `npm run bench`: builds the web app, starts the real server (temp DATA_DIR), measures the gzip size of
 * the initial JS of `/` and runs Lighthouse 12 on `/`, `/list` and a goods page in mobile and desktop
 * modes, and how fast a bid reaches another buyer's auction page. Never part of `npm test`: timings vary by machine.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { startServer } from "../tests/helpers/running-server";
import { initialJs } from "./initial-js";
import { audit, type Mode } from "./lighthouse";
import { liveLatency } from "./live-latency";
import { ordersBench } from "./orders";
import { scaleBench } from "./scale";

const root = join(import.meta.dirname, "..");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  // `npm run bench -- --goods 1000000`: the catalogue at scale only (bench/scale.ts)
  if (process.argv.includes("--goods")) return scaleBench();
  if (!process.argv.includes("--no-build")) execFileSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  const server = await startServer();
  try {
    const js = await initialJs(server.url, "/");
    const goods = await (await fetch(`${server.url}/gw/agri.sc.querygoodslist.list/1.0?pageSize=1`)).json();
    const pages = ["/", "/list", `/goodInfo?id=${goods.data.list[0].id}`];
    console.log(`\nInitial JS of / : ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip\n`);
    const rows: string[] = ["| page | mode | performance | accessibility | FCP ms | LCP ms | TBT ms |", "|---|---|---|---|---|---|---|"];
    for (const page of pages) {
      for (const mode of ["mobile", "desktop"] as Mode[]) {
        const s = await audit(`${server.url}${page}`, mode);
        rows.push(`| \`${page}\` | ${mode} | ${s.performance} | ${s.accessibility} | ${s.fcp} | ${s.lcp} | ${s.tbt} |`);
        console.log(rows.at(-1));
      }
    }
    console.log(`\n${rows.join("\n")}\n`);
    const live = await liveLatency(server.url);
    console.log(`Auction live push (a bid answered → another buyer's page told): p50 ${live.p50} ms, p99 ${live.p99} ms\n`);
  } finally {
    await server.stop();
  }
  await ordersBench();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
