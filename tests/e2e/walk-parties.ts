import { resourceByName } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import type { Held } from "./generated-form";
import { button, listScreens, screenUrlPattern } from "./generated-list";
import type { runningPlatform } from "./running-platform";
import { runAction, stateLabel } from "./walk-actions";
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

  /** An action of the platform operator (an audit): `admin` finds the row in its queue, on the tab of its state, and acts there. */
  async function runAsOperator(r: Resource, name: string, held: Record<string, Held>): Promise<string[]> {
    const queue = r.audiences![r.actions![name]!.by!]!.platform!.path;
    const page = await pageAs("admin", queue, (p) => moveInApp(p, queue));
    const row = page.locator("tr.ant-table-row").filter({ hasText: held[r.titleField]!.shown });
    // before the action the row waits on the tab of a state it starts from, afterwards on the tab of the new one
    let acted = false;
    const findInQueue = async () => {
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
    return runAction(page, r, name, findInQueue);
  }

  return { runAsAudience };
}
