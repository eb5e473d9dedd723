import { fileOf, type Resource } from "./define-resource";
import { endpointPath } from "./endpoint";
import { actionByProblems, actionProblems } from "./action-checks";
import { audienceProblems } from "./audience-checks";
import { endpointProblems } from "./endpoint-checks";
import { eventProblems } from "./event-checks";
import { exportRowProblems } from "./export-row";
import { fieldProblems } from "./field-checks";
import { flowProblems } from "./flow-checks";
import { copyProblems, saveAndProblems, startFromProblems, stepProblems } from "./form-checks";
import { importProblems } from "./import-checks";
import { linkProblems, menuPathProblems, screenProblems, viewProblems } from "./menu-checks";
import { pickFromProblems, refProblems } from "./ref-checks";
import { reportProblems } from "./report-checks";
import type { ResourceCheck } from "./resource-check";
import {
  identityProblems,
  partOfProblems,
  requiresProblems,
  singleProblems,
  sortProblems,
  titleProblems,
  treeProblems,
} from "./resource-checks";
import { endpointsOf } from "./resource-endpoints";
import { uniqueByProblems } from "./unique-rules";
import { rowRuleProblems } from "./row-rule-checks";
import { createSourceProblems } from "./readable-source";
import { snapshotProblems } from "./create-snapshot";

export { audienceRead, audienceRowExport, endpointsOf, reportRead } from "./resource-endpoints";

/** Every check of one resource, each beside the declaration it checks, run in turn: the order problems are listed in. */
const CHECKS: ResourceCheck[] = [
  identityProblems,
  fieldProblems,
  pickFromProblems,
  startFromProblems,
  refProblems,
  (r, _all, say) => uniqueByProblems(r).forEach(say),
  (r, _all, say) => rowRuleProblems(r).forEach(say),
  (r, _all, say) => importProblems(r).forEach(say),
  titleProblems,
  endpointProblems,
  menuPathProblems,
  eventProblems,
  treeProblems,
  viewProblems,
  screenProblems,
  flowProblems,
  actionProblems,
  audienceProblems,
  exportRowProblems,
  createSourceProblems,
  snapshotProblems,
  reportProblems,
  actionByProblems,
  sortProblems,
  copyProblems,
  saveAndProblems,
  stepProblems,
  linkProblems,
  partOfProblems,
  singleProblems,
  requiresProblems,
];

/** Every problem of one resource, each naming its file and the fix. */
function problemsOf(r: Resource, all: Map<string, Resource>): string[] {
  const out: string[] = [];
  const say = (msg: string) => out.push(`[${fileOf(r)}] ${msg}`);
  for (const check of CHECKS) check(r, all, say);
  return out;
}

/** Problems across resources: duplicate names, endpoints, menu paths and button codes. */
function crossProblems(resources: Resource[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const claim = (kind: string, key: string, r: Resource) => {
    const owner = seen.get(`${kind}:${key}`);
    if (owner) out.push(`[${fileOf(r)}] ${kind} "${key}" is already used by ${owner}: pick another`);
    else seen.set(`${kind}:${key}`, fileOf(r));
  };
  for (const r of resources) {
    claim("resource name", r.name, r);
    for (const [, e] of endpointsOf(r)) claim("endpoint", `${e.http} ${endpointPath(e)}`, r);
    if (r.menu?.path) claim("menu path", r.menu.path, r);
    for (const x of Object.values(r.reports ?? {})) if (x.path) claim("menu path", x.path, r);
    for (const x of Object.values(r.views ?? {})) if (x.path) claim("menu path", x.path, r);
    // one code may serve several actions of a resource (同意退款 and 同意退货 are one grant), never two resources
    const codes = new Set([...Object.values(r.buttons ?? {}), ...Object.values(r.actions ?? {}).map((a) => a.button)]);
    for (const code of codes) if (code) claim("button code", code, r);
  }
  return out;
}

/** Checks the resource list once at start-up; throws one message listing every problem. */
export function checkResources(resources: Resource[]): Resource[] {
  const all = new Map(resources.map((r) => [r.name, r]));
  const problems = [...resources.flatMap((r) => problemsOf(r, all)), ...crossProblems(resources)];
  if (problems.length) throw new Error(`Resource config is invalid:\n${problems.join("\n")}`);
  return resources;
}
