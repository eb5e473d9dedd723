import { CRUD_ACTIONS, SYSTEM_FIELDS, fileOf, formFields, type AudienceDef, type Resource } from "./define-resource";
import { endpointPath, endpointProblem, type EndpointDef } from "./endpoint";
import { linesEntries, type FieldDef } from "./fields";
import { importProblems } from "./import-checks";
import { isTagTree } from "./tag-trees";
import { noticeProblems } from "./notify-checks";
import { personProblems } from "./person-checks";
import { MALL_CATEGORY_TREE } from "./category-axis";
import { timedProblems } from "./timed-checks";
import { uniqueByProblems } from "./unique-rules";
import { rowRuleProblems } from "./row-rule-checks";

const NAME = /^[a-z][A-Za-z0-9]*$/;

/** Every problem of one resource, each naming its file and the fix. */
/** A webhook event type: `order.paid`, `tender.quote.submitted`. */
const EVENT_TYPE = /^[a-z]+(\.[a-z_]+)+$/;

function problemsOf(r: Resource, all: Map<string, Resource>): string[] {
  const names = new Set(all.keys());
  const at = `[${fileOf(r)}]`;
  const out: string[] = [];
  const say = (msg: string) => out.push(`${at} ${msg}`);
  if (!NAME.test(r.name ?? "")) say(`name "${r.name}" must be camelCase letters, like "shopClassify"`);
  if (!r.label) say(`has no label: add a Chinese label such as label: "商品"`);
  const fields = Object.entries(r.fields ?? {});
  if (!fields.length) say(`declares no fields: add at least one with f.text(...)`);
  fieldProblems(r.fields ?? {}, names, say);
  refProblems(r, all, say);
  uniqueByProblems(r).forEach(say);
  rowRuleProblems(r).forEach(say);
  importProblems(r).forEach(say);
  const lines = linesEntries(r.fields ?? {}).map(([k]) => k);
  if (lines.length && r.endpoints?.import) say(`imports flat rows but "${lines[0]}" holds lines: drop endpoints.import`);
  if (r.fields?.[r.titleField]?.type === "lines") say(`titleField "${r.titleField}" holds lines: name a text field`);
  if (r.fields && !r.fields[r.titleField]) say(`titleField "${r.titleField}" is not a field: name one of ${fields.map(([k]) => k).join(", ")}`);
  for (const action of Object.keys(r.endpoints ?? {})) {
    if (!(CRUD_ACTIONS as readonly string[]).includes(action)) say(`endpoint "${action}" is not a CRUD action: move it to actions`);
  }
  if (!r.endpoints?.list) say(`has no list endpoint: every resource needs endpoints.list`);
  for (const [action, e] of endpointsOf(r)) {
    const p = endpointProblem(e);
    if (p) say(`${action}: ${p}`);
  }
  if (!r.menu?.path?.startsWith("/")) say(`menu.path "${r.menu?.path}" must be a route such as "/tendering/factory"`);
  for (const [move, type] of Object.entries(r.events?.moves ?? {})) {
    if (!EVENT_TYPE.test(type)) say(`events: move "${move}" sends "${type}": an event type is lower-case words joined by dots, such as "order.paid"`);
  }
  if (r.events?.alsoTo !== undefined && r.fields?.[r.events.alsoTo]?.type !== "ref") say(`events.alsoTo "${r.events.alsoTo}" must name a ref field, whose row's enterprise hears the events too`);
  if (r.events?.answeredBy !== undefined && !Object.values(all.get(r.events.answeredBy)?.fields ?? {}).some((f) => f.type === "ref" && f.ref === r.name)) say(`events.answeredBy "${r.events.answeredBy}" must name a resource with a ref field to ${r.name}, whose rows' enterprises hear the events too`);
  if (r.tree !== undefined && (r.fields?.[r.tree]?.type !== "ref" || r.fields[r.tree]!.ref !== r.name)) say(`tree "${r.tree}" must name a ref field to ${r.name} itself, the row's parent`);
  for (const [name, view] of Object.entries(r.views ?? {})) {
    const root = `/${r.menu?.path?.split("/")[1]}/`;
    if (!view.path?.startsWith(root)) say(`view "${name}" path "${view.path}" must be a route in the shell, below "${root}"`);
    if (!view.label) say(`view "${name}" has no label: name its menu entry, such as label: "发货管理"`);
    for (const [key, value] of Object.entries(view.where ?? {})) {
      const field = r.fields?.[key];
      if (!field) say(`view "${name}" narrows on "${key}", which is not a field`);
      else if (field.type === "enum" && !field.options!.some((o) => o.value === value)) say(`view "${name}" narrows on ${key} "${value}", which is not an option of it`);
    }
    if (!Object.keys(view.where ?? {}).length) say(`view "${name}" narrows nothing: give where, or drop the view`);
  }
  for (const [screen, route] of Object.entries(r.menu?.screens ?? {})) {
    const root = `/${r.menu.path.split("/")[1]}/`;
    if (!route.startsWith(root)) say(`menu.screens.${screen} "${route}" must stay in the shell, below "${root}"`);
    if (screen !== "create" && !route.includes(":id")) say(`menu.screens.${screen} "${route}" must say where the row id goes, as :id`);
    if (screen === "create" && route.includes(":id")) say(`menu.screens.create "${route}" cannot take a row id`);
  }
  if (r.flow) {
    const field = r.fields?.[r.flow.field];
    if (field?.type !== "enum") say(`flow.field "${r.flow.field}" must be an enum field`);
    const states = new Set(field?.options?.map((o) => o.value));
    const check = (s: string | number, where: string) => {
      if (!states.has(s)) say(`${where} state "${s}" is not an option of "${r.flow!.field}"`);
    };
    check(r.flow.initial, "flow.initial");
    if (r.flow.edited !== undefined) {
      check(r.flow.edited, "flow.edited");
      if (!r.endpoints?.update) say(`flow.edited moves an edited row, but ${r.name} has no update endpoint`);
    }
    if (r.flow.editableUntil !== undefined) {
      const key = r.flow.editableUntil;
      if (r.fields?.[key]?.type !== "datetime") say(`flow.editableUntil "${key}" must be a datetime field`);
      else if (!r.fields[key]!.future) say(`flow.editableUntil "${key}" must be future: a row made with that time passed could never be edited`);
    }
    timedProblems(r, all, check, say);
    for (const p of noticeProblems(r, all)) say(p);
    for (const [name, a] of Object.entries(r.actions ?? {})) {
      a.from.forEach((s) => check(s, `action "${name}" from`));
      for (const key of a.recheck ?? []) if (!r.fields?.[key]) say(`action "${name}" rechecks "${key}", which is not a field`);
      check(a.to, `action "${name}" to`);
      for (const [key, field] of Object.entries(a.form ?? {})) {
        if (!field?.type || !field.label) say(`action "${name}" form field "${key}" needs a type and a label: build it with f.text(...)`);
        else if (field.type === "lines") say(`action "${name}" form field "${key}" holds lines: an action's form asks for single values`);
        else if (key === r.flow.field) say(`action "${name}" form field "${key}" is the flow state: the action itself moves it`);
        else if (r.fields?.[key] && r.fields[key]!.type !== field.type) say(`action "${name}" form field "${key}" is a ${field.type} but the resource's "${key}" is a ${r.fields[key]!.type}`);
        else if (field.type === "picks" && r.fields?.[field.picks ?? ""]?.type !== "lines") say(`action "${name}" form field "${key}" picks lines of "${field.picks}", which is not a lines field of ${r.name}`);
        else if (field.type === "picks" && a.endpoint?.batch) say(`action "${name}" picks lines of one row in "${key}" but runs on several rows: drop batch`);
      }
      if (a.whenMessage !== undefined && !a.when) say(`action "${name}" has a whenMessage but no when: it would never be said`);
      for (const [key, values] of Object.entries(a.when ?? {})) {
        const field = r.fields?.[key];
        // a count works too (取消竞拍 while 出价次数 is 0): the values are whole numbers
        if (field?.type === "int") {
          for (const v of values) if (!Number.isInteger(v)) say(`action "${name}" applies when "${key}" is "${v}", which is not a whole number`);
        } else if (field?.type !== "enum") say(`action "${name}" applies when "${key}" holds some values, but "${key}" is not an enum or int field`);
        else for (const v of values) if (!field.options!.some((o) => o.value === v)) say(`action "${name}" applies when "${key}" is "${v}", which is not an option of it`);
      }
      for (const [key, stamp] of Object.entries(a.stamps ?? {})) {
        const type = r.fields?.[key]?.type;
        if (!type) say(`action "${name}" stamps "${key}", which is not a field`);
        else if (stamp === "now" && type !== "datetime") say(`action "${name}" stamps "${key}" with the time but it is a ${type}: use a datetime field`);
        else if (stamp === null && r.fields[key]!.required) say(`action "${name}" clears "${key}", which is required`);
      }
    }
  } else if (Object.keys(r.actions ?? {}).length) {
    say(`declares actions but no flow: add flow: { field, initial }`);
  }
  for (const [name, a] of Object.entries(r.audiences ?? {})) {
    const at = `audience "${name}"`;
    if (!a.label) say(`${at} has no label: say who reads, such as label: "供应商"`);
    if (!a.endpoints?.list || !a.endpoints?.get) say(`${at} needs endpoints.list and endpoints.get`);
    if (!r.flow) say(`${at} needs a flow: its states say which rows it reads`);
    if (!a.states?.length) say(`${at} lists no states: name the flow states it may read`);
    const states = new Set(r.fields?.[r.flow?.field ?? ""]?.options?.map((o) => o.value));
    for (const s of a.states ?? []) if (r.flow && !states.has(s)) say(`${at} state "${s}" is not an option of "${r.flow.field}"`);
    personProblems(r, at, a, say);
    if (r.tenant === "enterprise" && !a.person) say(`${at}: rows read beyond their enterprise must belong to a portal: use tenant "enterpriseSystem"`);
    for (const key of a.fields ?? []) if (!r.fields?.[key]) say(`${at} field "${key}" is not a field`);
    if (!a.fields?.includes(r.titleField)) say(`${at} must read the title field "${r.titleField}"`);
    if (a.page !== undefined && (!a.page.startsWith("/") || !a.page.includes(":id"))) say(`${at} page "${a.page}" must be a route with :id`);
    const sort = r.sort?.field;
    if (sort && r.fields?.[sort] && !a.fields?.includes(sort)) say(`${at} does not read "${sort}", the default sort: its order would tell what it hides; add it or sort by id`);
    if (a.ownerOf !== undefined && r.fields?.[a.ownerOf]?.type !== "ref") say(`${at} ownerOf "${a.ownerOf}" must name a ref field of ${r.name}`);
    if (a.platform && a.ownerOf !== undefined) say(`${at} is read by the platform and by the owner of "${a.ownerOf}": pick one`);
    if (a.platform && !a.platform.path.startsWith("/operation/")) say(`${at} platform path "${a.platform.path}" must lie in the operator console, /operation/...`);
    for (const [key, values] of Object.entries(a.where ?? {})) {
      const options = r.fields?.[key]?.options?.map((o) => o.value);
      if (!options) say(`${at} where "${key}" must name an enum field`);
      else for (const v of values) if (!options.includes(v)) say(`${at} where "${key}" value "${v}" is not one of its options`);
    }
    if (a.inviteOnly !== undefined && r.fields?.[a.inviteOnly]?.type !== "refs") say(`${at} inviteOnly "${a.inviteOnly}" must name a refs field of ${r.name}`);
    if (a.inviteOnly !== undefined && a.fields?.includes(a.inviteOnly)) say(`${at} reads its inviteOnly field "${a.inviteOnly}": who else is invited is the owner's to know`);
    if (a.sealed) sealProblems(r, a.sealed, a.fields ?? [], all, (m) => say(`${at} ${m}`));
  }
  for (const [name, x] of Object.entries(r.reports ?? {})) {
    if (!x.path?.startsWith("/")) say(`report "${name}" path "${x.path}" must be a route`);
    if (x.endpoint?.http !== "GET") say(`report "${name}" reads: its endpoint must be a GET`);
    if (!x.stats?.length && !x.charts?.length && !x.tables?.length) say(`report "${name}" shows nothing: declare stats, charts or tables`);
  }
  for (const [name, a] of Object.entries(r.actions ?? {})) {
    if (a.by === undefined) continue;
    const by = r.audiences?.[a.by];
    if (!by) say(`action "${name}" is run by audience "${a.by}", which ${r.name} does not declare`);
    else if (by.ownerOf === undefined && !by.platform && !by.person) say(`action "${name}" is run by audience "${a.by}", which reads a whole portal: only an ownerOf or platform audience may act on rows`);
  }
  if (r.sort && !r.fields?.[r.sort.field] && !(SYSTEM_FIELDS as readonly string[]).includes(r.sort.field)) {
    say(`sort.field "${r.sort.field}" is not a field`);
  }
  if (r.copy && (!r.endpoints.create || !r.endpoints.get)) say(`copy: a copy is read with endpoints.get and saved with endpoints.create: declare both`);
  if (r.copy && r.single) say(`copy: a single row per tenant cannot be copied into a second one`);
  if (r.saveAnd) saveAndProblems(r, r.saveAnd, say);
  if (r.steps) stepProblems(r, r.steps, say);
  for (const [name, link] of Object.entries(r.links ?? {})) {
    if (!link.label) say(`link "${name}" has no label: name its button, such as label: "预览"`);
    if (!link.href?.startsWith("/") || link.href.startsWith("//")) say(`link "${name}" href "${link.href}" must be a route of this site, such as "/storeInfo/info?shopId=:shopId"`);
    for (const [, key] of link.href?.matchAll(/:([A-Za-z]\w*)/g) ?? []) if (key !== "id" && !r.fields?.[key!]) say(`link "${name}" puts ":${key}" in its href, which is not a field`);
  }
  if (r.partOf) {
    const field = r.fields?.[r.partOf.field];
    const owner = all.get(field?.ref ?? "");
    if (field?.type !== "ref") say(`partOf.field "${r.partOf.field}" must name a ref field: the row this one belongs to`);
    else if (field.via) say(`partOf.field "${r.partOf.field}" points at rows via an audience: a row belongs to one of its tenant's own`);
    else if (!owner?.endpoints.get) say(`partOf ${owner?.name}, which has no detail screen to list these rows on: declare its endpoints.get`);
    if (!r.endpoints?.list) say(`partOf: the owning row's detail lists these rows: declare endpoints.list`);
  }
  if (r.single && r.tenant === "system") say(`single: one row per portal is not a tenant's own row: use tenant "enterpriseSystem"`);
  if (r.requires) {
    const target = all.get(r.requires.resource);
    const states = new Set(target?.fields[target.flow?.field ?? ""]?.options?.map((o) => o.value));
    if (!target) say(`requires resource "${r.requires.resource}", which does not exist`);
    else if (!target.flow) say(`requires ${target.name} in states, but ${target.name} has no flow`);
    else if (target.tenant !== r.tenant) say(`requires ${target.name}, whose tenant "${target.tenant}" is not "${r.tenant}": the caller's row must be found by the same tenant`);
    else for (const s of r.requires.states) if (!states.has(s)) say(`requires ${target.name} in state "${s}", which is not an option of "${target.flow.field}"`);
    for (const key of Object.keys(r.requires.where ?? {})) if (target && !target.fields[key]) say(`requires ${target.name} where "${key}", which is not a field`);
    if (!r.requires.message) say(`requires ${r.requires.resource} but says nothing when it is missing: add a message`);
  }
  return out;
}

