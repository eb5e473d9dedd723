import { createLabel } from "../../src/core/button-labels";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { resources } from "../../resources";
import { formFields, formSteps, partsOf, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { applies } from "../../src/core/fields";
import { act, formOf } from "../helpers/maker-moves";
import { makerOf, startOf } from "../helpers/row-makers";
import type { RunningServer } from "../helpers/running-server";
import { samplePayload } from "../helpers/server-samples";
import { GeneratedForm, type Held } from "./generated-form";
import { button, leavesForm, listScreens, screenUrlPattern } from "./generated-list";
import { httpRowApi } from "./row-api";
import { takenBeside, valueFor, valuesOf } from "./walk-actions";

/** The walk's ways to a row on `server`: made as its users make it, its parts, created and opened on its form. */
export function walkRows(server: () => RunningServer, origin: () => string) {
  const rowApi = httpRowApi(server);
  const { openList, findRow } = listScreens(origin);

  /**
   * A row made the way its users make it elsewhere (a buyer places the order), for `login`'s enterprise, in the
   * state a run of actions starts from; held by its title, as a row made on the form is.
   */
  async function madeRow(r: Resource, login: string, path: string[] = []): Promise<Record<string, Held>> {
    const first = path[0] ? r.actions![path[0]]! : undefined;
    const id = await makerOf(r)(rowApi, {
      owner: login,
      // a row without a flow (a category's tax rate) is in no state
      state: path.length ? startOf(r, path) : (r.flow?.initial ?? ""),
      when: first?.when,
    });
    if (id === undefined) throw new Error(`[${r.name}] ${login} cannot have a row made for it`);
    const e = r.endpoints.get!;
    const got = await rowApi.call(login, e.http, endpointPath(e), { id });
    // a title that is a ref (a decoration's shop) reads as the row it names
    const title = String(got.data.refLabels?.[r.titleField] ?? got.data[r.titleField]);
    return { [r.titleField]: { value: title, shown: title } };
  }

  /**
   * The rows that belong to the held row (a goods' 追溯批次), made through their own create endpoint by the row's owner
   * with valid values: a row's actions may need them (上架 of a feed needs a batch in its validity).
   */
  let partSerial = 0;
  async function makeParts(r: Resource, login: string, title: string): Promise<void> {
    const parts = partsOf(resources, r);
    if (!parts.length) return;
    const id = await idOf(r, login, title);
    for (const part of parts) {
      const payload = samplePayload(part, { [part.partOf!.field]: id });
      // the part's own walk may make rows with the same sample title in this server: this one is told apart
      const title = part.fields[part.titleField];
      if (title?.type === "text" && !title.pattern && !title.checksum && typeof payload[part.titleField] === "string")
        payload[part.titleField] = `${String(payload[part.titleField])}-${++partSerial}`.slice(-(title.max ?? 100));
      const made = await rowApi.call(login, part.endpoints.create!.http, endpointPath(part.endpoints.create!), payload);
      if (made.status !== 200)
        throw new Error(`[${part.name}] a part of ${r.name} ${title} could not be made: ${made.status} ${made.body}`);
    }
  }

  /** The id of `login`'s row titled `title`, as its list answers it. */
  async function idOf(r: Resource, login: string, title: string): Promise<number> {
    const e = r.endpoints.list!;
    // a title that is a ref (a decoration's shop) is no text to search by: the row is among the few of its list
    const byTitle = r.fields[r.titleField]!.type === "ref" ? {} : { [r.titleField]: title };
    const listed = await rowApi.call(login, e.http, endpointPath(e), { ...byTitle, pageSize: 50 });
    const found = (listed.data?.list as Record<string, unknown>[] | undefined)?.find(
      (x) => String((x.refLabels as Record<string, unknown> | undefined)?.[r.titleField] ?? x[r.titleField]) === title,
    );
    if (!found) throw new Error(`[${r.name}] ${login}'s list holds no row titled ${title}`);
    return found.id as number;
  }

  /** A move of the row's owner made through the API, as the owner would from another screen (tests/helpers/walk-kinds.ts). */
  async function moveByApi(r: Resource, login: string, name: string, title: string): Promise<void> {
    await act(rowApi, login, r, name, { id: await idOf(r, login, title), ...formOf(r, name) });
  }

  /** Opens the create screen from the list's 新增 button, fills every form field and saves (or presses `submit`, 保存并上架). */
  async function createThroughForm(page: Page, r: Resource, submit?: string): Promise<Record<string, Held>> {
    await openList(page, r);
    await page.getByRole("button", { name: createLabel(r) }).click();
    await page.waitForURL(screenUrlPattern(r, "create"));
    const form = new GeneratedForm(page);
    await form.form.waitFor();
    const held: Record<string, Held> = {};
    // a field for another case than the one chosen so far is not on the form (a 折扣 coupon's rate on a 满减 one);
    // a form in steps is filled as a user walks it, one step and then 下一步
    const steps = formSteps(r);
    for (const [i, step] of steps.entries()) {
      for (const [key, f] of step.fields)
        if (applies(f, valuesOf(r, held)))
          held[key] = await form.set(key, f, valueFor(r, key, f, 0), takenBeside(r, key, held));
      if (i < steps.length - 1) await form.next();
    }
    const created = page.waitForResponse(
      (res) => new URL(res.url()).pathname === `/gw/${endpointPath(r.endpoints.create!)}`,
    );
    if (submit) await form.form.getByRole("button", { name: submit, exact: true }).click();
    else await form.save();
    await leavesForm(page, form, r);
    // a title the server numbers (报价单号) is the one the save answered with
    if (r.fields[r.titleField]!.readonly) {
      const title = String(((await (await created).json()) as { data: Record<string, unknown> }).data[r.titleField]);
      held[r.titleField] = { value: title, shown: title };
    }
    return held;
  }

  async function openEdit(page: Page, r: Resource, title: string): Promise<GeneratedForm> {
    await (await findRow(page, r, title)).getByRole("button", { name: button("编辑") }).click();
    await page.waitForURL(screenUrlPattern(r, "edit"));
    const form = new GeneratedForm(page);
    // the row loads after the screen opens: give it the time a slow machine needs, not the poll's default second
    const loaded = { timeout: 10_000 };
    const titled = r.fields[r.titleField]!;
    // a title picked from a list (a category's tax rate: its category) shows as the select's chosen item
    if (titled.type === "enum")
      await expect
        .poll(
          () => form.form.locator(`.ant-select:has([id="${r.titleField}"]) .ant-select-selection-item`).innerText(),
          loaded,
        )
        .toBe(title);
    else if (!titled.readonly)
      await expect.poll(() => form.form.locator(`[id="${r.titleField}"]`).inputValue(), loaded).toBe(title);
    else {
      // the numbered title is not on the form: wait until the row's first text field (filled on create) is loaded
      const [key] = formFields(r).find(([, f]) => f.type === "text" || f.type === "textarea")!;
      await expect.poll(() => form.form.locator(`[id="${key}"]`).inputValue(), loaded).not.toBe("");
    }
    return form;
  }

  return { madeRow, makeParts, idOf, moveByApi, createThroughForm, openEdit };
}
