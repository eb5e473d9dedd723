import { f } from "./fields";

/** The most of one goods a cart line or an order takes: past it a typo, not a purchase. */
export const MAX_QUANTITY = 1_000_000;

/**
 * What a mall buyer types around an order (the quantity of a cart line or of 立即订购, the note to each seller, a
 * cancel reason). The cart and order endpoints check these declarations; the pages take their limits from them.
 */
export const orderFields = {
  quantity: f.int("数量", { required: true, min: 1, max: MAX_QUANTITY }),
  remark: f.text("给卖家留言", { max: 200 }),
  cancelReason: f.text("取消原因", { max: 200 }),
};
