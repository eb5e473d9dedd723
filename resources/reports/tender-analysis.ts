import type { ReportDef } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";

/** 招标分析 (spec §2 /tendering/analysis/*) of the purchaser's tenders, computed in src/server/reports/tender-analysis.ts. */
export const tenderAnalysis = {
  active: {
    label: "活跃度分析",
    path: "/tendering/analysis/active",
    order: 60,
    group: "数据分析",
    endpoint: ep.get("etpbase.report.analysis.active"),
    stats: [
      { key: "notices", label: "发布公告", type: "int" },
      { key: "tenders", label: "其中招标", type: "int" },
      { key: "enquiries", label: "其中询价", type: "int" },
      { key: "quotes", label: "收到报价", type: "int" },
      { key: "suppliers", label: "参与供应商", type: "int" },
      { key: "avgQuotes", label: "平均每单报价", type: "decimal" },
    ],
    charts: [
      {
        key: "noticesPerMonth",
        title: "每月发布的招标与询价",
        kind: "column",
        x: "month",
        y: "count",
        series: "kind",
        type: "int",
      },
      { key: "quotesPerMonth", title: "每月收到的报价", kind: "line", x: "month", y: "count", type: "int" },
    ],
    tables: [
      {
        key: "byCategory",
        title: "按商品类目",
        columns: [
          { key: "category", label: "商品类目", type: "text" },
          { key: "notices", label: "公告数", type: "int" },
          { key: "quotes", label: "报价数", type: "int" },
          { key: "avgQuotes", label: "平均报价数", type: "decimal" },
        ],
      },
    ],
  },
  increase: {
    label: "供应商增长分析",
    path: "/tendering/analysis/increase",
    order: 61,
    group: "数据分析",
    endpoint: ep.get("etpbase.report.analysis.increase"),
    stats: [
      { key: "suppliers", label: "累计参与供应商", type: "int" },
      { key: "newInPeriod", label: "统计期新增", type: "int" },
      { key: "newThisMonth", label: "本月新增", type: "int" },
      { key: "certified", label: "平台认证供应商", type: "int" },
    ],
    charts: [
      { key: "newSuppliers", title: "每月新增供应商", kind: "column", x: "month", y: "count", type: "int" },
      { key: "cumulative", title: "累计参与供应商", kind: "line", x: "month", y: "total", type: "int" },
    ],
    tables: [
      {
        key: "suppliers",
        title: "供应商首次报价",
        columns: [
          { key: "supplier", label: "供应商", type: "text" },
          { key: "firstQuote", label: "首次报价", type: "text" },
          { key: "quotes", label: "报价次数", type: "int" },
          { key: "awards", label: "中标次数", type: "int" },
          { key: "winRate", label: "中标率", type: "percent" },
        ],
      },
    ],
  },
  offer: {
    label: "执行明细",
    path: "/tendering/analysis/offer",
    order: 62,
    group: "数据分析",
    endpoint: ep.get("etpbase.report.analysis.offer"),
    stats: [
      { key: "notices", label: "公告数", type: "int" },
      { key: "responseRate", label: "报价响应率", type: "percent" },
      { key: "awarded", label: "中标金额", type: "money" },
      { key: "saving", label: "较预算节约", type: "money" },
      { key: "savingRate", label: "节约率", type: "percent" },
    ],
    charts: [{ key: "savings", title: "各公告较预算节约", kind: "bar", x: "title", y: "saving", type: "money" }],
    tables: [
      {
        key: "notices",
        title: "公告执行明细",
        columns: [
          { key: "orderNo", label: "单号", type: "text" },
          { key: "title", label: "项目名称", type: "text" },
          { key: "kind", label: "采购方式", type: "text" },
          { key: "status", label: "状态", type: "text" },
          { key: "scope", label: "供应商范围", type: "text" },
          { key: "quotes", label: "报价数", type: "int" },
          { key: "lowest", label: "最低报价(元)", type: "money" },
          { key: "awarded", label: "中标金额(元)", type: "money" },
          { key: "budget", label: "预算(元)", type: "money" },
          { key: "saving", label: "节约(元)", type: "money" },
          { key: "savingRate", label: "节约率", type: "percent" },
        ],
      },
    ],
  },
  collect: {
    label: "执行汇总",
    path: "/tendering/analysis/collect",
    order: 63,
    group: "数据分析",
    endpoint: ep.get("etpbase.report.collect"),
    stats: [
      { key: "suppliers", label: "供应商", type: "int" },
      { key: "orders", label: "招标订单", type: "int" },
      { key: "amount", label: "订单金额", type: "money" },
      { key: "received", label: "已完成订单", type: "int" },
    ],
    charts: [
      { key: "amountBySupplier", title: "各供应商订单金额", kind: "bar", x: "supplier", y: "amount", type: "money" },
    ],
    tables: [
      {
        key: "suppliers",
        title: "按供应商汇总",
        columns: [
          { key: "supplier", label: "供应商", type: "text" },
          { key: "quotes", label: "报价", type: "int" },
          { key: "awards", label: "中标", type: "int" },
          { key: "winRate", label: "中标率", type: "percent" },
          { key: "orders", label: "订单", type: "int" },
          { key: "amount", label: "订单金额(元)", type: "money" },
          { key: "received", label: "已完成", type: "int" },
        ],
      },
      {
        key: "goods",
        title: "按商品汇总",
        columns: [
          { key: "goods", label: "商品名称", type: "text" },
          { key: "unit", label: "单位", type: "text" },
          { key: "orders", label: "订单", type: "int" },
          { key: "quantity", label: "数量", type: "decimal" },
          { key: "amount", label: "金额(元)", type: "money" },
          { key: "avgPrice", label: "平均单价(元)", type: "money" },
        ],
      },
    ],
  },
} satisfies Record<string, ReportDef>;
