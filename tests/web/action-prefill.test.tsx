import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { ActionButton } from "../../src/web/admin/action-button";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

/** The typed fields an action's form shares with its row: the ones a user reads back in the dialog's inputs. */
const TYPED = new Set(["text", "textarea", "phone", "email"]);
const sharedTyped = (r: Resource, name: string) =>
  Object.entries(r.actions![name]!.form ?? {}).filter(([key, f]) => key in r.fields && TYPED.has(f.type));

/** Every action over every resource whose form edits the row's own typed fields (修改店铺信息: intro, contacts). */
const cases = resources.flatMap((r) =>
  Object.keys(r.actions ?? {})
    .filter((name) => r.actions![name]!.button && sharedTyped(r, name).length)
    .map((name) => [`${r.name}.${name}`, r, name] as const),
);

describe("an action's dialog that edits the row's own fields", () => {
  it("exists among the resources (the shop's 修改店铺信息 at least)", () => {
    expect(cases.map(([id]) => id)).toContain("shop.updateInfo");
  });

  it.each(cases)("%s opens with the row's current values, not empty", async (_id, r, name) => {
    const action = r.actions![name]!;
    const shared = sharedTyped(r, name);
    const row: Record<string, unknown> & { id: number } = { id: 7 };
    for (const [i, [key, f]] of shared.entries()) row[key] = f.type === "phone" ? `1391234567${i}` : `现在的${f.label}`;
    renderInRefine(<ActionButton resource={r} name={name} id={7} row={row} />, {
      path: r.menu.path,
      user: userWith({ menus: [r.menu.path], buttons: [action.button!] }),
      dataProvider: fakeDataProvider({ custom: vi.fn() }),
    });
    fireEvent.click(await screen.findByRole("button", { name: new RegExp(action.label.split("").join("\\s*")) }));
    const dialog = await screen.findByRole("dialog");
    for (const [key] of shared)
      expect((within(dialog).getByDisplayValue(String(row[key])) as HTMLInputElement).id).toBe(key);
  });
});
