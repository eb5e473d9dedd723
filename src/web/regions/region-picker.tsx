import { Cascader } from "antd";
import { useState } from "react";
import { useAreaOptions } from "./use-area-options";

/** How a picked path reads in an address: 河北省保定市定州市; a grouping (省直辖县级行政区划) is no part of a place name. */
const placeText = (labels: string[]) =>
  labels.filter((l, i) => !l.includes("直辖县级") || i === labels.length - 1).join("");

/**
 * One place of China picked province › city › district (down to `depth` levels), each level asked of the server as
 * it opens; the value is the place as an address writes it (河北省保定市定州市). With `partial`, a province or a city
 * alone may be picked.
 */
export function RegionPicker({
  id,
  value,
  onChange,
  depth = 3,
  partial = false,
  placeholder = "请选择省 / 市 / 区县",
  ...aria
}: {
  id?: string;
  value?: string;
  onChange?: (place: string) => void;
  depth?: 1 | 2 | 3;
  partial?: boolean;
  placeholder?: string;
  "aria-label"?: string;
}) {
  const { options, load } = useAreaOptions(depth);
  const [picked, setPicked] = useState<{ path: string[]; text: string }>();
  return (
    <Cascader
      id={id}
      aria-label={aria["aria-label"]}
      options={options}
      changeOnSelect={partial}
      // a form reset (the value gone) empties the picker too; a saved place shows as written until one is picked
      value={picked && picked.text === value ? picked.path : value ? [value] : undefined}
      loadData={(path) => void load(String(path[path.length - 1]!.value)).catch(() => undefined)}
      onChange={(path, chosen) => {
        const text = path ? placeText((chosen ?? []).map((o) => String(o.label))) : "";
        setPicked(path ? { path: path.map(String), text } : undefined);
        onChange?.(text);
      }}
      placeholder={placeholder}
      style={{ width: "100%" }}
    />
  );
}
