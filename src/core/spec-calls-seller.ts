/** The spec §7 calls of a seller's work: goods management (the trading API) and auctions. */
import type { SpecSection } from "./spec-calls";

export const SELLER_GOODS: SpecSection = {
  title: "卖家商品管理 (Seller goods management, trading API)",
  rows: [
    {
      words: "shopClassify list by bo id; shopClassifyGoods update, list and add",
      calls: [
        "trading.shopClassify.list.byBoId",
        "trading.shopClassify.add",
        "trading.shopClassify.update",
        "trading.shopClassify.detail",
        "trading.shopClassify.delete",
      ],
      screen: "/manage/seller/shopClassify",
    },
    {
      words: "dict item list",
      calls: [
        "sc.dict.item.list",
        "sc.dict.item.manage.list",
        "sc.dict.item.add",
        "sc.dict.item.update",
        "sc.dict.item.disable",
        "sc.dict.item.enable",
      ],
      screen: "/operation/dict 数据字典（运营维护）；各表单的字典字段（f.dict）",
    },
    {
      words: "goods list; paged info; search goods list v3; default shop goods list; bo list by param",
      calls: ["trading.goods.list"],
      screen: "/manage/seller/goods",
    },
    {
      words: "modify; publish; detail",
      calls: ["trading.goods.modify", "trading.goods.publish", "trading.goods.detail"],
      screen: "/manage/seller/goods",
    },
    {
      words:
        "bo by category; goods count by type and category; attribute definitions by category; sub categories by parent id",
      decision: "不单独提供：类目属性随商品资源声明（按类目的 when 字段），类目树由 portal.item.category.list 返回",
    },
    { words: "file upload", calls: ["fileUpload.upload"], screen: "商品图片" },
    {
      words: "delivery range check and query",
      calls: ["trading.goods.delivery.range.check"],
      screen: "/goodInfo 配送至",
    },
    {
      words: "trace list",
      calls: [
        "sc.goods.trace.list",
        "trading.goods.batch.list",
        "trading.goods.batch.detail",
        "trading.goods.batch.add",
        "trading.goods.batch.modify",
        "trading.goods.batch.delete",
        "trading.goods.batch.export",
      ],
      screen: "/goodInfo 质量追溯；/manage/seller/trace 批次追溯；商品详情的追溯批次",
      decision:
        "卖家登记商品批次（批次号、生产日期、产地、检验/检疫证明、有效期），商品页按批次链展示；兽药、疫苗、饲料、预混料、种畜禽须有有效批次与店铺相应许可证才能上架，见 docs/seller.md",
    },
    {
      words: "base goods status; status out; status on; delete",
      calls: ["openapi.goods.status.on", "openapi.goods.status.out", "openapi.goods.delete"],
      screen: "/manage/seller/goods 上架、下架、删除",
    },
    { words: "goods list with rebate", decision: "不提供：返利不在规格范围；会员价由价格方案 sc.priceScheme.* 提供" },
    {
      words: "Open APIs: goods modify, publish, detail for manage, publish and modify with status on, paged list",
      calls: ["trading.goods.modify", "trading.goods.publish", "trading.goods.detail", "trading.goods.list"],
      screen: "/manage/seller/goods",
      decision: "开放接口与 trading.goods.* 为同一套调用",
    },
    {
      words: "units",
      calls: ["sc.dict.item.list"],
      screen: "商品、拍卖、采购明细的单位",
      decision: "单位是数据字典中“计量单位”类型的项，由运营在 /operation/dict 维护",
    },
    {
      words: "manufacturers",
      calls: ["sc.manufacturer.list", "sc.manufacturer.manage.list", "sc.manufacturer.add", "sc.manufacturer.update"],
      screen: "/operation/manufacturer 生产厂家库；商品的生产厂家从中选择",
    },
    {
      words: "goods template",
      calls: [
        "sc.goods.template.list",
        "sc.goods.template.manage.list",
        "sc.goods.template.add",
        "sc.goods.template.update",
      ],
      screen: "/operation/goodsTemplate 商品模板（运营维护）；/manage/seller/goods 新增商品的“套用商品模板”",
    },
    { words: "ranges", calls: ["trading.goods.delivery.range.check"], screen: "商品配送区域" },
    { words: "bidding goods list", calls: ["sc.auction.hall.list"], screen: "/goodsbidding" },
  ],
};

export const AUCTIONS: SpecSection = {
  title: "竞拍 (Auctions)",
  rows: [
    { words: "Seller match list", calls: ["sc.auction.seller.match.list"], screen: "/goodsbidding/auction" },
    {
      words: "record list",
      calls: ["sc.auction.record.list", "sc.auction.my.record.list"],
      screen: "/goodsbidding/detail",
    },
    { words: "discard match", calls: ["sc.auction.match.discard"], screen: "/goodsbidding/auction" },
    { words: "rank list", calls: ["sc.auction.rank.list"], screen: "/goodsbidding/detail" },
    { words: "order submit", calls: ["sc.auction.order.submit"], screen: "/goodsbidding/auction" },
    { words: "buyer list", calls: ["sc.auction.buyer.list"], screen: "/goodsbidding/detail（卖家）" },
    { words: "add", calls: ["sc.auction.add"], screen: "/goodsbidding/auction" },
  ],
};
