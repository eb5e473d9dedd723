import { NOT_BY_CALLER, notByMessage, type ActionDef } from "../../core/action";
import type { Resource } from "../../core/define-resource";
import { invalid } from "../http/errors";
import type { Caller, Row } from "./context";

const names = (r: Row, column: string, caller: Caller) =>
  caller.userId > 0 && r[column] !== null && r[column] !== undefined && Number(r[column]) === caller.userId;

/** Refuses an action to the user its `notBy` column names on any of the rows (the requester approving its own). */
export function checkNotBy(action: ActionDef, rows: Row[], caller: Caller) {
  const column = action.notBy;
  if (column === undefined || !rows.some((r) => names(r, column, caller))) return;
  const message = notByMessage(action);
  throw invalid({ id: message }, message);
}

/**
 * What a row sent to the caller adds when its resource declares `notBy` actions: the ones the row names the caller
 * in, so its screens hide them; nothing for other resources, whose rows stay as they were.
 */
export function notByCaller(r: Resource, row: Row, caller: Caller): Record<string, string[]> {
  const refusable = Object.entries(r.actions ?? {}).filter(([, a]) => a.notBy !== undefined);
  if (!refusable.length) return {};
  return { [NOT_BY_CALLER]: refusable.filter(([, a]) => names(row, a.notBy!, caller)).map(([name]) => name) };
}
