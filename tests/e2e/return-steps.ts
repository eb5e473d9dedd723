import type { Page } from "playwright-core";
import { expect } from "vitest";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";
import { button, tableRow } from "./journey-steps";

/** A 1×1 PNG: the photo a buyer attaches to show the damage. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * From the order's page: 申请售后, 退货退款 of every unit bought of `goods` (the quantity starts at what was bought),
 * asking `refund` back with a reason, a description and a photo; waits for the application's page.
 */
export async function applyForReturn(page: Page, goods: string, bought: number, refund: number): Promise<void> {
  await page.getByRole("button", { name: "申请售后" }).click();
  await page.waitForURL(/\/manage\/order\/aftersale\/apply\?orderId=\d+$/);
  // 售后类型 starts at 仅退款: its shown choice opens the list
  await page.locator(".ant-select-selection-item", { hasText: "仅退款" }).click();
  await page.getByTitle("退货退款").click();
  await page.getByRole("checkbox", { name: `选择 ${goods}` }).check();
  await expect.poll(() => page.getByLabel(`${goods} 退货数量`).inputValue()).toBe(String(bought));
  await page.getByLabel("售后原因").click();
  await page.getByTitle("包装破损").click();
  await page.getByLabel("退款金额").fill(String(refund));
  await page.getByLabel("问题描述").fill("整批外包装破损受潮，全部退回");
  await page
    .locator(".images-input input[type=file]")
    .setInputFiles({ name: "破损.png", mimeType: "image/png", buffer: PHOTO });
  await page.locator(".images-input-item img").waitFor();
  await page.getByRole("button", { name: "提交申请" }).click();
  await page.waitForURL(/\/manage\/order\/aftersale\/detail\?id=\d+$/);
  await page.getByText("待处理").first().waitFor();
}

/** On the seller's 售后 list: 同意退货 for the order, with the address the goods go back to. */
export async function agreeToReturn(seller: Page, orderNo: string, address: string): Promise<void> {
  const row = tableRow(seller, orderNo);
  await row.getByRole("button", { name: button("同意退货") }).click();
  await (await dialogAtRest(seller)).getByLabel("退货地址").fill(address);
  await (await dialogAtRest(seller)).getByRole("button", { name: button("确定") }).click();
  await row.getByText("待买家退货").waitFor();
}

/** On the buyer's 售后 list: opens the application on order `orderNo` and fills in the return's carrier and waybill. */
export async function sendReturn(buyer: Page, orderNo: string, carrier: string, waybill: string): Promise<void> {
  await tableRow(buyer, orderNo).getByRole("link", { name: "去处理" }).click();
  await buyer.getByRole("button", { name: "填写退货物流" }).click();
  await (await dialogAtRest(buyer)).getByLabel("退货物流").fill(carrier);
  await (await dialogAtRest(buyer)).getByLabel("退货运单号").fill(waybill);
  await (await dialogAtRest(buyer)).getByRole("button", { name: button("确定") }).click();
  await buyer.getByText("待确认收货").first().waitFor();
}

/** On the seller's 售后 list: 确认收货并退款 for the order. */
export async function refundReturn(seller: Page, orderNo: string): Promise<void> {
  const row = tableRow(seller, orderNo);
  await row.getByRole("button", { name: button("确认收货并退款") }).click();
  await (await popconfirmAtRest(seller)).getByRole("button", { name: button("确定") }).click();
  await row.getByText("已退款").waitFor();
}
