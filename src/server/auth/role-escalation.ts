import { inArray } from "drizzle-orm";
import { can, catalogueOf } from "../../core/permissions";
import type { Registry } from "../../core/registry";
import type { Exec } from "../db/client";
import { roleGrants } from "../db/schema";
import { invalid } from "../http/errors";
import type { Caller } from "../operations/context";

type Known = { menus: Set<string>; buttons: Set<string> };
const known = new WeakMap<Registry, Known>();

/** Every menu path and button code the app's resources declare: the only codes a role may grant. */
function knownOf(registry: Registry): Known {
  let codes = known.get(registry);
  if (!codes) {
    const { menus, buttons } = catalogueOf(registry.resources);
    known.set(registry, (codes = { menus: new Set(menus), buttons: new Set(buttons) }));
  }
  return codes;
}

/** What the roles grant together. */
export async function grantsOfRoles(tx: Exec, roleIds: number[]) {
  if (!roleIds.length) return { menus: [], buttons: [] };
  const rows = await tx.select().from(roleGrants).where(inArray(roleGrants.roleId, roleIds));
  return {
    menus: rows.filter((r) => r.kind === "menu").map((r) => r.code),
    buttons: rows.filter((r) => r.kind === "button").map((r) => r.code),
  };
}

/** No escalation: every code granted (or taken back) must be known and held by the caller. */
export function checkHeld(
  registry: Registry,
  caller: Caller,
  menus: string[],
  buttons: string[],
  verb: "授予" | "收回" = "授予",
  field?: string,
) {
  const errors: Record<string, string> = {};
  const codes = knownOf(registry);
  const badMenu = menus.find((m) => !codes.menus.has(m) || !can(caller.grants, { menu: m }));
  const badButton = buttons.find((b) => !codes.buttons.has(b) || !can(caller.grants, { button: b }));
  if (badMenu) errors[field ?? "menus"] = `不能${verb}您未拥有的菜单：${badMenu}`;
  if (badButton) errors[field ?? "buttons"] = `不能${verb}您未拥有的按钮：${badButton}`;
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Giving an employee roles it did not hold grants what they grant: the caller must hold all of it. */
export async function checkRolesGiven(
  tx: Exec,
  registry: Registry,
  caller: Caller,
  roleIds: number[],
  held: number[],
  field?: string,
) {
  const granted = await grantsOfRoles(
    tx,
    roleIds.filter((r) => !held.includes(r)),
  );
  checkHeld(registry, caller, granted.menus, granted.buttons, "授予", field);
}
