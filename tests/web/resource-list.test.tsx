import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resourceByName } from "../../resources";
import { tableFields } from "../../src/core/define-resource";
import { ResourceList } from "../../src/web/admin/resource-list";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

const goods = resourceByName("goods");
const factory = resourceByName("factory");

const goodsRows = [
  {
    id: 1,
    name: "育肥猪全价配合饲料",
    code: "LV1001",
    category: "饲料",
    unit: "袋",
    price: 168,
    stock: 3200,
    status: "draft",
    refLabels: {},
  },
  {
    id: 2,
    name: "仔猪教槽料",
    code: "LV1002",
    category: "饲料",
    unit: "袋",
    price: 1234.5,
    stock: 10,
    status: "on_sale",
    refLabels: {},
  },
];

function renderGoods(buttons: string[]) {
  const getList = vi.fn(async () => ({ data: goodsRows as never[], total: goodsRows.length }));
  renderInRefine(<ResourceList resource={goods} />, {
    path: goods.menu.path,
    user: userWith({ menus: [goods.menu.path], buttons }),
    dataProvider: fakeDataProvider({ getList }),
  });
  return { getList };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr") as HTMLElement;

describe("generated list screen", () => {
  it("renders one column per table field, with enum labels and ¥ money", async () => {
    renderGoods([]);
    const draft = await rowOf("育肥猪全价配合饲料");
    const headers = [...document.querySelectorAll("thead th")].map((th) => th.textContent);
    expect([...headers].sort()).toEqual([...tableFields(goods).map(([, f]) => f.label), "操作"].sort());
    // the state sits next to the title so a wide table never hides it behind the scroll
    expect(headers.indexOf(goods.fields.status.label)).toBe(headers.indexOf(goods.fields.name.label) + 1);
    expect(within(draft).getByText("仓库中")).toBeTruthy();
    expect(within(draft).getByText("¥168.00")).toBeTruthy();
    expect(within(await rowOf("仔猪教槽料")).getByText("¥1,234.50")).toBeTruthy();
  });

  it("shows 新增 when the grant holds the create code", async () => {
    renderGoods([goods.buttons.create!]);
    expect(await screen.findByText(`新增${goods.label}`)).toBeTruthy();
  });

  it("hides 新增 when the role lacks the button code", async () => {
    renderGoods([goods.buttons.edit!]);
    const draft = await rowOf("育肥猪全价配合饲料");
    // Once 编辑 shows, access answers have arrived; 新增 must still be absent.
    await waitFor(() => expect(within(draft).queryByText("编辑")).toBeTruthy());
    expect(screen.queryByText(`新增${goods.label}`)).toBeNull();
  });

  it("offers only the flow actions legal in each row's state, each behind its code", async () => {
    renderGoods([goods.actions!.onSale.button!, goods.actions!.offSale.button!]);
    const draft = await rowOf("育肥猪全价配合饲料");
    const onSale = await rowOf("仔猪教槽料");
    await waitFor(() => expect(within(draft).queryByText("上架")).toBeTruthy());
    expect(within(draft).queryByText("下架")).toBeNull();
    await waitFor(() => expect(within(onSale).queryByText("下架")).toBeTruthy());
    expect(within(onSale).queryByText("上架")).toBeNull();
  });

  it("hides a move from the user its row says may not make it (notBy), and only on that row", async () => {
    // goods as if 上架 were refused to whoever the row names: the server tells each caller on the row itself
    const refusing = { ...goods, actions: { ...goods.actions, onSale: { ...goods.actions!.onSale, notBy: "stock" } } };
    const rows = [goodsRows[0], { ...goodsRows[0], id: 3, name: "母猪料", status: "draft" }].map((r, i) => ({
      ...r,
      notByCaller: i === 0 ? ["onSale"] : [],
    }));
    renderInRefine(<ResourceList resource={refusing} />, {
      path: goods.menu.path,
      user: userWith({ menus: [goods.menu.path], buttons: [goods.actions!.onSale.button!] }),
      dataProvider: fakeDataProvider({ getList: vi.fn(async () => ({ data: rows as never[], total: rows.length })) }),
    });
    const other = await rowOf("母猪料");
    await waitFor(() => expect(within(other).queryByText("上架")).toBeTruthy());
    expect(within(rowOf_sync("育肥猪全价配合饲料")).queryByText("上架")).toBeNull();
  });

  it("hides 编辑 and 删除 outside editableIn/deletableIn and without their codes", async () => {
    renderGoods([goods.buttons.edit!, goods.buttons.delete!]);
    const draft = await rowOf("育肥猪全价配合饲料");
    await waitFor(() => expect(within(draft).queryByText("编辑")).toBeTruthy());
    expect(within(draft).queryByText("删除")).toBeTruthy();
    const onSale = rowOf_sync("仔猪教槽料");
    expect(within(onSale).queryByText("编辑")).toBeNull();
    expect(within(onSale).queryByText("删除")).toBeNull();
  });

  it("asks the data provider for the first page in the resource's default order", async () => {
    const { getList } = renderGoods([]);
    await rowOf("育肥猪全价配合饲料");
    expect(getList).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: "goods",
        pagination: expect.objectContaining({ currentPage: 1, pageSize: 10 }),
        sorters: [goods.sort],
      }),
    );
  });

  it("asks the server again when 查询 is pressed with the conditions the list already shows", async () => {
    const { getList } = renderGoods([]);
    await rowOf("育肥猪全价配合饲料");
    const query = () => fireEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    const asked = getList.mock.calls.length;
    query();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(asked + 1));
    fireEvent.change(screen.getByLabelText(goods.fields.name.label), { target: { value: "仔猪" } });
    query();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(asked + 2));
    query();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(asked + 3));
    const asks = getList.mock.calls as unknown as [{ filters: { field: string; value: unknown }[] }][];
    expect(asks.slice(-2).map(([p]) => p.filters.find((x) => x.field === "name")?.value)).toEqual(["仔猪", "仔猪"]);
  });

  it("renders a resource without flow, bool as 是/否", async () => {
    const getList = vi.fn(async () => ({
      data: [
        {
          id: 5,
          name: "潍坊饲料一厂",
          code: "WF01",
          region: "山东省潍坊市",
          address: "寒亭区1688号",
          contact: "李强",
          phone: "0536-7256801",
          isDefault: true,
          refLabels: {},
        },
      ] as never[],
      total: 1,
    }));
    renderInRefine(<ResourceList resource={factory} />, {
      path: factory.menu.path,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({ getList }),
    });
    const row = await rowOf("潍坊饲料一厂");
    expect(within(row).getByText("是")).toBeTruthy();
    expect(await screen.findByText(`新增${factory.label}`)).toBeTruthy();
  });
});

function rowOf_sync(text: string): HTMLElement {
  return screen.getByText(text).closest("tr") as HTMLElement;
}

describe("a dialog opened from a row", () => {
  it("stays open while a search reloads the list under it", async () => {
    let release: (() => void) | undefined;
    const getList = vi.fn(async () => {
      // every load after the first waits until the test lets it answer
      if (getList.mock.calls.length > 1) await new Promise<void>((done) => (release = done));
      return { data: goodsRows as never[], total: goodsRows.length };
    });
    renderInRefine(<ResourceList resource={goods} />, {
      path: goods.menu.path,
      user: userWith({ menus: [goods.menu.path], buttons: [goods.actions!.offSale.button!] }),
      dataProvider: fakeDataProvider({ getList }),
    });
    const onSale = await rowOf("仔猪教槽料");
    fireEvent.click(await within(onSale).findByText("下架"));
    expect(await screen.findByText(goods.actions!.offSale.confirm!)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(goods.fields.name.label), { target: { value: "仔猪" } });
    fireEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByText(goods.actions!.offSale.confirm!)).toBeTruthy();
    release!();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(screen.getByText(goods.actions!.offSale.confirm!)).toBeTruthy();
  });
});
