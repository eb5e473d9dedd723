import { resourceByName } from "../../resources";
import { audienceRead, endpointsOf, reportRead } from "./check-resources";
import type { AudienceDef, CrudAction, Resource } from "./define-resource";
import { DEFAULT_API_BASE, DEFAULT_PRODUCT, endpointPath } from "./endpoint";
import { requiredCheck } from "./required-check";
import type { Check } from "./permissions";

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
};

/** The endpoint catalogue (docs/api.md), derived from the resources so it cannot drift. */
export function apiCatalogue(resources: readonly Resource[], product = DEFAULT_PRODUCT): string {
  const lines = [
    "# API catalogue",
    "",
    "Generated from `resources/` by `npm run docs:api`; do not edit by hand. Envelope, payload and error",
    "rules: [wire-contract.md](wire-contract.md). Endpoints outside the resources: accounts in",
    "[accounts.md](accounts.md), portals and permissions in [portals.md](portals.md) and",
    "[permissions.md](permissions.md), the mall in [mall.md](mall.md).",
    "",
  ];
  for (const r of resources) {
    lines.push(`## ${r.label} — \`${r.name}\``, "", `Menu \`${r.menu.path}\`, tenant \`${r.tenant}\`.`, "");
    lines.push("| action | method | path | payload | permission |", "|---|---|---|---|---|");
    for (const [action, e] of endpointsOf(r)) {
      const named = action.startsWith("action:") ? r.actions![action.slice(7)] : undefined;
      const read = audienceRead(action);
      const audience = read ? r.audiences![read.name]! : undefined;
      const report = reportRead(action);
      const label = named ? named.label : read ? `${audience!.label}${WHAT[read.read]}` : report ? `${r.reports![report]!.label}（统计）` : WHAT[action as CrudAction];
      const payload = action === "import" ? "multipart `file`" : report ? "params `months` (1–36, default 12)" : `${e.payload}${e.batch ? " (ids)" : ""}`;
      const by = named?.by === undefined ? "" : `, run by the ${r.audiences![named.by]!.label} on rows it reads (${ownerText(r, r.audiences![named.by]!)})`;
      const perm = audience ? readers(r, audience) : `${describe(requiredCheck(r, action))}${by}`;
      lines.push(`| ${label} | ${e.http} | \`${DEFAULT_API_BASE}/${endpointPath(e, product)}\` | ${payload} | ${perm} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** Who an audience read serves, and which rows. */
function readers(r: Resource, a: AudienceDef): string {
  const states = a.states.map((s) => r.fields[r.flow!.field]!.options!.find((o) => o.value === s)!.label).join("/");
  const seal = a.sealed ? `; ${a.sealed.fields.map((p) => `\`${p}\``).join(", ")} null until ${sealText(r, a)}` : "";
  if (a.platform) return `${describe({ menu: [] })}, ${ownerText(r, a)}, in ${states}`;
  if (a.ownerOf !== undefined) return `${describe({ menu: resourceByName(r.fields[a.ownerOf]!.ref!).menu.path })}, ${ownerText(r, a)}, in ${states}${seal}`;
  return `${a.anonymous ? "anyone" : "logged in"}, rows of the portal in ${states}${seal}`;
}

const ownerText = (r: Resource, a: AudienceDef) =>
  a.platform ? "the platform operator only, rows of every enterprise on the portal" : `rows whose \`${a.ownerOf}\` is the caller's ${resourceByName(r.fields[a.ownerOf!]!.ref!).label}`;

/** When sealed fields show: `quoteEnd` has passed or `status` is finished, … */
function sealText(r: Resource, a: AudienceDef): string {
  const seal = a.sealed!;
  const target = resourceByName(r.fields[seal.ref]!.ref!);
  const opens = [
    ...(seal.passed ? [`its ${target.label}'s \`${seal.passed}\` has passed`] : []),
    ...Object.entries(seal.open ?? {}).map(([k, v]) => `\`${k}\` is ${v.join("/")}`),
  ];
  return opens.join(" or ");
}

function describe(check: Check): string {
  if ("menu" in check) return check.menu.length ? `menu \`${check.menu}\`` : "administrator only";
  return check.button.length ? `button \`${check.button}\`` : "enterprise administrator only";
}
