// @module-tag database
// inserts are statements prepared once per connection, which each driver keeps its own way
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "../../src/server/db/insert-rows";
import { rowMoves } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

// what an order's log line looks like, on a resource of its own so the test reads back only its rows
const move = (rowId: number, extra: Record<string, unknown> = {}) => ({
  resource: "insertRowsTest",
  rowId,
  move: "save",
  label: "提交订单",
  fromState: null,
  toState: "unpaid",
  note: { note: { label: "备注", value: "尽快发货" } },
  userId: 1,
  enterpriseId: 0,
  ...extra,
});

describe("rows written through a statement prepared once read back as drizzle's own insert writes them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  const written = async (rowId: number) =>
    t.db
      .select({
        rowId: rowMoves.rowId,
        note: rowMoves.note,
        noteIsNull: sql<boolean>`${rowMoves.note} is null`,
        fromState: rowMoves.fromState,
        createdAt: rowMoves.createdAt,
      })
      .from(rowMoves)
      .where(and(eq(rowMoves.resource, "insertRowsTest"), eq(rowMoves.rowId, rowId)))
      .orderBy(asc(rowMoves.id));

  it("a JSON value is stored as JSON, a null as SQL null (not JSON's null), and a column left out takes its default", async () => {
    await insertRows(t.db, rowMoves, [move(1), move(1, { note: null })]);
    const rows = await written(1);
    expect(rows.map((r) => r.note)).toEqual([{ note: { label: "备注", value: "尽快发货" } }, null]);
    expect(rows.map((r) => r.noteIsNull)).toEqual([false, true]);
    expect(rows.every((r) => r.fromState === null && r.createdAt instanceof Date)).toBe(true);
  });

  it("the same statement serves the next call with other values, inside a transaction too", async () => {
    await t.db.transaction(async (tx) => {
      await insertRows(tx, rowMoves, [move(2, { note: { note: { label: "备注", value: "第二单" } } })]);
    });
    await insertRows(t.db, rowMoves, [move(3, { note: { note: { label: "备注", value: "第三单" } } })]);
    expect((await written(2)).map((r) => r.note)).toEqual([{ note: { label: "备注", value: "第二单" } }]);
    expect((await written(3)).map((r) => r.note)).toEqual([{ note: { label: "备注", value: "第三单" } }]);
  });

  it("rows of different columns, and more rows than are prepared, are all written", async () => {
    await insertRows(t.db, rowMoves, [move(4), move(4, { fromState: "unpaid", toState: "paid" })]);
    await insertRows(
      t.db,
      rowMoves,
      Array.from({ length: 7 }, () => move(5)),
    );
    expect((await written(4)).map((r) => r.fromState)).toEqual([null, "unpaid"]);
    expect(await written(5)).toHaveLength(7);
  });
});
