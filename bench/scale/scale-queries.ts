/** The mall calls the scale bench times: what a buyer's /list, category menu, search box and goods page send. */
import type { Queryable } from "./grow-goods";

export interface MallCall {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: Record<string, unknown>;
}

const list = (q: Record<string, string | number>) =>
  `/gw/agri.sc.querygoodslist.list/1.0?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/** The deepest page the list offers: its total is capped at 10,000 (TOTAL_CAP), 500 pages of 20. */
export const DEEP_PAGE = 500;

export async function scaleCalls(client: Queryable): Promise<MallCall[]> {
  // the category menu's busiest second-level entry on the default portal (饲料 > 猪饲料 in the demo data)
  const { rows } = await client.query(
    `select c.axis, c.name from mall_categories c where c.system_id = 56 and c.level = 2 order by c.id limit 1`,
  );
  const axis = rows[0]!.axis as string;
  const detailId = (
    await client.query(
      `select id from goods where system_id = 56 and status = 'on_sale' and code not like 'B%' order by id limit 1`,
    )
  ).rows[0]!.id as number;
  return [
    { label: "list page 1", method: "GET", path: list({ pageNum: 1, pageSize: 20 }) },
    { label: `list page ${DEEP_PAGE}`, method: "GET", path: list({ pageNum: DEEP_PAGE, pageSize: 20 }) },
    { label: `category (${rows[0]!.name})`, method: "GET", path: list({ axis, pageNum: 1, pageSize: 20 }) },
    { label: "search 预混料", method: "GET", path: list({ search: "预混料", pageNum: 1, pageSize: 20 }) },
    { label: "search 饲料", method: "GET", path: list({ search: "饲料", pageNum: 1, pageSize: 20 }) },
    { label: "goods detail", method: "POST", path: "/gw/agri.sc.querygoods/1.0", body: { id: detailId } },
  ];
}
