import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";

const ORDER = {
  id: 7,
  orderNo: "20261129000000000005",
  status: "completed",
  total: 120,
  lines: [{ id: 31, name: "青禾育肥猪浓缩饲料", spec: "40kg", price: 40, quantity: 3 }],
};
vi.mock("../../src/web/services", () => ({
  http: { request: vi.fn(async () => ({ data: ORDER })) },
  identity: { forget: () => undefined },
}));
vi.mock("../../src/web/portal/portal-state", () => ({ usePortalState: () => ({ user: null }) }));

const { ownerEntries } = await import("../../src/web/owner/owner-entries");
const { OwnerCreate } = await import("../../src/web/owner/owner-create");

describe("the owner's create form (申请售后)", () => {
  it("offers the order's goods to pick once 退货退款 is chosen, starting at the quantity bought", async () => {
    const entry = ownerEntries("buyer").find((e) => e.resource.name === "afterSale")!;
    render(
      <App>
        <MemoryRouter initialEntries={["/manage/order/aftersale/apply?orderId=7"]}>
          <Routes>
            <Route path="/manage/order/aftersale/apply" element={<OwnerCreate entry={entry} />} />
          </Routes>
        </MemoryRouter>
      </App>,
    );
    const kind = await screen.findByLabelText("售后类型");
    expect(screen.queryByRole("checkbox", { name: "选择 青禾育肥猪浓缩饲料" })).toBeNull();
    fireEvent.mouseDown(kind);
    fireEvent.click(await screen.findByTitle("退货退款"));
    const pick = await screen.findByRole("checkbox", { name: "选择 青禾育肥猪浓缩饲料" });
    fireEvent.click(pick);
    await waitFor(() =>
      expect((screen.getByLabelText("青禾育肥猪浓缩饲料 退货数量") as HTMLInputElement).value).toBe("3"),
    );
  });
});
