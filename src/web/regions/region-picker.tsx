import { Cascader } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { childAreas, type Area } from "./child-areas";

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

/** How a picked path reads in an address: 河北省保定市定州市; a grouping (省直辖县级行政区划) is no part of a place name. */
const placeText = (labels: string[]) => labels.filter((l, i) => !l.includes("直辖县级") || i === labels.length - 1).join("");

/**
 * One place of China picked province › city › district (down to `depth` levels), each level asked of the server as
 * it opens; the value is the place as an address writes it (河北省保定市定州市). With `partial`, a province or a city
 * alone may be picked.
 */
export function RegionPicker({ id, value, onChange, depth = 3, partial = false, placeholder = "请选择省 / 市 / 区县", ...aria }: {
  id?: string;
  value?: string;
  onChange?: (place: string) => void;
  depth?: 1 | 2 | 3;
  partial?: boolean;
  placeholder?: string;
  "aria-label"?: string;
}) {
  const [tree, setTree] = useState<Record<string, Area[]>>({});
  const [picked, setPicked] = useState<{ path: string[]; text: string }>();
  const load = useCallback(async (parent?: string) => {
    const kids = await childAreas(parent);
    setTree((t) => (t[parent ?? ""] ? t : { ...t, [parent ?? ""]: kids }));
  }, []);
  useEffect(() => void load().catch(() => undefined), [load]);
  const options = useMemo(() => {
    const below = (parent: string, level: number): Option[] | undefined =>
      tree[parent]?.map((a) => {
        const isLeaf = a.leaf || level >= depth;
        return { value: a.code, label: a.name, isLeaf, children: isLeaf ? undefined : below(a.code, level + 1) };
      });
    return below("", 1) ?? [];
  }, [tree, depth]);
  return (
    <Cascader
      id={id}
      aria-label={aria["aria-label"]}
      options={options}
      changeOnSelect={partial}
      // a form reset (the value gone) empties the picker too
      value={picked && picked.text === value ? picked.path : undefined}
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
