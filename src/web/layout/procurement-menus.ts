/** 采购商管理 in the top bar, for an enterprise on the procurement portal as a purchaser (spec §2). */
export const PURCHASER_MENU = [
  { key: "/tendering/bids/list", label: "招标询价" },
  { key: "/tendering/order/list", label: "招标订单" },
  { key: "/tendering/list", label: "竞价管理" },
  { key: "/tendering/factory", label: "收货地点" },
  { key: "/entProcurement/supplier", label: "供应商名录" },
  { key: "/entProcurement/certifiedSupplier?role=1", label: "采购商认证" },
];

/** 供应商管理 in the top bar, for a supplier. */
export const SUPPLIER_MENU = [
  { key: "/entProcurement/home", label: "采购大厅" },
  { key: "/entProcurement/introduction", label: "平台介绍" },
  { key: "/entProcurement/bids", label: "我的报价" },
  { key: "/entProcurement/certifiedSupplier?role=2", label: "供应商认证" },
  { key: "/entProcurement/certification/list", label: "认证记录" },
];

/** The public procurement pages the menus point at beside the generated screens: open to anyone. */
export const PUBLIC_PROCUREMENT_PAGES = [
  "/entProcurement/home",
  "/entProcurement/supplier",
  "/entProcurement/introduction",
];
