import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resourceByName } from "../../resources";
import { tableFields } from "../../src/core/define-resource";
import { isNumeric } from "../../src/core/fields";
import { ResourceList } from "../../src/web/admin/resource-list";
import { crudSorting } from "../../src/web/admin/use-list-table";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

const goods = resourceByName("goods");
const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `饲料${i + 1}`,
  status: "draft",
  price: 100 + i,
}));

function renderGoods() {
  const getList = vi.fn(async () => ({ data: rows as never[], total: 25 }));
  renderInRefine(<ResourceList resource={goods} />, {
    path: goods.menu.path,
    user: userWith({ menus: [goods.menu.path], buttons: [] }),
    dataProvider: fakeDataProvider({ getList }),
  });
  return getList;
}

const lastCall = (getList: ReturnType<typeof renderGoods>) =>
  (getList.mock.calls.at(-1) as unknown as [{ pagination: { currentPage: number }; sorters: unknown[] }])[0];

describe("paging and sorting a generated list", () => {
  it("asks for the page the reader picks, in the order the list shows", async () => {
    const getList = renderGoods();
    await screen.findByText("饲料1");
    fireEvent.click(screen.getByTitle("2"));
    await waitFor(() => expect(lastCall(getList).pagination.currentPage).toBe(2));
    expect(lastCall(getList).sorters).toEqual([goods.sort]);
  });

  it("sorts by a column when its header is clicked, up and then down", async () => {
    const [name, field] = tableFields(goods).find(([, f]) => isNumeric(f.type))!;
    const getList = renderGoods();
    await screen.findByText("饲料1");
    const header = () => screen.getAllByText(field.label).find((e) => e.closest("th"))!;
    fireEvent.click(header());
    await waitFor(() => expect(lastCall(getList).sorters).toEqual([{ field: name, order: "asc" }]));
    fireEvent.click(header());
    await waitFor(() => expect(lastCall(getList).sorters).toEqual([{ field: name, order: "desc" }]));
  });

  it("reads antd's sort state as Refine's: the column's key first, a cleared sort as none", () => {
    expect(crudSorting({ field: "price", columnKey: "price", order: "ascend" })).toEqual([
      { field: "price", order: "asc" },
    ]);
    expect(crudSorting({ field: ["sku", "price"], order: "descend" })).toEqual([{ field: "sku.price", order: "desc" }]);
    expect(crudSorting({ field: "price", columnKey: "price", order: undefined })).toEqual([]);
    expect(
      crudSorting([
        { field: "a", order: "ascend" },
        { field: "b", order: "descend" },
      ]),
    ).toEqual([
      { field: "a", order: "asc" },
      { field: "b", order: "desc" },
    ]);
  });
});
