import { useCallback, useEffect, useMemo, useState } from "react";
import { childAreas, type Area } from "./child-areas";

/** A cascader option of one region; children appear once its level has been asked for. */
export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

/**
 * The cascader options of China's regions down to `depth` levels (1 provinces, 2 cities, 3 districts): the
 * provinces at once, each level below when `load(code)` asks for it (a cascader's loadData, a saved value's path).
 */
export function useAreaOptions(depth: number): { options: AreaOption[]; load: (parent?: string) => Promise<void> } {
  const [tree, setTree] = useState<Record<string, Area[]>>({});
  const load = useCallback(async (parent?: string) => {
    const kids = await childAreas(parent);
    setTree((t) => (t[parent ?? ""] ? t : { ...t, [parent ?? ""]: kids }));
  }, []);
  useEffect(() => void load().catch(() => undefined), [load]);
  const options = useMemo(() => {
    const below = (parent: string, level: number): AreaOption[] | undefined =>
      tree[parent]?.map((a) => {
        const isLeaf = a.leaf || level >= depth;
        return { value: a.code, label: a.name, isLeaf, children: isLeaf ? undefined : below(a.code, level + 1) };
      });
    return below("", 1) ?? [];
  }, [tree, depth]);
  return { options, load };
}
