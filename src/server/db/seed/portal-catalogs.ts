/** What each portal's mall carries beyond the shared catalogue: its own top categories and its own news. */
import { CATEGORY_TREE } from "./mall-catalog-data";
import type { PortalBrand } from "./portal-brands";

type Top = (typeof CATEGORY_TREE)[number];

/**
 * The top categories of the portals that trade a narrower range, in the order their home page lists them. The
 * branded malls carry the whole tree. TJ is an exchange for feed grain and meal, feed and veterinary drugs; HS is
 * where a livestock group buys for its farms: breeding stock, feed, drugs, vaccines and farm equipment.
 */
const PORTAL_TOPS: Partial<Record<PortalBrand["platType"], string[]>> = {
  TJ: ["饲料原料", "饲料", "预混料", "兽药", "疫苗"],
  HS: ["种畜禽", "饲料", "预混料", "兽药", "疫苗", "养殖设备"],
};

/** Whether the portal trades a range of its own rather than the whole tree a branded mall offers its sellers. */
export const hasOwnTops = (platType: PortalBrand["platType"]) => PORTAL_TOPS[platType] !== undefined;

/** The portal's top categories: its own list, else the whole tree. */
export function topsOf(platType: PortalBrand["platType"]): Top[] {
  const names = PORTAL_TOPS[platType];
  if (!names) return CATEGORY_TREE;
  return names.map((n) => {
    const top = CATEGORY_TREE.find((t) => t.name === n);
    if (!top) throw new Error(`[seed] portal ${platType} names the category "${n}", which the category tree lacks`);
    return top;
  });
}

/** [column, title, body] of the news a portal publishes on its own, ahead of the shared news. */
export const PORTAL_NEWS: Partial<Record<PortalBrand["platType"], [string, string, string][]>> = {
  TJ: [
    [
      "市场行情",
      "天津港进口大豆到港量回升，豆粕现货报价小幅走弱",
      "本周天津港进口大豆到港约62万吨，油厂开机率回升至55%。天津地区43%蛋白豆粕现货报价3540元/吨，较上周下跌30元/吨，饲料企业以随用随采为主。",
    ],
    [
      "行业资讯",
      "交易中心玉米集中竞价采购规则说明",
      "交易中心玉米集中采购采用公开招标与在线询价两种方式，采购方发布公告后，经认证的供应商在截止时间前报价，开标后由采购方定标并在线生成采购订单。",
    ],
    [
      "政策法规",
      "饲料原料目录增补品种的公告解读",
      "新增品种须按饲料原料目录标注原料名称、主要成分指标，进口原料还应附检验检疫证明，交易中心审核挂牌时一并查验。",
    ],
  ],
  HS: [
    [
      "行业资讯",
      "华盛畜牧年度集采启动：种猪、饲料、疫苗分批招标",
      "华盛畜牧下属养殖场与屠宰厂年度物资集中采购启动，首批覆盖种猪引种、育肥饲料与猪用疫苗，供应商认证后可在采购大厅在线报价。",
    ],
    [
      "市场行情",
      "生猪屠宰量环比上升，白条猪批发价稳中略涨",
      "本月定点屠宰企业生猪屠宰量环比增长6.2%，主要批发市场白条猪均价23.6元/公斤，冷鲜分割品需求随气温下降逐步回升。",
    ],
    [
      "政策法规",
      "生猪屠宰质量管理规范要点",
      "屠宰企业应建立生猪入厂查验、待宰静养、肉品品质检验和无害化处理制度，做好产品追溯记录，供应商须随车提供动物检疫合格证明。",
    ],
  ],
};