/** 保存并上架 runs a plain action of the row's own, right after a save, from the state a new (or edited) row is in. */
function saveAndProblems(r: Resource, saveAnd: NonNullable<Resource["saveAnd"]>, say: (msg: string) => void) {
  const action = r.actions?.[saveAnd.action];
  if (!saveAnd.label) say(`saveAnd has no label: name the second submit button, such as label: "保存并上架"`);
  if (!r.endpoints?.create && !r.endpoints?.update) say(`saveAnd: ${r.name} has no form to save from: declare endpoints.create or endpoints.update`);
  if (!action) return say(`saveAnd runs action "${saveAnd.action}", which is not an action of ${r.name}: name one of ${Object.keys(r.actions ?? {}).join(", ") || "(none declared)"}`);
  const blocked = saveAnd.notOnCreate;
  if (blocked && !r.fields?.[blocked.field]) say(`saveAnd.notOnCreate.field "${blocked.field}" is not a field`);
  if (blocked && !blocked.hint) say(`saveAnd.notOnCreate says nothing: add a hint telling the user what to do first`);
  if (action.form) say(`saveAnd runs action "${saveAnd.action}", which asks for a form: only an action that needs nothing more can follow a save`);
  if (action.by !== undefined) say(`saveAnd runs action "${saveAnd.action}", which audience "${action.by}" runs: the saving owner must run it`);
  if (action.endpoint?.batch) say(`saveAnd runs action "${saveAnd.action}" on one saved row, but its endpoint is a batch: pick a single-row action`);
  if (r.flow && r.endpoints?.create && !action.from.includes(r.flow.initial))
    say(`saveAnd runs action "${saveAnd.action}" on a new row, which starts in "${r.flow.initial}", not one of its from states`);
}

