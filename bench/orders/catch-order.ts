/**
 * One add to cart and one submit of the spare buyer, run through the app built in-process and caught at the driver:
 * what the orders bench's raw side and its bare server (orders/bare-server.ts) replay as each buyer.
 */
import { randomBytes } from "node:crypto";
import { capturer, type Statement } from "../scale/capture-sql";
import { ADD, ADDRESS, SUBMIT, type Buyer, type HotGoods } from "./buyers";
import type { CaughtOrder } from "./replay-order";

export async function catchOrder(
  databaseUrl: string,
  spare: Buyer,
  goods: HotGoods,
): Promise<CaughtOrder & { statements: Statement[] }> {
  const cap = await capturer(databaseUrl);
  try {
    const inject = (url: string, payload: unknown) =>
      cap.capture({
        method: "POST",
        url,
        payload: payload as never,
        headers: { systemid: "56", cookie: spare.cookie },
      });
    const submitKey = `bench-${randomBytes(12).toString("hex")}`;
    const add = await inject(ADD, { goodsId: goods.id, quantity: 1 });
    const submit = await inject(SUBMIT, { submitKey, address: ADDRESS });
    if (add.status !== 200 || submit.status !== 200)
      throw new Error(`caught add/submit answered ${add.status}/${submit.status}: ${submit.body.slice(0, 200)}`);
    // the submit key's record keeps the body's hash: a replay swaps it for its own
    const isHash = (v: unknown) => typeof v === "string" && /^[0-9a-f]{64}$/.test(v);
    const hash = String(
      submit.statements.find((s) => s.values?.includes(submitKey) && s.values.some(isHash))?.values?.find(isHash) ??
        "-",
    );
    return {
      add: add.statements,
      submit: submit.statements,
      as: { userId: spare.userId, token: spare.token, goodsId: goods.id, skuId: goods.skuId, submitKey, hash },
      statements: [...add.statements, ...submit.statements],
    };
  } finally {
    await cap.close();
  }
}
