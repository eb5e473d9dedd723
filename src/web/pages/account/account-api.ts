import type { FormInstance } from "antd";
import { accountFields, passwordProblem } from "../../../core/account-fields";
import { rulesFor } from "../../admin/field-rules";
import { product } from "../../product";
import { http } from "../../services";

/** A failed call as the http client rejects it (spec §8 already applied). */
export interface CallError {
  message?: string;
  statusCode?: number;
  errors?: Record<string, string>;
}

/** Account endpoints (docs/accounts.md): `agri.<name>/1.0`, JSON body or query params. */
export const accountApi = {
  async post<T = unknown>(name: string, data: Record<string, unknown> = {}): Promise<T> {
    return (await http.request<T>({ method: "POST", url: `${product}.${name}/1.0`, data })).data;
  },
  /** POST with the payload in the query string (the spec's "POST (params)"). */
  async postParams<T = unknown>(name: string, params: Record<string, unknown>): Promise<T> {
    return (await http.request<T>({ method: "POST", url: `${product}.${name}/1.0`, params })).data;
  },
  /** `stay`: a refusal is the page's to say in place; the http client does not move to its error page. */
  async get<T = unknown>(name: string, params?: Record<string, unknown>, o: { stay?: boolean } = {}): Promise<T> {
    return (await http.request<T>({ method: "GET", url: `${product}.${name}/1.0`, params, ...o })).data;
  },
};

/**
 * Puts a 422's field errors on the form's fields; whatever has no field on this form (or no field at
 * all) goes to `notify`. Statuses the http client already turned into a page jump are left alone.
 */
export function showError(form: FormInstance | undefined, error: unknown, notify: (msg: string) => void): void {
  const e = (error ?? {}) as CallError;
  if (e.statusCode && e.statusCode !== 422) return;
  const present = new Set(Object.keys(form?.getFieldsValue() ?? {}));
  const entries = Object.entries(e.errors ?? {});
  const onForm = entries.filter(([name]) => present.has(name));
  if (form && onForm.length) form.setFields(onForm.map(([name, msg]) => ({ name, errors: [msg] })));
  if (onForm.length < entries.length || !entries.length)
    notify(entries.find(([n]) => !present.has(n))?.[1] ?? e.message ?? "操作失败，请稍后重试");
}

/** The rules the account endpoints apply (src/core/account-fields.ts), for instant feedback with the same messages. */
const account = { fields: accountFields };
export const phoneRules = rulesFor(account, "phone");
export const codeRules = rulesFor(account, "code");
export const emailRules = rulesFor(account, "email");
/** A person's name, as the form labels it (用户名称). */
export const nameRules = (label: string) => rulesFor({ fields: { name: { ...accountFields.name, label } } }, "name");

export const passwordRules = [
  { required: true, message: "请输入密码" },
  {
    validator: async (_: unknown, value: unknown) => {
      const problem = value ? passwordProblem(String(value)) : undefined;
      if (problem) throw new Error(problem);
    },
  },
];

/** Confirm-password rule tied to the `password` field. */
export const confirmRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) =>
    !value || value === getFieldValue("password")
      ? Promise.resolve()
      : Promise.reject(new Error("两次输入的密码不一致")),
});
