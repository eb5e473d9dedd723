/** Branding of each seeded portal: what the operator's enterprise-info row and its footer show. */
export interface PortalBrand {
  systemId: number;
  platType: "YYN" | "AY" | "SLXH" | "SHEEP" | "TJ" | "HS";
  /** Directory under public/assets/portal/. */
  code: string;
  name: string;
  titleCh: string;
  domain: string;
  /** "1" shows supplier management on procurement pages, anything else purchaser management. */
  platformPurpose: "0" | "1";
  isDefault: boolean;
  openRegistry: boolean;
  openEnterpriseRegistry: boolean;
  icp: string;
  copyright: string;
  /** Footer column names, in order. */
  footColumns: string[];
  /** The outside systems ORDER_GOODS (订货) and ENTER_SHOP (入驻) shops are run from on this portal. */
  orderGoodsUrl: string | null;
  enterShopUrl: string | null;
}

/** TJ and HS have no system id in the spec; the server uses 65 and 66 for them (docs/portals.md). */
export const PORTAL_BRANDS: PortalBrand[] = [
  {
    systemId: 56,
    platType: "YYN",
    code: "yyn",
    name: "农牧商城",
    titleCh: "农牧商城 - 农牧企业一站式采购平台",
    domain: "yyn.localhost",
    platformPurpose: "0",
    isDefault: true,
    openRegistry: true,
    openEnterpriseRegistry: true,
    icp: "鲁ICP备2021015601号-1",
    copyright: "© 2021-2026 农牧商城 版权所有",
    footColumns: ["关于我们", "联系我们", "法律声明", "隐私政策"],
    orderGoodsUrl: "http://dinghuo.yyn.localhost/",
    enterShopUrl: "http://ruzhu.yyn.localhost/",
  },
  {
    systemId: 62,
    platType: "AY",
    code: "ay",
    name: "爱养牧业商城",
    titleCh: "爱养牧业商城 - 养殖户放心采购",
    domain: "ay.localhost",
    platformPurpose: "1",
    isDefault: false,
    openRegistry: true,
    openEnterpriseRegistry: false,
    icp: "豫ICP备2022006203号-2",
    copyright: "© 2022-2026 爱养牧业商城 版权所有",
    footColumns: ["关于爱养", "商务合作", "服务条款"],
    orderGoodsUrl: "http://dinghuo.ay.localhost/",
    enterShopUrl: "http://ruzhu.ay.localhost/",
  },
  {
    systemId: 63,
    platType: "SLXH",
    code: "slxh",
    name: "饲料行业协会采购平台",
    titleCh: "饲料行业协会采购平台",
    domain: "slxh.localhost",
    platformPurpose: "1",
    isDefault: false,
    openRegistry: false,
    openEnterpriseRegistry: false,
    icp: "京ICP备2020036305号-1",
    copyright: "© 2020-2026 饲料行业协会采购平台",
    footColumns: ["协会简介", "会员服务", "联系协会"],
    orderGoodsUrl: null,
    enterShopUrl: null,
  },
  {
    systemId: 64,
    platType: "SHEEP",
    code: "sheep",
    name: "肉羊产业服务平台",
    titleCh: "肉羊产业服务平台 - 种羊 饲草 兽药",
    domain: "sheep.localhost",
    platformPurpose: "0",
    isDefault: false,
    openRegistry: false,
    openEnterpriseRegistry: false,
    icp: "蒙ICP备2023004807号-1",
    copyright: "© 2023-2026 肉羊产业服务平台",
    footColumns: ["平台介绍", "产业资讯", "联系我们"],
    orderGoodsUrl: "http://dinghuo.sheep.localhost/",
    enterShopUrl: null,
  },
  {
    systemId: 65,
    platType: "TJ",
    code: "tj",
    name: "天津农牧交易中心",
    titleCh: "天津农牧交易中心 - 招标采购",
    domain: "tj.localhost",
    platformPurpose: "0",
    isDefault: false,
    openRegistry: true,
    openEnterpriseRegistry: true,
    icp: "津ICP备2021009908号-1",
    copyright: "© 2021-2026 天津农牧交易中心",
    footColumns: ["中心简介", "交易规则", "联系我们"],
    orderGoodsUrl: null,
    enterShopUrl: null,
  },
  {
    systemId: 66,
    platType: "HS",
    code: "hs",
    name: "华盛畜牧集采平台",
    titleCh: "华盛畜牧集采平台",
    domain: "hs.localhost",
    platformPurpose: "1",
    isDefault: false,
    openRegistry: true,
    openEnterpriseRegistry: true,
    icp: "冀ICP备2022011209号-1",
    copyright: "© 2022-2026 华盛畜牧集采平台",
    footColumns: ["集团简介", "供应商须知", "联系我们"],
    orderGoodsUrl: null,
    enterShopUrl: null,
  },
];
