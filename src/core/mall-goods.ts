import type { FreightRule } from "./freight";

/** A goods card as the mall's search, floor and detail calls send it: one shape for server and web. */
export interface MallGoods extends FreightRule {
  id: number;
  name: string;
  category: string;
  subCategory: string | null;
  brand: string | null;
  spec: string;
  unit: string;
  price: number;
  marketPrice: number | null;
  stock: number;
  minOrder: number | null;
  /** Buyers order whole multiples of it (a case, a pallet). */
  orderMultiple: number | null;
  image: string | null;
  /** GB/T 2260 codes of the provinces and cities it is delivered to; null is all of China. */
  deliveryRegions: string[] | null;
  shopId: number;
  shopName: string;
  shopLogo: string | null;
  /** Set when the buyer's price scheme applies: `price` is then the scheme price. */
  listPrice?: number;
  schemeName?: string;
}
