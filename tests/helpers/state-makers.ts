import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { STATEMENT_OPEN } from "../../src/core/flows/credit-statement";
import { creditLines, creditStatements, enterprises } from "../../src/server/db/schema";
import { creditOrder, recordPayment } from "./credit-moves";
import type { CallOptions, TestApp } from "./server-app";
import type { MadeRow } from "./server-row-in";

const SELLER = "13800000001";
const BUYER = "13800000002";

/**
 * States a row reaches by what is done elsewhere, not by an action of its own, with the move its log names: how a
 * test brings a row there as users do. A statement is 已结清 (settle) by the payments its seller records on the line.
 */
export const STATE_MAKERS: Record<string, Record<string, { move: string; make: (t: TestApp) => Promise<MadeRow> }>> = {
  creditStatement: { settled: { move: "settle", make: settledStatement } },
};

/** The state a move made elsewhere leaves its row in, when a maker knows it. */
export const stateOfMove = (resource: string, move: string) =>
  Object.entries(STATE_MAKERS[resource] ?? {}).find(([, m]) => m.move === move)?.[0];

const ok = async (label: string, res: Promise<{ statusCode: number; body: string; json(): any }>) => {
  const answered = await res;
  if (answered.statusCode !== 200) throw new Error(`${label}: ${answered.statusCode} ${answered.body}`);
  return answered.json().data;
};

/**
 * 绿野's oldest open statement to 丰收 paid off: when none is open with money owed, 丰收 first pays an order on the
 * line and 绿野 makes and issues a statement of it; then 绿野 records a payment of all that is owed on the line.
 */
async function settledStatement(t: TestApp): Promise<MadeRow> {
  const seller: CallOptions = { cookie: await t.login(SELLER) };
  const buyer = await t.login(BUYER);
  const names = await t.db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises);
  const id = (name: string) => names.find((e) => e.name === name)!.id;
  const [line] = await t.db
    .select()
    .from(creditLines)
    .where(
      and(
        eq(creditLines.enterpriseId, id("绿野饲料有限公司")),
        eq(creditLines.systemId, 56),
        eq(creditLines.buyerEnterpriseId, id("丰收牧业合作社")),
      ),
    )
    // the demo's own line: a test may have named 丰收 on lines of its own since
    .orderBy(asc(creditLines.id))
    .limit(1);
  const open = () =>
    t.db
      .select()
      .from(creditStatements)
      .where(
        and(
          eq(creditStatements.creditLineId, line!.id),
          inArray(creditStatements.status, STATEMENT_OPEN),
          gt(creditStatements.outstandingAmount, 0),
        ),
      )
      .orderBy(asc(creditStatements.periodEnd));
  let [statement] = await open();
  if (!statement) {
    // room on the line for one more order, through the seller's form, then the order paid on it
    await ok(
      "room on the line",
      t.call("creditLine", "update", { id: line!.id, limitAmount: Number(line!.limitAmount) + 10_000 }, seller),
    );
    const order = await creditOrder(t, buyer, line!.enterpriseId as number);
    if (order.paid.statusCode !== 200) throw new Error(`账期支付: ${order.paid.body}`);
    const made = await ok("statement", t.call("creditStatement", "create", { creditLineId: line!.id }, seller));
    await ok("issue", t.call("creditStatement", "issue", { id: made.id }, seller));
    [statement] = await open();
  }
  const [owed] = await t.db.select().from(creditLines).where(eq(creditLines.id, line!.id));
  await ok("payment", recordPayment(t, seller.cookie!, line!.id, Number(owed!.usedAmount)));
  [statement] = await t.db.select().from(creditStatements).where(eq(creditStatements.id, statement.id));
  if (statement!.status !== "settled")
    throw new Error(`statement ${statement!.id} is ${statement!.status} after its payment`);
  return { id: statement!.id, refIds: {}, maker: seller };
}
