import type { Locator, Page } from "playwright-core";

/**
 * Waits until a popup matching `selector` is shown and none of them is in motion. antd lays a dialog or a
 * popconfirm out where it will stand, then zooms it in from a point; Playwright can find its OK button steady
 * in that first frame and send the click while the popup is still small, so the click lands beside it and
 * nothing happens (seen on 挂起, 取消订单 and the portal gate's 确定). A user clicks what they see: the test
 * waits, as they would, until it has grown.
 */
async function atRest(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const popups = [...document.querySelectorAll<HTMLElement>(sel)];
    const moving = /-(appear|enter|leave)(-|\s|$)/;
    return popups.some((el) => el.getClientRects().length > 0) && popups.every((el) => !moving.test(el.className));
  }, selector);
}

/** The open dialog (antd Modal, Modal.confirm), once it stands still. */
export async function dialogAtRest(page: Page): Promise<Locator> {
  await atRest(page, '[role="dialog"]');
  return page.getByRole("dialog");
}

/** The open popconfirm, once it stands still. */
export async function popconfirmAtRest(page: Page): Promise<Locator> {
  await atRest(page, ".ant-popconfirm");
  return page.locator(".ant-popconfirm:visible");
}

/** Whichever asks, a dialog or a popconfirm, once it stands still. */
export async function popupAtRest(page: Page): Promise<Locator> {
  await atRest(page, '[role="dialog"], .ant-popconfirm');
  return page.locator(".ant-modal:visible, .ant-popconfirm:visible");
}
