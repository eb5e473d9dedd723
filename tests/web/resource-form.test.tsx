import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { resourceByName, resources } from "../../resources";
import { applies } from "../../src/core/fields";
import { validLine, validValue } from "../helpers/field-values";
import { formFields } from "../../src/core/define-resource";
import { ResourceForm } from "../../src/web/admin/resource-form";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";
import { pickPlace } from "./pick-place";

// 所在地区 asks childAreas for each level it opens: answered from the server's own region data
vi.mock("../../src/web/regions/child-areas", async (original) => ({
  ...(await original<object>()),
  childAreas: (await import("./pick-place")).localChildAreas,
}));

const factory = resourceByName("factory");
const row = {
  id: 5,
  name: "潍坊饲料一厂",
  code: "WF01",
  region: "山东省潍坊市",
  address: "寒亭区1688号",
  contact: "李强",
  phone: "0536-7256801",
  isDefault: true,
};

describe("generated form", () => {
  it("labels one control per editable field", async () => {
    renderInRefine(<ResourceForm resource={factory} action="create" />, {
      path: `${factory.menu.path}/create`,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({}),
    });
    for (const [, f] of formFields(factory)) expect(await screen.findByText(f.label)).toBeTruthy();
  });

  it("loads the row into the edit form", async () => {
    const getOne = vi.fn(async () => ({ data: row as never }));
    renderInRefine(<ResourceForm resource={factory} action="edit" id="5" />, {
      path: `${factory.menu.path}/edit/5`,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({ getOne }),
    });
    await waitFor(() => expect((document.getElementById("name") as HTMLInputElement).value).toBe("潍坊饲料一厂"));
    expect(getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: "factory", id: "5" }));
  });

  it("reopened on a row it has read before, shows the fields only once the row is read anew: typing is never reset", async () => {
    let answer: (r: typeof row) => void = () => undefined;
    const getOne = vi.fn(async () => ({ data: row as never }));
    function Reopen({ children }: { children: ReactNode }) {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen((o) => !o)}>切换</button>
          {open && children}
        </>
      );
    }
    renderInRefine(
      <Reopen>
        <ResourceForm resource={factory} action="edit" id="5" />
      </Reopen>,
      {
        path: `${factory.menu.path}/edit/5`,
        user: userWith({ admin: true }),
        dataProvider: fakeDataProvider({ getOne }),
      },
    );
    await waitFor(() => expect((document.getElementById("name") as HTMLInputElement).value).toBe("潍坊饲料一厂"));
    fireEvent.click(screen.getByText("切换"));
    getOne.mockImplementation(() => new Promise((resolve) => (answer = (r) => resolve({ data: r as never }))));
    fireEvent.click(screen.getByText("切换"));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    // the cached row is not offered for editing while the fresh one is on its way
    expect(document.getElementById("name")).toBeNull();
    answer({ ...row, name: "潍坊饲料二厂" });
    await waitFor(() => expect((document.getElementById("name") as HTMLInputElement).value).toBe("潍坊饲料二厂"));
  });

  it("shows the server's 422 field errors on the fields", async () => {
    const create = vi.fn(async () =>
      Promise.reject({ message: "提交的数据有误", statusCode: 422, errors: { phone: "该手机号已是本企业员工" } }),
    );
    renderInRefine(<ResourceForm resource={factory} action="create" />, {
      path: `${factory.menu.path}/create`,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({ create }),
    });
    const fill = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
    await screen.findByText(factory.fields.name.label);
    fill("name", "济南饲料三厂");
    await pickPlace("region", "山东省济南市历城区");
    fill("address", "历城区工业北路18号");
    fill("contact", "刘明");
    fill("phone", "13905361234");
    fireEvent.click(screen.getByRole("button", { name: /^保\s*存$/ }));
    expect(await screen.findByText("该手机号已是本企业员工")).toBeTruthy();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: "factory",
        variables: expect.objectContaining({ phone: "13905361234", isDefault: false }),
      }),
    );
  });

  it("blocks submit with Chinese messages for required fields", async () => {
    renderInRefine(<ResourceForm resource={factory} action="create" />, {
      path: `${factory.menu.path}/create`,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({}),
    });
    fireEvent.click(await screen.findByRole("button", { name: /^保\s*存$/ }));
    expect(await screen.findByText(`请输入${factory.fields.name.label}`)).toBeTruthy();
  });

  it("refuses a malformed phone on the form before anything is sent", async () => {
    const create = vi.fn();
    renderInRefine(<ResourceForm resource={factory} action="create" />, {
      path: `${factory.menu.path}/create`,
      user: userWith({ admin: true }),
      dataProvider: fakeDataProvider({ create }),
    });
    await screen.findByText(factory.fields.name.label);
    fireEvent.change(document.getElementById("phone")!, { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: /^保\s*存$/ }));
    expect(await screen.findByText(`${factory.fields.phone.label}格式不正确`)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  // every resource with fields for one case only: the new form shows those of the case its defaults choose
  const conditional = resources.filter((r) => formFields(r).some(([, f]) => f.when));
  it.each(conditional.map((r) => [r.name, r] as const))(
    "%s: a new form shows only the fields of the case its defaults choose",
    async (_n, r) => {
      renderInRefine(<ResourceForm resource={r} action="create" />, {
        path: `${r.menu.path}/create`,
        user: userWith({ admin: true }),
        dataProvider: fakeDataProvider({}),
      });
      await screen.findByRole("button", { name: /^保\s*存$/ });
      const defaults = Object.fromEntries(formFields(r).map(([k, f]) => [k, f.default]));
      for (const [k, f] of formFields(r).filter(([, x]) => x.when))
        expect(Boolean(document.getElementById(k)), `${f.label} on the new form`).toBe(applies(f, defaults));
    },
  );

  // every resource that offers 复制: its create form starts from the row, title marked, lines as new ones
  const copyable = resources.filter((r) => r.copy);
  it.each(copyable.map((r) => [r.name, r] as const))(
    "%s: 复制 opens the create form filled from the row",
    async (_n, r) => {
      const row: Record<string, unknown> = { id: 7 };
      formFields(r).forEach(([k, f], i) => {
        if (f.type !== "ref" && f.type !== "refs" && f.type !== "image" && f.type !== "images" && f.type !== "file")
          row[k] = f.type === "lines" ? [{ id: 70, ...validLine(f, 0) }] : validValue(f, i);
      });
      const getOne = vi.fn(async () => ({ data: row as never }));
      renderInRefine(<ResourceForm resource={r} action="create" />, {
        path: `${r.menu.path}/create?copyFrom=7`,
        user: userWith({ admin: true }),
        dataProvider: fakeDataProvider({ getOne }),
      });
      await waitFor(() =>
        expect((document.getElementById(r.titleField) as HTMLInputElement).value).toBe(
          `${String(row[r.titleField])}（副本）`,
        ),
      );
      expect(getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: r.name, id: "7" }));
      expect(await screen.findByText(`复制${r.label}`)).toBeTruthy();
    },
  );
});
