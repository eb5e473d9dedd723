/**
 * The least a Node server can do for a mall call, as the scale bench's ceiling: Fastify and a `pg` pool as the app
 * has them, answering POST /call by sending the statements last put to PUT /statements (one call's, caught from the
 * app) one after another and answering their rows as JSON. No session, validation, ORM, hooks or log. Run by
 * bench/scale.ts in its own process (PORT, DATABASE_URL): the API's figure beside it is the app's own cost, the
 * ceiling beside raw is what HTTP and one JavaScript thread cost on this machine whatever the app does.
 */
import Fastify from "fastify";
import pg from "pg";
import { drizzleTypes as types } from "./drizzle-types";

export type BareStatement = { text: string; name?: string; rowMode?: "array"; values?: unknown[] };

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
let statements: BareStatement[] = [];
const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });
app.put("/statements", async (req) => {
  statements = req.body as BareStatement[];
  return { code: 0 };
});
app.post("/call", async () => {
  const data: unknown[] = [];
  for (const s of statements)
    data.push(
      (await pool.query({ text: s.text, name: s.name, rowMode: s.rowMode, types } as pg.QueryConfig, s.values)).rows,
    );
  return { code: 0, msg: "ok", data };
});
app.get("/ready", async () => ({ code: 0 }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
