import { z } from "zod";

const money = z.coerce.number({ error: "金额须为数字" }).min(0, { error: "金额不能为负" }).max(1_000_000_000);

/** The wire form of src/core/shown-price.ts `Shown`. */
export const shownSchema = z.object({
  lines: z
    .array(
      z.object({
        goodsId: z.coerce.number().int().positive(),
        skuId: z.coerce.number().int().positive().optional(),
        price: money,
      }),
    )
    .max(200),
  orders: z.record(z.string(), z.object({ freight: money, discount: money, total: money })),
  total: money,
});
