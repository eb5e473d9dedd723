/**
 * An order made outside the cart (a won auction) may have no delivery address yet: the winner's address book was
 * empty. Such an order waits for the buyer to choose one: it cannot be paid, so the seller never sees it 待发货,
 * and a seller's 发货 of one is refused all the same (docs/auctions.md).
 */
const blank = (v: unknown) => typeof v !== "string" || !v.trim();

/** The order (its receiverRegion and receiverAddress) has nowhere to deliver to yet. */
export const needsAddress = (o: Record<string, unknown>) => blank(o.receiverRegion) || blank(o.receiverAddress);

/** What the buyer's order pages say of such an order, in place of 待付款. */
export const AWAITING_ADDRESS = "待确认收货地址";
/** The buyer's 立即支付 before an address was chosen. */
export const ADDRESS_BEFORE_PAY = "请先选择收货地址，再支付订单";
/** The seller's 发货 of an order with no address. */
export const noAddressToShip = (orderNo: string) => `订单 ${orderNo} 买家尚未确认收货地址，不能发货`;
/** An address chosen for an order that already has one (a cart order's address priced its freight). */
export const ADDRESS_ALREADY = "该订单已有收货地址，不能修改";
