import { ID_CARD_SHAPE, idCardBirthValid, idCardValid } from "../../core/check-digits";
import { accountFields } from "../../core/account-fields";
import { fieldProblem } from "../validation/declared";

export { passwordProblem } from "../../core/account-fields";

/**
 * Account field checks, shared by every endpoint that takes these fields; each returns a problem or undefined.
 * The rules are the declarations of src/core/account-fields.ts, which the account pages' rules derive from too.
 */
export const phoneProblem = (phone: string) => fieldProblem(accountFields, "phone", phone);

export const codeProblem = (code: string) => fieldProblem(accountFields, "code", code);

/** A person's name; `label` names it as the form does (用户名称, 真实姓名). */
export const nameProblem = (name: string, label = accountFields.name.label) =>
  fieldProblem({ name: { ...accountFields.name, label } }, "name", name);

export const emailProblem = (email: string) => fieldProblem(accountFields, "email", email);

/** GB 11643 resident ID: 18 characters, a real birth date and the ISO 7064 MOD 11-2 check character. */
export function idCardProblem(idCard: string): string | undefined {
  if (!idCard) return "请输入身份证号";
  const id = idCard.toUpperCase();
  if (!ID_CARD_SHAPE.test(id)) return "身份证号应为18位";
  if (!idCardBirthValid(id)) return "身份证号出生日期不正确";
  if (!idCardValid(id)) return "身份证号校验位不正确";
}

/** 138****0001 */
export const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2");
