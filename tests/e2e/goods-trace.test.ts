import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { NEEDS_BATCH } from "../../src/core/traceability";
import { GeneratedForm } from "./generated-form";
import { button, tableRow } from "./journey-steps";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { chinaDay, recordBatchFromDetail } from "./trace-steps";

// 质量追溯 as its users meet it: 康牧's seller publishes a veterinary drug, is told it cannot go on sale without a
// batch, records the batch with its inspection report on the goods' detail, and puts it on sale; a buyer then reads
// the batch chain and the shop's veterinary licence on the goods page.

const platform = runningPlatform();
const goods = resourceByName("goods");
const DRUG = "替米考星预混剂 20% 1kg";
const BATCH = { batchNo: "KM20261105C", productionDate: chinaDay(-21), expiryDate: chinaDay(700), origin: "河南省郑州市中牟县", quantity: 1200, certNo: "JY20261105-017" };

describe("a veterinary drug's batch, from the seller's form to the buyer's goods page", { timeout: 180_000 }, () => {
  it("cannot go on sale until its batch is recorded, then goes on sale and shows its chain to buyers", async () => {
    const page = await pageAs(platform, "13800000003", goods.menu.path);
    await page.getByRole("button", { name: /新增商品/ }).click();
    const form = new GeneratedForm(page);
    await form.set("category", goods.fields.category!, "兽药");
    // a new drug has no batch yet: the form offers 保存 only, and says what comes first
    await page.getByText(goods.saveAnd!.notOnCreate!.hint).waitFor();
    expect(await page.getByRole("button", { name: goods.saveAnd!.label }).count()).toBe(0);
    await form.set("name", goods.fields.name!, DRUG);
    await form.set("approvalNo", goods.fields.approvalNo!, "兽药字（2024）160012345");
    await form.set("unit", goods.fields.unit!, "袋");
    await form.set("skus", goods.fields.skus!, [{ spec: "1kg/袋", price: 96, stock: 400 }]);
    await form.save();
    await page.waitForURL(/\/manage\/seller\/goods$/);

    const row = tableRow(page, DRUG);
    await row.getByText("仓库中").waitFor();
    await row.getByRole("button", { name: button("上架") }).click();
    await page.getByText(NEEDS_BATCH("兽药")).waitFor();
    await page.screenshot({ path: "/tmp/trace-refused.png" });
    expect(await row.getByText("仓库中").count()).toBe(1);

    await recordBatchFromDetail(page, DRUG, BATCH);
    await page.screenshot({ path: "/tmp/trace-goods-detail.png", fullPage: true });
    await page.locator(".detail-actions").getByRole("button", { name: button("上架") }).click();
    await page.getByText("上架成功").first().waitFor();
    const goodsId = Number(/show\/(\d+)/.exec(page.url())![1]);
    await page.context().close();

    const buyer = await pageAs(platform, "13800000002", `/goodInfo?id=${goodsId}`);
    const trace = buyer.locator(".goods-trace");
    await trace.getByText(`批次号 ${BATCH.batchNo}`).waitFor();
    expect(await trace.innerText()).toContain(`有效期至 ${BATCH.expiryDate}`);
    expect(await trace.innerText()).toContain(`产地 ${BATCH.origin}`);
    expect(await trace.innerText()).toContain(`检验/检疫证明编号 ${BATCH.certNo}`);
    expect(await trace.locator(".trace-licence").innerText()).toContain("兽药经营许可证");
    await buyer.locator(".goods-attrs").getByText(`${BATCH.batchNo}（有效期至 ${BATCH.expiryDate}）`).waitFor();
    await trace.scrollIntoViewIfNeeded();
    await buyer.screenshot({ path: "/tmp/trace-goods-page.png" });
    await buyer.context().close();
  });
});
