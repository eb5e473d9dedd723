/**
 * Grows the goods table to a catalogue size by copying the demo goods with INSERT … SELECT over generate_series:
 * each copy keeps its shop, category and 细分类目 and gets a varied Chinese name (a selling point and a place of
 * origin around the demo name, so a search matches about as often as it would in a real catalogue), a price within
 * ±20 %, its own stock and an on-sale time spread over two years; one in ten is off sale.
 */
/** What the bench asks of a database: a plain query with its rows (a `pg` client, or PGlite). */
export interface Queryable {
  query(text: string): Promise<{ rows: Record<string, any>[] }>;
}

const TAGS = [
  "",
  "新款",
  "热销",
  "厂家直供",
  "精选",
  "特惠",
  "高效",
  "优质",
  "正品",
  "大包装",
  "经济型",
  "升级版",
  "批发",
  "现货",
];
const PLACES = [
  "",
  "山东",
  "河南",
  "河北",
  "四川",
  "湖南",
  "内蒙古",
  "黑龙江",
  "广西",
  "云南",
  "江苏",
  "安徽",
  "吉林",
  "辽宁",
  "新疆",
  "甘肃",
  "陕西",
];
const sqlArray = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(",")}]`;

/** Columns copied as they are; the others are set per copy below. */
const VARIED = new Set([
  "id",
  "name",
  "code",
  "price",
  "market_price",
  "stock",
  "status",
  "on_sale_at",
  "created_at",
  "updated_at",
]);

export async function growGoods(client: Queryable, target: number): Promise<number> {
  const count = async () => Number((await client.query("select count(*)::int n from goods")).rows[0].n);
  const have = await count();
  if (have >= target) return have;
  const cols = (
    await client.query(
      "select column_name from information_schema.columns where table_name = 'goods' and table_schema = current_schema() order by ordinal_position",
    )
  ).rows.map((r) => r.column_name as string);
  const kept = cols.filter((c) => !VARIED.has(c));
  await client.query(
    "create temp table if not exists bench_src as select row_number() over (order by id) - 1 as k, * from goods where code not like 'B%'",
  );
  const src = Number((await client.query("select count(*)::int n from bench_src")).rows[0].n);
  const tags = sqlArray(TAGS);
  const places = sqlArray(PLACES);
  const step = 100_000;
  for (let from = have; from < target; from += step) {
    const to = Math.min(target, from + step) - 1;
    await client.query(`
      insert into goods (${kept.map((c) => `"${c}"`).join(",")}, name, code, price, market_price, stock, status, on_sale_at, created_at, updated_at)
      select ${kept.map((c) => `s."${c}"`).join(",")},
        left(trim(concat_ws(' ', nullif((${tags})[1 + n % ${TAGS.length}], ''), s.name, nullif((${places})[1 + (n / ${TAGS.length}) % ${PLACES.length}], ''))), 60),
        'B' || n,
        round(s.price * (0.8 + (n % 41) / 100.0), 2),
        round(s.market_price * (0.8 + (n % 41) / 100.0), 2),
        100 + n % 900,
        case when n % 10 = 9 then 'off_sale' else s.status end,
        now() - make_interval(secs => (n::bigint * 7919) % 63072000),
        now(), now()
      from generate_series(${from}, ${to}) n
      join bench_src s on s.k = n % ${src}`);
  }
  // as autovacuum would after a bulk load: statistics, and the visibility map that index-only scans need
  await client.query("vacuum analyze goods");
  return count();
}
