import type { Locator } from "playwright-core";

const item = (dropdown: Locator, level: number, name: string) =>
  dropdown.locator(".ant-cascader-menu").nth(level).locator(`li.ant-cascader-menu-item[title="${name}"]`);

/**
 * Opens the levels of an open region cascader by name (河北省 › 石家庄市), as a buyer clicks them: each is taken as
 * opened once it is the active item of its column, so the next level is looked for under the place just opened.
 */
export async function openRegionLevels(dropdown: Locator, names: string[]): Promise<void> {
  for (const [level, name] of names.entries()) {
    await item(dropdown, level, name).click();
    await dropdown
      .locator(".ant-cascader-menu")
      .nth(level)
      .locator(`li.ant-cascader-menu-item-active[title="${name}"]`)
      .waitFor();
  }
}

/** The item of the level below the opened `above` (its districts, say), named `name`. */
export const regionBelow = (dropdown: Locator, above: string[], name: string) => item(dropdown, above.length, name);

/** Picks a place in an open region cascader: its levels opened by name, the last clicked. */
export async function pickRegion(dropdown: Locator, names: string[]): Promise<void> {
  await openRegionLevels(dropdown, names.slice(0, -1));
  await regionBelow(dropdown, names.slice(0, -1), names.at(-1)!).click();
}
