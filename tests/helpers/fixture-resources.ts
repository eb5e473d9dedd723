import { checkResources } from "../../src/core/check-resources";
import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { registryOf } from "../../src/core/registry";
import { approvalRequest } from "./fixture-approval";
import { statement } from "./fixture-statement";

/**
 * A small app the engine's capabilities are tried on, apart from the platform's resources: an enquiry
 * (询价单) with lines, a form action, a deadline time closes and a public audience; the quotes answering it, sealed
 * to the enquirer until the deadline and announced to it; places imported by their code; questions a person asks of an open enquiry; a person's own notes; and
 * a request approved by the person each state names (fixture-approval.ts); a seller's statement its buyer enterprise
 * reads, answers and downloads (fixture-statement.ts). Defined once per
 * worker (server files share their module graph), so every file's app builds the same tables.
 */
const enquiry = defineResource({
  name: "fxEnquiry",
  label: "询价单",
  titleField: "title",
  tenant: "enterpriseSystem",
  menu: { path: "/tendering/fx/enquiry", shell: "tendering", order: 1 },
  fields: {
    title: f.text("标题", { required: true, max: 40 }),
    status: f.enum("状态", [
      { value: "draft", label: "草稿" },
      { value: "open", label: "报价中" },
      { value: "closed", label: "已截止" },
    ]),
    closeAt: f.datetime("报价截止时间", { required: true }),
    lines: f.lines(
      "询价明细",
      { goods: f.text("品名", { required: true, max: 20 }), quantity: f.int("数量", { required: true, min: 1 }) },
      { required: true, max: 3 },
    ),
  },
  endpoints: {
    list: ep.post("fx.enquiry.list"),
    get: ep.get("fx.enquiry.detail"),
    create: ep.post("fx.enquiry.add"),
    update: ep.post("fx.enquiry.update"),
    log: ep.get("fx.enquiry.log"),
  },
  flow: {
    field: "status",
    initial: "draft",
    editableIn: ["draft"],
    timed: [
      {
        name: "close",
        label: "报价截止",
        field: "closeAt",
        says: "报价已截止",
        from: ["open"],
        to: "closed",
        notify: { title: "询价单「{title}」已截止报价" },
      },
    ],
  },
  actions: {
    publish: {
      label: "发布",
      endpoint: ep.post("fx.enquiry.publish"),
      from: ["draft"],
      to: "open",
      form: { remark: f.textarea("发布说明", { required: true, max: 50 }) },
    },
  },
  audiences: {
    supplier: {
      label: "供应商",
      endpoints: { list: ep.post("fx.enquiry.open.list"), get: ep.get("fx.enquiry.open.detail") },
      states: ["open", "closed"],
      fields: ["title", "status", "closeAt", "lines"],
    },
  },
  buttons: {},
  sort: { field: "id", order: "desc" },
});

const quote = defineResource({
  name: "fxQuote",
  label: "报价",
  titleField: "name",
  tenant: "enterpriseSystem",
  menu: { path: "/tendering/fx/quote", shell: "tendering", order: 2 },
  fields: {
    name: f.text("报价名称", { required: true, max: 40 }),
    enquiryId: f.ref("询价单", "fxEnquiry", { required: true, via: "supplier" }),
    price: f.money("报价(元)", { required: true }),
    status: f.enum("状态", [{ value: "submitted", label: "已提交" }]),
  },
  endpoints: { list: ep.post("fx.quote.list"), get: ep.get("fx.quote.detail"), create: ep.post("fx.quote.add") },
  flow: { field: "status", initial: "submitted" },
  audiences: {
    enquirer: {
      label: "询价方",
      ownerOf: "enquiryId",
      endpoints: { list: ep.get("fx.enquiry.quote.list"), get: ep.get("fx.enquiry.quote.detail") },
      states: ["submitted"],
      fields: ["name", "enquiryId", "price", "status"],
      sealed: { fields: ["price"], ref: "enquiryId", passed: "closeAt", open: { status: ["closed"] } },
    },
  },
  notify: {
    create: { to: { ref: "enquiryId" }, title: "收到报价「{title}」", link: "/tendering/fx/enquiry/quotes?id=:id" },
  },
  buttons: {},
  sort: { field: "id", order: "desc" },
});

