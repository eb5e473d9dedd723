import { index, integer, jsonb, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { resources } from "../../../resources";
import type { PublishedDecoration } from "../../core/shop-decoration";
import type { ExtraColumns, ExtraIndexes, ResourceTable } from "./resource-tables";
import { addResourceTables, resourceLinesTables, resourceTables } from "./table-store";

export type { ResourceTable };

// Hand-written table modules: add one `export *` line per module; drizzle-kit and the server see them all.
export * from "./account-tables";
export * from "./mall-tables";
export * from "./portal-tables";
export * from "./move-tables";
export * from "./sms-tables";
export * from "./message-tables";
export * from "./auction-tables";
export * from "./bid-tables";
export * from "./tag-tables";
export * from "./file-tables";
export * from "./page-tables";
export * from "./budget-tables";
export * from "./credit-tables";

/** Server-only columns beyond a resource's declared fields, keyed by resource name. */
const serverColumns: Record<string, () => ExtraColumns> = {
  /**
   * A mall order's buyer (a user, acting for an enterprise or not) and the submit that made it: a retried
   * submit finds its orders by (buyer, key, shop) instead of ordering again.
   */
  mallOrder: () => ({
    buyerUserId: integer("buyer_user_id").notNull(),
    buyerEnterpriseId: integer("buyer_enterprise_id"),
    shopId: integer("shop_id").notNull(),
    submitKey: varchar("submit_key", { length: 64 }).notNull(),
    /** sha256 of the submit's body: the same key with another body is refused (null on orders made before it was kept). */
    submitHash: varchar("submit_hash", { length: 64 }),
  }),
  /** The shop a coupon is used in (set from the caller's shop when it is made). */
  coupon: () => ({ shopId: integer("shop_id").notNull() }),
  /** The buyer who applied, who alone reads and moves it besides the seller. */
  afterSale: () => ({
    buyerUserId: integer("buyer_user_id").notNull(),
    buyerEnterpriseId: integer("buyer_enterprise_id"),
  }),
  /**
   * The rule an approval's order was judged by, whose budget its approval spends (its requester and approvers are
   * the audiences' generated columns: with one level, first and final name the same person).
   */
  purchaseApproval: () => ({ ruleId: integer("rule_id") }),
  /** The enterprise the invoice is for: the order's buyer enterprise, whose 开票信息 it copies. */
  invoiceRequest: () => ({ buyerEnterpriseId: integer("buyer_enterprise_id") }),
  /** The enterprise that paid: the line's buyer. */
  creditPayment: () => ({ buyerEnterpriseId: integer("buyer_enterprise_id") }),
  /** The buyer who sent it (who alone orders at its price) and the goods' shop, whose enterprise is the tenant. */
  buyIntent: () => ({ userId: integer("user_id").notNull(), shopId: integer("shop_id").notNull() }),
  /** Employees carry the account they are linked to (by phone), which is how roles reach a user. */
  employee: () => ({ userId: integer("user_id") }),
  shop: () => ({
    /** The outside site an ORDER_GOODS / ENTER_SHOP shop is run from; the seller-center entry opens it. */
    externalUrl: varchar("external_url", { length: 255 }),
  }),
  /** What buyers see of the decoration: the draft as it was last published, with the shop's navigation then. */
  shopDecoration: () => ({ published: jsonb("published").$type<PublishedDecoration>() }),
  /** A delivery worker's claim on the row: other processes skip it until then (src/server/webhooks/claim.ts). */
  webhookDelivery: () => ({ lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }) }),
};

