import type { PickSource } from "../../../core/fields";
import type { Exec } from "../client";
import { resourceTables } from "../schema";
import { ENTERPRISES, PORTALS } from "./accounts";

/** 计量单位 the goods, lots and tender lines of the demo use, and the ones a seller of farm supplies reaches for. */
const UNITS = ["吨", "千克", "袋", "包", "箱", "瓶", "支", "盒", "桶", "头", "只", "羽", "件", "套", "台"];
/** An old unit the operator retired (停用): the dictionary shows both states from a fresh start. */
const RETIRED_UNIT = { name: "担", remark: "旧制单位，1担=50千克，已停用，请改用千克或吨" };

/** Makers beside the demo enterprises that make their own brands: name, licence, place. */
const MAKERS: [string, string, string][] = [
  ["潍坊华牧饲料有限公司", "鲁饲证(2023)07021", "山东省潍坊市"],
  ["河南中原兽药制药有限公司", "(2022)兽药生产证字16015号", "河南省郑州市"],
  ["内蒙古草原预混料科技有限公司", "蒙饲预(2024)01003", "内蒙古自治区呼和浩特市"],
  ["四川川牧疫苗生物有限公司", "(2021)兽药生产证字22008号", "四川省成都市"],
];
/** A maker the operator stopped offering: its goods keep naming it. */
const RETIRED_MAKER: [string, string, string] = ["江北饲料厂（已停产）", "苏饲证(2015)10008", "江苏省南京市"];

/** 商品模板: name, category, unit, shelf life, the sections of the detail page a buyer of that kind looks for. */
const TEMPLATES: [string, string, string, string | null, string[]][] = [
  ["育肥猪配合饲料", "饲料", "袋", "6个月", ["产品成分", "营养成分保证值", "适用阶段", "饲喂方法", "贮存条件"]],
  ["反刍动物精补料", "饲料", "吨", "3个月", ["产品成分", "营养成分保证值", "适用动物", "饲喂量", "贮存条件"]],
  ["猪用复合预混料", "预混料", "袋", "12个月", ["产品成分", "添加比例", "使用方法", "注意事项", "贮存条件"]],
  [
    "兽用注射液",
    "兽药",
    "瓶",
    "24个月",
    ["主要成分", "性状", "作用与用途", "用法与用量", "不良反应", "休药期", "贮藏"],
  ],
  ["禽用活疫苗", "疫苗", "瓶", "12个月", ["疫苗成分", "免疫程序", "接种方法", "注意事项", "贮藏与运输"]],
  ["种猪（后备母猪）", "种畜禽", "头", null, ["品种与系谱", "日龄与体重", "免疫记录", "检疫证明", "运输与交付"]],
];
/** A template the operator withdrew (停用): sellers no longer see it. */
const RETIRED_TEMPLATE: [string, string, string, string | null, string[]] = [
  "散装玉米（旧版）",
  "饲料",
  "吨",
  "6个月",
  ["产地", "等级", "水分", "杂质"],
];
const sections = (heads: string[]) => heads.map((h) => `<h3>${h}</h3><p>请填写${h}</p>`).join("");

const SELF_MADE = [ENTERPRISES.lvye, ENTERPRISES.fengshou, ENTERPRISES.kangmu, ENTERPRISES.xinnong];

/** The units every portal starts with, in production too: goods, lots and tender lines cannot be saved without one. */
export async function seedUnits(tx: Exec, platformId: number) {
  for (const { systemId } of PORTALS) {
    await tx.insert(resourceTables.dictItem).values(
      UNITS.map((name, i) => ({
        enterpriseId: platformId,
        systemId,
        type: "unit",
        name,
        sort: (i + 1) * 10,
        status: 1,
      })),
    );
  }
}

/** The operator's demo dictionaries on every portal: a retired unit, the makers goods may name, and goods templates. */
export async function seedDictionaries(tx: Exec, platformId: number) {
  const { dictItem, manufacturer, goodsTemplate } = resourceTables;
  const at = (systemId: number) => ({ enterpriseId: platformId, systemId });
  await seedUnits(tx, platformId);
  for (const { systemId } of PORTALS) {
    await tx.insert(dictItem).values({ ...at(systemId), type: "unit", ...RETIRED_UNIT, sort: 999, status: 0 });
    await tx
      .insert(manufacturer)
      .values([
        ...SELF_MADE.map((e) => ({ ...at(systemId), name: e.name, licenceNo: null, region: null, status: 1 })),
        ...MAKERS.map(([name, licenceNo, region]) => ({ ...at(systemId), name, licenceNo, region, status: 1 })),
        { ...at(systemId), name: RETIRED_MAKER[0], licenceNo: RETIRED_MAKER[1], region: RETIRED_MAKER[2], status: 0 },
      ]);
    await tx.insert(goodsTemplate).values(
      [...TEMPLATES, RETIRED_TEMPLATE].map(([name, category, unit, shelfLife, heads]) => ({
        ...at(systemId),
        name,
        category,
        unit,
        shelfLife,
        description: sections(heads),
        status: name === RETIRED_TEMPLATE[0] ? 0 : 1,
      })),
    );
  }
}

/**
 * A title the demo data offers to a `pickFrom` field on every portal (the n-th, round the list), for tests that fill
 * forms from the declarations alone.
 */
export function seededTitle(source: PickSource, n: number): string {
  const titles =
    source.resource === "manufacturer"
      ? [...SELF_MADE.map((e) => e.name), ...MAKERS.map(([name]) => name)]
      : source.where?.type === "unit"
        ? UNITS
        : [];
  if (!titles.length)
    throw new Error(
      `no demo entries for ${source.resource} ${JSON.stringify(source.where ?? {})}: seed them in src/server/db/seed/dictionaries.ts`,
    );
  return titles[n % titles.length]!;
}
