import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resourceByName } from "../../resources";
import { ResourceForm } from "../../src/web/admin/resource-form";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

const goods = resourceByName("goods");
const templates = [
  {
    id: 1,
    name: "育肥猪配合饲料",
    category: "饲料",
    unit: "袋",
    shelfLife: "6个月",
    description: "<h3>产品成分</h3><p>请填写产品成分</p>",
    status: 1,
  },
  {
    id: 4,
    name: "兽用注射液",
    category: "兽药",
    unit: "瓶",
    shelfLife: "24个月",
    description: "<h3>主要成分</h3><p>请填写主要成分</p>",
    status: 1,
  },
];
const units = ["袋", "瓶", "吨"].map((name, i) => ({ id: i + 1, type: "unit", name, status: 1 }));

describe("a create form that starts from a template (商品模板)", () => {
  it("copies the picked template's category, unit, shelf life and detail sections into the form and says so", async () => {
    const getList = vi.fn(async ({ resource }: { resource: string }) => {
      const rows = resource === "goodsTemplate" ? templates : resource === "dictItem" ? units : [];
      return { data: rows as never[], total: rows.length };
    });
    renderInRefine(<ResourceForm resource={goods} action="create" />, {
      path: `${goods.menu!.path}/create`,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({ getList }),
    });
    const picker = (await screen.findByText("套用商品模板")).closest(".ant-form-item") as HTMLElement;
    fireEvent.mouseDown(within(picker).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("兽用注射液"));
    expect(await screen.findByText("已套用模板“兽用注射液”，请核对商品类目、单位、保质期、商品详情")).toBeTruthy();
    // the template is read through the operator's public catalogue, never the seller's own lists
    expect(getList).toHaveBeenCalledWith(
      expect.objectContaining({ resource: "goodsTemplate", meta: expect.objectContaining({ audience: "catalogue" }) }),
    );
    await waitFor(() => expect((document.getElementById("shelfLife") as HTMLInputElement).value).toBe("24个月"));
    const category = document.getElementById("category")!.closest(".ant-form-item") as HTMLElement;
    expect(within(category).getByTitle("兽药")).toBeTruthy();
    const unit = document.getElementById("unit")!.closest(".ant-form-item") as HTMLElement;
    expect(within(unit).getByTitle("瓶")).toBeTruthy();
  });
});
