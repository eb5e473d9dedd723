import type { MallGoods } from "../../core/mall-goods";
import type { OrderState } from "../../core/flows/order";

/** A goods card as the search and floor calls return it. */
export type Goods = MallGoods;

export interface GoodsDetail extends Goods {
  description: string | null;
  origin: string | null;
  shelfLife: string | null;
  code: string | null;
  gallery: string[];
}

export interface Page<T> {
  list: T[];
  total: number;
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
  quantity: number;
  selected: boolean;
  status: string;
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

export interface Order {
  id: number;
  orderNo: string;
  status: OrderState;
  shopId: number;
  shopName?: string;
  goodsAmount: number;
  freight: number;
  discount: number;
  total: number;
  address: { name: string; phone: string; region: string; detail: string };
  remark: string | null;
  createdAt: string;
  paidAt: string | null;
  lines?: OrderLine[];
  logs?: { id: number; action: string; toStatus: string; note: string | null; createdAt: string }[];
  moves?: { action: string; label: string }[];
}

export const yuan = (n: number | null | undefined) => `¥${Number(n ?? 0).toFixed(2)}`;