/** Steps split the form, so each form field sits in exactly one of them and each step has something to fill. */
function stepProblems(r: Resource, steps: NonNullable<Resource["steps"]>, say: (msg: string) => void) {
  if (steps.length < 2) say(`steps: a form of one step needs no steps: drop steps, or split the fields into two or more`);
  const form = new Set(formFields(r).map(([k]) => k));
  const seen = new Map<string, string>();
  for (const step of steps) {
    if (!step.title) say(`steps: a step has no title: name it, such as title: "规格与价格"`);
    if (!step.fields.length) say(`steps: step "${step.title}" holds no fields`);
    for (const key of step.fields) {
      if (!form.has(key)) say(`steps: step "${step.title}" names "${key}", which is not a form field`);
      else if (seen.has(key)) say(`steps: "${key}" is in step "${seen.get(key)}" and again in step "${step.title}"`);
      seen.set(key, step.title);
    }
  }
  const left = [...form].filter((k) => !seen.has(k));
  if (left.length) say(`steps: form fields ${left.join(", ")} are in no step: add each to the step where the user fills it`);
}

/** A picked text must name a resource, an anonymous audience reading its title, and fields of it to narrow by. */
function pickFromProblems(fields: Record<string, FieldDef>, all: Map<string, Resource>, say: (msg: string) => void, owner = "") {
  for (const [key, field] of Object.entries(fields)) {
    if (field?.type === "lines") pickFromProblems(field.lines ?? {}, all, say, `${key}.`);
    const source = field?.pickFrom;
    if (!source) continue;
    const target = all.get(source.resource);
    const audience = target?.audiences?.[source.via];
    if (field.type !== "text") say(`field "${owner}${key}" picks from ${source.resource} but is a ${field.type}: only a text holds a picked title`);
    else if (!target) say(`field "${owner}${key}" picks from unknown resource "${source.resource}"`);
    else if (!audience?.anonymous) say(`field "${owner}${key}" picks from ${target.name} via "${source.via}", which must be an anonymous audience of it`);
    else {
      if (!audience.fields.includes(target.titleField)) say(`field "${owner}${key}" picks ${target.name}'s titles, which audience "${source.via}" does not read`);
      for (const k of Object.keys(source.where ?? {})) if (!audience.fields.includes(k)) say(`field "${owner}${key}" narrows ${target.name} by "${k}", which audience "${source.via}" does not read`);
    }
  }
}

