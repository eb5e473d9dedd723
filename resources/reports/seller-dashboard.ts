import type { ReportDef } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";

/** 经营概况 (spec §2 /manage/seller/index), the seller center's first screen, computed in src/server/reports/seller-dashboard.ts. */
export const sellerDashboard = {
  dashboard: {
    label: "经营概况",
    path: "/manage/seller/index",
    order: 0,
    group: "店铺概况",
    endpoint: ep.get("sc.seller.dashboard"),
    months: false,
    stats: [
      { key: "todayOrders", label: "今日订单", type: "int", link: "/manage/seller/order?createdAtFrom=today" },
      { key: "todaySales", label: "今日销售额", type: "money", link: "/manage/seller/order?createdAtFrom=today" },
      { key: "monthOrders", label: "近30天订单", type: "int", link: "/manage/seller/order?createdAtFrom=-30d" },
      { key: "monthSales", label: "近30天销售额", type: "money", link: "/manage/seller/order?createdAtFrom=-30d" },
      { key: "toShip", label: "待发货订单", type: "int", link: "/manage/seller/deliver" },
      { key: "pendingAfterSales", label: "待处理售后", type: "int", link: "/manage/seller/aftersale?status=applied" },
      { key: "onSale", label: "出售中商品", type: "int", link: "/manage/seller/goods?status=on_sale" },
      { key: "offSale", label: "已下架商品", type: "int", link: "/manage/seller/goods?status=off_sale" },
      { key: "lowStock", label: "库存预警(≤10)", type: "int", link: "/manage/seller/goods?status=on_sale&stockTo=10" },
      // what buyers owe on the seller's lines of credit (已用额度 summed), the list of lines its card opens
      { key: "creditOwed", label: "账期应收", type: "money", link: "/manage/seller/credit" },
      // what is owed on statements past their due date, the overdue ones its card opens
      { key: "creditOverdue", label: "逾期应收", type: "money", link: "/manage/seller/statement?status=overdue" },
    ],
    charts: [
      { key: "daily", title: "近30天每日订单数", kind: "column", x: "day", y: "orders", type: "int" },
      { key: "daily", title: "近30天每日销售额(已付款)", kind: "line", x: "day", y: "sales", type: "money" },
    ],
    tables: [
      {
        key: "topGoods",
        title: "近30天热销商品",
        columns: [
          { key: "name", label: "商品名称", type: "text" },
          { key: "quantity", label: "销量", type: "int" },
          { key: "amount", label: "销售额(元)", type: "money" },
        ],
      },
    ],
  },
} satisfies Record<string, ReportDef>;
