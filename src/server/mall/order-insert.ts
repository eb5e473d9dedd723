import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { orderNoOn } from "./order-number";

/** The columns an order's insert is given; its number comes from the sequence inside the insert, on the given `day`. */
export const ORDER_VALUES = [
  "systemId",
  "buyerUserId",
  "buyerEnterpriseId",
  "buyerName",
  "shopId",
  "enterpriseId",
  "goodsAmount",
  "freight",
  "discount",
  "total",
  "receiverName",
  "receiverPhone",
  "receiverRegion",
  "receiverAddress",
  "remark",
  "submitKey",
  "submitHash",
  "status",
] as const;
export const insertOrder = (db: Db) =>
  db
    .insert(orders)
    .values({
      ...Object.fromEntries(ORDER_VALUES.map((k) => [k, sql.placeholder(k)])),
      orderNo: orderNoOn(sql.placeholder("day")),
      invoiceStatus: "none",
    } as never)
    .returning()
    .prepare("mall_submit_order");

/** What a submit gives one order's insert, and the day its number is counted on. */
export type OrderValues = Record<(typeof ORDER_VALUES)[number] | "day", unknown>;
