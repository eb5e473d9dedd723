import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { childrenOf, placeOf } from "../../src/server/regions/china-regions";

/** `childAreas` answered from the server's own region data, as the mall call does (for a `vi.mock` of child-areas). */
export const localChildAreas = async (parent?: string) =>
  childrenOf(parent)!.map((r) => ({ code: r.code, name: r.name, leaf: r.children.length === 0 }));

/** Picks a place in the cascader of field `id`, province › city › district, as a user clicks through it. */
export async function pickPlace(id: string, place: string) {
  const item = document.getElementById(id)!.closest(".ant-form-item")!;
  fireEvent.mouseDown(item.querySelector(".ant-select-selector")!);
  for (const region of placeOf(place)) {
    const option = await waitFor(() => {
      const li = [...document.querySelectorAll<HTMLElement>(".ant-cascader-menu-item")].find(
        (el) => el.getAttribute("title") === region.name,
      );
      if (!li) throw new Error(`no ${region.name} in the cascader of ${id}`);
      return li;
    });
    fireEvent.click(option);
  }
  await waitFor(() => expect(screen.queryAllByTitle(placeOf(place).at(-1)!.name).length).toBeGreaterThan(0));
}