/** A form starting from another resource's rows reads them through an audience that sends every field it copies. */
function startFromProblems(r: Resource, all: Map<string, Resource>, say: (msg: string) => void) {
  const from = r.startFrom;
  if (!from) return;
  const audience = all.get(from.resource)?.audiences?.[from.via];
  if (!audience) return say(`startFrom reads ${from.resource} via "${from.via}", which is no audience of a known resource`);
  for (const key of from.fill) {
    if (!r.fields[key] || r.fields[key]!.readonly) say(`startFrom fills "${key}", which is no form field of ${r.name}`);
    if (!audience.fields.includes(key)) say(`startFrom fills "${key}", which audience "${from.via}" of ${from.resource} does not send`);
  }
}

/** A ref read through an audience must name one; a unique ref ignores real states; lines answering a ref's lines must name both. */
function refProblems(r: Resource, all: Map<string, Resource>, say: (msg: string) => void) {
  pickFromProblems(r.fields ?? {}, all, say);
  startFromProblems(r, all, say);
  for (const [key, field] of Object.entries(r.fields ?? {})) {
    if (field?.via !== undefined) {
      const target = all.get(field.ref ?? "");
      if (field.type !== "ref" && field.type !== "refs") say(`field "${key}" has via but is a ${field.type}: only a ref is read through an audience`);
      else if (target && !target.audiences?.[field.via]) say(`field "${key}" reads ${target.name} via "${field.via}", which ${target.name} does not declare as an audience`);
    }
    if (field?.titleBy !== undefined) {
      const target = all.get(field.ref ?? "");
      const viaFields = field.via === undefined ? undefined : target?.audiences?.[field.via]?.fields;
      if (field.type !== "ref" && field.type !== "refs") say(`field "${key}" has titleBy but is a ${field.type}: only a ref names its target`);
      else if (target && !target.fields[field.titleBy]) say(`field "${key}" names its rows by ${target.name}.${field.titleBy}, which is not a field`);
      else if (viaFields && !viaFields.includes(field.titleBy)) say(`field "${key}" names its rows by "${field.titleBy}", which audience "${field.via}" does not read`);
    }
    if (field?.describeBy !== undefined) {
      const target = all.get(field.ref ?? "");
      const viaFields = field.via === undefined ? undefined : target?.audiences?.[field.via]?.fields;
      if (field.type !== "ref" && field.type !== "refs") say(`field "${key}" has describeBy but is a ${field.type}: only a ref's picker describes its rows`);
      else if (target && !target.fields[field.describeBy]) say(`field "${key}" describes its rows by ${target.name}.${field.describeBy}, which is not a field`);
      else if (viaFields && !viaFields.includes(field.describeBy)) say(`field "${key}" describes its rows by "${field.describeBy}", which audience "${field.via}" does not read`);
    }
    if (field?.unique !== undefined) {
      const states = new Set((r.flow && r.fields[r.flow.field]?.options?.map((o) => o.value)) ?? []);
      if (field.type !== "ref") say(`field "${key}" is unique but is a ${field.type}: only a ref is taken once`);
      for (const state of field.unique.ignoring ?? []) if (!states.has(state)) say(`field "${key}" is unique ignoring "${state}", which is not a state of ${r.name}'s flow`);
    }
    if (field?.pick !== undefined) {
      const target = all.get(field.pick.from);
      if (field.type !== "lines") say(`field "${key}" picks rows into lines but is a ${field.type}`);
      else if (!target) say(`lines "${key}" pick from unknown resource "${field.pick.from}"`);
      else {
        for (const [own, source] of Object.entries(field.pick.fill ?? {})) {
          const line = field.lines?.[own];
          const from = target.fields[source];
          if (!line) say(`lines "${key}" fill "${own}", which is not a line field`);
          else if (!from) say(`lines "${key}" fill "${own}" from ${target.name}.${source}, which is not a field`);
          else if (from.type !== line.type) say(`lines "${key}" fill "${own}" (a ${line.type}) from ${target.name}.${source}, a ${from.type}`);
        }
      }
    }
    if (field?.from !== undefined) {
      const ref = r.fields[field.from.ref];
      const target = all.get(ref?.ref ?? "");
      if (field.type !== "lines") say(`field "${key}" has from but is a ${field.type}: only lines answer lines`);
      else if (ref?.type !== "ref") say(`lines "${key}" answer the lines of "${field.from.ref}", which is not a ref field`);
      else if (target && target.fields[field.from.lines]?.type !== "lines") say(`lines "${key}" answer ${target.name}.${field.from.lines}, which is not a lines field`);
      else if (target) {
        const only = field.from.only;
        if (only !== undefined && (target.fields[only]?.type !== "picks" || target.fields[only]!.picks !== field.from.lines))
          say(`lines "${key}" answer only the lines ${target.name}.${only} picks, which is not a picks field of ${target.name}.${field.from.lines}`);
        for (const [own, source] of Object.entries(field.from.prefill ?? {})) {
          if (!field.lines?.[own] || field.lines[own]!.readonly) say(`lines "${key}" prefill "${own}", which is not a writable line field`);
          if (!target.fields[field.from.lines]!.lines?.[source]) say(`lines "${key}" prefill "${own}" from ${target.name}.${field.from.lines}.${source}, which is not a line field there`);
        }
      }
    }
  }
}

