import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { MALL_CATEGORY_TREE } from "../src/core/category-axis";
import { FREIGHT_MODES } from "../src/core/freight";
import { TRACED_CATEGORIES } from "../src/core/traceability";
import { FEED_STAGES, GOODS_CATEGORIES, SELLING, VET_KINDS } from "./options";

/** 商品: a seller's goods, published into its shop on the current portal. */
export const goods = defineResource({
  name: "goods",
  label: "商品",
  titleField: "name",
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: { path: "/manage/seller/goods", shell: "manage", order: 10, group: "商品管理" },
  fields: {
    name: f.text("商品名称", { required: true, max: 60, search: true }),
    code: f.text("商品编码", { max: 32, search: true }),
    // a new goods of a regulated category waits for its batch before it may go on sale: the samples start with seeds
    category: f.enum("商品类目", GOODS_CATEGORIES, { required: true, search: true, examples: ["种子", "饲料"] }),
    // 类目属性: what the rules of each regulated category ask a listing to show (兽药管理条例, 饲料和饲料添加剂管理条例, 畜牧法),
    // on the form only while the goods is of that category
    approvalNo: f.text("批准文号", {
      required: true,
      max: 40,
      table: false,
      when: { field: "category", in: ["兽药", "疫苗"] },
      placeholder: "如 兽药字（2022）160083012",
      examples: ["兽药字（2022）160083012", "兽药生字（2023）160045"],
    }),
    vetKind: f.enum("兽药类别", VET_KINDS, { table: false, when: { field: "category", in: ["兽药"] } }),
    feedLicence: f.text("饲料生产许可证号", {
      max: 40,
      table: false,
      when: { field: "category", in: ["饲料", "预混料"] },
      placeholder: "如 鲁饲证（2021）01035",
      examples: ["鲁饲证（2021）01035", "冀饲证（2020）06012"],
    }),
    feedStage: f.enum("适用动物及阶段", FEED_STAGES, { table: false, when: { field: "category", in: ["饲料"] } }),
    breed: f.text("品种", {
      required: true,
      max: 30,
      table: false,
      when: { field: "category", in: ["种畜禽"] },
      placeholder: "如 杜洛克猪、湖羊、海兰褐蛋鸡",
    }),
    breedingLicence: f.text("种畜禽生产经营许可证号", {
      max: 40,
      table: false,
      when: { field: "category", in: ["种畜禽"] },
      placeholder: "如 （2022）豫种畜禽证字第0317号",
    }),
    shopClassifyId: f.ref("店铺分类", "shopClassify", { table: false }),
    brand: f.text("品牌", { max: 40 }),
    manufacturer: f.text("生产厂家", {
      max: 60,
      table: false,
      placeholder: "请选择生产厂家",
      pickFrom: { resource: "manufacturer", via: "catalogue" },
    }),
    unit: f.dict("单位", "unit", { required: true }),
    // each SKU is a spec with its own code, price, stock and up to two quantity tiers (src/core/sku-price.ts)
    skus: f.lines(
      "规格与价格",
      {
        spec: f.text("规格", { required: true, max: 60, placeholder: "如 40kg/袋" }),
        code: f.text("SKU编码", { max: 32 }),
        price: f.money("单价(元)", { required: true, min: 0.01, max: 10_000_000, examples: [100, 120] }),
        stock: f.int("库存", { required: true, max: 10_000_000 }),
        tierQty1: f.int("阶梯一起批量", { min: 2, max: 1_000_000, placeholder: "如 50", examples: [50, 60] }),
        tierPrice1: f.money("阶梯一单价(元)", { min: 0.01, max: 10_000_000, examples: [98, 115] }),
        tierQty2: f.int("阶梯二起批量", { min: 3, max: 1_000_000, placeholder: "如 200", examples: [200, 300] }),
        tierPrice2: f.money("阶梯二单价(元)", { min: 0.01, max: 10_000_000, examples: [95, 110] }),
      },
      { required: true, max: 30 },
    ),
    // what lists and the mall show of the SKUs, kept by the server from them (src/server/hooks/goods.ts)
    spec: f.text("规格", { readonly: true, max: 60 }),
    price: f.money("销售价(元)", { readonly: true }),
    stock: f.int("库存", { readonly: true }),
    marketPrice: f.money("市场价(元)", { table: false }),
    minOrder: f.int("起订量", { default: 1, min: 1, table: false }),
    // sold by the case or the truckload: buyers order whole multiples (src/core/order-quantity.ts)
    orderMultiple: f.int("订购倍数", {
      default: 1,
      min: 1,
      max: 10_000,
      table: false,
      placeholder: "如 10，买家须按10的整数倍订购",
    }),
    image: f.image("商品主图"),
    // formatted by the seller (headings, lists, pictures), sanitised by the server on save
    description: f.richtext("商品详情", { placeholder: "介绍商品的成分、规格、用法和售后，可插入图片" }),
    status: f.enum(
      "状态",
      [
        { value: "draft", label: "仓库中", color: "default" },
        { value: "on_sale", label: "出售中", color: "green" },
        { value: "off_sale", label: "已下架", color: "orange" },
        { value: "deleted", label: "已删除", color: "red" },
      ],
      { readonly: true, search: true },
    ),
    onSaleAt: f.datetime("上架时间", { readonly: true, table: false }),
    // 前台类目: the leaf of the portal's mall category tree the goods is listed under, on every level's category page
    // (src/core/category-axis.ts); left out, the server files it under the first top category of its 商品类目
    categoryAxis: f.text("前台类目", {
      max: 40,
      table: false,
      detail: false,
      tree: MALL_CATEGORY_TREE,
      under: "category",
      placeholder: "请选择前台类目，如 饲料 / 猪饲料 / 仔猪料",
    }),
    // the leaf's name, kept by the server from the path: what the search and the recommended tags read
    subCategory: f.text("细分类目", { readonly: true, max: 20, table: false }),
    gallery: f.images("商品图集", { max: 9 }),
    origin: f.text("产地", { max: 40, table: false }),
    shelfLife: f.text("保质期", { max: 20, table: false, placeholder: "如 12个月" }),
    // 运费规则 (src/core/freight.ts): each mode asks only for its own amounts, per goods of an order
    freightMode: f.enum("运费方式", [...FREIGHT_MODES], { default: "free", table: false }),
    freight: f.money("运费(元)", {
      required: true,
      min: 0.01,
      max: 100_000,
      table: false,
      when: { field: "freightMode", in: ["fixed", "threshold"] },
      placeholder: "该商品每单收取的运费",
      examples: [30, 50],
    }),
    freightFreeFrom: f.money("包邮门槛(元)", {
      required: true,
      min: 0.01,
      max: 10_000_000,
      table: false,
      when: { field: "freightMode", in: ["threshold"] },
      placeholder: "该商品金额满多少包邮，如 500",
      examples: [500, 2000],
    }),
    freightFirstQty: f.int("首件数量", {
      required: true,
      min: 1,
      max: 100_000,
      table: false,
      when: { field: "freightMode", in: ["piece"] },
      placeholder: "按商品单位，如 5 即首5吨",
      examples: [1, 5],
    }),
    freightFirst: f.money("首费(元)", {
      required: true,
      min: 0.01,
      max: 100_000,
      table: false,
      when: { field: "freightMode", in: ["piece"] },
      placeholder: "首件数量内的运费",
      examples: [20, 600],
    }),
    freightNextQty: f.int("续件数量", {
      required: true,
      min: 1,
      max: 100_000,
      table: false,
      when: { field: "freightMode", in: ["piece"] },
      placeholder: "每增加多少件加收续费，如 5",
      examples: [1, 5],
    }),
    freightNext: f.money("续费(元)", {
      required: true,
      min: 0.01,
      max: 100_000,
      table: false,
      when: { field: "freightMode", in: ["piece"] },
      placeholder: "每增加续件数量加收的运费",
      examples: [8, 500],
    }),
    // whole provinces or single cities; an order to an address outside is refused (src/server/mall/order-submit.ts)
    deliveryRegions: f.regions("配送区域", { level: "city", placeholder: "不选为全国" }),
  },
  flow: {
    field: "status",
    initial: "draft",
    editableIn: ["draft", "off_sale"],
    deletableIn: ["draft", "off_sale"],
    deletedState: "deleted",
  },
  endpoints: {
    list: ep.post("trading.goods.list"),
    get: ep.post("trading.goods.detail"),
    create: ep.post("trading.goods.publish"),
    update: ep.post("trading.goods.modify"),
    delete: ep.post("openapi.goods.delete"),
  },
  actions: {
    onSale: {
      label: "上架",
      endpoint: ep.post("openapi.goods.status.on"),
      from: ["draft", "off_sale"],
      to: "on_sale",
      button: "goods:onSale",
      stamps: { onSaleAt: "now" },
    },
    offSale: {
      label: "下架",
      endpoint: ep.post("openapi.goods.status.out"),
      from: ["on_sale"],
      to: "off_sale",
      button: "goods:offSale",
      confirm: "确定要下架该商品吗？下架后买家将无法购买。",
    },
  },
  buttons: { create: "goods:add", edit: "goods:edit", delete: "goods:delete" },
  sort: { field: "id", order: "desc" },
  // a seller lists a new pack size or grade by copying a goods it sells (复制商品)
  copy: true,
  // a seller publishes a ready goods and puts it on sale in one step; 保存 keeps it 仓库中
  // the operator's templates for a kind of goods: a seller starts from one, then changes what differs
  startFrom: {
    resource: "goodsTemplate",
    via: "catalogue",
    label: "套用商品模板",
    fill: ["category", "unit", "shelfLife", "description"],
  },
  saveAnd: {
    action: "onSale",
    label: "保存并上架",
    // 质量追溯 (src/core/traceability.ts): a new regulated goods has no batch yet, so it goes on sale once one is recorded
    notOnCreate: {
      field: "category",
      in: TRACED_CATEGORIES,
      hint: "兽药、疫苗、饲料、预混料、种畜禽须先登记追溯批次才能上架：保存后在商品详情中新增追溯批次，再上架",
    },
  },
  // the publish form walks a seller from the category (which decides the attributes asked next) to the pictures
  steps: [
    { title: "选择类目", fields: ["category", "categoryAxis", "shopClassifyId"] },
    {
      title: "基本信息与属性",
      fields: [
        "name",
        "code",
        "brand",
        "manufacturer",
        "origin",
        "shelfLife",
        "approvalNo",
        "vetKind",
        "feedLicence",
        "feedStage",
        "breed",
        "breedingLicence",
      ],
    },
    { title: "销售规格", fields: ["unit", "skus", "marketPrice", "minOrder", "orderMultiple"] },
    {
      title: "配送与运费",
      fields: [
        "freightMode",
        "freight",
        "freightFreeFrom",
        "freightFirstQty",
        "freightFirst",
        "freightNextQty",
        "freightNext",
        "deliveryRegions",
      ],
    },
    { title: "图片与详情", fields: ["image", "gallery", "description"] },
  ],
});
