import type { Browser, Page } from "playwright-core";
import { afterAll, expect } from "vitest";
import { passwordLogin } from "./journey-steps";
import { chinaDay } from "./trace-steps";

/** The newcomer's journey (seller-newcomer.test.ts): who the seller is, its shop, its goods and its first sale. */
export const SELLER = { phone: "13977770001", name: "周青禾", password: "Qinghe2026", idCard: "370702199001010039" };
export const ENTERPRISE = { name: "青禾农牧科技有限公司", creditCode: "91370700MA3C4QR813" };
export const SHOP = "青禾饲料旗舰店";
export const SLOGAN = "青禾饲料 源头直供";
export const NOTICE = "新店开业，满十袋享阶梯价，三日内发货。";
export const GOODS = "青禾育肥猪浓缩饲料";
export const SPECS = [
  { spec: "20kg/袋", price: 90, stock: 500, tierQty1: 10, tierPrice1: 85 },
  { spec: "40kg/袋", price: 168, stock: 300, tierQty1: 5, tierPrice1: 160 },
];
export const BATCH = {
  batchNo: "QH20261101A",
  productionDate: chinaDay(-10),
  expiryDate: chinaDay(170),
  origin: "山东省潍坊市奎文区",
  quantity: 800,
  certNo: "QH-JY-20261101-03",
};
export const LICENCE_NO = "鲁饲证(2026)07012";
export const BUYER = "13800000002";
export const QUANTITY = 6;
export const WAYBILL = "SF1420009876543";
export const RETURN_WAYBILL = "SF1420001234567";

/** What the seller fills in on 免费开店's shop form (a feed shop: its licence is asked for on submit). */
export const SHOP_APPLICATION: Record<string, unknown> = {
  name: SHOP,
  logo: true,
  shopSort: "PUBLIC",
  qualifications: [{ category: "饲料", licenseNo: LICENCE_NO, expireDate: "2031-03-31" }],
  licenseImage: true,
  licenseExpire: "2036-12-31",
  contact: SELLER.name,
  phone: SELLER.phone,
  region: "山东省潍坊市",
  address: "潍坊市奎文区东风东街6号",
  intro: "育肥猪、母猪浓缩饲料，潍坊周边两日达。",
};

/** How long a screen may take to follow a change on this slow machine; never asserted on. */
export const SLOW = { timeout: 15_000 };

/**
 * The new seller's tab on the YYN portal, opened at `path`: logged in through the /login form the first time, and
 * kept for the journey's later steps, as the seller keeps working in one browser; closed after the file.
 */
export function newcomerTab(platform: { browser: Browser }, origin: () => string) {
  let sellerTab: Page | undefined;
  async function sellerPage(path: string): Promise<Page> {
    if (sellerTab) {
      await sellerTab.goto(`${origin()}${path}`);
      return sellerTab;
    }
    const context = await platform.browser.newContext({
      timezoneId: "Asia/Shanghai",
      viewport: { width: 1440, height: 900 },
    });
    sellerTab = await context.newPage();
    sellerTab.setDefaultTimeout(20_000);
    await passwordLogin(sellerTab, origin(), SELLER.phone, SELLER.password, path);
    await sellerTab.waitForURL((u) => `${u.pathname}${u.search}` === path);
    return sellerTab;
  }
  afterAll(async () => {
    await sellerTab?.context().close();
  });
  return sellerPage;
}

/** The goods page's 质量追溯: the batch recorded, its validity, origin, certificate and the shop's licence. */
export async function expectBatchChain(page: Page) {
  const trace = page.locator(".goods-trace");
  await trace.getByText(`批次号 ${BATCH.batchNo}`).waitFor();
  expect(await trace.innerText()).toContain(`有效期至 ${BATCH.expiryDate}`);
  expect(await trace.innerText()).toContain(`产地 ${BATCH.origin}`);
  expect(await trace.innerText()).toContain(`检验/检疫证明编号 ${BATCH.certNo}`);
  expect(await trace.locator(".trace-licence").innerText()).toContain(LICENCE_NO);
}
