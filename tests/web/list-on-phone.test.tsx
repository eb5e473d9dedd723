import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resources } from "../../resources";
import { searchFields, type Resource } from "../../src/core/define-resource";
import { ResourceList } from "../../src/web/admin/resource-list";
import { mediaQueryList } from "../helpers/media-query";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

/** A phone held upright: the queries up to a width (antd's md breakpoint, usePhone's) match, the rest do not. */
const phone = (query: string) => mediaQueryList(query, query.includes("max-width"));

const desk = window.matchMedia;
beforeEach(() => {
  window.matchMedia = phone;
});
afterEach(() => {
  window.matchMedia = desk;
});

// a list with several conditions and a state, as a seller's goods and a purchaser's tenders are
const cases = resources
  .filter((r) => searchFields(r).length > 2 && r.flow && r.endpoints.list && !r.single)
  .slice(0, 3)
  .map((r) => [r.name, r] as const);

function renderList(r: Resource) {
  renderInRefine(<ResourceList resource={r} />, {
    path: r.menu.path,
    user: userWith({ menus: [r.menu.path], buttons: [] }),
    dataProvider: fakeDataProvider({ getList: vi.fn(async () => ({ data: [], total: 0 })) }),
  });
}

describe("a generated list on a phone", () => {
  it("has lists with several conditions to try", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s shows its first condition and folds the rest behind 筛选", async (_n, r) => {
    renderList(r);
    await screen.findByRole("button", { name: /筛选/ });
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>(".search-condition")].map((c) => c.style.display !== "none");
    expect(shown().length).toBeGreaterThan(1);
    expect(shown()).toEqual(shown().map((_, i) => i === 0));
    fireEvent.click(screen.getByRole("button", { name: /筛选/ }));
    expect(shown().every(Boolean)).toBe(true);
    expect(screen.getByRole("button", { name: /收起/ })).toBeTruthy();
  });

  it.each(cases)("%s puts 操作 beside the title and state, on screen without scrolling", async (_n, r) => {
    renderList(r);
    await screen.findAllByText("操作");
    const headers = [...document.querySelectorAll("thead th")].map((th) => th.textContent);
    const title = headers.indexOf(r.fields[r.titleField]!.label);
    const state = headers.indexOf(r.fields[r.flow!.field]!.label);
    expect(headers.indexOf("操作")).toBe(Math.max(title, state) + 1);
  });

  it.each(cases)("%s scrolls sideways inside its panel, with no column measuring after it is drawn", async (_n, r) => {
    renderList(r);
    await screen.findAllByText("操作");
    expect(document.querySelector(".ant-table-wrapper")!.classList.contains("sideways-table")).toBe(true);
    // antd measures every column (a hidden row of cells) only for a table given scroll.x
    expect(document.querySelector(".ant-table-measure-row")).toBeNull();
  });
});
