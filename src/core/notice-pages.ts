/**
 * Where a published tender is read (spec §2 /entProcurement/details). bidOrder's public audience declares its
 * page from this, and the mall's router serves it from this too: the router is in the first load of every
 * page, the resource config is not (docs/first-load.md).
 */
export const NOTICE_PAGE = "/entProcurement/details";

/** An enquiry's notice sits beside a tender's, under /enquiry/. */
export const ENQUIRY_NOTICE_PAGE = NOTICE_PAGE.replace(/\/details$/, "/enquiry/details");
