/**
 * The orders bench's shoppers and what they buy: 50 purchasers of 丰收牧业合作社, each logged in (a session row, as a
 * login makes), and a hot set of demo goods every one of them orders, so the buyers queue on the same goods rows.
 */
import { getTableName } from "drizzle-orm";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import type pg from "pg";
import { goodsSkus } from "../../src/server/mall/skus";

/** A buyer's add to cart and submit, and the address every bench order goes to. */
export const ADD = `/gw/${mallPath(MALL.cartUpdate, "agri")}`;
export const SUBMIT = `/gw/${mallPath(MALL.orderSave, "agri")}`;
export const ADDRESS = {
  name: "李春华",
  phone: "13800000002",
  region: "河北省保定市定州市",
  detail: "开元镇丰收牧业合作社1号仓库",
};

export interface Buyer {
  userId: number;
  token: string;
  cookie: string;
}

/** Ids far above the demo data's, so a replay swapping a buyer's id never touches another number. */
const FIRST_ID = 900_001;

export async function makeBuyers(client: pg.ClientBase, n: number): Promise<Buyer[]> {
  const ent = (await client.query(`select id from enterprises where name = '丰收牧业合作社'`)).rows[0]!.id as number;
  const out: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    const userId = FIRST_ID + i;
    const token = `bench${String(i).padStart(59, "0")}`;
    await client.query(
      `insert into users (id, login, phone, name, password_hash, tags) values ($1, $2, $3, $4, 'bench:none', '{56}')`,
      [userId, `bench_buyer_${i}`, `1390000${String(i).padStart(4, "0")}`, `采购员${i}`],
    );
    await client.query(
      `insert into memberships (user_id, enterprise_id, is_admin, business_role) values ($1, $2, false, 1)`,
      [userId, ent],
    );
    await client.query(
      `insert into sessions (id, user_id, enterprise_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [token, userId, ent],
    );
    out.push({ userId, token, cookie: `agri_sid=${token}` });
  }
  return out;
}

export interface HotGoods {
  id: number;
  skuId: number;
}

/** On-sale goods of the default portal with one SKU, sold in ones, delivered anywhere; their stock set to `stock`. */
export async function hotGoods(client: pg.ClientBase, n: number, stock: number): Promise<HotGoods[]> {
  const skus = getTableName(goodsSkus);
  const { rows } = await client.query(
    `select g.id, min(k.id) sku from goods g join shops s on s.enterprise_id = g.enterprise_id and s.system_id = g.system_id and s.audit = 1
     join ${skus} k on k.parent_id = g.id
     where g.system_id = 56 and g.status = 'on_sale' and g.delivery_regions is null and coalesce(g.min_order, 1) <= 1 and coalesce(g.order_multiple, 1) = 1
     group by g.id having count(k.id) = 1 order by g.id limit $1`,
    [n],
  );
  for (const r of rows) {
    await client.query(`update goods set stock = $2 where id = $1`, [r.id, stock]);
    await client.query(
      `update ${skus} set stock = $2, tier_qty1 = null, tier_price1 = null, tier_qty2 = null, tier_price2 = null where id = $1`,
      [r.sku, stock],
    );
  }
  return rows.map((r) => ({ id: r.id as number, skuId: r.sku as number }));
}

/** Units ordered, left on the goods and left on the SKU, for each goods. */
export async function stockOf(client: pg.ClientBase, ids: number[]) {
  const { rows } = await client.query(
    `select g.id, g.stock, (select sum(k.stock) from ${getTableName(goodsSkus)} k where k.parent_id = g.id)::int sku_stock,
       coalesce((select sum(l.quantity) from order_lines l where l.goods_id = g.id), 0)::int ordered
     from goods g where g.id = any($1) order by g.id`,
    [ids],
  );
  return rows as { id: number; stock: number; sku_stock: number; ordered: number }[];
}