/** Indexes beyond the tenant ones, keyed by resource name. */
const serverIndexes: Record<string, ExtraIndexes> = {
  mallOrder: (t) => [
    uniqueIndex("orders_order_no_unique").on(t.orderNo),
    uniqueIndex("orders_submit_uq").on(t.buyerUserId, t.submitKey, t.shopId),
    index("orders_buyer_idx").on(t.buyerUserId, t.systemId),
  ],
  // one live after-sale per order is checked in its transaction; this finds an order's after-sales fast
  afterSale: (t) => [
    index("after_sale_order_idx").on(t.orderId),
    index("after_sale_buyer_idx").on(t.buyerUserId, t.systemId),
  ],
  invoiceRequest: (t) => [index("invoice_request_order_idx").on(t.orderId)],
  // statements of a line follow each other: one ends where the next starts, so one per line and end, whichever
  // process makes the month's on the 1st
  creditStatement: (t) => [uniqueIndex("credit_statement_period_uq").on(t.creditLineId, t.periodEnd)],
  purchaseApproval: (t) => [index("purchase_approval_order_idx").on(t.orderId)],
  buyIntent: (t) => [index("buy_purposes_buyer_idx").on(t.userId, t.systemId)],
  // a goods page's trace list and the on-sale check read a goods' batches by their validity
  goodsBatch: (t) => [index("goods_batch_goods_idx").on(t.goodsId, t.expiryDate)],
  // the worker's claim reads the due rows in order of their next attempt
  webhookDelivery: (t) => [
    uniqueIndex("webhook_delivery_event_uq").on(t.eventId),
    index("webhook_delivery_due_idx").on(t.status, t.nextAttemptAt),
  ],
};

// One generated table per resource (and per lines field), keyed by resource name: a new resource file needs no
// edit here. The app's schema, so it names the app's resources; an engine test adds its fixtures' beside them.
addResourceTables(resources, serverColumns, serverIndexes);
export { resourceLinesTables, resourceTables };

/** Tables the server's own code queries by name (grants, role assignment). */
export const employee = resourceTables.employee;
export const role = resourceTables.role;
/** Shops: the `shop` resource's table, which the mall joins goods and orders to. */
export const shops = resourceTables.shop!;
/** Mall orders (the `mallOrder` resource: the seller is the tenant, `enterpriseId`) and their lines. */
export const orders = resourceTables.mallOrder!;
export const orderLines = resourceLinesTables.mallOrder!.lines!;
/** Shop coupons (the `coupon` resource): what buyers fetch and use at order submit. */
export const coupons = resourceTables.coupon!;
/** Shop decorations (the `shopDecoration` resource, one per shop) and the shop fronts' navigation entries. */
export const shopDecorations = resourceTables.shopDecoration!;
export const shopNavs = resourceTables.shopNav!;
/** After-sales of mall orders (the `afterSale` resource, the seller's) and the lines returned. */
export const afterSales = resourceTables.afterSale!;
export const afterSaleLines = resourceLinesTables.afterSale!.lines!;
/** Invoice requests of mall orders (the `invoiceRequest` resource, the seller's) and their tax split. */
export const invoiceRequests = resourceTables.invoiceRequest!;
export const invoiceTaxLines = resourceLinesTables.invoiceRequest!.taxLines!;
/** Sellers' credit lines to buyer enterprises (the `creditLine` resource, the seller's). */
export const creditLines = resourceTables.creditLine!;
/** Their monthly statements with the entries each lists, and the payments sellers record on them. */
export const creditStatements = resourceTables.creditStatement!;
export const creditStatementLines = resourceLinesTables.creditStatement!.lines!;
export const creditPayments = resourceTables.creditPayment!;
/** Approval rules of buyer enterprises, and the orders waiting for their approvers with the goods they hold. */
export const approvalRules = resourceTables.approvalRule!;
export const purchaseApprovals = resourceTables.purchaseApproval!;
export const approvalLines = resourceLinesTables.purchaseApproval!.lines!;
/** Buy intents (the `buyIntent` resource, the seller's) that buyers send from goods pages and follow on /goodspurchase. */
export const buyPurposes = resourceTables.buyIntent!;
/** Each enterprise's webhook setting and its outbox of deliveries with their attempts (docs/webhooks.md). */
export const webhooks = resourceTables.webhook!;
export const webhookDeliveries = resourceTables.webhookDelivery!;
export const webhookAttempts = resourceLinesTables.webhookDelivery!.attempts!;
