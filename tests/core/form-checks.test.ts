import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { flowing, valid } from "../helpers/formula-resource";

describe("checkResources: form declarations", () => {
  it("refuses copy on a resource that cannot read a row or save a new one", () => {
    expect(() => checkResources([valid({ copy: true })])).toThrow(
      /copy: a copy is read with endpoints.get and saved with endpoints.create/,
    );
    expect(() =>
      checkResources([
        valid({
          copy: true,
          endpoints: {
            list: ep.post("etpbase.formula.list"),
            get: ep.get("etpbase.formula.detail"),
            create: ep.post("etpbase.formula.add"),
          },
        }),
      ]),
    ).not.toThrow();
  });

  describe("saveAnd (保存并上架)", () => {
    const publish = {
      label: "发布",
      endpoint: ep.post("etpbase.formula.publish"),
      from: ["draft"],
      to: "open",
      button: "formula:publish",
    };
    const saving = (saveAnd: { action: string; label: string }, action: Record<string, unknown> = {}): ResourceConfig =>
      valid({
        ...flowing,
        endpoints: { list: ep.post("etpbase.formula.list"), create: ep.post("etpbase.formula.add") },
        actions: { publish: { ...publish, ...action } as never },
        saveAnd,
      });

    it("accepts an action a new row may take right after its save", () => {
      expect(() => checkResources([saving({ action: "publish", label: "保存并发布" })])).not.toThrow();
    });

    it.each([
      [
        "an unknown action",
        saving({ action: "release", label: "保存并发布" }),
        /saveAnd runs action "release", which is not an action of feedFormula: name one of publish/,
      ],
      ["no label", saving({ action: "publish", label: "" }), /saveAnd has no label/],
      [
        "an action a new row cannot take",
        saving({ action: "publish", label: "保存并发布" }, { from: ["open"] }),
        /on a new row, which starts in "draft", not one of its from states/,
      ],
      [
        "an action that asks for a form",
        saving({ action: "publish", label: "保存并发布" }, { form: { reason: f.text("原因") } }),
        /which asks for a form/,
      ],
      [
        "a batch action",
        saving(
          { action: "publish", label: "保存并发布" },
          { endpoint: ep.post("etpbase.formula.publish", { batch: true }) },
        ),
        /its endpoint is a batch/,
      ],
    ])("refuses %s", (_case, config, message) => {
      expect(() => checkResources([config])).toThrow(message);
    });

    it("refuses it on a resource without a form", () => {
      expect(() =>
        checkResources([
          valid({
            ...flowing,
            actions: { publish: publish as never },
            saveAnd: { action: "publish", label: "保存并发布" },
          }),
        ]),
      ).toThrow(/has no form to save from/);
    });
  });

  describe("steps (a form in steps)", () => {
    const fields = {
      name: f.text("配方名称", { required: true }),
      kind: f.text("类别"),
      note: f.textarea("说明"),
      stamp: f.text("编号", { readonly: true }),
    };
    const stepped = (steps: ResourceConfig["steps"]) => valid({ fields, steps });

    it("accepts steps that place every form field once", () => {
      expect(() =>
        checkResources([
          stepped([
            { title: "基本信息", fields: ["name", "kind"] },
            { title: "说明", fields: ["note"] },
          ]),
        ]),
      ).not.toThrow();
    });

    it.each([
      [
        "a field in no step",
        [
          { title: "基本信息", fields: ["name"] },
          { title: "说明", fields: ["note"] },
        ],
        /form fields kind are in no step/,
      ],
      [
        "a field in two steps",
        [
          { title: "基本信息", fields: ["name", "kind"] },
          { title: "说明", fields: ["note", "kind"] },
        ],
        /"kind" is in step "基本信息" and again in step "说明"/,
      ],
      [
        "a readonly field",
        [
          { title: "基本信息", fields: ["name", "kind", "stamp"] },
          { title: "说明", fields: ["note"] },
        ],
        /names "stamp", which is not a form field/,
      ],
      [
        "an unknown field",
        [
          { title: "基本信息", fields: ["name", "kind", "nmae"] },
          { title: "说明", fields: ["note"] },
        ],
        /names "nmae", which is not a form field/,
      ],
      [
        "an untitled step",
        [
          { title: "", fields: ["name", "kind"] },
          { title: "说明", fields: ["note"] },
        ],
        /a step has no title/,
      ],
      ["a single step", [{ title: "全部", fields: ["name", "kind", "note"] }], /a form of one step needs no steps/],
    ])("refuses %s", (_case, steps, message) => {
      expect(() => checkResources([stepped(steps)])).toThrow(message);
    });
  });
});
