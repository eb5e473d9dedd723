/**
 * The two phone rules of the platform, each with its one message. A mobile number is one an SMS reaches or an
 * account is named by: registration, login by phone, password recovery, phone change, an invited employee, the
 * recipient of a delivery address (the courier texts them). A contact phone is one a person dials: a shop's or an
 * enterprise's 联系电话, where a landline or a 400 service line is as good as a mobile (docs/validation.md).
 */
export type PhoneKind = "mobile" | "contact";

/** Mainland mobile: 1, then 3–9, then nine digits (13800000001). 12012345678 is no number an SMS reaches. */
export const MOBILE = /^1[3-9]\d{9}$/;

/** A mobile, a landline with its area code (0536-1234567, 010-12345678-123) or a service line (400-600-1234). */
export const CONTACT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

export const PHONE_PATTERNS: Record<PhoneKind, RegExp> = { mobile: MOBILE, contact: CONTACT_PHONE };

/** What the form and the server's 422 say when a phone breaks its rule. */
export const phoneMessage = (label: string) => `${label}格式不正确`;

/** How an import sheet's header says to fill a phone column. */
export const PHONE_HINTS: Record<PhoneKind, string> = {
  mobile: "11位手机号，如 13905361234",
  contact: "手机号或座机，如 13905361234、0536-7256801",
};

/** Which rule a declared phone field follows: `mobile: true` says an SMS reaches it or an account is named by it. */
export const phoneKindOf = (f: { mobile?: boolean }): PhoneKind => (f.mobile ? "mobile" : "contact");
