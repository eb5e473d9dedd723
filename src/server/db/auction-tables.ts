import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * Every bid on an auction, in the order the auction row's lock let them in: `seq` counts them (1, 2, …) and
 * each is dearer than the one before, so (auction, seq) and (auction, price) are both unique. `passedOver`
 * marks the bids of a winner the seller set aside (作废并转次高出价): they no longer win.
 */
export const auctionBids = pgTable(
  "auction_bids",
  {
    id: serial("id").primaryKey(),
    auctionId: integer("auction_id").notNull(),
    seq: integer("seq").notNull(),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    userId: integer("user_id").notNull(),
    enterpriseId: integer("enterprise_id").notNull(),
    enterpriseName: varchar("enterprise_name", { length: 100 }).notNull(),
    userName: varchar("user_name", { length: 40 }).notNull(),
    passedOver: integer("passed_over").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auction_bids_seq_uq").on(t.auctionId, t.seq),
    uniqueIndex("auction_bids_price_uq").on(t.auctionId, t.price),
    index("auction_bids_bidder_idx").on(t.enterpriseId, t.auctionId),
    check("auction_bids_price_positive", sql`${t.price} > 0`),
  ],
);
