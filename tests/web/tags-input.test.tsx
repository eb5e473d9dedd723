import { fireEvent, render, waitFor } from "@testing-library/react";
import { App, Form } from "antd";
import { describe, expect, it, vi } from "vitest";
import { f } from "../../src/core/fields";
import type { TagNode } from "../../src/core/tag-trees";
import { fieldInput } from "../../src/web/admin/field-input";

// three groups of the platform's 竞价标签 tree (migration 0030), shaped as the tree call answers them
const tree: TagNode[] = [
  {
    code: "supply",
    name: "供货方式",
    children: [
      { code: "supply.spot", name: "现货采购" },
      { code: "supply.long", name: "长期供货" },
    ],
  },
  {
    code: "quality",
    name: "资质要求",
    children: [
      { code: "quality.report", name: "需检验报告" },
      { code: "quality.licence", name: "需生产许可证" },
    ],
  },
  {
    code: "pay",
    name: "付款方式",
    children: [
      { code: "pay.cod", name: "货到付款" },
      { code: "pay.monthly", name: "月结" },
    ],
  },
];
vi.mock("../../src/web/mall/api", async (actual) => ({
  ...(await actual<object>()),
  mallApi: vi.fn(async () => ({ list: tree })),
}));

const tags = f.tags("竞价标签", "bid");

function renderInput() {
  const changes: string[][] = [];
  render(
    <App>
      <Form onValuesChange={(v) => "tags" in v && changes.push(v.tags)}>
        <Form.Item name="tags" label="竞价标签">
          {fieldInput(tags)}
        </Form.Item>
      </Form>
    </App>,
  );
  return changes;
}

const open = () => fireEvent.mouseDown(document.querySelector(".ant-select-selector")!);
const node = (name: string) =>
  document.querySelector<HTMLElement>(`.ant-select-tree-node-content-wrapper[title="${name}"]`);
const groups = new Set(tree.map((g) => g.name));
const closedGroups = () =>
  [...document.querySelectorAll(".ant-select-tree-treenode-switcher-close")]
    .map((n) => n.textContent)
    .filter((name) => groups.has(name!));

describe("tags field input", () => {
  it("shows the tree under open group headings, and keeps every group open after a search picked a tag", async () => {
    const changes = renderInput();
    open();
    await waitFor(() => expect(node("现货采购")).toBeTruthy());
    expect(closedGroups()).toEqual([]);

    // a user finds 月结 by typing it, as in a long tree, and picks it
    fireEvent.change(document.querySelector("input")!, { target: { value: "月结" } });
    await waitFor(() => expect(node("月结")).toBeTruthy());
    fireEvent.click(node("月结")!);
    expect(changes.at(-1)).toEqual(["pay.monthly"]);

    // the search is cleared and the whole tree is back, no group closed behind it
    await waitFor(() => expect(node("现货采购")).toBeTruthy());
    expect(closedGroups()).toEqual([]);
    fireEvent.click(node("需检验报告")!);
    expect(changes.at(-1)).toEqual(["pay.monthly", "quality.report"]);
  });

  it("never offers a group itself as a tag", async () => {
    const changes = renderInput();
    open();
    await waitFor(() => expect(node("资质要求")).toBeTruthy());
    fireEvent.click(node("资质要求")!);
    expect(changes).toEqual([]);
  });
});
