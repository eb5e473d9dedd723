import { and, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { channels, mallCategories, mallContents, resourceTables } from "../schema";
import { PORTAL_NEWS, topsOf } from "./portal-catalogs";
import { PORTALS } from "./portals";

const NEWS: [string, string, string][] = [
  [
    "市场行情",
    "本周玉米、豆粕价格小幅回落，饲料企业采购节奏放缓",
    "受新季玉米集中上市影响，华北地区玉米收购价较上周下跌20元/吨；豆粕现货均价3320元/吨，环比下降1.8%。业内预计短期内原料价格以震荡为主，建议养殖场按需采购，适度备货。",
  ],
  [
    "市场行情",
    "生猪出栏均价企稳回升，养殖利润逐步修复",
    "据农业农村部监测，全国生猪出栏均价连续两周上涨，自繁自养模式头均盈利恢复至百元以上。专家提醒，冬季需加强猪舍保温与疫病防控。",
  ],
  [
    "行业资讯",
    "秋冬季畜禽疫病防控技术要点发布",
    "进入秋冬季节，畜禽呼吸道疾病进入高发期。各地畜牧兽医部门提示：做好圈舍通风与保温平衡，按程序完成口蹄疫、禽流感等强制免疫，发现异常及时报告。",
  ],
  [
    "行业资讯",
    "青贮玉米收贮进入高峰，专家支招提高青贮品质",
    "适时收割、切短压实、快速密封是保证青贮品质的关键。建议乳熟末期至蜡熟初期收割，切碎长度1–2厘米，干物质含量控制在30%–35%。",
  ],
  [
    "政策法规",
    "关于进一步规范兽药经营活动的通知",
    "兽药经营企业应严格执行兽药经营质量管理规范，建立进货查验和销售记录制度，严禁销售假劣兽药和禁用药品。平台将配合监管部门开展专项检查。",
  ],
  [
    "政策法规",
    "饲料和饲料添加剂管理条例解读：标签标示要点",
    "饲料产品标签应标明产品名称、原料组成、产品成分分析保证值、净含量、生产日期、保质期及生产企业信息，进口饲料还应标明原产地。",
  ],
  [
    "行业资讯",
    "肉羊产业集群建设提速，规模化养殖比重持续提升",
    "多地推进肉羊良种繁育体系建设，湖羊、杜泊等品种推广面积扩大，标准化养殖场配套建设青贮窖与粪污处理设施。",
  ],
  [
    "市场行情",
    "有机肥需求旺季来临，粪污资源化利用迎来新机遇",
    "秋播备耕期间有机肥需求增长明显，规模养殖场可通过堆肥发酵实现粪污资源化利用，既降低环保压力又增加收入。",
  ],
];

const NOTICES: [string, string, string][] = [
  [
    "平台公告",
    "关于国庆期间物流配送安排的公告",
    "国庆假期期间，平台各店铺正常接单，物流配送时效可能顺延1–3天，请各位采购商提前安排备货。",
  ],
  [
    "平台公告",
    "平台服务协议更新公告",
    "为更好地保障买卖双方权益，平台对《用户服务协议》部分条款进行了更新，更新内容自发布之日起生效。",
  ],
  [
    "活动公告",
    "秋季饲料采购节活动规则",
    "活动期间，参与店铺全价饲料满10吨享出厂价，叠加店铺优惠券使用；活动商品库存有限，先到先得。",
  ],
  ["活动公告", "兽药疫苗专场：冷链配送免运费", "即日起至月底，疫苗类货品单品满500元免冷链运费，支持货到验收。"],
  [
    "平台公告",
    "关于加强交易资金安全的提示",
    "平台从未授权任何个人以平台名义收取费用，请通过平台订单完成交易，谨防诈骗。",
  ],
  ["平台公告", "新入驻店铺资质审核说明", "新入驻店铺需提交营业执照、生产或经营许可证，审核周期为1–3个工作日。"],
];

const CHANNELS: { name: string; channelType: 1 | 2 | 3; scBackIds?: string; linkUrl?: string; intro?: string }[] = [
  { name: "饲料专区", channelType: 1, scBackIds: "饲料,预混料" },
  { name: "兽药疫苗", channelType: 1, scBackIds: "兽药,疫苗" },
  {
    name: "种业频道",
    channelType: 2,
    scBackIds: "种畜禽,种子",
    intro: "良种是养殖与种植增效的第一步：精选国家级核心育种场种畜禽与高发芽率饲草种子。",
  },
  {
    name: "农资直供",
    channelType: 2,
    scBackIds: "化肥,养殖设备",
    intro: "化肥、有机肥与养殖设备厂家直供，免费上门安装调试。",
  },
  { name: "行情数据", channelType: 3, linkUrl: "https://www.moa.gov.cn/" },
];

/** The home page's floors, by the goods categories each shows; its title names them (饲料 · 预混料). */
const FLOORS: string[][] = [
  ["饲料", "预混料"],
  ["兽药", "疫苗"],
  ["种畜禽", "种子"],
  ["化肥", "养殖设备"],
];

/** Categories, channels, banners and ads, floors, news, notices and ticker messages of every mall portal. */
export async function seedMallContent(tx: Exec) {
  for (const { systemId, platType } of PORTALS) {
    const tops = topsOf(platType);
    const news = [...(PORTAL_NEWS[platType] ?? []), ...NEWS];
    for (const [i, top] of tops.entries()) {
      const [l1] = await tx
        .insert(mallCategories)
        .values({ systemId, level: 1, name: top.name, scBackIds: top.backs.join(","), sort: i })
        .returning();
      await tx
        .update(mallCategories)
        .set({ axis: `${l1!.id}` })
        .where(eqId(l1!.id));
      for (const [group, leaves] of Object.entries(top.groups)) {
        const [l2] = await tx
          .insert(mallCategories)
          .values({ systemId, parentId: l1!.id, level: 2, name: group, axis: "", scBackIds: top.backs.join(",") })
          .returning();
        await tx
          .update(mallCategories)
          .set({ axis: `${l1!.id}-${l2!.id}` })
          .where(eqId(l2!.id));
        for (const leaf of leaves) {
          const [l3] = await tx
            .insert(mallCategories)
            .values({ systemId, parentId: l2!.id, level: 3, name: leaf, axis: "", scBackIds: top.backs.join(",") })
            .returning();
          await tx
            .update(mallCategories)
            .set({ axis: `${l1!.id}-${l2!.id}-${l3!.id}` })
            .where(eqId(l3!.id));
        }
      }
    }
    // a channel or floor of goods the portal's shops do not sell would open on nothing
    const stocked = await stockedOn(tx, systemId);
    const shown = CHANNELS.filter((c) => !c.scBackIds || c.scBackIds.split(",").some((k) => stocked.has(k)));
    await tx.insert(channels).values(
      shown.map((c, i) => ({
        systemId,
        sort: i,
        scBackIds: "",
        ...c,
        banner: `/assets/mall/banner-${(i % 4) + 1}.svg`,
      })),
    );
    const day = (d: number) => new Date(Date.UTC(2026, 10, 20 - d, 2, 0));
    await tx.insert(mallContents).values([
      ...[1, 2, 3, 4].map((n, i) => ({
        systemId,
        kind: "banner" as const,
        title: `首页轮播${n}`,
        image: `/assets/mall/banner-${n}.svg`,
        linkUrl: ["/list?search=饲料", "/list?search=疫苗", "/list?search=种", "/list?search=设备"][i],
        sort: i,
      })),
      ...floorsOf(stocked).map((cats, i) => ({
        systemId,
        kind: "floor" as const,
        title: cats.join(" · "),
        goodsCategory: cats.join(","),
        image: `/assets/mall/banner-${(i % 4) + 1}.svg`,
        sort: i,
      })),
      ...news.map(([column, title, body], i) => ({
        systemId,
        kind: "news" as const,
        column,
        title,
        summary: body.slice(0, 60),
        body,
        publishedAt: day(i),
      })),
      ...NOTICES.map(([column, title, body], i) => ({
        systemId,
        kind: "notice" as const,
        column,
        title,
        summary: body.slice(0, 60),
        body,
        publishedAt: day(i * 2),
      })),
      {
        systemId,
        kind: "message" as const,
        title: "秋季饲料采购节火热进行中，全价料满10吨享出厂价",
        body: NOTICES[2]![2],
        type: 1,
        sort: 0,
      },
      {
        systemId,
        kind: "message" as const,
        title: "疫苗单品满500元免冷链运费",
        body: NOTICES[3]![2],
        type: 1,
        sort: 1,
      },
      {
        systemId,
        kind: "message" as const,
        title: "农业农村部：秋冬季动物防疫工作部署",
        linkUrl: "https://www.moa.gov.cn/",
        type: 2,
        sort: 2,
      },
      {
        systemId,
        kind: "message" as const,
        title: "谨防诈骗：请通过平台订单完成交易",
        body: NOTICES[4]![2],
        type: 1,
        sort: 3,
      },
    ]);
  }
}

/** The goods categories on sale on a portal. */
async function stockedOn(tx: Exec, systemId: number): Promise<Set<string>> {
  const goods = resourceTables.goods!;
  const rows = await tx
    .select({ category: goods.category })
    .from(goods)
    .where(and(eq(goods.systemId, systemId), eq(goods.status, "on_sale")));
  return new Set(rows.map((r: { category: unknown }) => String(r.category)));
}

/** The floors of a portal: each of FLOORS' goods categories on sale there, a floor with none left out. */
const floorsOf = (stocked: Set<string>) =>
  FLOORS.map((cats) => cats.filter((c) => stocked.has(c))).filter((cats) => cats.length);

const eqId = (id: number) => eq(mallCategories.id, id);
