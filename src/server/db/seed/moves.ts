import { resources } from "../../../../resources";
import type { FieldDef } from "../../../core/fields";
import { routeTo } from "../../../core/flows/transition";
import type { Exec } from "../client";
import { resourceTables, rowMoves } from "../schema";

const HOUR = 3_600_000;

/**
 * What a seeded move's form said: each field's first declared example, when every required field has
 * one; otherwise nothing is made up.
 */
function seededNote(form: Record<string, FieldDef> | undefined) {
  const entries = Object.entries(form ?? {});
  const said = entries.filter(([, f]) => f.examples?.length);
  if (!said.length || entries.some(([, f]) => f.required && !f.examples?.length)) return null;
  return Object.fromEntries(said.map(([k, f]) => [k, { label: f.label, value: f.examples![0] }]));
}

/**
 * Gives every seeded row of a resource that keeps a log the history that brought it to its state: 新增 by
 * its enterprise's administrator, then the shortest run of actions to where it stands, an hour apart.
 */
export async function seedMoves(tx: Exec, adminOf: Record<number, number>) {
  for (const r of resources.filter((x) => x.endpoints.log && x.flow)) {
    const rows = (await tx.select().from(resourceTables[r.name]!)) as Record<string, unknown>[];
    const moves = rows.flatMap((row) => {
      const userId = adminOf[row.enterpriseId as number];
      if (!userId) return [];
      const start = (row.createdAt as Date).getTime();
      const path = routeTo(r, r.flow!.initial, row[r.flow!.field] as string | number) ?? [];
      const base = { resource: r.name, rowId: row.id as number, userId, enterpriseId: row.enterpriseId as number };
      let state = r.flow!.initial;
      const steps = path.map((name, i) => {
        const a = r.actions![name]!;
        const move = { ...base, move: name, label: a.label, fromState: String(state), toState: String(a.to), note: seededNote(a.form), createdAt: new Date(start + (i + 1) * HOUR) };
        state = a.to;
        return move;
      });
      return [{ ...base, move: "create", label: "新增", fromState: null, toState: String(r.flow!.initial), createdAt: new Date(start) }, ...steps];
    });
    if (moves.length) await tx.insert(rowMoves).values(moves);
  }
}
