import { useCan } from "@refinedev/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resources } from "../../resources";
import { formFields, type Resource } from "../../src/core/define-resource";
import { validLine, validValue } from "../helpers/field-values";
import { ResourceForm } from "../../src/web/admin/resource-form";
import { endpointPath } from "../../src/core/endpoint";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

/** A valid stored row of `r` in `state`: every form field but uploads and refs filled from its declaration. */
function rowOf(r: Resource, state: string | number): Record<string, unknown> {
  const row: Record<string, unknown> = { id: 7, [r.flow!.field]: state };
  formFields(r).forEach(([k, f], i) => {
    if (f.type !== "ref" && f.type !== "refs" && f.type !== "image" && f.type !== "images" && f.type !== "file")
      row[k] = f.type === "lines" ? [{ id: 70, ...validLine(f, 0) }] : validValue(f, i);
  });
  return row;
}

const saving = resources.filter((r) => r.saveAnd);
const edits = (r: Resource) =>
  r.flow?.editableIn?.find((s) => r.actions![r.saveAnd!.action]!.from.includes(s)) ?? r.flow!.initial;
const codes = (r: Resource, ...extra: string[]) =>
  [r.buttons.create, r.buttons.edit, ...extra].filter((c): c is string => Boolean(c));

/**
 * Shows the access decision on the saveAnd action once it is made: the same query (key and all) the form asks,
 * so the form renders with the decision in the same commit as this does.
 */
function SaveAndAccess({ r }: { r: Resource }) {
  const { data } = useCan({ resource: r.name, action: r.saveAnd!.action, queryOptions: { enabled: true } });
  return data ? <output>{`${r.saveAnd!.action}: ${data.can ? "allowed" : "refused"}`}</output> : null;
}

// the goods form is a long one: jsdom needs seconds to lay it out
describe.each(saving.map((r) => [r.name, r] as const))("%s: the second submit (saveAnd)", (_n, r) => {
  const action = r.actions![r.saveAnd!.action]!;
  const save = /^保\s*存$/;

  it(`saves the edited row, then runs the action on it (${r.saveAnd!.label})`, async () => {
    const calls: string[] = [];
    const update = vi.fn(async () => (calls.push("update"), { data: rowOf(r, edits(r)) as never }));
    const custom = vi.fn(async () => (calls.push("custom"), { data: {} as never }));
    renderInRefine(<ResourceForm resource={r} action="edit" id="7" />, {
      path: `${r.menu.path}/edit/7`,
      user: userWith({ menus: [r.menu.path], buttons: codes(r, action.button!) }),
      dataProvider: fakeDataProvider({
        getOne: async () => ({ data: rowOf(r, edits(r)) as never }),
        update,
        custom,
        getList: async () => ({ data: [], total: 0 }),
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: r.saveAnd!.label }));
    await waitFor(() => expect(custom).toHaveBeenCalled());
    expect(calls).toEqual(["update", "custom"]);
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: expect.stringContaining(endpointPath(action.endpoint)),
        meta: expect.objectContaining({ action: r.saveAnd!.action, id: 7 }),
      }),
    );
  });

  it("plain 保存 saves without running the action", async () => {
    const update = vi.fn(async () => ({ data: rowOf(r, edits(r)) as never }));
    const custom = vi.fn(async () => ({ data: {} as never }));
    renderInRefine(<ResourceForm resource={r} action="edit" id="7" />, {
      path: `${r.menu.path}/edit/7`,
      user: userWith({ menus: [r.menu.path], buttons: codes(r, action.button!) }),
      dataProvider: fakeDataProvider({
        getOne: async () => ({ data: rowOf(r, edits(r)) as never }),
        update,
        custom,
        getList: async () => ({ data: [], total: 0 }),
      }),
    });
    await screen.findByRole("button", { name: r.saveAnd!.label });
    fireEvent.click(screen.getByRole("button", { name: save }));
    // the form leaves once saved, and when 保存并上架 asked for the action only after running it (ResourceForm's submit)
    // found by its class: a role query walks the long goods form's accessibility tree, seconds per try in jsdom
    await waitFor(() => expect(document.querySelector("form.resource-form")).toBeNull());
    expect(update).toHaveBeenCalledTimes(1);
    expect(custom).not.toHaveBeenCalled();
  });

  it("is hidden from whoever lacks the action's button code", async () => {
    renderInRefine(
      <>
        <ResourceForm resource={r} action="create" />
        <SaveAndAccess r={r} />
      </>,
      {
        path: `${r.menu.path}/create`,
        user: userWith({ menus: [r.menu.path], buttons: codes(r) }),
        dataProvider: fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) }),
      },
    );
    await screen.findByRole("button", { name: save });
    // the form has the refusal: it renders with it in the commit that shows it here
    await screen.findByText(`${r.saveAnd!.action}: refused`, undefined);
    expect(screen.queryByRole("button", { name: r.saveAnd!.label })).toBeNull();
  });

  it("is offered on the new form to whoever holds the code", async () => {
    renderInRefine(<ResourceForm resource={r} action="create" />, {
      path: `${r.menu.path}/create`,
      user: userWith({ menus: [r.menu.path], buttons: codes(r, action.button!) }),
      dataProvider: fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) }),
    });
    expect(await screen.findByRole("button", { name: r.saveAnd!.label })).toBeTruthy();
  });

  if (r.saveAnd!.notOnCreate)
    it("is withheld from a new row of a value that cannot take the action yet, saying what comes first", async () => {
      const blocked = r.saveAnd!.notOnCreate!;
      const value = blocked.in[0]!;
      // opened with the value preset, as a link to the new form may open it
      renderInRefine(<ResourceForm resource={r} action="create" />, {
        path: `${r.menu.path}/create?${blocked.field}=${encodeURIComponent(String(value))}`,
        user: userWith({ menus: [r.menu.path], buttons: codes(r, action.button!) }),
        dataProvider: fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) }),
      });
      expect(await screen.findByText(blocked.hint, undefined)).toBeTruthy();
      expect(screen.queryByRole("button", { name: r.saveAnd!.label })).toBeNull();
    });
});
