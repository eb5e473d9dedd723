/**
 * The orders bench's ceiling: the least a Node server can do for a buyer's add to cart and submit. Fastify and a `pg`
 * pool as the app has them; POST /add and /submit replay the statements caught from the app (PUT /caught) as the
 * buyer in the body, exactly as the bench's raw side does, and answer the order's row. No session check, validation,
 * ORM, hooks or log. The API's orders/s beside it is the app's own cost; the ceiling beside raw is what HTTP and one
 * JavaScript thread cost on this machine whatever the app does.
 */
import Fastify from "fastify";
import pg from "pg";
import { drizzleTypes } from "../scale/drizzle-types";
import { replayAdd, replaySubmit, type CaughtOrder, type OrderTurn } from "./replay-order";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
let caught: CaughtOrder | null = null;
const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });
app.put("/caught", async (req) => {
  caught = req.body as CaughtOrder;
  for (const s of [...caught.add, ...caught.submit]) s.config.types = drizzleTypes;
  return { code: 0 };
});
app.post("/add", async (req) => {
  await replayAdd(pool, caught!, req.body as OrderTurn);
  return { code: 0, msg: "ok", data: null };
});
app.post("/submit", async (req) => {
  const { submitKey, ...turn } = req.body as OrderTurn & { submitKey: string };
  const results = await replaySubmit(pool, caught!, turn, submitKey);
  return {
    code: 0,
    msg: "ok",
    data: results.findLast((r) => r.fields?.some((f) => f.name === "order_no"))?.rows ?? [],
  };
});
app.get("/ready", async () => ({ code: 0 }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
// a clean exit on SIGTERM, so a profiled run (bench/profile.ts --against-bare) writes its profile
process.once(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
