import { defineResource, type AudienceDef, type ResourceConfig } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";

/** A small resource the declaration checks are tried on (tests/core/*-checks tests), valid until `over` breaks it. */
export const valid = (over: Partial<ResourceConfig> = {}): ResourceConfig =>
  defineResource({
    name: "feedFormula",
    label: "饲料配方",
    titleField: "name",
    tenant: "enterprise",
    menu: { path: "/tendering/formula", shell: "tendering", order: 1 },
    fields: { name: f.text("配方名称", { required: true }) },
    endpoints: { list: ep.post("etpbase.formula.list") },
    buttons: {},
    ...over,
  });

/** A flow of two states, for the audience cases. */
export const flowing: Partial<ResourceConfig> = {
  fields: {
    name: f.text("配方名称"),
    state: f.enum("状态", [
      { value: "draft", label: "草稿" },
      { value: "open", label: "已发布" },
    ]),
  },
  flow: { field: "state", initial: "draft" },
};
export const audience = (over: Partial<AudienceDef> = {}): AudienceDef => ({
  label: "公开",
  endpoints: { list: ep.post("etpbase.formula.open.list"), get: ep.get("etpbase.formula.open.detail") },
  states: ["open"],
  fields: ["name"],
  ...over,
});