/** Sealed fields must exist, and what opens them must be fields of the referenced row. */
function sealProblems(r: Resource, seal: NonNullable<AudienceDef["sealed"]>, audienceFields: string[], all: Map<string, Resource>, say: (msg: string) => void) {
  for (const path of seal.fields ?? []) {
    const [key, child] = path.split(".");
    const field = r.fields?.[key!];
    if (!field || (child !== undefined && !field.lines?.[child])) say(`seals "${path}", which is not a field (or a line field as "lines.unitPrice")`);
  }
  const target = all.get(r.fields?.[seal.ref]?.ref ?? "");
  if (!target) return say(`seals until "${seal.ref}" opens them, which is not a ref field`);
  if (!audienceFields.includes(seal.ref)) say(`seals until "${seal.ref}" opens them but does not read it: add it to fields, or the seal never opens`);
  if (seal.passed !== undefined && target.fields[seal.passed]?.type !== "datetime") say(`seals until ${target.name}.${seal.passed} has passed, which is not a datetime field`);
  for (const key of Object.keys(seal.open ?? {})) if (!target.fields[key]) say(`seals until ${target.name}.${key} opens them, which is not a field`);
  if (seal.passed === undefined && !Object.keys(seal.open ?? {}).length) say(`seals with nothing that opens them: give passed or open`);
}