const place = defineResource({
  name: "fxPlace",
  label: "交货地点",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/fx/place", shell: "tendering", order: 3 },
  fields: {
    name: f.text("地点名称", { required: true, max: 40 }),
    code: f.text("地点编码", { max: 20 }),
  },
  endpoints: {
    list: ep.post("fx.place.list"),
    get: ep.get("fx.place.detail"),
    create: ep.post("fx.place.add"),
    export: ep.get("fx.place.export"),
    import: ep.post("fx.place.import"),
  },
  importKey: "code",
  buttons: {},
  sort: { field: "id", order: "asc" },
});

/**
 * A question any person on the portal may ask of an open enquiry of another enterprise's (an owner audience creating
 * from a row it may only read, as a buyer asks a seller for a sample): the row is the enquirer's to answer.
 */
const ask = defineResource({
  name: "fxAsk",
  label: "询价提问",
  titleField: "question",
  tenant: "enterpriseSystem",
  menu: { path: "/tendering/fx/ask", shell: "tendering", order: 4 },
  fields: {
    enquiryId: f.ref("询价单", "fxEnquiry", { readonly: true }),
    enquiryTitle: f.text("询价标题", { readonly: true, max: 40 }),
    lineId: f.int("询价品名", { readonly: true }),
    goods: f.text("品名", { readonly: true, max: 20 }),
    question: f.text("问题", { readonly: true, required: true, max: 60 }),
    status: f.enum("状态", [
      { value: "asked", label: "待答复" },
      { value: "answered", label: "已答复" },
    ]),
    answer: f.text("答复", { readonly: true, max: 60 }),
  },
  endpoints: { list: ep.post("fx.ask.list"), get: ep.get("fx.ask.detail"), log: ep.get("fx.ask.log") },
  flow: { field: "status", initial: "asked", editableIn: [], deletableIn: [] },
  actions: {
    answer: {
      label: "答复",
      endpoint: ep.post("fx.ask.answer"),
      from: ["asked"],
      to: "answered",
      form: { answer: f.text("答复", { required: true, max: 60 }) },
      notify: { to: { user: "askerUserId" }, title: "提问「{title}」已答复", link: "/personal/fx/ask?id=:id" },
    },
  },
  audiences: {
    asker: {
      label: "提问人",
      endpoints: { list: ep.get("fx.ask.my.list"), get: ep.get("fx.ask.my.detail"), log: ep.get("fx.ask.my.log") },
      states: ["asked", "answered"],
      fields: ["enquiryId", "enquiryTitle", "lineId", "goods", "question", "status", "answer"],
      owner: { column: "askerUserId" },
      create: {
        endpoint: ep.post("fx.ask.add"),
        label: "提问",
        submit: "提交",
        from: "enquiryId",
        readable: { where: { status: ["open"] } },
        copies: { enquiryTitle: "title" },
        // the question is about one line of the enquiry, asked by an enterprise
        choose: { field: "lineId", lines: "lines", label: "goods", copies: { goods: "goods" } },
        caller: "enterprise",
        fields: ["question"],
        read: ep.get("fx.enquiry.open.detail"),
      },
    },
  },
  notify: { create: { title: "收到提问「{title}」" } },
  buttons: {},
  sort: { field: "id", order: "desc" },
});

/** A person's own notes (`tenant: "user"`): the person who wrote one reads and edits it, on the portal it was written on. */
const note = defineResource({
  name: "fxNote",
  label: "备忘",
  titleField: "title",
  tenant: "user",
  menu: { path: "/personal/fx/note", shell: "tendering", order: 4 },
  fields: { title: f.text("标题", { required: true, max: 40 }) },
  endpoints: {
    list: ep.get("fx.note.list"),
    get: ep.get("fx.note.detail"),
    create: ep.post("fx.note.add"),
    update: ep.post("fx.note.update"),
    delete: ep.post("fx.note.delete"),
  },
  buttons: {},
  sort: { field: "id", order: "desc" },
});

/** The fixture app's registry, checked as resources/index.ts checks the platform's. */
export const fixture = {
  resources: registryOf(checkResources([enquiry, quote, place, ask, note, approvalRequest, statement])),
};
