import { ep, endpointPath, type EndpointDef } from "./endpoint";

/**
 * Who may make a hand-written call: anyone, a logged-in user, development only, the platform operator (an
 * administrator of the platform enterprise, as for its audit queues), or a holder of a resource's
 * menu (reads) or edit button (writes) — named by resource so the grant is never spelled twice.
 */
export type CallAccess = "public" | "login" | "dev" | "operator" | { resource: string; need: "menu" | "edit" };

/** A hand-written call outside resources/ and MALL: its wire shape, what it does, its area and access. */
export interface Call extends EndpointDef {
  label: string;
  /** The reference's group (账号, 门户, 权限, 文件, 开发). */
  area: string;
  access: CallAccess;
  /** Answers a file or a download instead of the JSON envelope. */
  file?: boolean;
  /** Sent as multipart/form-data (an upload). */
  multipart?: boolean;
}

type Extra = Pick<Call, "file" | "multipart">;
const c = (label: string, area: string, access: CallAccess, e: EndpointDef, x: Extra = {}): Call => ({
  label,
  area,
  access,
  ...e,
  ...x,
});
const ACCOUNT = "账号";
const PORTAL = "门户";
const RIGHTS = "权限";
const FILES = "文件";

/**
 * Every hand-written call, keyed by its method name: the routes build their path from this entry (a name not
 * declared here does not compile), and the API reference lists it.
 */