/** Problems of one set of fields (a resource's, or the child fields of a `lines` field). */
function fieldProblems(all: Record<string, FieldDef>, names: Set<string>, say: (msg: string) => void, owner = "") {
  for (const [key, field] of Object.entries(all)) {
    const name = `${owner}${key}`;
    if (!field?.type) {
      say(`field "${name}" has no type: build it with f.text(), f.money(), f.enum() ...`);
      continue;
    }
    if (!field.label) say(`field "${name}" has no label: pass a Chinese label as the first argument`);
    if ((SYSTEM_FIELDS as readonly string[]).includes(key)) say(`field "${name}" is added by the engine: remove it`);
    if (field.type === "enum" && !field.options?.length) say(`enum field "${name}" has no options: list { value, label } pairs`);
    if ((field.type === "ref" || field.type === "refs") && !names.has(field.ref ?? "")) say(`field "${name}" refers to unknown resource "${field.ref}": use one of ${[...names].join(", ")}`);
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) say(`field "${name}" has min ${field.min} above max ${field.max}`);
    if (field.future && field.type !== "date" && field.type !== "datetime") say(`field "${name}" is a ${field.type}: only a date or datetime can be required in the future`);
    if (field.past && field.type !== "date" && field.type !== "datetime") say(`field "${name}" is a ${field.type}: only a date or datetime can be kept out of the future`);
    if (field.past && field.future) say(`field "${name}" is both past and future: no day is both`);
    for (const bound of ["after", "notBefore"] as const) {
      const other = field[bound];
      if (other === undefined) continue;
      const type = all[other]?.type;
      if (type !== "date" && type !== "datetime") say(`field "${name}" ${bound} "${other}" must name a date or datetime field beside it`);
      else if (field.type !== type) say(`field "${name}" is a ${field.type} but ${bound} "${other}" is a ${type}: compare fields of one type`);
    }
    if (field.when) {
      const other = all[field.when.field];
      if (other?.type !== "enum" && other?.type !== "bool") say(`field "${name}" applies when "${field.when.field}" holds a value: name an enum or bool field beside it`);
      else if (other.when) say(`field "${name}" applies when "${field.when.field}" does, which itself applies only sometimes: depend on a field that always applies`);
      else if (other.type === "enum" && field.when.in.some((v) => !other.options!.some((o) => o.value === v))) say(`field "${name}" applies when "${field.when.field}" is ${field.when.in.join(" / ")}: use its options' values`);
      if (field.type === "lines") say(`lines field "${name}" cannot apply only sometimes: put the condition on its line fields' row`);
    }
    if (field.pattern) {
      if (!["text", "textarea"].includes(field.type)) say(`field "${name}" has a pattern but is a ${field.type}: only typed text has a shape`);
      else if (!field.pattern.message) say(`field "${name}" has a pattern without a message: say what the text must look like`);
      else {
        try {
          new RegExp(field.pattern.source);
        } catch {
          say(`field "${name}" pattern "${field.pattern.source}" is not a regular expression`);
        }
      }
    }
    if (field.type === "images" && (field.search || field.table)) say(`images field "${name}" cannot be a table column or a search field: set table: false, search: false`);
    // its value is HTML: a cell or a search would read and match the tags, not the text
    if (field.type === "richtext" && (field.search || field.table)) say(`richtext field "${name}" cannot be a table column or a search field: set table: false, search: false`);
    if (field.type === "regions" && field.search) say(`regions field "${name}" cannot be a search field: the list filters it by a code (\`?${name}=410000\`), the search form has no region control`);
    if (field.type === "tags" && !isTagTree(field.tree)) say(`tags field "${name}" picks from tree "${field.tree}", which is not one of TAG_TREES (src/core/tag-trees.ts)`);
    if (field.type === "tags" && field.search) say(`tags field "${name}" cannot be a search field: the list filters it by a code (\`?${name}=quality.report\`), the search form has no tag control`);
    if (field.brief && field.type !== "ref") say(`field "${name}" is brief but is a ${field.type}: only a ref shows the row it picked`);
    if (field.tree !== undefined && field.type !== "tags" && !(field.type === "text" && field.tree === MALL_CATEGORY_TREE)) say(`field "${name}" names a tree but is a ${field.type}: a tags field picks from a tag tree, a text from "${MALL_CATEGORY_TREE}" only`);
    if (field.under !== undefined && (field.tree !== MALL_CATEGORY_TREE || all[field.under]?.type !== "enum")) say(`field "${name}" is narrowed by "${field.under}", which needs a text on "${MALL_CATEGORY_TREE}" and an enum field of that name`);
    if (field.level !== undefined && field.type !== "regions" && field.type !== "place") say(`field "${name}" has a level but is a ${field.type}: only a regions or place field picks down to a level`);
    if (field.filled !== undefined && (field.type !== "picks" || !all[field.picks ?? ""]?.lines?.[field.filled])) say(`field "${name}" picks only lines with "${field.filled}" filled, which is not a line field of the lines it picks`);
    if (field.type === "picks") {
      if (all[field.picks ?? ""]?.type !== "lines") say(`picks field "${name}" must name a lines field beside it, not "${field.picks}"`);
      // the form being filled has no saved lines to pick from: an action's form writes it
      if (!field.readonly) say(`picks field "${name}" must be readonly: an action's form picks the saved row's lines`);
    }
    if (field.type === "lines") {
      if (owner) say(`field "${name}": lines cannot hold lines; keep one level of child rows`);
      if (!Object.keys(field.lines ?? {}).length) say(`lines field "${name}" declares no line fields: f.lines("明细", { goodsName: f.text(...) })`);
      if (field.table || field.search) say(`lines field "${name}" cannot be a table column or a search field: set table: false, search: false`);
      for (const [k, child] of Object.entries(field.lines ?? {})) {
        // a line holds one picture (a banner), or points at rows (a floor's goods); galleries, files and picks stay on the row
        if (child?.type === "images" || child?.type === "file" || child?.type === "picks" || child?.type === "richtext" || child?.type === "regions" || child?.type === "tags") say(`line field "${name}.${k}" is a ${child.type}: a line holds typed values, one picture or refs`);
        if ((child?.type === "ref" || child?.type === "refs") && (child.via !== undefined || child.unique !== undefined)) say(`line field "${name}.${k}" points at rows via an audience or uniquely: a line's ref picks the caller's own rows`);
      }
      if (!owner) fieldProblems(field.lines ?? {}, names, say, `${key}.`);
    }
  }
}

