import { PURCHASER, SUPPLIER } from "../../core/certification-gates";
import type { Exec } from "../db/client";
import { tableOf } from "../operations/context";
import { createRow } from "../operations/crud";
import type { ServerRegistry } from "../registry";

/** What the founder sends at /entRegister for the certification its business role asks for. */
export interface Application {
  role: number;
  creditCode: string;
  licenseImage: unknown;
  categories: unknown;
  contact: string;
  phone: string | null;
}

/**
 * Registering as 采购商 or 供应商 only applies for it: one certification per role ticked (采购商和供应商 applies for
 * both), each waiting (待审核) in the operator's queue like an application sent from /entProcurement/certifiedSupplier,
 * through the same create operation and so the same field rules. Nothing is quoted or published before an approval.
 */
export async function applyAtRegistration(
  tx: Exec,
  registry: ServerRegistry,
  who: { userId: number; enterpriseId: number; systemId: number },
  a: Application,
) {
  const resource = registry.byName("certification");
  const ctx = {
    tx,
    caller: { ...who, grants: { admin: true, menus: [], buttons: [] } },
    resource,
    table: tableOf(resource),
    registry,
  };
  const { role, ...fields } = a;
  for (const kind of [PURCHASER, SUPPLIER].filter((r) => (role & r) !== 0)) {
    await createRow(ctx, { ...fields, role: kind, remark: "企业注册时提交的认证申请" });
  }
}
