import type { Values } from "../validation/payload";
import type { OpContext, Row } from "./context";
import { stampCaller } from "./from-caller";
import { numberRow } from "./numbered";

/**
 * The values the resource's row rules (src/core/row-rules.ts) write, after its hooks checked the row: on create
 * the `fromCaller` fields and the `numbered` number (last, so the numbering lock is held the shortest); on an edit
 * a number relabelled with its prefix field. `unique` is checked with the other unique rules, `onePer` once written.
 */
export async function writeRowRules(ctx: OpContext, values: Values, current?: Row): Promise<void> {
  if (!current) await stampCaller(ctx, values);
  await numberRow(ctx, values, current);
}
