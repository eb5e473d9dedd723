import { audienceRead, audienceRowExport, reportRead } from "./check-resources";
import type { AudienceDef, CrudAction, Resource } from "./define-resource";
import { requiredCheck } from "./required-check";
import type { Check } from "./permissions";
import type { Registry } from "./registry";
import { ownColumnOf, ownedOp } from "./user-rows";

// typed by CrudAction, so a new kind of row endpoint cannot reach the catalogue without a name
const WHAT: Record<CrudAction, string> = {
  list: "分页列表",
  get: "详情",
  create: "新增",
  update: "修改",
  delete: "删除",
  log: "操作记录",
  export: "导出 xlsx（template=1 为导入模板）",
  import: "导入 xlsx",
  exportRow: "单据导出 xlsx（表头与明细）",
};

/** What one endpoint of a resource does, in Chinese: its action's label, the audience's read, the report. */
export function endpointLabel(r: Resource, action: string): string {
  const named = action.startsWith("action:") ? r.actions![action.slice(7)] : undefined;
  const read = audienceRead(action);
  const report = reportRead(action);
  const owned = ownedOp(action);
  if (owned)
    return owned.op === "create"
      ? r.audiences![owned.name]!.create!.label
      : `${r.audiences![owned.name]!.label}${WHAT.log}`;
  if (named) return named.label;
  const rowFile = audienceRowExport(action);
  if (rowFile !== undefined) return `${r.audiences![rowFile]!.label}${WHAT.exportRow}`;
  if (read) return `${r.audiences![read.name]!.label}${WHAT[read.read]}`;
  if (report) return `${r.reports![report]!.label}（统计）`;
  return WHAT[action as CrudAction];
}

/**
 * Who may call one endpoint of a resource and on which rows, as the server checks it (required-check.ts);
 * `login` is false only for an audience that admits anonymous readers.
 */
export function endpointAccess(r: Resource, action: string, registry: Registry): { text: string; login: boolean } {
  const named = action.startsWith("action:") ? r.actions![action.slice(7)] : undefined;
  const rowFile = audienceRowExport(action);
  const read = rowFile === undefined ? audienceRead(action) : { name: rowFile, read: "get" as const };
  const audience = read ? r.audiences![read.name]! : undefined;
  if (audience) return { text: readers(r, audience, read!.read, registry), login: !audience.anonymous };
  const owned = ownedOp(action);
  if (owned) return { text: ownedText(r, r.audiences![owned.name]!, owned.op, registry), login: true };
  const by = named?.by === undefined ? undefined : r.audiences![named.by]!;
  const notBy = named?.notBy === undefined ? "" : `; refused (422) to the user in \`${named.notBy}\``;
  if (by?.assignee) return { text: `the ${by.label} alone, ${assigneeText(r, by)} (no grant)${notBy}`, login: true };
  const column = by === undefined ? undefined : ownColumnOf(by);
  if (column)
    return {
      text: `the ${by!.label} alone, on a row whose \`${column}\` is the caller (no grant)${notBy}`,
      login: true,
    };
  const run = by === undefined ? "" : `, run by the ${by.label} on rows it reads (${ownerText(r, by, registry)})`;
  return { text: `${describe(requiredCheck(r, action))}${run}${notBy}`, login: true };
}

/** Who may create through an owner audience, or read one row's log. */
function ownedText(r: Resource, a: AudienceDef, op: "create" | "log", registry: Registry): string {
  if (op === "log" && a.partyOf !== undefined) return `${describe({ menu: a.menu!.path })}, ${partyText(r, a)}`;
  if (op === "log")
    return a.assignee
      ? `logged in, ${assigneeText(r, a)} (no grant)`
      : `logged in, a row whose \`${ownColumnOf(a)}\` is the caller, on the caller's portal (no grant)`;
  const c = a.create!;
  const grant = c.grant ? `; acting for an enterprise, the purchase code of \`${c.grant}\`` : "";
  const source = registry.byName(r.fields[c.from]!.ref!).label;
  const where = Object.entries(c.readable?.where ?? {})
    .map(([k, v]) => `\`${k}\` ${Array.isArray(v) ? `in ${v.join("/")}` : `= ${String(v)}`}`)
    .join(", ");
  const against = c.readable
    ? `a \`${source}\` of another enterprise on the caller's portal with ${where} (404 otherwise); the row is the ${source}'s enterprise's`
    : `a \`${source}\` whose \`${c.ownedBy}\` is the caller on the caller's portal (404 otherwise); the row is its owner's`;
  return `logged in, against ${against}${grant}`;
}

