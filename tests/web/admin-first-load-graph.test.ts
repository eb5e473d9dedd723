import { describe, expect, it } from "vitest";
import { staticClosure } from "../helpers/import-graph";

// An admin shell's first screen loads the shell (admin-root.tsx: Refine, the frame, the menu) and one screen. What a
// first screen does not show comes when it is opened: a seller's dashboard waited 9 s on a phone for every form,
// upload, editor and chart of the console (docs/first-load.md).
const FRAME = "src/web/layout/admin-root.tsx";
const FIRST_SCREENS = {
  "a list (招标询价单管理)": "src/web/admin/resource-list.tsx",
  "a report (经营概况)": "src/web/reports/report-page.tsx",
  "an operator's queue": "src/web/admin/queue-list.tsx",
};

/** Packages no first screen runs: the chart library and the rich-text editor. */
const HEAVY_PACKAGES = /^@ant-design\/plots|^@antv\/|^@tiptap\//;
/** antd parts that only a dialog, a form or a date search shows. */
const LATE_ANTD = ["Upload", "DatePicker", "Progress", "QRCode", "Cascader", "TreeSelect", "Steps", "Tree"];
/** Screens and dialogs opened from a first screen, never shown with it. */
const LATE_MODULES = [
  "src/web/admin/resource-form.tsx",
  "src/web/admin/resource-show.tsx",
  "src/web/admin/action-dialog.tsx",
  "src/web/admin/field-input.tsx",
  "src/web/admin/import-dialog.tsx",
  "src/web/admin/rich-text-editor.tsx",
  "src/web/reports/report-chart.tsx",
];

describe("what an admin shell's first screen downloads and runs before it is usable", () => {
  it("the shell's frame holds no screen: each comes as it is opened", () => {
    const { modules } = staticClosure(FRAME);
    expect(modules).toContain("src/web/admin/admin-layout.tsx");
    expect(modules.filter((m) => Object.values(FIRST_SCREENS).includes(m))).toEqual([]);
  });

  it("the frame toasts through antd's notices, not @refinedev/antd (its undo countdown brought Progress, its hooks Form)", () => {
    const { packages } = staticClosure(FRAME);
    expect(packages.has("@refinedev/antd")).toBe(false);
  });

  for (const [name, screen] of Object.entries(FIRST_SCREENS)) {
    describe(name, () => {
      const { modules, packages } = staticClosure(FRAME, screen);

      it("leaves the chart library and the rich-text editor to the screens that show them", () => {
        expect([...packages.keys()].filter((p) => HEAVY_PACKAGES.test(p))).toEqual([]);
        expect(modules.filter((m) => LATE_MODULES.includes(m))).toEqual([]);
      });

      it("leaves uploads, date pickers and other dialog controls to the dialogs and forms that use them", () => {
        expect(LATE_ANTD.filter((n) => packages.get("antd")?.has(n))).toEqual([]);
      });

      it("draws a picture cell plainly and brings antd's Image with its preview after the screen", () => {
        expect(packages.get("antd")?.has("Image")).toBe(false);
      });

      it("writes its titles and notes as plain text: antd's Typography brings its copy and edit parts (TextArea, a tooltip)", () => {
        expect(packages.get("antd")?.has("Typography")).toBe(false);
      });

      it("brings antd's InputNumber only with a search by a number", () => {
        expect(packages.get("antd")?.has("InputNumber")).toBe(false);
      });

      it("draws its boxes plainly and brings antd's Tabs only with a list that shows its states as tabs (a Card brings Tabs)", () => {
        expect(["Card", "Tabs"].filter((n) => packages.get("antd")?.has(n))).toEqual([]);
      });
    });
  }
});
