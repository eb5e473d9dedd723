import type { Locator, Page, Request, Response } from "playwright-core";
import { expect } from "vitest";
import { formFields, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import type { FieldDef } from "../../src/core/fields";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";
import { validValue } from "../helpers/field-values";
import { GeneratedForm, type Held } from "./generated-form";
import { button } from "./generated-list";

// How the walk fills a field and runs an action on a row, whoever's tab it is in (generated-screens.ts).

const indexOf = (r: Resource, key: string) => Object.keys(r.fields).indexOf(key);

/** The form's values as held so far, defaults standing in for fields not set yet: what decides which fields apply. */
export const valuesOf = (r: Resource, held: Record<string, Held>) => ({
  ...Object.fromEntries(formFields(r).map(([k, f]) => [k, f.default])),
  ...Object.fromEntries(Object.entries(held).map(([k, h]) => [k, h.value])),
});

/** The value a field gets: a ref (a line's too) picks an option by position, an image uploads, the rest come from the declaration. */
export const valueFor = (r: Resource, key: string, f: FieldDef, variant: number) =>
  f.type === "ref" || f.type === "refs" || f.type === "picks" || (f.type === "text" && f.tree)
    ? variant
    : f.type === "image" || f.type === "file"
      ? "upload"
      : f.type === "images"
        ? variant + 1
        : validValue(f, indexOf(r, key), variant, () => variant);

/** The titles other refs of the form to the same resource hold, for a ref to pick another row than theirs. */
export const takenBeside = (r: Resource, key: string, held: Record<string, Held>): string[] => {
  const target = r.fields[key]?.type === "ref" ? r.fields[key]!.ref : undefined;
  if (!target) return [];
  return Object.entries(held)
    .filter(([k]) => k !== key && r.fields[k]?.type === "ref" && r.fields[k]!.ref === target)
    .map(([, h]) => String(h.shown));
};

/** The label of a state of the row's flow, as its list and detail show it. */
export const stateLabel = (r: Resource, state: string | number) =>
  r.fields[r.flow!.field]!.options!.find((o) => o.value === state)!.label;

/**
 * What an open dialog held when its action never went out: its title, what its fields show, and whether its OK
 * button was busy, so a failure on a loaded CI machine says which of those stopped it.
 */
async function dialogState(open: Locator): Promise<string> {
  const title = await open.locator(".ant-modal-title").allInnerTexts();
  const values = await open
    .locator("input, textarea")
    .evaluateAll((els) => els.map((e) => `${e.id || e.tagName}=${JSON.stringify((e as HTMLInputElement).value)}`));
  const ok = await open.locator(".ant-modal-footer .ant-btn-primary").evaluateAll((els) => els.map((e) => e.className));
  return `title ${title.join("/")}; fields ${values.join(", ") || "none"}; OK button ${ok.join("/") || "missing"}`;
}

/**
 * Clicks one action's button on a row, answers its popconfirm or fills its dialog, and waits for the row to
 * show the new state; returns the dialog's values as the timeline notes them.
 */
export async function runAction(
  page: Page,
  r: Resource,
  name: string,
  rowOf: () => Promise<Locator>,
): Promise<string[]> {
  const action = r.actions![name]!;
  const notes: string[] = [];
  // what the server answered the action, to tell a refused move from a click that never reached it
  const answers: string[] = [];
  let sentCount = 0;
  const ours = (url: string) => new URL(url).pathname === `/gw/${endpointPath(action.endpoint)}`;
  const sent = (req: Request) => void (ours(req.url()) && sentCount++);
  const answered = (res: Response) =>
    void (
      ours(res.url()) &&
      res.text().then(
        (body) => answers.push(`${res.status()} ${body.slice(0, 300)}`),
        () => answers.push(`${res.status()}`),
      )
    );
  page.on("request", sent);
  page.on("response", answered);
  const logs: string[] = [];
  const logged = (m: { type(): string; text(): string }) =>
    void (m.type() !== "debug" && logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on("console", logged);
  // the previous action's dialog or confirm may still be fading out, and a click on it would answer that one
  await expect.poll(() => page.locator(".ant-modal:visible, .ant-popconfirm:visible").count()).toBe(0);
  await (await rowOf()).getByRole("button", { name: button(action.label) }).click();
  // an action with a form asks in its dialog (which shows the confirm text); without one, a popconfirm asks
  if (action.confirm && !action.form)
    await (await popconfirmAtRest(page)).getByRole("button", { name: button("确定") }).click();
  if (action.form) {
    await dialogAtRest(page);
    const dialog = page.locator(".ant-modal:visible");
    const asked = new GeneratedForm(page, dialog.locator("form.action-form"));
    for (const [key, f] of Object.entries(action.form)) {
      // a time the action must move later (延长截止) goes a day past the one the row was made with
      const value = action.later?.includes(key)
        ? validValue(f, indexOf(r, key) + 1, 0)
        : valueFor({ ...r, fields: action.form }, key, f, 0);
      notes.push(`${f.label}：${(await asked.set(key, f, value)).shown}`);
    }
    await dialog.getByRole("button", { name: button("确定") }).click();
  }
  try {
    // a loaded machine answers an action in seconds, not milliseconds; the wait is for the answer, not a speed limit
    await page.getByText(`${action.label}成功`).first().waitFor({ timeout: 30_000 });
  } catch (e) {
    // say what the user saw instead: the dialog's field errors, or the message the server answered
    const said = [
      ...(await page.locator(".ant-modal:visible .ant-form-item-explain-error").allInnerTexts()),
      ...(await page.locator(".ant-message-notice, .ant-notification-notice").allInnerTexts()),
    ];
    const open = page.locator(".ant-modal:visible");
    const dialog = (await open.count()) ? `still open (${await dialogState(open)})` : "closed";
    await page.screenshot({ path: `.tmp/walk-failures/${r.name}-${name}.png`, fullPage: true }).catch(() => undefined);
    const call = answers.join(" / ") || (sentCount ? `${sentCount} call(s) sent, none answered` : "(no call)");
    throw new Error(
      `[${r.name}] ${action.label} did not succeed; the page says: ${said.join(" / ") || "(nothing)"}; the dialog is ${dialog}; the server answered: ${call}; console: ${logs.join(" | ") || "(quiet)"}`,
      { cause: e },
    );
  } finally {
    page.off("request", sent);
    page.off("response", answered);
    page.off("console", logged);
  }
  await (await rowOf()).getByText(stateLabel(r, action.to), { exact: true }).waitFor();
  return notes;
}
