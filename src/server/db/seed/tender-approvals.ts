import { and, eq } from "drizzle-orm";
import { registry, resourceByName } from "../../../../resources";
import { hooks } from "../../hooks";
import { reports } from "../../reports";
import { col, tableOf, type OpContext, type Row } from "../../operations/context";
import { runAction } from "../../operations/crud";
import { serverRegistry } from "../../registry";
import type { Exec } from "../client";
import { approvalRules, employee, enterprises, role, users } from "../schema";

const tenderOrder = resourceByName("tenderOrder");

/**
 * 绿野's tender desk under a rule (docs/b2b-controls.md): every 招标管理员's order above ¥10,000 waits for 王建国.
 * 陈志强 (13905361208) confirms the second 豆粕 order through the action itself, so it waits 待终审 with its
 * approval, log and 站内信 as use makes them.
 */
export async function seedTenderApprovals(tx: Exec) {
  const [lvye] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [desk] = await tx
    .select()
    .from(role)
    .where(and(eq(role.enterpriseId, lvye!.id), eq(role.name, "招标管理员")));
  const [boss] = await tx
    .select()
    .from(employee)
    .where(and(eq(employee.enterpriseId, lvye!.id), eq(employee.phone, "13800000001")));
  await tx.insert(approvalRules).values({
    enterpriseId: lvye!.id,
    name: "招标订单审批",
    subject: "role",
    roleId: desk!.id,
    orderLimit: 10000,
    monthlyBudget: null,
    firstApproverId: null,
    finalApproverId: boss!.id,
    holdHours: 72,
  } as never);
  const [chen] = await tx.select().from(users).where(eq(users.phone, "13905361208"));
  const table = tableOf(tenderOrder);
  const [order] = (await tx
    .select()
    .from(table)
    .where(eq(col(table, "orderNo"), "DD202611210009"))) as Row[];
  const ctx: OpContext = {
    tx,
    caller: {
      userId: chen!.id,
      enterpriseId: lvye!.id,
      systemId: 56,
      grants: { admin: false, menus: [], buttons: [tenderOrder.actions!.confirm!.button!] },
    },
    resource: tenderOrder,
    table,
    registry: serverRegistry(registry, hooks, reports),
  };
  await runAction(ctx, "confirm", { id: order!.id });
}