export const CALLS = {
  // login and session (auth/routes.ts)
  "usercenter.login": c("账号密码登录", ACCOUNT, "public", ep.post("usercenter.login")),
  "usercenter.logout": c("退出登录", ACCOUNT, "public", ep.post("usercenter.logout")),
  // who is logged in: null without a session (the start-up asks before anyone logs in), so open to anyone
  "user.get": c("当前用户", ACCOUNT, "public", ep.get("user.get")),
  "usercenter.enterprise.switch": c("切换企业身份", ACCOUNT, "login", ep.post("usercenter.enterprise.switch")),
  // SMS login (account/login-routes.ts)
  "usercenter.login.sms.send": c(
    "发送登录验证码",
    ACCOUNT,
    "public",
    ep.post("usercenter.login.sms.send", { payload: "params" }),
  ),
  "usercenter.login.sms": c("短信验证码登录", ACCOUNT, "public", ep.post("usercenter.login.sms")),
  "usercenter.bo.find.by.login": c("按账号查询可用门户", ACCOUNT, "public", ep.post("usercenter.bo.find.by.login")),
  // registration (account/register-routes.ts)
  "usercenter.reg.sms.send": c("发送注册验证码", ACCOUNT, "public", ep.post("usercenter.reg.sms.send")),
  "usercenter.reg.sms.verify": c("校验注册验证码", ACCOUNT, "public", ep.post("usercenter.reg.sms.verify")),
  "usercenter.reg.setpwd": c("设置密码并注册", ACCOUNT, "public", ep.post("usercenter.reg.setpwd")),
  "usercenter.org.register": c("注册企业", ACCOUNT, "login", ep.post("usercenter.org.register")),
  // password recovery (account/retrieve-routes.ts)
  "usercenter.retrieve.name.check": c(
    "找回密码：校验账号",
    ACCOUNT,
    "public",
    ep.post("usercenter.retrieve.name.check"),
  ),
  "usercenter.retrieve.sms.send": c("找回密码：发送验证码", ACCOUNT, "public", ep.post("usercenter.retrieve.sms.send")),
  "usercenter.retrieve.sms.verify": c(
    "找回密码：校验验证码",
    ACCOUNT,
    "public",
    ep.post("usercenter.retrieve.sms.verify"),
  ),
  "usercenter.retrieve.pwd.set": c("找回密码：设置新密码", ACCOUNT, "public", ep.post("usercenter.retrieve.pwd.set")),
  // phone change (account/phone-routes.ts)
  "usercenter.phone.old.sms.send": c(
    "换绑手机：原手机发送验证码",
    ACCOUNT,
    "login",
    ep.post("usercenter.phone.old.sms.send"),
  ),
  "usercenter.phone.old.sms.verify": c(
    "换绑手机：校验原手机",
    ACCOUNT,
    "login",
    ep.post("usercenter.phone.old.sms.verify"),
  ),
  "usercenter.phone.new.sms.send": c(
    "换绑手机：新手机发送验证码",
    ACCOUNT,
    "login",
    ep.post("usercenter.phone.new.sms.send"),
  ),
  "usercenter.phone.new.sms.verify": c(
    "换绑手机：绑定新手机",
    ACCOUNT,
    "login",
    ep.post("usercenter.phone.new.sms.verify"),
  ),
  // personal centre (account/profile-routes.ts, realname-routes.ts; sending a real name is resources/real-name.ts)
  "usercenter.user.info.get": c("个人资料", ACCOUNT, "login", ep.get("usercenter.user.info.get")),
  "usercenter.user.update.info": c("修改个人资料", ACCOUNT, "login", ep.post("usercenter.user.update.info")),
  "usercenter.user.update.photo": c("修改头像", ACCOUNT, "login", ep.post("usercenter.user.update.photo")),
  "usercenter.login.pwd.update": c("修改登录密码", ACCOUNT, "login", ep.post("usercenter.login.pwd.update")),
  "usercenter.org.detail.get": c("当前企业信息", ACCOUNT, "login", ep.get("usercenter.org.detail.get")),
  "usercenter.realname.get": c("实名认证信息", ACCOUNT, "login", ep.get("usercenter.realname.get")),
  "usercenter.realname.state": c("实名认证状态", ACCOUNT, "login", ep.get("usercenter.realname.state")),
  "usercenter.audit.lasted": c("最近一次认证审核结果", ACCOUNT, "login", ep.post("usercenter.audit.lasted")),
  // portals (portal/routes.ts, user-routes.ts)
  "api/member/getPlatformTypeByUrl": c(
    "按域名查询平台类型",
    PORTAL,
    "public",
    ep.post("api/member/getPlatformTypeByUrl"),
  ),
  "portal.domain.get": c("门户域名信息", PORTAL, "public", ep.get("portal.domain.get")),
  "enterprise.info.get": c("门户运营方信息", PORTAL, "public", ep.get("enterprise.info.get")),
  "enterprise.list": c("门户运营方列表", PORTAL, "public", ep.get("enterprise.list", { version: "5.0" })),
  "portal.service.list": c("客服栏目", PORTAL, "public", ep.get("portal.service.list")),
  "portal.column.article.get": c("栏目文章", PORTAL, "public", ep.get("portal.column.article.get")),
  "user.info.get": c("用户头像信息", PORTAL, "public", ep.get("user.info.get")),
  "user.bo.get": c("用户业务标签", PORTAL, "public", ep.get("user.bo.get")),
  // menu and button permissions (portal/permission-lists.ts, permission-routes.ts)
  "etpbase.bid.sys.permission.user.menu.list": c(
    "用户菜单权限(招采)",
    RIGHTS,
    "login",
    ep.get("etpbase.bid.sys.permission.user.menu.list", { version: "5.0" }),
  ),
  "etpbase.permission.user.menu.list": c("用户菜单权限", RIGHTS, "login", ep.get("etpbase.permission.user.menu.list")),
  "etpbase.permission.user.btn.list": c("用户按钮权限", RIGHTS, "login", ep.get("etpbase.permission.user.btn.list")),
  "etpbase.permission.menu.list": c(
    "可授权的菜单与按钮",
    RIGHTS,
    { resource: "role", need: "menu" },
    ep.get("etpbase.permission.menu.list"),
  ),
  "etpbase.permission.role.grant.list": c(
    "角色已授权限",
    RIGHTS,
    { resource: "role", need: "menu" },
    ep.get("etpbase.permission.role.grant.list"),
  ),
  "etpbase.permission.role.grant.save": c(
    "保存角色权限",
    RIGHTS,
    { resource: "role", need: "edit" },
    ep.post("etpbase.permission.role.grant.save"),
  ),
  "etpbase.bidemp.role.list": c(
    "员工的角色",
    RIGHTS,
    { resource: "employee", need: "menu" },
    ep.get("etpbase.bidemp.role.list"),
  ),
  "etpbase.bidemp.role.save": c(
    "保存员工角色",
    RIGHTS,
    { resource: "employee", need: "edit" },
    ep.post("etpbase.bidemp.role.save"),
  ),
  // uploads and files (files/upload-routes.ts, private-route.ts)
  "fileUpload.upload.token.get": c("获取上传凭证", FILES, "login", ep.get("fileUpload.upload.token.get")),
  "fileUpload.upload": c("上传图片或PDF", FILES, "login", ep.post("fileUpload.upload"), { multipart: true }),
  "fileUpload.private.get": c("下载受保护的文件", FILES, "login", ep.get("fileUpload.private.get"), { file: true }),
  // the /dev/sms page's outbox; never registered in production (sms/dev-routes.ts)
  "dev.sms.outbox.list": c("短信发件箱(开发)", "开发", "dev", ep.get("dev.sms.outbox.list")),
} satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;

/** The route of a declared call: `/gw/agri.usercenter.login/1.0`, or `/gw/api/member/…` as is. */
export const callUrl = (product: string, name: CallName): string => `/gw/${endpointPath(CALLS[name], product)}`;

/** Served outside /gw: uploaded files by name, and this reference itself. Paths in Fastify's `:param` form. */
export const OUTSIDE = {
  files: { label: "公开图片", area: FILES, access: "public", http: "GET", url: "/files/:name", file: true },
  openapi: {
    label: "API 参考(OpenAPI 3.1)",
    area: "API 参考",
    access: "public",
    http: "GET",
    url: "/api/openapi.json",
  },
} as const satisfies Record<
  string,
  { label: string; area: string; access: CallAccess; http: "GET" | "POST"; url: string; file?: boolean }
>;
