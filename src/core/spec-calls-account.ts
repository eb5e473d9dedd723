/**
 * The spec §7 calls of the account: profile, phone and password, registration and login, shop application,
 * real name and enterprise.
 */
import type { SpecSection } from "./spec-calls";

export const ACCOUNT: SpecSection = {
  title: "账户 (Account)",
  rows: [
    { words: "usercenter.user.update.info", calls: ["usercenter.user.update.info"], screen: "/personal" },
    { words: "login.pwd.update", calls: ["usercenter.login.pwd.update"], screen: "/personal 修改密码" },
    { words: "user.update.photo", calls: ["usercenter.user.update.photo"], screen: "/personal 头像" },
    {
      words: "Phone rebind: old phone send / verify, new phone send / verify",
      calls: [
        "usercenter.phone.old.sms.send",
        "usercenter.phone.old.sms.verify",
        "usercenter.phone.new.sms.send",
        "usercenter.phone.new.sms.verify",
      ],
      screen: "/personal 更换手机号",
    },
    {
      words: "Password recovery: check name, send SMS, verify SMS, set password",
      calls: [
        "usercenter.retrieve.name.check",
        "usercenter.retrieve.sms.send",
        "usercenter.retrieve.sms.verify",
        "usercenter.retrieve.pwd.set",
      ],
      screen: "/retrievePassword",
    },
    {
      words: "Registration: reg.sms.send, reg.sms.verify, reg.setpwd, org.register",
      calls: [
        "usercenter.reg.sms.send",
        "usercenter.reg.sms.verify",
        "usercenter.reg.setpwd",
        "usercenter.org.register",
      ],
      screen: "/register",
    },
    {
      words: "SMS login send POST (params)",
      calls: ["usercenter.login.sms.send", "usercenter.login.sms"],
      screen: "/login 短信登录",
    },
    { words: "find bo by login POST", calls: ["usercenter.bo.find.by.login"], screen: "/login" },
    {
      words: "GET fileUpload.upload.token.get",
      calls: ["fileUpload.upload.token.get", "fileUpload.upload"],
      screen: "所有上传控件",
    },
    { words: "POST sc.shopapply.get", calls: ["sc.shopapply.get"], screen: "/setUpStore" },
    { words: "POST queryShopAudit.get", calls: ["sc.queryShopAudit.get"], screen: "/setUpStore/shopStatus" },
    {
      words: "GET {host}.get (real-name check)",
      calls: ["usercenter.realname.get"],
      screen: "/personal/info 实名认证",
    },
    { words: "GET {host}.state", calls: ["usercenter.realname.state"], screen: "/personal/info 实名认证" },
    {
      words: "POST {host}.update",
      calls: [
        "usercenter.realname.update",
        "usercenter.realname.audit.list",
        "usercenter.realname.audit.approve",
        "usercenter.realname.audit.reject",
      ],
      screen: "/personal/info 实名认证；/operation/realNameAudit 实名认证审核",
      decision: "提交后进入平台运营的审核队列（审核中），通过后为已认证，驳回时附原因并可重新提交",
    },
    {
      words: "audit.lasted",
      calls: ["usercenter.audit.lasted"],
      screen: "/setUpStore/shopCheck 开店前的认证检查",
      decision:
        "返回本人实名认证与当前企业在本门户最近一次企业认证的结果及驳回原因，并答是否已满足开店、大额支付所需的认证",
    },
    { words: "org.detail.get", calls: ["usercenter.org.detail.get"], screen: "企业信息" },
    { words: "dsjapi.recommend.taginfo.list/1.1", calls: ["dsjapi.recommend.taginfo.list"], screen: "/ 为您推荐" },
    {
      words: "org auth get POST (body)",
      calls: ["etpbase.business.audit.my.info"],
      screen: "/entProcurement/certifiedSupplier",
      decision: "企业认证由认证申请（certification）承担",
    },
    { words: "bo get POST", calls: ["user.bo.get"], screen: "页头业务标签" },
    {
      words: "business get",
      calls: ["user.get", "usercenter.audit.lasted"],
      screen: "页头业务身份、/setUpStore/shopCheck",
      decision:
        "企业的业务角色（采购商 1、供应商 2、两者 3）随 user.get 的 enterprise.businessRole 返回，其认证结果由 usercenter.audit.lasted 返回",
    },
    {
      words: "child areas POST",
      calls: ["usercenter.child.areas"],
      screen: "所有地区选择：收货地址、意向单地址、收货地点与店铺的所在地区（place 字段）、配送区域（regions 字段）",
    },
  ],
};
