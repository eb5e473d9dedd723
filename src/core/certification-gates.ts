/**
 * What needs a certified caller (docs/accounts.md, 实名认证与企业认证): a verified real name of the person, or an
 * approved certification (企业认证) of the enterprise it acts for on the portal. Shared by the server, which refuses
 * with these words (422), and the screens, which say them before anyone tries and link to where to certify.
 */
export const REALNAME_PAGE = "/personal/info";
export const CERTIFICATION_PAGE = "/entProcurement/certifiedSupplier?role=1";

/** 开店: the administrator's real name or the enterprise's certification. */
export const SHOP_NEEDS_CERT = "开店须先完成实名认证或企业认证，审核通过后再提交开店申请";

/** A mall order of more than this many yuan is paid only by a certified buyer. */
export const LARGE_ORDER = 50_000;
export const PAY_NEEDS_CERT = `单笔订单金额超过${LARGE_ORDER / 10_000}万元，须先完成实名认证或企业认证后再支付`;

/** Certification kinds (resources/certification.ts `role`), the business roles of spec §3. */
export const PURCHASER = 1;
export const SUPPLIER = 2;
export type CertRole = typeof PURCHASER | typeof SUPPLIER;

/** Where an enterprise applies for a kind of certification. */
export const certificationPage = (role: CertRole) => `/entProcurement/certifiedSupplier?role=${role}`;

/** 报价: only an enterprise with an approved supplier certification on the portal quotes. */
export const QUOTE_NEEDS_CERT = "贵企业尚未通过供应商认证，请先完成供应商认证后再报价";
/** 发布: only an enterprise with an approved purchaser certification on the portal publishes a tender or enquiry. */
export const PUBLISH_NEEDS_CERT = "贵企业尚未通过采购商认证，请先完成采购商认证后再发布";

/** One create screen that only a certified enterprise fills in: what it needs and what the screen says instead. */
export interface CertGate {
  role: CertRole;
  /** No approved certification of the kind: the server's refusal, said before the form. */
  refused: string;
  /** An application of the kind waits for the operator. */
  waiting: string;
  /** The link to the application form. */
  apply: string;
}

/**
 * The create screens, by resource name, that show the notice instead of the form: a quote form filled in full and
 * then refused wastes the supplier's time, so it is told first, with the way to certify.
 */
export const CREATE_NEEDS_CERT: Record<string, CertGate> = {
  bidOffer: {
    role: SUPPLIER,
    refused: QUOTE_NEEDS_CERT,
    waiting: "贵企业的供应商认证正在审核中，审核通过后即可报价",
    apply: "申请供应商认证",
  },
  bidOrder: {
    role: PURCHASER,
    refused: PUBLISH_NEEDS_CERT,
    waiting: "贵企业的采购商认证正在审核中，审核通过后即可发布",
    apply: "申请采购商认证",
  },
};

/** How an answering party's certification reads beside its name (报价企业 on the quote list and 比价表). */
export const certifiedLabel = (certified: unknown) => (certified ? "已认证" : "未认证");
