import { Cascader } from "antd";
import { useEffect, useMemo, useState } from "react";
import type { FieldDef } from "../../core/fields";
import { pathTo } from "../regions/child-areas";
import { useAreaOptions } from "../regions/use-area-options";

const DEPTH = { province: 1, city: 2 } as const;

/**
 * The form control of a `regions` field: a cascader of China's provinces, cities and districts (down to the
 * field's `level`), each level asked of the server as it opens; ticking a province takes it whole. The value is
 * the picked regions' codes; none is 全国.
 */
export function RegionsInput({
  id,
  value,
  onChange,
  field,
}: {
  id?: string;
  value?: string[] | null;
  onChange?: (codes: string[]) => void;
  field: FieldDef;
}) {
  const { options, load } = useAreaOptions(field.level ? DEPTH[field.level] : 3);
  const [paths, setPaths] = useState<Record<string, string[]>>({});
  const codes = useMemo(() => (Array.isArray(value) ? value : []), [value]);
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
