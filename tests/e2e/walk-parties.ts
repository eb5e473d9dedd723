import { resourceByName } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import type { Page } from "playwright-core";
import type { Held } from "./generated-form";
import { button, listScreens, screenUrlPattern } from "./generated-list";
import type { runningPlatform } from "./running-platform";
import { runAction, stateLabel } from "./walk-actions";
import { DEMO_USERS } from "../../src/server/db/seed/accounts";
import { ownerOfRow } from "./walk-accounts";
import { moveInApp, type walkPages } from "./walk-pages";
import { personWalker } from "./walk-person";

/**
 * The walk's actions run by another party than the row's owner (tests/e2e/generated-screens.ts): the answering
 * enterprise, the platform operator, or the one person a row names.
 */
export function partyWalker(
  platformOf: () => ReturnType<typeof runningPlatform>,
  pagesOf: () => ReturnType<typeof walkPages>,
  origin: () => string,
) {
  const { openList, findRow } = listScreens(origin);
  const runAsPerson = personWalker(() => platformOf().browser, origin);
  const pageAs: ReturnType<typeof walkPages> = (...args) => pagesOf()(...args);

  /**
   * An action another party runs (the supplier accepts the order): that party's demo account opens the row the
   * audience answers (its quote), finds this row in the list below it and acts there.
   */
  async function runAsAudience(r: Resource, name: string, held: Record<string, Held>): Promise<string[]> {
    if (r.audiences![r.actions![name]!.by!]!.platform) return runAsOperator(r, name, held);
    if (r.audiences![r.actions![name]!.by!]!.person) return runAsPerson(r, name, held);
    if (r.audiences![r.actions![name]!.by!]!.partyOf !== undefined) return runAsParty(r, name, held);
    const key = r.audiences![r.actions![name]!.by!]!.ownerOf!;
    const answered = resourceByName(r.fields[key]!.ref!);
    const answeredTitle = held[key]!.shown;
    const page = await pageAs(
      await ownerOfRow(platformOf().server.url, answered, answeredTitle),
      answered.menu.path,
      (p) => openList(p, answered),
    );
    await (await findRow(page, answered, answeredTitle)).getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(screenUrlPattern(answered, "show"));
    const row = page.locator(".answer-list tr.ant-table-row").filter({ hasText: held[r.titleField]!.shown });
    return runAction(page, r, name, async () => row);
  }

  /**
   * An action of the enterprise a row names (a statement's buyer confirms it): the administrator of each demo
   * enterprise but the owner's opens the party's own menu, and the one that finds the row there acts on it.
   */
  async function runAsParty(r: Resource, name: string, held: Record<string, Held>): Promise<string[]> {
    const path = r.audiences![r.actions![name]!.by!]!.menu!.path!;
    const owner = await ownerOfRow(platformOf().server.url, r, String(held[r.titleField]!.shown));
    const admins = DEMO_USERS.filter(
      (u) => u.member?.isAdmin && u.member.enterprise !== "platform" && u.phone && u.phone !== owner,
    );
    for (const admin of admins) {
      const page = await pageAs(admin.phone!, path, (p) => moveInApp(p, path));
      // the one that finds it on the tab of its state runs the action there, then finds it on the new one's
      if (
        await (await inQueue(page, r, name, held)())
          .first()
          .isVisible()
          .catch(() => false)
      )
        return runAction(page, r, name, inQueue(page, r, name, held));
    }
    throw new Error(`no demo enterprise reads ${r.name} ${String(held[r.titleField]!.shown)} under ${path}`);
  }

  /** An action of the platform operator (an audit): `admin` finds the row in its queue, on the tab of its state, and acts there. */
  async function runAsOperator(r: Resource, name: string, held: Record<string, Held>): Promise<string[]> {
    const queue = r.audiences![r.actions![name]!.by!]!.platform!.path;
    const page = await pageAs("admin", queue, (p) => moveInApp(p, queue));
    return runAction(page, r, name, inQueue(page, r, name, held));
  }

  /**
   * The row in a queue whose tabs are its states: before the action on the tab of a state it starts from,
   * afterwards on the tab of the new one.
   */
  function inQueue(page: Page, r: Resource, name: string, held: Record<string, Held>) {
    const row = page.locator("tr.ant-table-row").filter({ hasText: held[r.titleField]!.shown });
    let acted = false;
    return async () => {
      const tabs = acted ? [r.actions![name]!.to] : r.actions![name]!.from;
      acted = true;
      for (const state of tabs) {
        await page.getByRole("tab", { name: stateLabel(r, state) }).click();
        if (
          await row
            .first()
            .isVisible({ timeout: 3_000 })
            .catch(() => false)
        )
          return row;
      }
      return row;
    };
  }

  return { runAsAudience };
}
