/**
 * Every call spec §7 names, by its path or by its work, and what answers it here: our calls (names without
 * product and version, as docs/api.md lists them) and the screen that uses them, or the decision not to build it
 * yet and why. docs/spec-coverage.md is written from this list and the API reference (npm run docs:coverage);
 * tests/core/spec-coverage.test.ts fails when a named call is not a route or a row has neither calls nor a decision.
 */
import { ACCOUNT } from "./spec-calls-account";
import { CART_AND_ORDERS, SHOP_AND_GOODS, START_AND_PORTAL } from "./spec-calls-mall";
import { MALL_BIDS, TENDERING } from "./spec-calls-procurement";
import { AUCTIONS, SELLER_GOODS } from "./spec-calls-seller";

export interface SpecCall {
  /** The spec's words for the call (its path where it gives one). */
  words: string;
  calls?: string[];
  screen?: string;
  /** Why there is no call, or what answers it instead. */
  decision?: string;
}

export type SpecSection = { title: string; rows: SpecCall[] };

/** The spec's sections in its order. */
export const SPEC_CALLS: SpecSection[] = [
  CART_AND_ORDERS,
  START_AND_PORTAL,
  SHOP_AND_GOODS,
  ACCOUNT,
  SELLER_GOODS,
  AUCTIONS,
  MALL_BIDS,
  TENDERING,
];

/** A call's name as the spec table writes it: the route's path without /gw/, product and version. */
export const callName = (url: string, product: string) =>
  url
    .replace(/^\/gw\//, "")
    .replace(new RegExp(`^${product}\\.`), "")
    .replace(/\/\d+(\.\d+)*$/, "");
