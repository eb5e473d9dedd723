import type { TestApp } from "./server-app";

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
let seq = 0;

/**
 * Records a batch in its validity for a goods (质量追溯), as its seller must before a veterinary drug, feed or breeding
 * stock may go on sale; fails loudly when the seller may not.
 */
export async function recordBatch(t: TestApp, goodsId: number, cookie: string, systemId?: number): Promise<number> {
  seq += 1;
  const batch = {
    goodsId,
    batchNo: `TB${Date.now().toString(36).toUpperCase()}${seq}`,
    productionDate: day(-15),
    expiryDate: day(165),
    origin: "山东省潍坊市寒亭区",
    certNo: `JY-T-${seq}`,
    certImage: "/assets/trace/inspection-report.svg",
  };
  const res = await t.call("goodsBatch", "create", batch, { cookie, systemId });
  if (res.statusCode !== 200) throw new Error(`recording a batch answered ${res.statusCode}: ${res.body}`);
  return res.json().data.id as number;
}
