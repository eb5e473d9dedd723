import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";

/**
 * A seller's monthly statement to one buyer (月结对账单), the engine's fixture for the partyOf audience and exportRow:
 * the seller keeps and issues it; the buyer enterprise it names in `buyerEnterpriseId` reads it from a menu of its own
 * on its console, confirms it or disputes it, and downloads it as xlsx, as the seller does. Nobody else sees it.
 */
export const statement = defineResource({
  name: "fxStatement",
  label: "对账单",
  titleField: "title",
  tenant: "enterpriseSystem",
  menu: { path: "/manage/fx/statement", shell: "manage", order: 6 },
  fields: {
    title: f.text("账期", { required: true, max: 40 }),
    buyerEnterpriseId: f.int("采购企业", { required: true, min: 1 }),
    amount: f.money("应付金额(元)", { required: true }),
    status: f.enum("状态", [
      { value: "draft", label: "待出账" },
      { value: "issued", label: "待确认" },
      { value: "confirmed", label: "已确认" },
      { value: "disputed", label: "有异议" },
    ]),
    disputeReason: f.text("异议说明", { max: 60, readonly: true }),
    lines: f.lines(
      "对账明细",
      { refNo: f.text("单号", { required: true, max: 20 }), amount: f.money("金额(元)", { required: true }) },
      { required: true, max: 20 },
    ),
  },
  endpoints: {
    list: ep.post("fx.statement.list"),
    get: ep.get("fx.statement.detail"),
    create: ep.post("fx.statement.add"),
    log: ep.get("fx.statement.log"),
    exportRow: ep.get("fx.statement.download"),
  },
  flow: { field: "status", initial: "draft", editableIn: [], deletableIn: [] },
  actions: {
    issue: { label: "出账", endpoint: ep.post("fx.statement.issue"), from: ["draft"], to: "issued" },
    confirm: {
      label: "确认",
      endpoint: ep.post("fx.statement.confirm"),
      from: ["issued"],
      to: "confirmed",
      by: "buyer",
      button: "fx:statement:confirm",
    },
    dispute: {
      label: "提出异议",
      endpoint: ep.post("fx.statement.dispute"),
      from: ["issued"],
      to: "disputed",
      by: "buyer",
      button: "fx:statement:dispute",
      form: { disputeReason: f.text("异议说明", { required: true, max: 60 }) },
    },
  },
  audiences: {
    buyer: {
      label: "采购方",
      endpoints: {
        list: ep.post("fx.statement.mine.list"),
        get: ep.get("fx.statement.mine.detail"),
        log: ep.get("fx.statement.mine.log"),
        exportRow: ep.get("fx.statement.mine.download"),
      },
      // a draft is the seller's until issued
      states: ["issued", "confirmed", "disputed"],
      fields: ["title", "amount", "status", "disputeReason", "lines"],
      partyOf: "buyerEnterpriseId",
      menu: { path: "/tendering/fx/statement", shell: "tendering", order: 6, label: "我的对账单" },
    },
  },
  buttons: {},
  sort: { field: "id", order: "desc" },
});