/**
 * Every endpoint of a resource: CRUD first, then named actions as `action:<name>`, then each audience's
 * reads as `audience:<name>:list` and `audience:<name>:get`.
 */
export function endpointsOf(r: Resource): [string, EndpointDef][] {
  const crud = Object.entries(r.endpoints ?? {}) as [string, EndpointDef][];
  const named = Object.entries(r.actions ?? {}).map(([k, a]) => [`action:${k}`, a.endpoint] as [string, EndpointDef]);
  const reads = Object.entries(r.audiences ?? {}).flatMap(([k, a]) =>
    Object.entries(a.endpoints ?? {}).map(([op, e]) => [`audience:${k}:${op}`, e] as [string, EndpointDef]),
  );
  const reports = Object.entries(r.reports ?? {}).map(([k, x]) => [`report:${k}`, x.endpoint] as [string, EndpointDef]);
  return [...crud, ...named, ...reads, ...reports];
}

/** `report:active` → the report's name, or undefined for any other endpoint key. */
export const reportRead = (action: string): string | undefined => /^report:(.+)$/.exec(action)?.[1];

/** `audience:supplier:list` → the audience's name and read, or undefined for any other endpoint key. */
export function audienceRead(action: string): { name: string; read: "list" | "get" } | undefined {
  const m = /^audience:([^:]+):(list|get)$/.exec(action);
  return m ? { name: m[1]!, read: m[2] as "list" | "get" } : undefined;
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
