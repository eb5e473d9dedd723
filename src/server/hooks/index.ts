import { afterSaleHooks } from "./after-sale";
import { approvalRuleHooks } from "./approval-rule";
import { auctionHooks } from "./auction";
import { bidOfferHooks } from "./bid-offer";
import { bidOrderHooks } from "./bid-order";
import { buyIntentHooks } from "./buy-intent";
import { bidQuoteHooks } from "./bid-quote";
import { certificationHooks } from "./certification";
import { couponHooks } from "./coupon";
import { creditLineHooks } from "./credit-line";
import { creditPaymentHooks } from "./credit-payment";
import { creditStatementHooks } from "./credit-statement";
import { employeeHooks } from "./employee";
import { goodsHooks } from "./goods";
import { goodsBatchHooks } from "./goods-batch";
import { invoiceRequestHooks } from "./invoice-request";
import { mallOrderHooks } from "./mall-order";
import { priceSchemeHooks } from "./price-scheme";
import { purchaseApprovalHooks } from "./purchase-approval";
import { realNameHooks } from "./real-name";
import { roleHooks } from "./role";
import { shopHooks } from "./shop";
import { shopClassifyHooks } from "./shop-classify";
import { shopDecorationHooks } from "./shop-decoration";
import { shopNavHooks } from "./shop-nav";
import { tenderOrderHooks } from "./tender-order";
import { webhookHooks } from "./webhook";
import { webhookDeliveryHooks } from "./webhook-delivery";
import type { HookTable } from "../registry";

/** Server hooks keyed by resource name; a resource without an entry is pure config. */
export const hooks: HookTable = {
  afterSale: afterSaleHooks,
  approvalRule: approvalRuleHooks,
  auction: auctionHooks,
  bidOffer: bidOfferHooks,
  bidOrder: bidOrderHooks,
  buyIntent: buyIntentHooks,
  bidQuote: bidQuoteHooks,
  certification: certificationHooks,
  coupon: couponHooks,
  creditLine: creditLineHooks,
  creditPayment: creditPaymentHooks,
  creditStatement: creditStatementHooks,
  employee: employeeHooks,
  goods: goodsHooks,
  goodsBatch: goodsBatchHooks,
  invoiceRequest: invoiceRequestHooks,
  mallOrder: mallOrderHooks,
  priceScheme: priceSchemeHooks,
  purchaseApproval: purchaseApprovalHooks,
  realName: realNameHooks,
  role: roleHooks,
  shop: shopHooks,
  shopClassify: shopClassifyHooks,
  shopDecoration: shopDecorationHooks,
  shopNav: shopNavHooks,
  tenderOrder: tenderOrderHooks,
  webhook: webhookHooks,
  webhookDelivery: webhookDeliveryHooks,
};
