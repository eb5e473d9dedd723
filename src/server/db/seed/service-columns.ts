/** Customer-service columns shared by every portal; `{platformName}` is replaced per portal. */
export interface ServiceColumnSeed {
  id: number;
  name: string;
  children: { id: number; name: string; content: string }[];
}

/** Id 40 is fixed by the spec: the article unauthorised users are sent to (/introduction?id=40). */
export const UNAUTHORISED_ARTICLE_ID = 40;

export const SERVICE_COLUMNS: ServiceColumnSeed[] = [
  {
    id: 10,
    name: "新手指南",
    children: [
      {
        id: 11,
        name: "注册流程",
        content:
          "进入{platformName}首页，点击“免费注册”，填写手机号并获取短信验证码。\n\n验证通过后设置登录密码，即可完成个人注册；企业用户可继续提交企业资料进行企业注册。",
      },
      {
        id: 12,
        name: "采购流程",
        content:
          "搜索或浏览商品，加入进货车后提交订单。\n\n卖家确认后按约定方式付款、发货，收货后在“我的商城”确认收货。",
      },
    ],
  },
  {
    id: 20,
    name: "售后服务",
    children: [
      {
        id: 21,
        name: "退换货政策",
        content:
          "饲料、兽药等商品如存在质量问题，请在收货后7日内联系卖家办理退换货。\n\n种畜禽等活体商品以双方合同约定为准。",
      },
      {
        id: 22,
        name: "投诉建议",
        content: "如对交易有疑问，可拨打{platformName}客服热线400-800-5656，或发送邮件至 service@agrimall.example。",
      },
    ],
  },
  {
    id: 30,
    name: "帮助中心",
    children: [
      {
        id: UNAUTHORISED_ARTICLE_ID,
        name: "平台授权说明",
        content:
          "{platformName}仅对已授权的会员开放。您的账号尚未获得本平台的使用授权，暂时无法登录系统。\n\n如需开通，请联系客服人员（工作日 8:30-17:30，客服热线 400-800-5656），提供账号绑定的手机号及所属企业名称，审核通过后即可使用。",
      },
      {
        id: 41,
        name: "常见问题",
        content:
          "忘记密码：在登录页点击“忘记密码”，通过短信验证码重置。\n\n切换企业：登录后在个人中心选择“切换企业身份”。",
      },
    ],
  },
];
