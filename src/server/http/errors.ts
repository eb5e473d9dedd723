/** A failure the client acts on: the status picks its page, `errors` land on form fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Details beyond field errors, such as an import's problems row by row. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const MSG = {
  login: "请先登录",
  portal: "您未授权登录系统,请联系客服人员",
  noEnterprise: "请先切换企业身份",
  menu: "您没有查看权限，请联系管理员",
  button: "您没有操作权限，请联系管理员",
  notFound: "记录不存在",
  invalid: "提交的数据有误",
  busy: "系统繁忙",
  noEdit: "当前状态不允许修改",
  noDelete: "当前状态不允许删除",
  noTransition: "当前状态不允许此操作",
} as const;

export const unauthorized = () => new ApiError(401, MSG.login);
export const forbidden = (msg: string) => new ApiError(403, msg);
export const notFound = () => new ApiError(404, MSG.notFound);
/** 422: a business rule or validation failure, shown on the form. */
export const invalid = (errors?: Record<string, string>, msg: string = MSG.invalid) => new ApiError(422, msg, errors);

export const ok = <T>(data: T) => ({ code: 0, msg: "success", data });
