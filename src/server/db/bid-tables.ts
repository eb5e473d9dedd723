import { index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * Which offer won each line of a mall bid (竞价单): one row per bid line, its primary key the line, so two accepts
 * racing for one line cannot both commit even if they slipped past the bid row's lock (docs/mall-bids.md).
 */
export const bidLineTakes = pgTable(
  "bid_line_takes",
  {
    bidLineId: integer("bid_line_id").primaryKey(),
    bidId: integer("bid_id").notNull(),
    quoteId: integer("quote_id").notNull(),
    quoteLineId: integer("quote_line_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("bid_line_takes_bid_idx").on(t.bidId), index("bid_line_takes_quote_idx").on(t.quoteId)],
);
