import type { Browser, Page } from "playwright-core";
import type { Resource } from "../../src/core/define-resource";
import { popconfirmAtRest } from "../helpers/dialog";
import { ZONE, type Held } from "./generated-form";
import { button } from "./generated-list";
import { passwordLogin, registerAccount } from "./journey-steps";

const PASSWORD = "Yuangong2026";

/**
 * The walk's runs of an action a person answers (加入 an enterprise's invitation): the phone the row was made with
 * registers an account at /register, logs in through /login and meets the dialog of what waits for it, where it
 * answers; a second row naming the same phone is answered on the audience's personal page. One tab per phone.
 */
export function personWalker(browser: () => Browser, origin: () => string) {
  const tabs = new Map<string, Page>();
  return async function runAsPerson(r: Resource, name: string, held: Record<string, Held>): Promise<string[]> {
    const action = r.actions![name]!;
    const person = r.audiences![action.by!]!.person!;
    const phone = String(held[person.phone]!.value);
    let page = tabs.get(phone);
    let scope;
    if (!page) {
      const context = await browser().newContext({ timezoneId: ZONE, viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      tabs.set(phone, page);
      await registerAccount(page, origin(), { phone, name: "巡检员工", password: PASSWORD });
      await passwordLogin(page, origin(), phone, PASSWORD, person.path);
      scope = page.locator(".person-prompt");
    } else {
      await page.goto(`${origin()}${person.path}`);
      scope = page.locator(".person-answers");
    }
    const item = scope.locator(".person-answer").filter({ hasText: held[r.titleField]!.shown });
    await item.getByRole("button", { name: button(action.label) }).click();
    if (action.confirm) await (await popconfirmAtRest(page)).getByRole("button", { name: button("确定") }).click();
    // answered: the row waits for the person no more
    await item.waitFor({ state: "detached" });
    return [];
  };
}
