import type { PartyMove } from "./two-party";

/**
 * 竞价报价 (docs/mall-bids.md): the seller writes and edits an offer while it is 已报价 (its own CRUD, before the
 * bid's deadline); the bid's buyer accepts one offer, which becomes a mall order, or rejects it. Accepting
 * one rejects the bid's other open offers (server side, in the same transaction).
 */
export const QUOTE_FLOW = [
  { action: "accept", from: "submitted", to: "ordered", by: "buyer", label: "接受报价" },
  { action: "reject", from: "submitted", to: "rejected", by: "buyer", label: "不接受" },
] as const satisfies readonly PartyMove[];
