import { Radio, Select } from "antd";
import type { Row } from "../admin/field-value";

// past this many lines a row of buttons wraps into a wall: a select reads better
const AS_BUTTONS = 8;

/**
 * One line of the source row to pick (the SKU of a goods a buy intent asks about), offered by its `label` column;
 * the value is the line's id.
 */
export function ChosenLineInput({
  lines,
  label,
  name,
  value,
  onChange,
}: {
  lines: Row[];
  /** The line's column naming it (spec). */
  label: string;
  /** What the choice is called (规格), for a screen reader. */
  name: string;
  value?: number;
  onChange?: (value: number) => void;
}) {
  const options = lines.map((l) => ({ value: Number(l.id), label: String(l[label] ?? l.id) }));
  if (options.length > AS_BUTTONS)
    return (
      <Select
        aria-label={name}
        value={value}
        onChange={onChange}
        options={options}
        placeholder={`请选择${name}`}
        showSearch
        optionFilterProp="label"
      />
    );
  return (
    <Radio.Group
      aria-label={name}
      optionType="button"
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      options={options}
    />
  );
}
