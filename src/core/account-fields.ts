import { f } from "./fields";

/**
 * What a person types into the account forms (register, log in, recover, change phone, profile). The server's
 * account endpoints check these declarations and the pages' antd rules are derived from them, so a form and its
 * endpoint never disagree on a phone, a code or a name.
 */
export const accountFields = {
  phone: f.phone("手机号", { required: true, mobile: true }),
  code: f.text("验证码", { required: true, max: 6, pattern: { source: "^\\d{6}$", message: "验证码为6位数字" } }),
  name: f.text("姓名", { required: true, min: 2, max: 20 }),
  email: f.text("邮箱", { max: 100, pattern: { source: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", message: "邮箱格式不正确" } }),
};

/** Business role codes (spec §9). */
export const BUSINESS_ROLES = [
  { value: 1, label: "采购商" },
  { value: 2, label: "供应商" },
  { value: 3, label: "采购商和供应商" },
];

/** An enterprise as its founder registers it (usercenter.org.register); its certification's fields are the resource's. */
export const enterpriseFields = {
  name: f.text("企业名称", { required: true, min: 2, max: 40 }),
  creditCode: f.creditCode("统一社会信用代码", { required: true }),
  businessRole: f.enum("业务角色", BUSINESS_ROLES, { required: true }),
};

/**
 * 8–20 printable characters with at least one letter and one digit. A password is the one account value with
 * three messages of its own, so it is a check rather than a field rule; the server and the pages both call it.
 */
export function passwordProblem(password: string): string | undefined {
  if (!password) return "请输入密码";
  if (password.length < 8 || password.length > 20) return "密码长度为8-20位";
  if (!/^[\x21-\x7e]+$/.test(password)) return "密码只能包含字母、数字和英文符号";
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return "密码须同时包含字母和数字";
}