/** Who an audience read serves, and which rows. */
function readers(r: Resource, a: AudienceDef, op: "list" | "get", registry: Registry): string {
  const states = a.states.map((s) => r.fields[r.flow!.field]!.options!.find((o) => o.value === s)!.label).join("/");
  const seal = a.sealed
    ? `; ${a.sealed.fields.map((p) => `\`${p}\``).join(", ")} null until ${sealText(r, a, registry)}`
    : "";
  if (a.person) return `logged in, rows whose \`${a.person.column}\` is the caller, on any portal, in ${states}`;
  if (a.owner) return `logged in, rows whose \`${a.owner.column}\` is the caller, on the caller's portal, in ${states}`;
  if (a.assignee) return `logged in, ${assigneeText(r, a)}`;
  if (a.partyOf !== undefined) return `${describe({ menu: a.menu!.path })}, ${partyText(r, a)}, in ${states}`;
  if (a.platform) return `${describe({ menu: [] })}, ${ownerText(r, a, registry)}, in ${states}`;
  if (a.ownerOf !== undefined)
    return `${describe({ menu: registry.byName(r.fields[a.ownerOf]!.ref!).menu.path })}, ${ownerText(r, a, registry)}, in ${states}${seal}`;
  // a refusal names why (src/server/operations/invitations.ts), never what the row holds
  const refused = op === "get" ? " (a visitor 401, anyone else 403)" : "";
  const invited = a.inviteOnly
    ? `; a row listing any \`${a.inviteOnly}\`: those invited and its owner only${refused}`
    : "";
  return `${a.anonymous ? "anyone" : "logged in"}, rows of the portal in ${states}${seal}${invited}`;
}

/** Which rows an assignee reads and acts on: its enterprise's, each naming the caller for its current state. */
function assigneeText(r: Resource, a: AudienceDef): string {
  const options = r.fields[r.flow!.field]!.options!;
  const named = a.states
    .map((s) => `${options.find((o) => o.value === s)!.label} \`${a.assignee!.byState[String(s)]}\``)
    .join(", ");
  return `rows of the caller's enterprise whose column for their state is the caller (${named})`;
}

/** Which rows a partyOf audience reads and acts on: those naming the caller's enterprise. */
const partyText = (r: Resource, a: AudienceDef) =>
  `rows whose \`${a.partyOf}\` is the caller's enterprise${r.tenant === "enterpriseSystem" ? ", on the caller's portal" : ""}`;

const ownerText = (r: Resource, a: AudienceDef, registry: Registry) =>
  a.partyOf !== undefined
    ? `${partyText(r, a)}, with menu \`${a.menu!.path}\``
    : a.platform
      ? "the platform operator only, rows of every enterprise on the portal"
      : `rows whose \`${a.ownerOf}\` is the caller's ${registry.byName(r.fields[a.ownerOf!]!.ref!).label}`;

/** When sealed fields show: `quoteEnd` has passed or `status` is finished, … */
function sealText(r: Resource, a: AudienceDef, registry: Registry): string {
  const seal = a.sealed!;
  const target = registry.byName(r.fields[seal.ref]!.ref!);
  const opens = [
    ...(seal.passed ? [`its ${target.label}'s \`${seal.passed}\` has passed`] : []),
    ...Object.entries(seal.open ?? {}).map(([k, v]) => `\`${k}\` is ${v.join("/")}`),
  ];
  return opens.join(" or ");
}

export function describe(check: Check): string {
  if ("menu" in check) return check.menu.length ? `menu \`${check.menu}\`` : "administrator only";
  return check.button.length ? `button \`${check.button}\`` : "enterprise administrator only";
}
