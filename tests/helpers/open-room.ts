import type { Resource } from "../../src/core/define-resource";
import type { EnumValue } from "../../src/core/fields";
import { declaredUniqueRules, tenantKeys, type UniqueRule } from "../../src/core/unique-rules";
import { validActionForm } from "./field-values";
import type { CallOptions, TestApp } from "./server-app";

/**
 * The declared "one open row per tenant and pick" rules (one pending application per enterprise, portal and
 * 认证类型): scoped to the caller's own rows, on at least one field the user picks from a list.
 */
const pickRules = (r: Resource): UniqueRule[] =>
  declaredUniqueRules(r).filter(
    (u) => tenantKeys(r).every((k) => u.keys.includes(k)) && u.keys.some((k) => r.fields[k]?.options),
  );

type Row = Record<string, unknown>;

/** The caller's rows the rule still counts: all but those in its ignored states (decided, withdrawn). */
async function openRows(t: TestApp, r: Resource, rule: UniqueRule, opts: CallOptions): Promise<Row[]> {
  const res = await t.call(r.name, "list", { pageSize: 200 }, opts);
  const rows = (res.statusCode === 200 ? res.json().data.list : []) as Row[];
  const left = [...rule.ignoring, ...(r.flow?.deletedState === undefined ? [] : [r.flow.deletedState])];
  return r.flow ? rows.filter((row) => !left.includes(row[r.flow!.field] as EnumValue)) : rows;
}

/** Every choice of the rule's picked fields, the payload's own first (采购商认证, then 供应商认证). */
function choices(r: Resource, rule: UniqueRule, payload: Row): Row[] {
  return rule.keys
    .filter((k) => r.fields[k]?.options)
    .reduce<Row[]>(
      (acc, k) =>
        acc.flatMap((c) => [
          c,
          ...r.fields[k]!.options!.filter((o) => String(o.value) !== String(c[k])).map((o) => ({ ...c, [k]: o.value })),
        ]),
      [payload],
    );
}

const sameScope = (r: Resource, rule: UniqueRule, row: Row, payload: Row) =>
  rule.keys.filter((k) => r.fields[k]).every((k) => String(row[k]) === String(payload[k]));

/**
 * The payload with room to be sent by the caller: where the resource keeps one open row per tenant and pick, a pick
 * the caller holds no open row of (another 认证类型); when every pick is taken, the caller first takes its own open
 * row of the payload's pick out of the count by its own move into an ignored state (撤回), as the refusal asks.
 */
export async function withRoom(t: TestApp, r: Resource, payload: Row, opts: CallOptions): Promise<Row> {
  let out = payload;
  for (const rule of pickRules(r)) {
    const open = await openRows(t, r, rule, opts);
    const free = choices(r, rule, out).find((c) => !open.some((row) => sameScope(r, rule, row, c)));
    if (free) {
      out = free;
      continue;
    }
    for (const row of open.filter((o) => sameScope(r, rule, o, out))) await takeOutOfCount(t, r, rule, row, opts);
  }
  return out;
}

async function takeOutOfCount(t: TestApp, r: Resource, rule: UniqueRule, row: Row, opts: CallOptions) {
  const state = r.flow && (row[r.flow.field] as EnumValue);
  const move = Object.entries(r.actions ?? {}).find(
    ([, a]) => a.by === undefined && state !== undefined && a.from.includes(state) && rule.ignoring.includes(a.to),
  );
  if (!move) throw new Error(`${r.name} ${row.id}: no move of its owner takes it out of "${rule.message}"`);
  const res = await t.call(r.name, move[0], { id: row.id, ...validActionForm(move[1].form) }, opts);
  if (res.statusCode !== 200) throw new Error(`${r.name}.${move[0]} on ${row.id}: ${res.body}`);
}
