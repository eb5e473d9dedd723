import { CREDIT_CODE_SHAPE, ID_CARD_SHAPE, creditCodeValid, idCardBirthValid, idCardValid } from "../../core/check-digits";

/** Account field rules, shared by every endpoint that takes these fields. Each returns a problem or undefined. */

export const PHONE = /^1[3-9]\d{9}$/;

export function phoneProblem(phone: string): string | undefined {
  if (!phone) return "请输入手机号";
  if (!PHONE.test(phone)) return "手机号格式不正确";
}

/** 8–20 printable characters with at least one letter and one digit. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return "请输入密码";
  if (password.length < 8 || password.length > 20) return "密码长度为8-20位";
  if (!/^[\x21-\x7e]+$/.test(password)) return "密码只能包含字母、数字和英文符号";
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return "密码须同时包含字母和数字";
}

export function codeProblem(code: string): string | undefined {
  if (!code) return "请输入验证码";
  if (!/^\d{6}$/.test(code)) return "验证码为6位数字";
}

export function nameProblem(name: string, label = "姓名"): string | undefined {
  if (!name) return `请输入${label}`;
  if (name.length < 2 || name.length > 20) return `${label}长度为2-20个字符`;
}

export function emailProblem(email: string): string | undefined {
  if (email && (email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) return "邮箱格式不正确";
}

/** GB 11643 resident ID: 18 characters, a real birth date and the ISO 7064 MOD 11-2 check character. */
export function idCardProblem(idCard: string): string | undefined {
  if (!idCard) return "请输入身份证号";
  const id = idCard.toUpperCase();
  if (!ID_CARD_SHAPE.test(id)) return "身份证号应为18位";
  if (!idCardBirthValid(id)) return "身份证号出生日期不正确";
  if (!idCardValid(id)) return "身份证号校验位不正确";
}

/** 统一社会信用代码: 18 characters of the GB 32100 alphabet, the last checking the others. */
export function creditCodeProblem(code: string): string | undefined {
  if (!code) return "请输入统一社会信用代码";
  if (!CREDIT_CODE_SHAPE.test(code.toUpperCase())) return "统一社会信用代码应为18位数字或大写字母";
  if (!creditCodeValid(code.toUpperCase())) return "统一社会信用代码校验位不正确";
}

/** 138****0001 */
export const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2");
