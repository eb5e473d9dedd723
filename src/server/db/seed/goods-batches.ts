import { sql } from "drizzle-orm";
import { chinaToday } from "../../../core/field-rules";
import { TRACED_CATEGORIES } from "../../../core/traceability";
import type { Exec } from "../client";

/** Per category: batch-number prefix, days a batch holds (shelf life, or a breeding lot's certificate), certificate photo. */
const KINDS: Record<string, { prefix: string; days: number; cert: string }> = {
  饲料: { prefix: "SL", days: 180, cert: "inspection-report" },
  预混料: { prefix: "YH", days: 365, cert: "inspection-report" },
  兽药: { prefix: "SY", days: 730, cert: "inspection-report" },
  疫苗: { prefix: "YM", days: 365, cert: "inspection-report" },
  种畜禽: { prefix: "ZC", days: 30, cert: "quarantine-cert" },
  种子: { prefix: "ZZ", days: 365, cert: "inspection-report" },
};

const caseOf = (pick: (k: (typeof KINDS)[string]) => string | number) =>
  sql.raw(
    `case g.category ${Object.entries(KINDS)
      .map(([c, k]) => `when '${c}' then ${typeof pick(k) === "number" ? pick(k) : `'${pick(k)}'`}`)
      .join(" ")} end`,
  );

/**
 * 追溯批次 of the demo goods: every regulated goods on or off sale (and the seeds) has its current batch, made some
 * weeks ago in its shop's city and valid for its 保质期 (the category's where the goods names none); every other one also has the batch before it, now
 * expired, so the goods page shows a chain. Regulated drafts have none, and cannot go on sale until they get one.
 */
export async function seedGoodsBatches(tx: Exec) {
  const today = chinaToday();
  const categories = sql.join(
    [...new Set([...TRACED_CATEGORIES, ...Object.keys(KINDS)])].map((c) => sql`${c}`),
    sql`, `,
  );
  const made = (back: ReturnType<typeof sql>) => sql`(${today}::date - (${back}))`;
  // the current batch: made 3 to 12 days ago for a breeding lot or a goods that keeps a month or two, else 10 to 59 days ago
  const current = sql.raw(
    `(case when g.category = '种畜禽' or g.shelf_life ~ '^[1-2]个月$' then 3 + g.id % 10 else 10 + g.id % 50 end)`,
  );
  // how long a batch holds: the goods' own 保质期 where it says so in months or years, else the category's
  const holds = sql`(case when g.category <> '种畜禽' and g.shelf_life ~ '^[0-9]+个月$' then substring(g.shelf_life from '^[0-9]+')::int * 30
    when g.category <> '种畜禽' and g.shelf_life ~ '^[0-9]+年$' then substring(g.shelf_life from '^[0-9]+')::int * 365 else ${caseOf((k) => k.days)} end)`;
  // the one before: made a shelf life and a month before the current one, so it ran out
  const before = sql`(${current} + ${holds} + 30)`;
  for (const [back, which] of [
    [current, "A"],
    [before, "B"],
  ] as const) {
    await tx.execute(sql`insert into goods_batch (enterprise_id, system_id, goods_id, batch_no, state, production_date, expiry_date, origin, quantity, cert_no, cert_image, source_batch)
      select g.enterprise_id, g.system_id, g.id,
        ${caseOf((k) => k.prefix)} || to_char(${made(back)}, 'YYYYMMDD') || lpad((g.id % 10000)::text, 4, '0'),
        case when ${made(back)} + ${holds} >= ${today}::date then 'valid' else 'expired' end,
        ${made(back)}, ${made(back)} + ${holds}, s.region,
        case g.category when '种畜禽' then 20 + g.id % 40 else 200 * (5 + g.id % 20) end,
        case g.category when '种畜禽' then '37' || lpad((g.id * 7919 % 100000000)::text, 8, '0') else 'JY' || to_char(${made(back)}, 'YYYYMMDD') || '-' || lpad((g.id % 1000)::text, 3, '0') end,
        '/assets/trace/' || ${caseOf((k) => k.cert)} || '.svg',
        case g.category when '饲料' then 'YH' || to_char(${made(back)} - 20, 'YYYYMMDD') || '01' else null end
      from goods g join shops s on s.enterprise_id = g.enterprise_id and s.system_id = g.system_id
      where g.category in (${categories}) and g.status in ('on_sale', 'off_sale') ${which === "B" ? sql`and g.id % 2 = 0` : sql``}`);
  }
}
