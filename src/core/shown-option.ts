import type { EnumOption, FieldDef } from "./fields";

/**
 * The option a row's enum value reads as at `now`: its `ahead` reading while the row's time field is still ahead,
 * else the option itself. Lists and details show this, so a state that waits for a time says so.
 */
export function shownOption(
  field: FieldDef,
  row: Record<string, unknown>,
  value: unknown,
  now: number,
): EnumOption | undefined {
  const option = field.options?.find((o) => o.value === value);
  const ahead = option?.ahead;
  const at = ahead ? row[ahead.field] : undefined;
  if (!ahead || at === null || at === undefined || !(new Date(String(at)).getTime() > now)) return option;
  return { value: option.value, label: ahead.label, color: ahead.color ?? option.color };
}
