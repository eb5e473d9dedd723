import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f, type FieldDef } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { audience, flowing, valid } from "../helpers/formula-resource";

describe("checkResources", () => {
  it("accepts the platform's resources", () => {
    expect(() => checkResources([...resources])).not.toThrow();
  });

  it("accepts a resource read by a public audience", () => {
    expect(() => checkResources([valid({ ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ page: "/tendering/formula/open?id=:id" }) } })])).not.toThrow();
  });

  it("accepts a minimal resource", () => {
    expect(() => checkResources([valid()])).not.toThrow();
  });

  it.each<[string, Partial<ResourceConfig>, string]>([
    ["a field without type", { fields: { name: { label: "配方名称" } as FieldDef } }, 'field "name" has no type'],
    ["an enum without options", { fields: { name: f.text("名"), kind: f.enum("类型", []) } }, 'enum field "kind" has no options'],
    ["a ref to nothing", { fields: { name: f.text("名"), farmId: f.ref("牧场", "farm") } }, 'refers to unknown resource "farm"'],
    ["a reserved field", { fields: { name: f.text("名"), enterpriseId: f.int("企业") } }, 'field "enterpriseId" is added by the engine'],
    ["a missing title field", { titleField: "title" }, 'titleField "title" is not a field'],
    ["no list endpoint", { endpoints: {} }, "has no list endpoint"],
    ["a versioned method name", { endpoints: { list: ep.post("agri.etpbase.formula.list/1.0") } }, "list: method"],
    ["a menu path that is no route", { menu: { path: "tendering", shell: "tendering", order: 1 } }, 'menu.path "tendering"'],
    ["lines without line fields", { fields: { name: f.text("名"), items: f.lines("原料明细", {}) } }, 'lines field "items" declares no line fields'],
    [
      "lines inside lines",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { parts: f.lines("子项", { n: f.text("名") }) }) } },
      'field "items.parts": lines cannot hold lines',
    ],
    ["lines as a table column", { fields: { name: f.text("名"), items: f.lines("原料明细", { n: f.text("原料") }, { table: true }) } }, "cannot be a table column"],
    ["rich text as a table column", { fields: { name: f.text("名"), notes: f.richtext("配方说明", { table: true }) } }, 'richtext field "notes" cannot be a table column or a search field'],
    ["rich text as a search field", { fields: { name: f.text("名"), notes: f.richtext("配方说明", { search: true }) } }, 'richtext field "notes" cannot be a table column or a search field'],
    ["rich text in a line", { fields: { name: f.text("名"), items: f.lines("原料明细", { notes: f.richtext("说明") }) } }, 'line field "items.notes" is a richtext'],
    ["a file in a line", { fields: { name: f.text("名"), items: f.lines("原料明细", { report: f.file("检测报告") }) } }, 'line field "items.report" is a file'],
    [
      "a line's ref read through an audience",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { farmId: f.ref("牧场", "feedFormula", { via: "public" }) }) } },
      'line field "items.farmId" points at rows via an audience',
    ],
    ["a pattern on a number", { fields: { name: f.text("名"), n: f.int("数量", { pattern: { source: "^1", message: "须以1开头" } }) } }, 'field "n" has a pattern but is a int'],
    ["regions as a search field", { fields: { name: f.text("名"), area: f.regions("配送区域", { search: true }) } }, 'regions field "area" cannot be a search field'],
    ["a level on a text", { fields: { name: f.text("名", { level: "city" }) } }, 'field "name" has a level but is a text'],
    ["an event type that is no dotted name", { events: { kind: "order", moves: { create: "OrderPlaced" } } }, 'events: move "create" sends "OrderPlaced"'],
    ["events also to a field that is no ref", { events: { kind: "tender", moves: { create: "tender.formula.created" }, alsoTo: "name" } }, 'events.alsoTo "name" must name a ref field'],
    ["regions in a line", { fields: { name: f.text("名"), items: f.lines("明细", { area: f.regions("地区") }) } }, 'line field "items.area" is a regions'],
    ["a pattern that is no regular expression", { fields: { name: f.text("名", { pattern: { source: "([", message: "格式不对" } }) } }, 'pattern "([" is not a regular expression'],
    ["an edit moving the row to no state", { ...flowing, endpoints: { list: ep.post("etpbase.formula.list"), update: ep.post("etpbase.formula.update") }, flow: { field: "state", initial: "draft", edited: "gone" } }, 'flow.edited state "gone" is not an option'],
    ["belonging to a row through a field that is no ref", { partOf: { field: "name" } }, 'partOf.field "name" must name a ref field'],
    ["a timed move over a field that holds no time", { ...flowing, flow: { field: "state", initial: "draft", timed: [{ name: "lapse", label: "过期", field: "state", from: ["draft"], to: "draft" }] } }, 'flow.timed "lapse": "state" must be a date or datetime field'],
    ["a timed move into no state", { ...flowing, fields: { ...flowing.fields, until: f.datetime("有效期至") }, flow: { field: "state", initial: "draft", timed: [{ name: "lapse", label: "过期", field: "until", from: ["draft"], to: "gone" }] } }, 'flow.timed "lapse" to state "gone" is not an option'],
    ["a timed move via a field that is no ref", { ...flowing, fields: { ...flowing.fields, until: f.datetime("有效期至") }, flow: { field: "state", initial: "draft", timed: [{ name: "lapse", label: "过期", field: "until", via: "name", from: ["draft"], to: "draft" }] } }, 'flow.timed "lapse" goes via "name", which is not a ref field'],
    ["a timed move without a label", { ...flowing, fields: { ...flowing.fields, until: f.datetime("有效期至") }, flow: { field: "state", initial: "draft", timed: [{ name: "lapse", label: "", field: "until", from: ["draft"], to: "draft" }] } }, 'flow.timed "lapse" has no label'],
    [
      "a timed move named as an action",
      { ...flowing, fields: { ...flowing.fields, until: f.datetime("有效期至") }, actions: { lapse: { label: "作废", endpoint: ep.post("etpbase.formula.lapse"), from: ["draft"], to: "draft" } }, flow: { field: "state", initial: "draft", timed: [{ name: "lapse", label: "过期", field: "until", from: ["draft"], to: "draft" }] } },
      'flow.timed "lapse" has the name of an action',
    ],
    [
      "a later time of a field the form does not ask",
      { ...flowing, fields: { ...flowing.fields, until: f.datetime("有效期至") }, actions: { extend: { label: "延期", endpoint: ep.post("etpbase.formula.extend"), from: ["draft"], to: "draft", later: ["until"] } } },
      'action "extend" wants "until" later',
    ],
    ["an edit deadline on a field that holds no time", { ...flowing, flow: { field: "state", initial: "draft", editableUntil: "state" } }, 'flow.editableUntil "state" must be a datetime field'],
    ["an edit deadline a new row may already have passed", { ...flowing, fields: { ...flowing.fields, startsAt: f.datetime("开始时间") }, flow: { field: "state", initial: "draft", editableUntil: "startsAt" } }, 'flow.editableUntil "startsAt" must be future'],
    ["an edit moving a row that cannot be edited", { ...flowing, flow: { field: "state", initial: "draft", edited: "draft" } }, "flow.edited moves an edited row, but feedFormula has no update endpoint"],
    ["a link to another site", { links: { preview: { label: "预览", href: "https://example.com/?id=:id" } } }, 'link "preview" href "https://example.com/?id=:id" must be a route'],
    ["a link naming no field", { links: { preview: { label: "预览", href: "/storeInfo/info?shopId=:shopId" } } }, 'link "preview" puts ":shopId" in its href, which is not a field'],
    ["a broken line field", { fields: { name: f.text("名"), items: f.lines("原料明细", { kind: f.enum("类型", []) }) } }, 'enum field "items.kind" has no options'],
    [
      "lines on a resource that imports",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { n: f.text("原料") }) }, endpoints: { list: ep.post("etpbase.formula.list"), import: ep.post("etpbase.formula.import") } },
      'imports flat rows but "items" holds lines',
    ],
        [
      "actions without a flow",
      { actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["a"], to: "b" } } },
      "declares actions but no flow",
    ],
    ["an audience without a flow", { tenant: "enterpriseSystem", audiences: { public: audience() } }, 'audience "public" needs a flow'],
    [
      "an audience filtered on a field that is no enum",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ where: { name: ["a"] } }) } },
      'audience "public" where "name" must name an enum field',
    ],
    [
      "an audience filtered on a value no option holds",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ where: { state: ["gone"] } }) } },
      'where "state" value "gone" is not one of its options',
    ],
    [
      "an invitation held in a field that lists no rows",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ inviteOnly: "name" }) } },
      'inviteOnly "name" must name a refs field',
    ],
    [
      "an audience that reads who else is invited",
      {
        ...flowing,
        fields: { ...flowing.fields, guests: f.refs("邀请企业", "feedFormula") },
        tenant: "enterpriseSystem",
        audiences: { public: audience({ inviteOnly: "guests", fields: ["name", "guests"] }) },
      },
      "reads its inviteOnly field",
    ],
    [
      "a report that writes",
      { reports: { used: { label: "用量分析", path: "/tendering/analysis/formula", order: 1, endpoint: ep.post("etpbase.report.formula"), stats: [{ key: "n", label: "配方数", type: "int" }], charts: [], tables: [] } } },
      'report "used" reads: its endpoint must be a GET',
    ],
    [
      "a report that shows nothing",
      { reports: { used: { label: "用量分析", path: "/tendering/analysis/formula", order: 1, endpoint: ep.get("etpbase.report.formula"), stats: [], charts: [], tables: [] } } },
      'report "used" shows nothing',
    ],
    ["picks over a field that holds no lines", { fields: { name: f.text("名"), won: f.picks("中标明细", "name", { readonly: true }) } }, 'picks field "won" must name a lines field beside it'],
    ["picks typed on the form", { fields: { name: f.text("名"), items: f.lines("明细", { n: f.text("原料") }), won: f.picks("中标明细", "items") } }, 'picks field "won" must be readonly'],
    [
      "an action picking lines of several rows at once",
      { ...flowing, fields: { ...flowing.fields, items: f.lines("明细", { n: f.text("原料") }) }, actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go", { batch: true }), from: ["draft"], to: "open", form: { won: f.picks("选用明细", "items") } } } },
      'action "go" picks lines of one row in "won" but runs on several rows',
    ],
    [
      "an action picking lines of no lines field",
      { ...flowing, actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", form: { won: f.picks("选用明细", "name") } } } },
      'picks lines of "name", which is not a lines field of feedFormula',
    ],
    [
      "an action stamping the time on a field that holds no time",
      { ...flowing, actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", stamps: { name: "now" } } } },
      'action "go" stamps "name" with the time but it is a text',
    ],
    [
      "a message linking to no route",
      { ...flowing, actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", notify: { title: "配方已启用", link: "formula/detail" } } } },
      'move "go" notifies with a link that is not a route: "formula/detail"',
    ],
    [
      "answering only the lines picked by no picks field",
      { fields: { name: f.text("名"), baseId: f.ref("基础配方", "feedFormula"), items: f.lines("明细", { n: f.text("原料") }, { from: { ref: "baseId", lines: "items", only: "name" } }) } },
      "answer only the lines feedFormula.name picks, which is not a picks field",
    ],
    [
      "lines picked from a field the picked rows lack",
      { fields: { name: f.text("名"), items: f.lines("明细", { n: f.text("原料") }, { pick: { from: "feedFormula", fill: { n: "code" } } }) } },
      'lines "items" fill "n" from feedFormula.code, which is not a field',
    ],
    [
      "lines picked into a field of another type",
      { fields: { name: f.text("名"), qty: f.int("数量"), items: f.lines("明细", { n: f.text("原料") }, { pick: { from: "feedFormula", fill: { n: "qty" } } }) } },
      'lines "items" fill "n" (a text) from feedFormula.qty, a int',
    ],
    ["refs describing their rows by no field", { fields: { name: f.text("名"), others: f.refs("关联配方", "feedFormula", { describeBy: "code" }) } }, "describes its rows by feedFormula.code, which is not a field"],
    ["refs naming their rows by no field", { fields: { name: f.text("名"), others: f.refs("关联配方", "feedFormula", { titleBy: "code" }) } }, "names its rows by feedFormula.code, which is not a field"],
    [
      "an audience of enterprise-only rows",
      { ...flowing, audiences: { public: audience() } },
      'audience "public": rows read beyond their enterprise must belong to a portal',
    ],
    ["an audience state the flow lacks", { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ states: ["sold"] }) } }, 'audience "public" state "sold"'],
    ["an audience field that does not exist", { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ fields: ["name", "cost"] }) } }, 'audience "public" field "cost"'],
    ["an audience without the title", { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ fields: ["state"] }) } }, 'must read the title field "name"'],
    ["an audience sorted by a field it cannot read", { ...flowing, tenant: "enterpriseSystem", sort: { field: "state", order: "asc" }, audiences: { public: audience() } }, 'does not read "state", the default sort'],
    ["an audience page without the id", { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ page: "/formula/detail" }) } }, "must be a route with :id"],
    ["a ref via an audience the target lacks", { fields: { name: f.text("名"), baseId: f.ref("基础配方", "feedFormula", { via: "public" }) } }, 'reads feedFormula via "public", which feedFormula does not declare'],
    ["unique on a field that is no ref", { fields: { name: f.text("名", { unique: { message: "已用" } }) } }, 'field "name" is unique but is a text'],
    [
      "a unique ref ignoring a state the flow lacks",
      { ...flowing, fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula", { unique: { ignoring: ["sold"], message: "已用" } }) } },
      'is unique ignoring "sold", which is not a state',
    ],
    ["via on a field that is no ref", { fields: { name: f.text("名", { via: "public" }) } }, 'field "name" has via but is a text'],
    [
      "answering lines whose ref is no ref",
      { fields: { name: f.text("名"), items: f.lines("明细", { n: f.text("原料") }, { from: { ref: "name", lines: "items" } }) } },
      'lines "items" answer the lines of "name", which is not a ref field',
    ],
    [
      "answering lines of a field that holds no lines",
      { fields: { name: f.text("名"), baseId: f.ref("基础配方", "feedFormula"), items: f.lines("明细", { n: f.text("原料") }, { from: { ref: "baseId", lines: "name" } }) } },
      "answer feedFormula.name, which is not a lines field",
    ],
    ["an ownerOf audience on no ref", { ...flowing, tenant: "enterpriseSystem", audiences: { buyer: audience({ ownerOf: "name" }) } }, 'ownerOf "name" must name a ref field'],
    [
      "a seal on a field that does not exist",
      { ...flowing, fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") }, tenant: "enterpriseSystem", audiences: { buyer: audience({ ownerOf: "baseId", fields: ["name", "baseId"], sealed: { fields: ["cost"], ref: "baseId", open: { state: ["open"] } } }) } },
      'seals "cost", which is not a field',
    ],
    [
      "a seal whose opening row the audience does not read",
      { ...flowing, fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") }, tenant: "enterpriseSystem", audiences: { buyer: audience({ ownerOf: "baseId", sealed: { fields: ["name"], ref: "baseId", open: { state: ["open"] } } }) } },
      "does not read it",
    ],
    [
      "a seal that nothing opens",
      { ...flowing, fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") }, tenant: "enterpriseSystem", audiences: { buyer: audience({ ownerOf: "baseId", fields: ["name", "baseId"], sealed: { fields: ["name"], ref: "baseId" } }) } },
      "seals with nothing that opens them",
    ],
    [
      "an action run by an audience the resource lacks",
      { ...flowing, actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", by: "buyer" } } },
      'action "go" is run by audience "buyer", which feedFormula does not declare',
    ],
    [
      "an action run by a portal-wide audience",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience() }, actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", by: "public" } } },
      "only an ownerOf or platform audience may act on rows",
    ],
    [
      "a platform audience that is also an owner's",
      { ...flowing, tenant: "enterpriseSystem", fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") }, audiences: { ops: audience({ ownerOf: "baseId", platform: { path: "/operation/formula", label: "配方审核", group: "审核管理" } }) } },
      "is read by the platform and by the owner",
    ],
    [
      "a platform audience outside the operator console",
      { ...flowing, tenant: "enterpriseSystem", audiences: { ops: audience({ platform: { path: "/tendering/formula", label: "配方审核", group: "审核管理" } }) } },
      "must lie in the operator console",
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("rejects a name that is not camelCase", () => {
    expect(() => checkResources([valid({ name: "Feed_formula" })])).toThrow('name "Feed_formula" must be camelCase');
  });

  it("rejects a flow state that is not an option", () => {
    const r = valid({
      fields: { name: f.text("名"), status: f.enum("状态", [{ value: "draft", label: "草稿" }], { readonly: true }) },
      flow: { field: "status", initial: "draft" },
      actions: { go: { label: "发布", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "live" } },
    });
    expect(() => checkResources([r])).toThrow('action "go" to state "live" is not an option of "status"');
  });

  it("rejects two resources sharing an endpoint, a menu path or a button code", () => {
    const a = valid({ buttons: { create: "formula:add" } });
    const b = valid({ name: "feedRecipe", buttons: { create: "formula:add" } });
    const run = () => checkResources([a, b]);
    expect(run).toThrow('endpoint "POST agri.etpbase.formula.list/1.0" is already used by resources/feed-formula');
    expect(run).toThrow('menu path "/tendering/formula" is already used');
    expect(run).toThrow('button code "formula:add" is already used');
  });

  it("refuses a field applying when a field that is not a choice, or an option it does not have, holds", () => {
    const kind = f.enum("方式", [{ value: "amount", label: "满减" }, { value: "rate", label: "折扣" }]);
    expect(() => checkResources([valid({ fields: { name: f.text("名称"), amount: f.money("金额", { when: { field: "name", in: ["x"] } }) } })])).toThrow(/applies when "name" holds a value: name an enum or bool field/);
    expect(() => checkResources([valid({ fields: { name: f.text("名称"), kind, amount: f.money("金额", { when: { field: "kind", in: ["gift"] } }) } })])).toThrow(/use its options' values/);
    expect(() => checkResources([valid({ fields: { name: f.text("名称"), kind, amount: f.money("金额", { when: { field: "kind", in: ["amount"] } }) } })])).not.toThrow();
  });

  it("takes an action's when on a count, in whole numbers, and its whenMessage only with a when", () => {
    const flow = { field: "status", initial: "open" };
    const status = f.enum("状态", [{ value: "open", label: "进行中" }, { value: "closed", label: "已结束" }], { readonly: true });
    const fields = { name: f.text("名称"), count: f.int("次数", { readonly: true }), status };
    const action = (extra: object) => ({ close: { label: "结束", endpoint: ep.post("x.thing.close"), from: ["open"], to: "closed", ...extra } });
    expect(() => checkResources([valid({ fields, flow, actions: action({ when: { count: [0] }, whenMessage: "已有次数" }) })])).not.toThrow();
    expect(() => checkResources([valid({ fields, flow, actions: action({ when: { count: [0.5] } }) })])).toThrow(/not a whole number/);
    expect(() => checkResources([valid({ fields, flow, actions: action({ when: { name: ["x"] } }) })])).toThrow(/not an enum or int field/);
    expect(() => checkResources([valid({ fields, flow, actions: action({ whenMessage: "已有次数" }) })])).toThrow(/whenMessage but no when/);
  });

  it("refuses copy on a resource that cannot read a row or save a new one", () => {
    expect(() => checkResources([valid({ copy: true })])).toThrow(/copy: a copy is read with endpoints.get and saved with endpoints.create/);
    expect(() => checkResources([valid({ copy: true, endpoints: { list: ep.post("etpbase.formula.list"), get: ep.get("etpbase.formula.detail"), create: ep.post("etpbase.formula.add") } })])).not.toThrow();
  });

  describe("saveAnd (保存并上架)", () => {
    const publish = { label: "发布", endpoint: ep.post("etpbase.formula.publish"), from: ["draft"], to: "open", button: "formula:publish" };
    const saving = (saveAnd: { action: string; label: string }, action: Record<string, unknown> = {}): ResourceConfig =>
      valid({ ...flowing, endpoints: { list: ep.post("etpbase.formula.list"), create: ep.post("etpbase.formula.add") }, actions: { publish: { ...publish, ...action } as never }, saveAnd });

    it("accepts an action a new row may take right after its save", () => {
      expect(() => checkResources([saving({ action: "publish", label: "保存并发布" })])).not.toThrow();
    });

    it.each([
      ["an unknown action", saving({ action: "release", label: "保存并发布" }), /saveAnd runs action "release", which is not an action of feedFormula: name one of publish/],
      ["no label", saving({ action: "publish", label: "" }), /saveAnd has no label/],
      ["an action a new row cannot take", saving({ action: "publish", label: "保存并发布" }, { from: ["open"] }), /on a new row, which starts in "draft", not one of its from states/],
      ["an action that asks for a form", saving({ action: "publish", label: "保存并发布" }, { form: { reason: f.text("原因") } }), /which asks for a form/],
      ["a batch action", saving({ action: "publish", label: "保存并发布" }, { endpoint: ep.post("etpbase.formula.publish", { batch: true }) }), /its endpoint is a batch/],
    ])("refuses %s", (_case, config, message) => {
      expect(() => checkResources([config])).toThrow(message);
    });

    it("refuses it on a resource without a form", () => {
      expect(() => checkResources([valid({ ...flowing, actions: { publish: publish as never }, saveAnd: { action: "publish", label: "保存并发布" } })])).toThrow(/has no form to save from/);
    });
  });

  describe("steps (a form in steps)", () => {
    const fields = { name: f.text("配方名称", { required: true }), kind: f.text("类别"), note: f.textarea("说明"), stamp: f.text("编号", { readonly: true }) };
    const stepped = (steps: ResourceConfig["steps"]) => valid({ fields, steps });

    it("accepts steps that place every form field once", () => {
      expect(() => checkResources([stepped([{ title: "基本信息", fields: ["name", "kind"] }, { title: "说明", fields: ["note"] }])])).not.toThrow();
    });

    it.each([
      ["a field in no step", [{ title: "基本信息", fields: ["name"] }, { title: "说明", fields: ["note"] }], /form fields kind are in no step/],
      ["a field in two steps", [{ title: "基本信息", fields: ["name", "kind"] }, { title: "说明", fields: ["note", "kind"] }], /"kind" is in step "基本信息" and again in step "说明"/],
      ["a readonly field", [{ title: "基本信息", fields: ["name", "kind", "stamp"] }, { title: "说明", fields: ["note"] }], /names "stamp", which is not a form field/],
      ["an unknown field", [{ title: "基本信息", fields: ["name", "kind", "nmae"] }, { title: "说明", fields: ["note"] }], /names "nmae", which is not a form field/],
      ["an untitled step", [{ title: "", fields: ["name", "kind"] }, { title: "说明", fields: ["note"] }], /a step has no title/],
      ["a single step", [{ title: "全部", fields: ["name", "kind", "note"] }], /a form of one step needs no steps/],
    ])("refuses %s", (_case, steps, message) => {
      expect(() => checkResources([stepped(steps)])).toThrow(message);
    });
  });
});
