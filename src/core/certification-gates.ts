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
