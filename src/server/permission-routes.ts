import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { resourceByName, resources } from "../../resources";
import { can, catalogueOf, type Check } from "../core/permissions";
import { resolveCaller } from "./auth/caller";
import type { Db, Exec } from "./db/client";
import { employee, employeeRoles, role, roleGrants } from "./db/schema";
import { invalid, notFound, ok } from "./http/errors";
import type { Caller } from "./operations/context";
import { callUrl, type CallName } from "../core/calls";

/** Every menu path and button code the resources declare: the only codes a role may grant. */
const KNOWN = (({ menus, buttons }) => ({ menus: new Set(menus), buttons: new Set(buttons) }))(catalogueOf(resources));

const roleDef = resourceByName("role");
const employeeDef = resourceByName("employee");

const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === "string") ? v : undefined);
const numbers = (v: unknown): number[] | undefined =>
  Array.isArray(v) && v.every((x) => Number.isInteger(Number(x)) && Number(x) > 0) ? v.map(Number) : undefined;
const idOf = (v: unknown, key: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw invalid({ [key]: `${key}必须是正整数` });
  return n;
};

async function ownRole(tx: Exec, caller: Caller, id: number) {
  const [row] = await tx.select({ id: role.id }).from(role).where(and(eq(role.id, id), eq(role.enterpriseId, caller.enterpriseId)));
  if (!row) throw notFound();
}

async function ownEmployee(tx: Exec, caller: Caller, id: number) {
  const [row] = await tx.select({ id: employee.id }).from(employee).where(and(eq(employee.id, id), eq(employee.enterpriseId, caller.enterpriseId)));
  if (!row) throw notFound();
}

/** No escalation: every code granted (or taken back) must be known and held by the caller. */
function checkHeld(caller: Caller, menus: string[], buttons: string[], verb: "授予" | "收回" = "授予") {
  const errors: Record<string, string> = {};
  const badMenu = menus.find((m) => !KNOWN.menus.has(m) || !can(caller.grants, { menu: m }));
  const badButton = buttons.find((b) => !KNOWN.buttons.has(b) || !can(caller.grants, { button: b }));
  if (badMenu) errors.menus = `不能${verb}您未拥有的菜单：${badMenu}`;
  if (badButton) errors.buttons = `不能${verb}您未拥有的按钮：${badButton}`;
  if (Object.keys(errors).length) throw invalid(errors);
}

async function grantsOfRoles(tx: Exec, roleIds: number[]) {
  if (!roleIds.length) return { menus: [], buttons: [] };
  const rows = await tx.select().from(roleGrants).where(inArray(roleGrants.roleId, roleIds));
  return { menus: rows.filter((r) => r.kind === "menu").map((r) => r.code), buttons: rows.filter((r) => r.kind === "button").map((r) => r.code) };
}

/** What roles grant and which roles employees hold; reads need the menu, writes the edit button. */
export function registerPermissionRoutes(app: FastifyInstance, db: Db, product: string) {
  const at = (name: CallName) => callUrl(product, name);
  const guarded = (check: Check, fn: (caller: Caller, input: Record<string, unknown>, tx: Exec) => Promise<unknown>, from: "query" | "body") =>
    async (req: FastifyRequest) => {
      const caller = await resolveCaller(db, req, check);
      const input = ((from === "query" ? req.query : req.body) ?? {}) as Record<string, unknown>;
      return ok(await db.transaction((tx) => fn(caller, input, tx)));
    };

  app.get(at("etpbase.permission.role.grant.list"), guarded({ menu: roleDef.menu.path }, async (caller, q, tx) => {
    const id = idOf(q.roleId, "roleId");
    await ownRole(tx, caller, id);
    return grantsOfRoles(tx, [id]);
  }, "query"));

  app.post(at("etpbase.permission.role.grant.save"), guarded({ button: roleDef.buttons.edit! }, async (caller, b, tx) => {
    const id = idOf(b.roleId, "roleId");
    const menus = strings(b.menus ?? []);
    const buttons = strings(b.buttons ?? []);
    if (!menus || !buttons) throw invalid({ ...(menus ? {} : { menus: "菜单必须是路径列表" }), ...(buttons ? {} : { buttons: "按钮必须是编码列表" }) });
    await ownRole(tx, caller, id);
    // keeping what the role already grants is not granting: only changes must be held by the caller
    const had = await grantsOfRoles(tx, [id]);
    checkHeld(caller, menus.filter((m) => !had.menus.includes(m)), buttons.filter((b) => !had.buttons.includes(b)));
    checkHeld(caller, had.menus.filter((m) => !menus.includes(m)), had.buttons.filter((b) => !buttons.includes(b)), "收回");
    await tx.delete(roleGrants).where(eq(roleGrants.roleId, id));
    const rows: (typeof roleGrants.$inferInsert)[] = [...new Set(menus)].map((code) => ({ roleId: id, kind: "menu" as const, code }));
    rows.push(...[...new Set(buttons)].map((code) => ({ roleId: id, kind: "button" as const, code })));
    if (rows.length) await tx.insert(roleGrants).values(rows);
    return grantsOfRoles(tx, [id]);
  }, "body"));

  app.get(at("etpbase.bidemp.role.list"), guarded({ menu: employeeDef.menu.path }, async (caller, q, tx) => {
    const id = idOf(q.employeeId, "employeeId");
    await ownEmployee(tx, caller, id);
    const rows = await tx.select({ roleId: employeeRoles.roleId }).from(employeeRoles).where(eq(employeeRoles.employeeId, id));
    return { roleIds: rows.map((r) => r.roleId) };
  }, "query"));

  app.post(at("etpbase.bidemp.role.save"), guarded({ button: employeeDef.buttons.edit! }, async (caller, b, tx) => {
    const id = idOf(b.employeeId, "employeeId");
    const roleIds = numbers(b.roleIds ?? []);
    if (!roleIds) throw invalid({ roleIds: "角色必须是id列表" });
    await ownEmployee(tx, caller, id);
    const unique = [...new Set(roleIds)];
    const found = unique.length ? await tx.select({ id: role.id }).from(role).where(and(inArray(role.id, unique), eq(role.enterpriseId, caller.enterpriseId))) : [];
    if (found.length !== unique.length) throw invalid({ roleIds: "角色不存在" });
    const held = (await tx.select({ roleId: employeeRoles.roleId }).from(employeeRoles).where(eq(employeeRoles.employeeId, id))).map((r) => r.roleId);
    const granted = await grantsOfRoles(tx, unique.filter((r) => !held.includes(r)));
    checkHeld(caller, granted.menus, granted.buttons);
    await tx.delete(employeeRoles).where(eq(employeeRoles.employeeId, id));
    if (unique.length) await tx.insert(employeeRoles).values(unique.map((roleId) => ({ employeeId: id, roleId })));
    return { roleIds: unique };
  }, "body"));
}
