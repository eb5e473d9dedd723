/**
 * What a buyer does with its enterprise's money or word in the mall, each a button code of the role tree. An
 * employee acting for an enterprise needs the code (administrators hold all of them); a personal account acts
 * for itself and needs none. Mall bids, their offers and tender awards are resources and carry their own codes.
 */
export const PURCHASE_GRANTS = {
  pay: { code: "purchase:pay", label: "支付订单" },
  auctionBid: { code: "purchase:auctionBid", label: "竞拍出价" },
  buyIntent: { code: "purchase:buyIntent", label: "采购意向" },
  afterSale: { code: "purchase:afterSale", label: "申请售后" },
  invoice: { code: "purchase:invoice", label: "申请开票" },
} as const;

export type PurchaseGrant = keyof typeof PURCHASE_GRANTS;

/** The role tree's branch of these codes: one on every portal, since every portal has the mall. */
export const PURCHASE_MENU = { key: "purchase", label: "商城采购", buttons: "买家操作" } as const;

export const purchaseCodes = (): string[] => Object.values(PURCHASE_GRANTS).map((g) => g.code);

/** What the server answers and the page says when the grant is missing. */
export const purchaseRefusal = (grant: PurchaseGrant) =>
  `您没有“${PURCHASE_GRANTS[grant].label}”权限，请联系企业管理员授权`;
