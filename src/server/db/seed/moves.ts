import { eq } from "drizzle-orm";
import { resources } from "../../../../resources";
import type { Resource, TimedDef } from "../../../core/define-resource";
import type { FieldDef } from "../../../core/fields";
import { routeTo, timedOf } from "../../../core/flows/transition";
import type { Exec } from "../client";
import { resourceTables, rowMoves } from "../schema";

const HOUR = 3_600_000;

type Actor = { enterpriseId: number; userId: number };

/** When time made a seeded row's move: the instant its own field holds (the deadline), when it holds one. */
const timedAt = (timed: TimedDef, row: Record<string, unknown>) =>
  timed.via === undefined && row[timed.field] instanceof Date ? (row[timed.field] as Date) : undefined;

/**
 * What a seeded move's form said: a field the action writes to the row says what the row holds (the signed
 * contract), any other its first declared example, when every required field has a value; otherwise nothing is made up.
 */
function seededNote(form: Record<string, FieldDef> | undefined, row: Record<string, unknown>) {
  const valueOf = (k: string, f: FieldDef) => (row[k] !== undefined && row[k] !== null ? row[k] : f.examples?.[0]);
  // picked lines are named from the row's lines, which a seeded note does without
  const entries = Object.entries(form ?? {}).filter(([, f]) => f.type !== "picks");
  const said = entries.filter(([k, f]) => valueOf(k, f) !== undefined);
  if (!said.length || entries.some(([k, f]) => f.required && valueOf(k, f) === undefined)) return null;
  return Object.fromEntries(said.map(([k, f]) => [k, { label: f.label, value: valueOf(k, f) }]));
}

/**
 * Who made an action run by an audience: the administrator of the enterprise owning the row its `ownerOf`
 * ref points to (the tender's owner awards a quote), the platform's for a platform audience (an audit), or the
 * person an assignee audience names for the state the row left (an approver), not the row's own enterprise.
 */
async function actorsOf(tx: Exec, r: Resource, adminOf: Record<number, number>, platform: Actor) {
  const owners = new Map<string, Map<number, number>>();
  for (const [name, audience] of Object.entries(r.audiences ?? {})) {
    if (audience.ownerOf === undefined) continue;
    const target = resourceTables[r.fields[audience.ownerOf]!.ref!]!;
    const rows = (await tx.select({ id: target.id, enterpriseId: target.enterpriseId }).from(target)) as {
      id: number;
      enterpriseId: number;
    }[];
    owners.set(name, new Map(rows.map((t) => [t.id, t.enterpriseId])));
  }
  return (row: Record<string, unknown>, by?: string, state?: string | number) => {
    if (by === undefined) return {};
    // the operator audits: the platform's administrator
    if (r.audiences![by]!.platform) return platform;
    // the person the row named for the state it left (an approval's approver), for the row's enterprise
    const assignee = r.audiences![by]!.assignee;
    if (assignee)
      return { enterpriseId: row.enterpriseId as number, userId: Number(row[assignee.byState[String(state)]!] ?? 0) };
    // the enterprise the row names (a statement's buyer), by its administrator
    const party = r.audiences![by]!.partyOf;
    if (party !== undefined) {
      const enterpriseId = Number(row[party] ?? 0);
      return { enterpriseId, userId: adminOf[enterpriseId] ?? 0 };
    }
    const enterpriseId = owners.get(by)!.get(row[r.audiences![by]!.ownerOf!] as number)!;
    return { enterpriseId, userId: adminOf[enterpriseId]! };
  };
}

/**
 * Gives every seeded row of a resource that keeps a log the history that brought it to its state: 新增 by
 * its enterprise's administrator, then the shortest run of actions to where it stands, an hour apart.
 */
export async function seedMoves(tx: Exec, adminOf: Record<number, number>, platform: Actor) {
  // rows made elsewhere (a buyer's order, its after-sale) are seeded with the history that made them
  for (const r of resources.filter((x) => x.endpoints.log && x.flow && x.endpoints.create)) {
    // rows whose seed wrote the history that made them (a line suspended, a statement issued) keep it
    const logged = new Set(
      (await tx.select({ id: rowMoves.rowId }).from(rowMoves).where(eq(rowMoves.resource, r.name))).map((m) => m.id),
    );
    const rows = ((await tx.select().from(resourceTables[r.name]!)) as Record<string, unknown>[]).filter(
      (row) => !logged.has(row.id as number),
    );
    const actorOf = await actorsOf(tx, r, adminOf, platform);
    const moves = rows.flatMap((row) => {
      const userId = adminOf[row.enterpriseId as number];
      if (!userId) return [];
      const start = (row.createdAt as Date).getTime();
      // a state time made (已截止) came by time: the timeline says so, by 平台
      const path = routeTo(r, r.flow!.initial, row[r.flow!.field] as string | number, true) ?? [];
      const base = { resource: r.name, rowId: row.id as number, userId, enterpriseId: row.enterpriseId as number };
      let state = r.flow!.initial;
      const steps = path.map((name, i) => {
        const timed = timedOf(r, name);
        if (timed) {
          const move = {
            ...base,
            userId: 0,
            move: timed.name,
            label: timed.label,
            fromState: String(state),
            toState: String(timed.to),
            note: null,
            createdAt: timedAt(timed, row) ?? new Date(start + (i + 1) * HOUR),
          };
          state = timed.to;
          return move;
        }
        const a = r.actions![name]!;
        const move = {
          ...base,
          ...actorOf(row, a.by, state),
          move: name,
          label: a.label,
          fromState: String(state),
          toState: String(a.to),
          note: seededNote(a.form, row),
          createdAt: new Date(start + (i + 1) * HOUR),
        };
        state = a.to;
        return move;
      });
      return [
        {
          ...base,
          move: "create",
          label: "新增",
          fromState: null,
          toState: String(r.flow!.initial),
          createdAt: new Date(start),
        },
        ...steps,
      ];
    });
    if (moves.length) await tx.insert(rowMoves).values(moves);
  }
}
