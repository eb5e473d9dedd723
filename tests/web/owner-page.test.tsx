import { render, screen } from "@testing-library/react";
import { App } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";

// a visitor on a portal: no one logged in
vi.mock("../../src/web/portal/portal-state", () => ({
  usePortalState: () => ({ user: null, enterprise: { platformName: "青禾农牧商城", logImageUrl: "" } }),
}));

const { default: OwnerPage } = await import("../../src/web/owner/owner-page");

describe("an owner's page of its own (/goodspurchase, 我的采购意向)", () => {
  it("asks a visitor to log in and come back to the very screen it opened", async () => {
    render(
      <App>
        <MemoryRouter initialEntries={["/goodspurchase/add?goodsId=3&skuId=7"]}>
          <Routes>
            <Route path="/goodspurchase/*" element={<OwnerPage />} />
          </Routes>
        </MemoryRouter>
      </App>,
    );
    expect(screen.getByText("我的采购意向", { selector: ".compact-title" })).toBeTruthy();
    const login = (await screen.findByRole("button", { name: "去登录" })).closest("a")!;
    expect(login.getAttribute("href")).toBe(
      `/login?retUrl=${encodeURIComponent("/goodspurchase/add?goodsId=3&skuId=7")}`,
    );
    expect(screen.getByRole("link", { name: "返回商城" }).getAttribute("href")).toBe("/");
  });
});
