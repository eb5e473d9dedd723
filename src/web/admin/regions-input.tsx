import { Cascader } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { FieldDef } from "../../core/fields";
import { childAreas, pathTo, type Area } from "../regions/child-areas";

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const DEPTH = { province: 1, city: 2 } as const;

/**
 * The form control of a `regions` field: a cascader of China's provinces, cities and districts (down to the
 * field's `level`), each level asked of the server as it opens; ticking a province takes it whole. The value is
 * the picked regions' codes; none is 全国.
 */
export function RegionsInput({ id, value, onChange, field }: { id?: string; value?: string[] | null; onChange?: (codes: string[]) => void; field: FieldDef }) {
  const depth = field.level ? DEPTH[field.level] : 3;
  const [tree, setTree] = useState<Record<string, Area[]>>({});
  const [paths, setPaths] = useState<Record<string, string[]>>({});
  const codes = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const load = useCallback(async (parent?: string) => {
    const kids = await childAreas(parent);
    setTree((t) => (t[parent ?? ""] ? t : { ...t, [parent ?? ""]: kids }));
  }, []);
  useEffect(() => void load().catch(() => undefined), [load]);
  // a saved range names its regions once the levels above each are loaded (河南省 › 郑州市)
  useEffect(() => {
    for (const code of codes.filter((c) => !paths[c])) {
      void pathTo(code)
        .then(async (path) => {
          for (const parent of path.slice(0, -1)) await load(parent);
          setPaths((p) => ({ ...p, [code]: path }));
        })
        .catch(() => undefined);
    }
  }, [codes, paths, load]);
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
      multiple
      showCheckedStrategy={Cascader.SHOW_PARENT}
      maxTagCount="responsive"
      options={options}
      value={codes.map((c) => paths[c] ?? [c])}
      loadData={(picked) => void load(String(picked[picked.length - 1]!.value)).catch(() => undefined)}
      onChange={(picked) => {
        const chosen = (picked as string[][]).map((p) => p.map(String));
        setPaths((p) => ({ ...p, ...Object.fromEntries(chosen.map((path) => [path[path.length - 1]!, path])) }));
        onChange?.(chosen.map((path) => path[path.length - 1]!));
      }}
      placeholder={field.placeholder ?? `请选择${field.label}`}
      style={{ width: "100%" }}
    />
  );
}
