import type { Page } from "playwright-core";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { button, tableRow } from "./journey-steps";

const goodsBatch = resourceByName("goodsBatch");

/** A batch as a seller types it on the 追溯批次 form. */
export interface BatchInput {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  origin: string;
  quantity: number;
  certNo: string;
}

/** YYYY-MM-DD `days` from today in China. */
export const chinaDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * From the seller's goods list: opens the goods' detail, starts 新增追溯批次 there, fills and saves the batch with
 * its certificate photo, and waits to be back on the detail with the batch listed.
 */
export async function recordBatchFromDetail(page: Page, goodsName: string, batch: BatchInput): Promise<void> {
  await tableRow(page, goodsName)
    .getByRole("button", { name: button("查看") })
    .click();
  const parts = page.locator(".part-list");
  await parts.getByRole("button", { name: `新增${goodsBatch.label}` }).click();
  await page.waitForURL(/\/manage\/seller\/trace\/create\?goodsId=\d+$/);
  const form = new GeneratedForm(page);
  // the form starts on the goods it was opened from
  await form.item("goodsId").getByText(goodsName).waitFor();
  for (const [key, value] of Object.entries(batch)) await form.set(key, goodsBatch.fields[key]!, value);
  await form.set("certImage", goodsBatch.fields.certImage!, true);
  await form.save();
  await page.waitForURL(/\/manage\/seller\/goods\/show\/\d+$/);
  await tableRow(page, batch.batchNo).waitFor();
}
