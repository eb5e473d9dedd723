import { escapeText as esc } from "../../../core/rich-text";

/** What a seller of each category stresses (three points each), as the listings of 1688 and 惠农网 do. */
const HIGHLIGHTS: Record<string, string[]> = {
  饲料: [
    "玉米、豆粕等主原料批批检测，营养配比按阶段设计",
    "颗粒均匀、适口性好，采食量稳定",
    "执行国家饲料标准，每批附质检报告",
  ],
  预混料: [
    "维生素、微量元素配比精准，混合均匀度高",
    "添加量小、使用方便，按说明与玉米豆粕配合使用",
    "密封防潮包装，开袋后请尽快用完",
  ],
  兽药: [
    "GMP 认证车间生产，批准文号可查",
    "含量足、溶解快，按说明书用法用量使用",
    "严格遵守休药期规定，保障动物产品安全",
  ],
  疫苗: ["GMP 生产，批签发合格后出厂", "全程冷链配送，2～8℃ 保存", "请在兽医指导下按免疫程序接种"],
  种畜禽: ["系谱清楚，种源来自核心育种场", "出场前检疫合格，随车附动物检疫合格证明", "提供饲养管理与防疫技术指导"],
  种子: [
    "发芽率、纯度、净度均达国家标准",
    "适应性强、产量稳定，适宜北方大部分地区种植",
    "附种植技术要点，可咨询农技服务",
  ],
  化肥: ["有机质含量高，改良土壤、增加肥力", "充分腐熟发酵，无臭味、不烧苗", "适用于大田作物、蔬菜和果树"],
  养殖设备: ["304 不锈钢与热镀锌材料，耐腐蚀、寿命长", "安装简单，按栏舍尺寸定制", "整机质保一年，售后上门服务"],
};

export interface DescribedGoods {
  name: string;
  brand: string;
  spec: string;
  category: string;
  origin?: string;
  shelf?: string;
  /** Provinces it is delivered to, comma-separated; none means everywhere. */
  regions?: string | null;
  /** One of the goods' own pictures, shown within the description. */
  picture?: string;
}

/**
 * A demo goods' 商品详情 as a seller writes it in the editor: headings, a list of its facts, one of its pictures
 * and its selling points, delivery and after-sale terms. Only tags the sanitiser keeps (a seed test holds it to that).
 */
export function describeGoods(g: DescribedGoods): string {
  const facts = [
    ["品牌", g.brand],
    ["规格", g.spec],
    ...(g.origin ? [["产地", g.origin]] : []),
    ...(g.shelf && g.shelf !== "—" ? [["保质期", g.shelf]] : []),
  ];
  const points = HIGHLIGHTS[g.category] ?? ["厂家直供，品质稳定", "支持开具增值税专用发票", "大宗采购可联系店铺议价"];
  const delivery = g.regions
    ? `仅配送至：${g.regions.split(",").join("、")}。`
    : "全国配送，山东、河南、河北地区一般三日内送达。";
  return [
    "<h2>产品介绍</h2>",
    `<p><strong>${esc(g.name)}</strong>，${esc(g.brand)}出品。厂家直供，批次质量可追溯，支持开具增值税专用发票。</p>`,
    `<ul>${facts.map(([k, v]) => `<li><p>${esc(k!)}：${esc(v!)}</p></li>`).join("")}</ul>`,
    ...(g.picture ? [`<img src="${esc(g.picture)}" alt="${esc(g.name)}">`] : []),
    "<h3>产品特点</h3>",
    `<ol>${points.map((p) => `<li><p>${esc(p)}</p></li>`).join("")}</ol>`,
    "<h3>配送说明</h3>",
    `<p>${esc(delivery)}大宗采购可联系店铺议价。</p>`,
    "<h3>售后保障</h3>",
    "<p>到货验收有问题请在 <em>48 小时内</em>联系客服，核实后补发或退货。</p>",
  ].join("");
}
