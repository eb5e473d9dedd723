import { checkResources } from "../src/core/check-resources";
import type { Resource } from "../src/core/define-resource";
import { registryOf, type Registry } from "../src/core/registry";
import { afterSale } from "./after-sale";
import { approvalRule } from "./approval-rule";
import { auction } from "./auction";
import { bid } from "./bid";
import { bidBusiness } from "./bid-business";
import { bidOffer } from "./bid-offer";
import { bidOrder } from "./bid-order";
import { buyIntent } from "./buy-intent";
import { bidQuote } from "./bid-quote";
import { certification } from "./certification";
import { coupon } from "./coupon";
import { creditLine } from "./credit-line";
import { creditPayment } from "./credit-payment";
import { creditStatement } from "./credit-statement";
import { dictItem } from "./dict-item";
import { employee } from "./employee";
import { factory } from "./factory";
import { goods } from "./goods";
import { goodsBatch } from "./goods-batch";
import { goodsCategory } from "./goods-category";
import { goodsTemplate } from "./goods-template";
import { invoiceRequest } from "./invoice-request";
import { invoiceTitle } from "./invoice-title";
import { mallOrder } from "./mall-order";
import { manufacturer } from "./manufacturer";
import { priceScheme } from "./price-scheme";
import { purchaseApproval } from "./purchase-approval";
import { realName } from "./real-name";
import { role } from "./role";
import { sampleRequest } from "./sample-request";
import { shop } from "./shop";
import { shopClassify } from "./shop-classify";
import { shopDecoration } from "./shop-decoration";
import { shopNav } from "./shop-nav";
import { tenderOrder } from "./tender-order";
import { webhook } from "./webhook";
import { webhookDelivery } from "./webhook-delivery";

/** Every resource of the platform, checked once when this module loads. */
export const resources: readonly Resource[] = checkResources([
  shop,
  goods,
  goodsBatch,
  shopClassify,
  shopDecoration,
  shopNav,
  priceScheme,
  mallOrder,
  afterSale,
  buyIntent,
  sampleRequest,
  invoiceRequest,
  coupon,
  creditLine,
  creditStatement,
  creditPayment,
  bid,
  bidBusiness,
  bidQuote,
  bidOrder,
  bidOffer,
  tenderOrder,
  certification,
  realName,
  employee,
  role,
  factory,
  invoiceTitle,
  approvalRule,
  purchaseApproval,
  auction,
  dictItem,
  manufacturer,
  goodsCategory,
  goodsTemplate,
  webhook,
  webhookDelivery,
]);

/** The platform's registry: what the server (createApp) and the web shell are given. */
export const registry: Registry = registryOf(resources);

export const resourceByName = (name: string): Resource => registry.byName(name);
