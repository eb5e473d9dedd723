import type { ActionDef, Resource } from "../../core/define-resource";
import { invalid } from "../http/errors";
import type { Values } from "../validation/payload";
import type { Row } from "./context";

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as a Chinese reader of the platform reads it: 2026-11-28 16:50, China time. */
const chinaMinute = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

/**
 * The action's `later` fields: each new time must lie after the one the row holds (延长截止 never brings a
 * deadline forward). A 422 on the form's field names the time it must pass.
 */
export function checkLater(resource: Resource, action: ActionDef, form: Values, rows: Row[]) {
  const errors: Record<string, string> = {};
  for (const key of action.later ?? []) {
    const wanted = form[key];
    if (wanted === undefined || wanted === null) continue;
    for (const row of rows) {
      const held = row[key];
      if (held === undefined || held === null) continue;
      const current = new Date(held as string | Date);
      if (new Date(wanted as string | Date).getTime() <= current.getTime()) {
        errors[key] =
          `${action.form![key]!.label}必须晚于当前的${resource.fields[key]!.label}（${chinaMinute(current)}）`;
      }
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(errors, first);
}
