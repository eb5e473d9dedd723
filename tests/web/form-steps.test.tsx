import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resourceByName } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { ResourceForm } from "../../src/web/admin/resource-form";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";
import { pickPlace } from "./pick-place";

// 所在地区 asks childAreas for each level it opens: answered from the server's own region data
vi.mock("../../src/web/regions/child-areas", async (original) => ({
  ...(await original<object>()),
  childAreas: (await import("./pick-place")).localChildAreas,
}));

// a small fixture: the delivery-place form split into the place and the person who receives there
const factory = resourceByName("factory");
const stepped: Resource = {
  ...factory,
  steps: [
    { title: "工厂信息", fields: ["name", "code", "region", "address"] },
    { title: "收货联系人", fields: ["contact", "phone", "isDefault", "remark"] },
  ],
};

const shown = () => Number(document.querySelector(".form-step:not([hidden])")?.getAttribute("data-step"));
const fill = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: /^保\s*存$/ }));

function open(dataProvider = fakeDataProvider({})) {
  renderInRefine(<ResourceForm resource={stepped} action="create" />, {
    path: `${factory.menu.path}/create`,
    user: userWith({ admin: true }),
    dataProvider,
  });
  return screen.findByRole("button", { name: "下一步" });
}

async function fillPlace() {
  fill("name", "济南饲料三厂");
  await pickPlace("region", "山东省济南市历城区");
  fill("address", "历城区工业北路18号");
}

// a cold jsdom lays out antd forms slowly
/** The user's whole walk: the place, 下一步, the contact, 保存. */
async function fillBothAndSave() {
  await fillPlace();
  fireEvent.click(screen.getByRole("button", { name: "下一步" }));
  await waitFor(() => expect(shown()).toBe(1));
  fill("contact", "刘明");
  fill("phone", "13905361234");
  save();
}

describe("a form in steps", () => {
  it("opens on the first step with the steps named above it", async () => {
    await open();
    expect(shown()).toBe(0);
    expect(screen.getAllByText("工厂信息").length).toBeGreaterThan(0);
    expect(screen.getAllByText("收货联系人").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "上一步" })).toBeNull();
  });

  it("holds 下一步 until the step's required fields are filled", async () => {
    fireEvent.click(await open());
    expect(await screen.findByText("请输入工厂名称")).toBeTruthy();
    expect(shown()).toBe(0);
    await fillPlace();
    fireEvent.click(screen.getByRole("button", { name: "下一步" }));
    await waitFor(() => expect(shown()).toBe(1));
    expect(screen.queryByRole("button", { name: "下一步" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "上一步" }));
    await waitFor(() => expect(shown()).toBe(0));
  });

  it("keeps what was typed on a step while another is shown, and saves every step's values", async () => {
    const create = vi.fn(async () => ({ data: { id: 9 } as never }));
    fireEvent.click(await open(fakeDataProvider({ create })));
    await fillBothAndSave();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: expect.objectContaining({
          name: "济南饲料三厂",
          address: "历城区工业北路18号",
          contact: "刘明",
          phone: "13905361234",
        }),
      }),
    );
  });

  it("shows the first step still in error when saved from a later one, sending nothing", async () => {
    const create = vi.fn(async () => ({ data: { id: 9 } as never }));
    await open(fakeDataProvider({ create }));
    fireEvent.click(screen.getAllByText("收货联系人")[0]!);
    await waitFor(() => expect(shown()).toBe(1));
    fill("contact", "刘明");
    fill("phone", "13905361234");
    save();
    await waitFor(() => expect(shown()).toBe(0));
    expect(await screen.findByText("请输入工厂名称")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the step of a field the server refused (422)", async () => {
    const create = vi.fn(async () =>
      Promise.reject({ message: "提交的数据有误", statusCode: 422, errors: { name: "该工厂名称已存在" } }),
    );
    fireEvent.click(await open(fakeDataProvider({ create })));
    await fillBothAndSave();
    expect(await screen.findByText("该工厂名称已存在")).toBeTruthy();
    await waitFor(() => expect(shown()).toBe(0));
  });
});
