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

/** 138****0001 */
export const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2");
