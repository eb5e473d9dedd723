import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Check } from "../core/permissions";
import { resolveCaller } from "./auth/caller";
import type { Db, Exec } from "./db/client";
import { employee, role, roleGrants } from "./db/schema";
import { checkHeld, checkRolesGiven, grantsOfRoles } from "./auth/role-escalation";
import { invalid, notFound, ok } from "./http/errors";
import type { Caller } from "./operations/context";
import { callUrl, type CallName } from "../core/calls";

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === "string") ? v : undefined;
const numbers = (v: unknown): number[] | undefined =>
  Array.isArray(v) && v.every((x) => Number.isInteger(Number(x)) && Number(x) > 0) ? v.map(Number) : undefined;
const idOf = (v: unknown, key: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw invalid({ [key]: `${key}必须是正整数` });
  return n;
};

async function ownRole(tx: Exec, caller: Caller, id: number) {
  const [row] = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.id, id), eq(role.enterpriseId, caller.enterpriseId)));
  if (!row) throw notFound();
}

async function ownEmployee(tx: Exec, caller: Caller, id: number) {
  const [row] = await tx
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.id, id), eq(employee.enterpriseId, caller.enterpriseId)));
  if (!row) throw notFound();
}

/** What roles grant and which roles employees hold; reads need the menu, writes the edit button. */
export function registerPermissionRoutes(app: FastifyInstance, db: Db, product: string) {
  const at = (name: CallName) => callUrl(product, name);
  // the calls edit the app's roles and employees: an app declaring neither (an engine test's fixture) has none
  if (!app.registry.has("role") || !app.registry.has("employee")) return;
  const roleDef = app.registry.byName("role");
  const employeeDef = app.registry.byName("employee");
  const guarded =
    (
      check: Check,
      fn: (caller: Caller, input: Record<string, unknown>, tx: Exec) => Promise<unknown>,
      from: "query" | "body",
    ) =>
    async (req: FastifyRequest) => {
      const caller = await resolveCaller(db, req, check);
      const input = ((from === "query" ? req.query : req.body) ?? {}) as Record<string, unknown>;
      return ok(await db.transaction((tx) => fn(caller, input, tx)));
    };

  app.get(
    at("etpbase.permission.role.grant.list"),
    guarded(
      { menu: roleDef.menu.path },
      async (caller, q, tx) => {
        const id = idOf(q.roleId, "roleId");
        await ownRole(tx, caller, id);
        return grantsOfRoles(tx, [id]);
      },
      "query",
    ),
  );

  app.post(
    at("etpbase.permission.role.grant.save"),
    guarded(
      { button: roleDef.buttons.edit! },
      async (caller, b, tx) => {
        const id = idOf(b.roleId, "roleId");
        const menus = strings(b.menus ?? []);
        const buttons = strings(b.buttons ?? []);
        if (!menus || !buttons)
          throw invalid({
            ...(menus ? {} : { menus: "菜单必须是路径列表" }),
            ...(buttons ? {} : { buttons: "按钮必须是编码列表" }),
          });
        await ownRole(tx, caller, id);
        // keeping what the role already grants is not granting: only changes must be held by the caller
        const had = await grantsOfRoles(tx, [id]);
        checkHeld(
          app.registry,
          caller,
          menus.filter((m) => !had.menus.includes(m)),
          buttons.filter((b) => !had.buttons.includes(b)),
        );
        checkHeld(
          app.registry,
          caller,
          had.menus.filter((m) => !menus.includes(m)),
          had.buttons.filter((b) => !buttons.includes(b)),
          "收回",
        );
        await tx.delete(roleGrants).where(eq(roleGrants.roleId, id));
        const rows: (typeof roleGrants.$inferInsert)[] = [...new Set(menus)].map((code) => ({
          roleId: id,
          kind: "menu" as const,
          code,
        }));
        rows.push(...[...new Set(buttons)].map((code) => ({ roleId: id, kind: "button" as const, code })));
        if (rows.length) await tx.insert(roleGrants).values(rows);
        return grantsOfRoles(tx, [id]);
      },
      "body",
    ),
  );

  app.get(
    at("etpbase.bidemp.role.list"),
    guarded(
      { menu: employeeDef.menu.path },
      async (caller, q, tx) => {
        const id = idOf(q.employeeId, "employeeId");
        await ownEmployee(tx, caller, id);
        const [row] = await tx.select({ roleIds: employee.roleIds }).from(employee).where(eq(employee.id, id));
        return { roleIds: (row?.roleIds as number[] | null) ?? [] };
      },
      "query",
    ),
  );

  app.post(
    at("etpbase.bidemp.role.save"),
    guarded(
      { button: employeeDef.buttons.edit! },
      async (caller, b, tx) => {
        const id = idOf(b.employeeId, "employeeId");
        const roleIds = numbers(b.roleIds ?? []);
        if (!roleIds) throw invalid({ roleIds: "角色必须是id列表" });
        await ownEmployee(tx, caller, id);
        const unique = [...new Set(roleIds)];
        const found = unique.length
          ? await tx
              .select({ id: role.id })
              .from(role)
              .where(and(inArray(role.id, unique), eq(role.enterpriseId, caller.enterpriseId)))
          : [];
        if (found.length !== unique.length) throw invalid({ roleIds: "角色不存在" });
        const [row] = await tx.select({ roleIds: employee.roleIds }).from(employee).where(eq(employee.id, id));
        await checkRolesGiven(tx, app.registry, caller, unique, (row?.roleIds as number[] | null) ?? []);
        await tx
          .update(employee)
          .set({ roleIds: unique, updatedAt: new Date() } as never)
          .where(eq(employee.id, id));
        return { roleIds: unique };
      },
      "body",
    ),
  );
}
