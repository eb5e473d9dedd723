import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { partyMenus } from "../../src/core/party";
import { PLATFORM_TYPES } from "../../src/core/permissions";
import { catalogueTree } from "../../src/server/portal/catalogue-tree";

/** What an administrator granting roles reads in the role tree (按钮权限), on every platform type. */
const everything = { admin: true, menus: [], buttons: [] };
const nodes = Object.values(PLATFORM_TYPES).flatMap((p) =>
  catalogueTree(resources, p, everything).flatMap((m) => m.buttons.map((b) => ({ platform: p, menu: m.path, ...b }))),
);

// spelled out here, not imported: the words a user expects on each generated screen button
const VERBS: Record<string, string> = {
  create: "新增",
  edit: "编辑",
  delete: "删除",
  show: "查看",
  export: "导出",
  import: "导入",
};

/** Every use of a button code in resources/: a CRUD verb with its resource's label, or an action's own label. */
function usesOf(code: string): { owner: string; label: string }[] {
  return resources.flatMap((r) => [
    ...Object.entries(r.buttons)
      .filter(([, c]) => c === code)
      // a resource naming its creation itself (生成对账单) is granted under that name
      .map(([verb]) => ({
        owner: r.label,
        label: verb === "create" && r.createLabel ? r.createLabel : `${VERBS[verb]}${r.label}`,
      })),
    ...Object.values(r.actions ?? {})
      .filter((a) => a.button === code)
      .map((a) => ({ owner: r.label, label: a.label })),
  ]);
}

/** The menus' buttons that resources/ declare (the mall's purchase codes are labelled in purchase-grants.ts). */
const declared = nodes.filter((n) => usesOf(n.code).length > 0);
const cases = [...new Map(declared.map((n) => [`${n.menu} ${n.code}`, n])).values()].map(
  (n) => [`${n.code} under ${n.menu}`, n] as const,
);

describe("role tree button labels", () => {
  it("covers every button code resources/ declare", () => {
    const codes = new Set(
      resources
        .flatMap((r) => [...Object.values(r.buttons), ...Object.values(r.actions ?? {}).map((a) => a.button)])
        .filter(Boolean),
    );
    // the operator's own audit buttons are no enterprise's to grant, so no role tree lists them
    const operators = new Set(
      resources.flatMap((r) =>
        Object.values(r.actions ?? {})
          .filter((a) => a.by && r.audiences?.[a.by]?.platform)
          .map((a) => a.button),
      ),
    );
    expect(new Set(declared.map((n) => n.code))).toEqual(new Set([...codes].filter((c) => !operators.has(c))));
  });

  it.each(cases)("%s names exactly what granting it allows", (_name, n) => {
    const uses = usesOf(n.code);
    // a party's menu (我的对账单) is the resource's own too: its moves there are its own
    const owner = resources.find((r) => r.menu.path === n.menu || partyMenus(r).some((m) => m.path === n.menu));
    // an action of another resource listed under this menu (中标 on a quote) says whose it is
    const foreign = uses.every((u) => u.owner !== owner?.label);
    const [, named, whose] = /^(.*?)(?:（(.+)）)?$/.exec(n.label)!;
    expect(named!.split("、").sort()).toEqual([...new Set(uses.map((u) => u.label))].sort());
    expect(whose).toBe(foreign ? uses[0]!.owner : undefined);
  });

  it.each(cases)("%s is Chinese with no noun said twice", (_name, n) => {
    expect(n.label, "no code or English word leaks into the label").not.toMatch(/[A-Za-z]/);
    expect(n.label, "no noun doubled, as in 取消订单订单").not.toMatch(/(\p{Script=Han}{2,})\1/u);
  });

  it("a code guarding two actions names both, so granting 恢复发放 is not read as granting 停止发放 alone", () => {
    expect(nodes.find((n) => n.code === "coupon:stop")?.label).toBe("停止发放、恢复发放");
  });
});
