import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

// the goods as MALL.goodsDetail answers it to a buyer: the create form offers its SKUs by their spec
const TWO_SKUS = {
  id: 3,
  name: "青禾育肥猪浓缩饲料",
  unit: "袋",
  skus: [
    { id: 6, spec: "20kg", price: 21, stock: 500 },
    { id: 7, spec: "40kg", price: 40, stock: 300 },
  ],
};
const goods = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock("../../src/web/services", () => ({
  http: { request: vi.fn(async () => ({ data: goods.current })) },
  identity: { forget: () => undefined },
}));
vi.mock("../../src/web/regions/child-areas", async (original) => ({
  ...(await original<typeof import("../../src/web/regions/child-areas")>()),
  childAreas: (await import("./pick-place")).localChildAreas,
}));
// the signed-in buyer, whose name and mobile the form starts from (create.prefill)
vi.mock("../../src/web/portal/portal-state", () => ({
  usePortalState: () => ({ user: { id: 2, name: "李春华", phone: "13800000002" } }),
}));

const { ownerEntries } = await import("../../src/web/owner/owner-entries");
const { OwnerCreate } = await import("../../src/web/owner/owner-create");

/** The buy intent's create form (提交采购意向) at `address`, as the goods page opens it. */
function openForm(address: string) {
  const entry = ownerEntries("page").find((e) => e.resource.name === "buyIntent")!;
  render(
    <App>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/goodspurchase/add" element={<OwnerCreate entry={entry} />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

const specRadio = (spec: string) => screen.findByRole("radio", { name: spec }) as Promise<HTMLInputElement>;

describe("the buy intent form picks one SKU of the goods (create.choose)", () => {
  beforeEach(() => {
    goods.current = TWO_SKUS;
  });

  it("starts from the SKU and the quantity the goods page put in its address", async () => {
    openForm("/goodspurchase/add?goodsId=3&skuId=7&quantity=50");
    expect((await specRadio("40kg")).checked).toBe(true);
    expect((await specRadio("20kg")).checked).toBe(false);
    await waitFor(() => expect((screen.getByLabelText("采购数量") as HTMLInputElement).value).toBe("50"));
  });

  it("asks for a SKU when the goods has several and none was picked, and takes the one clicked", async () => {
    openForm("/goodspurchase/add?goodsId=3");
    const small = await specRadio("20kg");
    expect(small.checked).toBe(false);
    expect((await specRadio("40kg")).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: /提\s*交/ }));
    await screen.findByText("请选择规格");
    fireEvent.click(small);
    await waitFor(() => expect(screen.queryByText("请选择规格")).toBeNull());
    expect(small.checked).toBe(true);
  });

  it("chooses the only SKU of a goods that has one, and ignores a SKU the goods does not have", async () => {
    goods.current = { ...TWO_SKUS, skus: [TWO_SKUS.skus[1]] };
    openForm("/goodspurchase/add?goodsId=3&skuId=99");
    expect((await specRadio("40kg")).checked).toBe(true);
  });

  it("starts 联系人 and 手机号 from the signed-in buyer, which the buyer may change", async () => {
    openForm("/goodspurchase/add?goodsId=3");
    await waitFor(() => expect((screen.getByLabelText("联系人") as HTMLInputElement).value).toBe("李春华"));
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("13800000002");
  });
});
