/**
 * Check characters of Chinese registration numbers, so a typing slip is caught on the form and by the server
 * before anyone audits the row. Each function takes the code as typed (trimmed) and says whether it holds.
 */

/** GB 32100-2015 统一社会信用代码: 18 characters of this alphabet (no I, O, S, V, Z). */
const CREDIT_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of the first 17 characters of a credit code. */
export function creditCodeCheck(first17: string): string {
  const sum = CREDIT_WEIGHTS.reduce((acc, w, i) => acc + w * CREDIT_ALPHABET.indexOf(first17[i]!), 0);
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31]!;
}

export const creditCodeValid = (code: string) =>
  CREDIT_CODE_SHAPE.test(code) && creditCodeCheck(code.slice(0, 17)) === code[17];

/** GB 11643-1999 公民身份号码: 17 digits (a real birth date at 7–14) and an ISO 7064 MOD 11-2 check character. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";
export const ID_CARD_SHAPE = /^\d{17}[\dX]$/;

export function idCardBirthValid(id: string): boolean {
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && birth.getUTCMonth() === m - 1 && birth.getUTCDate() === d && birth.getTime() <= Date.now();
}

export const idCardCheck = (first17: string) =>
  ID_CHECK[ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0) % 11]!;

export const idCardValid = (id: string) =>
  ID_CARD_SHAPE.test(id) && idCardBirthValid(id) && idCardCheck(id.slice(0, 17)) === id[17];

/** The check-digit schemes a text field may declare (`checksum: "creditCode"`). */
export const CHECKSUMS = {
  creditCode: { shape: CREDIT_CODE_SHAPE, shapeMessage: "应为18位数字或大写字母", valid: creditCodeValid },
  idCard: { shape: ID_CARD_SHAPE, shapeMessage: "应为18位，末位可为X", valid: idCardValid },
} as const;

/** A check a scheme makes before its check character, with what it says (an ID number's birth date is no day). */
export const CHECK_FIRST: Partial<Record<keyof typeof CHECKSUMS, { valid: (code: string) => boolean; says: string }>> =
  { idCard: { valid: (id) => !ID_CARD_SHAPE.test(id) || idCardBirthValid(id), says: "出生日期不正确" } };

export type ChecksumScheme = keyof typeof CHECKSUMS;
