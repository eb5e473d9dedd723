import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { FieldDef } from "../../src/core/fields";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { TAG_TREES, type TagNode, type TagTree } from "../../src/core/tag-trees";
import {
  lineageOf,
  normalRange,
  placeName,
  placeOf,
  rangeNames,
  regionOf,
} from "../../src/server/regions/china-regions";
import type { Held } from "./typed-values";
import { openRegionLevels, pickRegion, regionBelow } from "./region-cascader";

/**
 * The pickers of a generated form (selects, the tag tree, the region cascaders), driven as a user picks: what
 * GeneratedForm builds its field-by-field filling on.
 */
export class FormControls {
  constructor(
    readonly page: Page,
    readonly form: Locator = page.locator("form.resource-form"),
  ) {}

  /** The innermost form item holding the control: a line's cell sits inside the item of its lines field. */
  item(key: string): Locator {
    return this.form
      .locator(".ant-form-item")
      .filter({ has: this.page.locator(`[id="${key}"]`) })
      .last();
  }

  error(key: string): Locator {
    return this.item(key).locator(".ant-form-item-explain-error");
  }

  /** Opens a select, clicks the chosen option and closes it (a multiple select stays open until Escape). */
  protected async pick(
    key: string,
    choose: (options: Locator) => Locator | Promise<Locator>,
    multiple = false,
  ): Promise<string> {
    await this.item(key).locator(".ant-select-selector").click();
    const dropdown = this.page.locator(".ant-select-dropdown:visible");
    const option = await choose(dropdown.locator(".ant-select-item-option"));
    await option.waitFor();
    const title = (await option.getAttribute("title")) ?? (await option.innerText());
    await option.click();
    if (multiple) await this.page.keyboard.press("Escape");
    await dropdown.waitFor({ state: "hidden" });
    return title;
  }

  protected async clearPicker(key: string, icon: string) {
    const item = this.item(key);
    await item.locator(".ant-select-selector, .ant-picker").first().hover();
    await item.locator(icon).click();
  }

  /** The field's multiple select, its picks cleared first. */
  protected async emptied(key: string): Promise<Locator> {
    const item = this.item(key);
    const clear = item.locator(".ant-select-clear");
    await item.locator(".ant-select-selector").hover();
    if (await clear.count()) await clear.click();
    await expect.poll(() => item.locator(".ant-select-selection-item").count()).toBe(0);
    return item;
  }

  /**
   * Opens the field's dropdown and waits for it. The clear button's click may leave the dropdown opening or closing,
   * so a click can land as a toggle that shuts it: the click is repeated until the dropdown shows.
   */
  protected async opened(item: Locator, dropdownClass: string): Promise<Locator> {
    const dropdown = this.page.locator(`${dropdownClass}:visible`);
    for (let attempt = 0; ; attempt++) {
      if (!(await dropdown.count())) await item.locator(".ant-select-selector").click();
      try {
        await dropdown.first().waitFor({ timeout: 2_000 });
        return dropdown;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
  }

  /** Ticks the tags in the tree picker by their names, which the tree call tells (the same tree on every portal). */
  protected async setTags(key: string, f: FieldDef, codes: string[]): Promise<Held> {
    const call = mallPath(MALL[TAG_TREES[f.tree as TagTree].tree]);
    const tree = await this.page.evaluate(
      async (path) =>
        (
          await (
            await fetch(`/gw/${path}`, {
              method: "POST",
              headers: { "content-type": "application/json", systemId: "56" },
              body: "{}",
            })
          ).json()
        ).data.list,
      call,
    );
    const names = new Map<string, string>();
    const walk = (nodes: TagNode[]) => nodes.forEach((n) => (names.set(n.code, n.name), walk(n.children ?? [])));
    walk(tree as TagNode[]);
    const item = await this.emptied(key);
    if (codes.length) {
      const dropdown = await this.opened(item, ".ant-select-tree");
      // the tree's list is virtual: a tag below its first screen is not in the page until scrolled to, so each is
      // found as a user with a long tree would, by typing its name into the picker's search
      for (const code of codes) {
        await item.locator("input").fill(names.get(code)!);
        await dropdown.locator(`.ant-select-tree-node-content-wrapper[title="${names.get(code)}"]`).click();
      }
      await this.page.keyboard.press("Escape");
    }
    return { value: codes, shown: codes.map((c) => names.get(c)).join("、") || "-" };
  }

  /**
   * Picks a path in a text's category cascader (前台类目): in each column the option at `position` (or the last),
   * down to a leaf, whose click closes the picker. The path's names are what the control then shows.
   */
  protected async setTreePath(key: string, position: number | null): Promise<Held> {
    const item = this.item(key);
    if (position === null) {
      await this.clearPicker(key, ".ant-select-clear");
      return { value: null, shown: "-" };
    }
    const dropdown = await this.opened(item, ".ant-cascader-dropdown");
    for (let level = 0; ; level++) {
      const options = dropdown.locator(".ant-cascader-menu").nth(level).locator("li.ant-cascader-menu-item");
      await options.first().waitFor();
      const option = options.nth(Math.min(position, (await options.count()) - 1));
      const leaf = !(await option.locator(".ant-cascader-menu-item-expand-icon").count());
      await option.click();
      if (leaf) break;
    }
    await dropdown.waitFor({ state: "hidden" });
    const shown = await item.locator(".ant-select-selection-item").innerText();
    return { value: shown, shown };
  }

  /** Picks a place province › city › district in the cascader, by the names the region data gives each level. */
  protected async setPlace(key: string, place: string | null): Promise<Held> {
    const item = await this.emptied(key);
    if (place) {
      const dropdown = await this.opened(item, ".ant-cascader-dropdown");
      const lineage = placeOf(place);
      await pickRegion(
        dropdown,
        lineage.map((r) => r.name),
      );
      // a place that may stop above its districts (a shop's city) leaves the next level open: the pick is made
      if (regionOf(lineage.at(-1)!.code)!.children.length) await this.page.keyboard.press("Escape");
      await dropdown.waitFor({ state: "hidden" });
      await expect
        .poll(() => item.locator(".ant-select-selection-item").textContent())
        .toBe(lineage.map((r) => r.name).join(" / "));
    }
    return { value: place && placeName(place), shown: place ? placeName(place) : "" };
  }

  /**
   * Ticks each region in the cascader after emptying it: the levels above a region are opened by name (山东省 ›
   * 临沂市), its own box ticked. Names come from the server's region data, as the picker's options do.
   */
  protected async setRegions(key: string, codes: string[]): Promise<Held> {
    const item = await this.emptied(key);
    if (codes.length) {
      const dropdown = await this.opened(item, ".ant-cascader-dropdown");
      for (const code of codes) {
        const lineage = lineageOf(code);
        const above = lineage.slice(0, -1).map((r) => r.name);
        await openRegionLevels(dropdown, above);
        await regionBelow(dropdown, above, lineage.at(-1)!.name).locator(".ant-cascader-checkbox").click();
      }
      await this.page.keyboard.press("Escape");
      await dropdown.waitFor({ state: "hidden" });
    }
    const range = normalRange(codes);
    return { value: range, shown: rangeNames(range) };
  }
}
