import type { OfferedCreate } from "../../core/readable-source";
import type { MallGoods } from "../../core/mall-goods";
import type { OrderState } from "../../core/flows/order";

/** A goods card as the search and floor calls return it. */
export type Goods = MallGoods;

import type { Tier } from "../../core/sku-price";
import type { ShownAttribute } from "../../core/goods-attributes";

export interface GoodsDetail extends Goods {
  description: string | null;
  origin: string | null;
  shelfLife: string | null;
  manufacturer: string | null;
  /** 类目属性 the seller filled for this category (批准文号 of a 兽药), as the buyer reads them. */
  attributes: ShownAttribute[];
  code: string | null;
  gallery: string[];
  skus: GoodsSku[];
  /** 配送区域 as the buyer reads it: 山东省、河南省郑州市, or 全国. */
  deliveryRange: string;
  /** What a buyer may ask of the goods beside buying it (申请样品): each opens its form in 我的商城. */
  offers?: OfferedCreate[];
}

/** A SKU as the goods page offers it: its price steps and, for a buyer a price scheme names, its scheme price. */
export interface GoodsSku {
  id: number;
  spec: string;
  code: string | null;
  price: number;
  stock: number;
  tiers: Tier[];
  schemePrice?: number;
  schemeName?: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  /** The list counted only so far (a catalogue of more than `total` rows): shown as 10000+. */
  totalCapped?: boolean;
  pageNum: number;
  pageSize: number;
}

export interface Category {
  id: number;
  name: string;
  axis: string;
  scBackIds: string;
  level: number;
  next: Category[];
}

export interface Channel {
  id: number;
  name: string;
  channelType: 1 | 2 | 3;
  scBackIds: string;
  linkUrl: string | null;
  banner: string | null;
  intro: string | null;
}

export interface Content {
  id: number;
  title: string;
  summary: string | null;
  body?: string | null;
  image: string | null;
  linkUrl: string | null;
  type: number;
  column: string;
  publishedAt: string;
  goodsCategory?: string | null;
}

export interface CartLine extends Goods {
  goodsId: number;
  /** The SKU the line holds; `spec`, `stock` and `price` are that SKU's (the price at the tier the quantity reaches). */
  skuId: number;
  quantity: number;
  selected: boolean;
  status: string;
  /** Why the line cannot be ordered now (已下架, 库存不足，仅剩3袋 ...), null when it can. */
  problem: string | null;
}

export interface CartGroup {
  shopId: number;
  shopName: string;
  lines: CartLine[];
}

export interface Address {
  id: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
}

export interface OrderLine {
  id: number;
  goodsId: number;
  name: string;
  spec: string | null;
  unit: string | null;
  image: string | null;
  price: number;
  quantity: number;
  amount: number;
}

/** What 账期支付 may draw on with an order's seller (the seller's line of credit to the buyer enterprise). */
export interface CreditOffer {
  status: string;
  left: number;
  days: number;
  /** Owed on statements past their due date: while above zero the line takes no new orders. */
  overdue: number;
  sellerName: string | null;
}

export interface Order {
  /** The seller's line of credit to the buyer, when it has one (the order's page). */
  credit?: CreditOffer | null;
  id: number;
  orderNo: string;
  status: OrderState;
  shopId: number;
  shopName?: string;
  /** The enterprise (or person) that ordered: whose balance pays. */
  buyerName: string;
  goodsAmount: number;
  freight: number;
  discount: number;
  total: number;
  receiverName: string;
  receiverPhone: string;
  receiverRegion: string;
  receiverAddress: string;
  remark: string | null;
  createdAt: string;
  paidAt: string | null;
  carrier: string | null;
  waybillNo: string | null;
  shippedAt: string | null;
  lines?: OrderLine[];
  /** The order's timeline: both parties' moves, with what each said. */
  logs?: Move[];
  moves?: { action: string; label: string }[];
  /** Made without a delivery address (a won auction): the buyer confirms one before paying (src/core/order-address.ts). */
  needsAddress?: boolean;
}

/** One move on a row's timeline (an order's, an after-sale's). */
export interface Move {
  id: number;
  move: string;
  label: string;
  toState: string | null;
  note: Record<string, { label: string; value: unknown }> | null;
  userName: string;
  createdAt: string;
}

export const yuan = (n: number | null | undefined) => `¥${Number(n ?? 0).toFixed(2)}`;

/** One batch of a goods as the goods page's 质量追溯 shows it (sc.goods.trace.list). */
export interface TraceBatch {
  id: number;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  origin: string;
  quantity: number | null;
  certNo: string;
  certImage: string;
  sourceBatch: string | null;
  /** In its validity today (made, and its last valid day not passed). */
  valid: boolean;
}

/** A goods' traceability: its newest batches and, for a regulated goods, the licence its shop holds. */
export interface GoodsTrace {
  regulated: boolean;
  licence: { name: string; licenseNo: string; expireDate: string } | null;
  list: TraceBatch[];
}
