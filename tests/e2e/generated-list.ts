import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { screenRoutes } from "../../src/core/screen-routes";
import type { GeneratedForm } from "./generated-form";

// A generated list as the walk works it: its address, its search, its rows.

/** antd puts a space between the two characters of a two-character button (编 辑); an icon may come first. */
export const button = (label: string) => new RegExp(`(^|\\s)${[...label].join("\\s*")}$`);

export const listUrl = (r: Resource) => new RegExp(`${r.menu.path}(\\?|$)`);
/** A screen's declared route as a URL pattern: `/tendering/bids/detail?id=:id` matches `…detail?id=12`. */
export const screenUrlPattern = (r: Resource, screen: "create" | "edit" | "show") =>
  new RegExp(`${screenRoutes(r)[screen].replace(/[?.]/g, "\\$&").replace(":id", "\\d+")}$`);

/** Waits for the save to leave the form; when it does not, fails with what the form says. */
export async function leavesForm(page: Page, form: GeneratedForm, r: Resource) {
  try {
    await page.waitForURL(listUrl(r), { timeout: 15_000 });
  } catch {
    throw new Error(
      `[${r.name}] the form did not save; it says: ${(await form.messages()).join(" / ") || "(nothing)"}`,
    );
  }
}

/** Whether the list of `r` has a search form by its title: a one-per-enterprise list (a shop) holds one row and none. */
export const searchable = (r: Resource) => r.fields[r.titleField]!.search && !r.single;

/** The list screens of the app at `origin()`: opening one, finding a row on it. */
export function listScreens(origin: () => string) {
  /**
   * Opens the list as a user moving inside the app does: the address changes and the app shows the screen, with no
   * new page load (each load of an admin shell runs its whole bundle again, most of the walk's time in the browser).
   * A page not on the app yet loads it. On the list already showing, the search asks again (查询 with the same
   * conditions reloads the rows, src/web/admin/resource-list.tsx); a list with no search is loaded afresh.
   */
  async function openList(page: Page, r: Resource) {
    // a notice of the last save stays a few seconds over the top right, where the search button is; a user closes it
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>(".ant-notification-notice-close").forEach((close) => close.click()),
    );
    const here = new URL(page.url());
    if (here.origin !== origin() || (here.pathname === r.menu.path && !searchable(r)))
      return void (await page.goto(`${origin()}${r.menu.path}`));
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, r.menu.path);
    await page.waitForURL(listUrl(r));
  }

  /** Opens the list, searches by the title when the list offers that, and returns the row. */
  async function findRow(page: Page, r: Resource, title: string): Promise<Locator> {
    await openList(page, r);
    const search = page.locator("form.search-form");
    if (searchable(r)) {
      await search.getByLabel(r.fields[r.titleField]!.label, { exact: true }).fill(title);
      // the unsearched list may show the row first; acting on it races the searched list replacing the table
      // (a dialog opened on the old row closes with it), so the row is taken from the searched answer
      const list = `/gw/${endpointPath(r.endpoints.list!)}`;
      const searched = page.waitForResponse(
        (res) =>
          new URL(res.url()).pathname === list &&
          `${decodeURIComponent(res.url().replace(/\+/g, " "))} ${res.request().postData() ?? ""}`.includes(title),
      );
      await search.getByRole("button", { name: button("查询") }).click();
      await searched;
    }
    const row = page.locator("tr.ant-table-row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
    await row.waitFor();
    // the answer may reach the table a render later, and the table may ask again (a tab's count): act once it
    // holds only the searched rows and nothing loads, or a confirm opened on the row closes under the click
    if (searchable(r)) {
      const settled = async () =>
        (await page.locator(".ant-table-wrapper .ant-spin-spinning").count()) === 0 &&
        (await page.locator("tr.ant-table-row").count()) ===
          (await page.locator("tr.ant-table-row", { hasText: title }).count());
      await expect.poll(settled, { message: `[${r.name}] the list still shows rows other than ${title}` }).toBe(true);
    }
    return row;
  }

  return { openList, findRow };
}
