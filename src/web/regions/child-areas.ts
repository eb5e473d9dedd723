import { mallApi } from "../mall/api";

/** One region as `childAreas` answers it. */
export interface Area {
  code: string;
  name: string;
  leaf: boolean;
}

/** Asked once per parent for the page's life: the regions of China do not change while a form is open. */
const asked = new Map<string, Promise<Area[]>>();

/** The provinces (no parent) or the regions one level below `parent`; a failed call is asked again next time. */
export function childAreas(parent?: string): Promise<Area[]> {
  const key = parent ?? "";
  let p = asked.get(key);
  if (!p) {
    p = mallApi<Area[]>("childAreas", parent ? { parentCode: parent } : {});
    p.catch(() => asked.delete(key));
    asked.set(key, p);
  }
  return p;
}

/** The code's prefix its descendants share: 410100 → 4101, 419000 → 4190 (a code pads each level with 00). */
const stem = (code: string) => code.replace(/(00)+$/, "");

/**
 * The path from a province down to `code` ([410000, 410100, 410102]), asking for the levels it passes; codes
 * spell their ancestors, and a municipality's district hangs straight off its province.
 */
export async function pathTo(code: string): Promise<string[]> {
  const province = `${code.slice(0, 2)}0000`;
  if (code === province) return [province];
  const path = [province];
  for (let parent = province; path.length < 3; ) {
    const kids = await childAreas(parent);
    const hit = kids.find((k) => k.code === code) ?? kids.find((k) => code.startsWith(stem(k.code)));
    if (!hit) break;
    path.push(hit.code);
    if (hit.code === code) return path;
    parent = hit.code;
  }
  return [...path.filter((c) => c !== code), code];
}
