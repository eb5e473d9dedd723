import ExcelJS from "exceljs";
import type { Locator, Page, Request, Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import { detailFields, formFields, formSteps, partsOf, rowSheetFields, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { fieldRules, type FieldRule } from "../../src/core/field-rules";
import { applies, type FieldDef, type FieldType } from "../../src/core/fields";
import { actionPaths } from "../helpers/action-paths";
import { shardOf } from "../helpers/walk-shards";
import { ruleRounds, type RuleCheck, type RuleTarget } from "../helpers/rule-rounds";
import { browserRuleChecks, checkId, ruleChecksOf } from "../helpers/rule-owners";
import { makerOf, startOf } from "../helpers/row-makers";
import { httpRowApi } from "./row-api";
import { breakingValue, validValue } from "../helpers/field-values";
import { samplePayload } from "../helpers/server-samples";
import { GeneratedForm, shownLines, shownValue, zoned, type Held } from "./generated-form";
import { portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";
import { button, leavesForm, listScreens, listUrl, screenUrlPattern } from "./generated-list";
import { ownerOfRow, whoMay } from "./walk-accounts";
import { moveInApp, walkPages } from "./walk-pages";

// Every resource in resources/index.ts is walked through its generated screens as a user would: no
// resource, field or action is named here, so a new one is covered without editing this file. The walk is
// split into shards (generated-screens.shard-*.test.ts), each on its own server, so two run side by side.

let platform: ReturnType<typeof runningPlatform>;
/** The tab of each demo account in this shard (walk-pages.ts). */
let pageAs: ReturnType<typeof walkPages>;

const origin = () => portalUrl("yyn", platform.server.port);
const { openList, findRow } = listScreens(origin);
const indexOf = (r: Resource, key: string) => Object.keys(r.fields).indexOf(key);

const tooManyLines = (c: RuleCheck) => c.rule.kind === "maxCount" && c.f.type === "lines";

/**
 * An images control never takes more pictures than its max, so its count is the server's to refuse (tests/server);
 * a picked text (单位) is one of the source's titles, never typed: its length is the server's to refuse.
 */
const browserCanBreak = (t: Pick<RuleTarget, "f">, rule: FieldRule) => !(rule.kind === "maxCount" && t.f.type === "images") && !(rule.kind === "maxLength" && t.f.pickFrom);

/**
 * The rule checks made here: each kind of control, place and rule once over all resources (tests/helpers/rule-owners.ts);
 * every rule of every resource is checked against the server's without a browser (tests/web/field-rules-agree.test.ts).
 */
const browserChecks = browserRuleChecks(resources, browserCanBreak);

/** The form's values as held so far, defaults standing in for fields not set yet: what decides which fields apply. */
const valuesOf = (r: Resource, held: Record<string, Held>) => ({
  ...Object.fromEntries(formFields(r).map(([k, f]) => [k, f.default])),
  ...Object.fromEntries(Object.entries(held).map(([k, h]) => [k, h.value])),
});

/** The value a field gets: a ref (a line's too) picks an option by position, an image uploads, the rest come from the declaration. */
const valueFor = (r: Resource, key: string, f: FieldDef, variant: number) =>
  f.type === "ref" || f.type === "refs" || f.type === "picks" ? variant : f.type === "image" || f.type === "file" ? "upload" : f.type === "images" ? variant + 1 : validValue(f, indexOf(r, key), variant, () => variant);

const rowApi = httpRowApi(() => platform.server);

/**
 * A row made the way its users make it elsewhere (a buyer places the order), for `login`'s enterprise, in the
 * state a run of actions starts from; held by its title, as a row made on the form is.
 */
async function madeRow(r: Resource, login: string, path: string[] = []): Promise<Record<string, Held>> {
  const first = path[0] ? r.actions![path[0]]! : undefined;
  const id = await makerOf(r)(rowApi, { owner: login, state: path.length ? startOf(r, path) : r.flow!.initial, when: first?.when });
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
async function makeParts(r: Resource, login: string, title: string): Promise<void> {
  const parts = partsOf(resources, r);
  if (!parts.length) return;
  const e = r.endpoints.list!;
  const listed = await rowApi.call(login, e.http, endpointPath(e), { [r.titleField]: title, pageSize: 20 });
  const id = (listed.data?.list as Record<string, unknown>[] | undefined)?.find((x) => x[r.titleField] === title)?.id as number | undefined;
  if (!id) throw new Error(`[${r.name}] ${login}'s list holds no row titled ${title}`);
  for (const part of parts) {
    const made = await rowApi.call(login, part.endpoints.create!.http, endpointPath(part.endpoints.create!), samplePayload(part, { [part.partOf!.field]: id }));
    if (made.status !== 200) throw new Error(`[${part.name}] a part of ${r.name} ${title} could not be made: ${made.status} ${made.body}`);
  }
}

/** Opens the create screen from the list's 新增 button, fills every form field and saves (or presses `submit`, 保存并上架). */
async function createThroughForm(page: Page, r: Resource, submit?: string): Promise<Record<string, Held>> {
  await openList(page, r);
  await page.getByRole("button", { name: new RegExp(`新增${r.label}`) }).click();
  await page.waitForURL(screenUrlPattern(r, "create"));
  const form = new GeneratedForm(page);
  await form.form.waitFor();
  const held: Record<string, Held> = {};
  // a field for another case than the one chosen so far is not on the form (a 折扣 coupon's rate on a 满减 one);
  // a form in steps is filled as a user walks it, one step and then 下一步
  const steps = formSteps(r);
  for (const [i, step] of steps.entries()) {
    for (const [key, f] of step.fields) if (applies(f, valuesOf(r, held))) held[key] = await form.set(key, f, valueFor(r, key, f, 0));
    if (i < steps.length - 1) await form.next();
  }
  const created = page.waitForResponse((res) => new URL(res.url()).pathname === `/gw/${endpointPath(r.endpoints.create!)}`);
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
  if (!r.fields[r.titleField]!.readonly) await expect.poll(() => form.form.locator(`[id="${r.titleField}"]`).inputValue(), loaded).toBe(title);
  else {
    // the numbered title is not on the form: wait until the row's first text field (filled on create) is loaded
    const [key] = formFields(r).find(([, f]) => f.type === "text" || f.type === "textarea")!;
    await expect.poll(() => form.form.locator(`[id="${key}"]`).inputValue(), loaded).not.toBe("");
  }
  return form;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const requiredMessageOf = (r: Resource, key: string) => fieldRules(r.fields, key).find((x) => x.kind === "required")!.message;

/** A wire value as a person types it into a sheet: option labels, 是/否, China wall-clock times. */
function cellText(f: FieldDef, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (f.type === "enum") return f.options!.find((o) => o.value === value)!.label;
  if (f.type === "bool") return value ? "是" : "否";
  if (f.type === "datetime") return zoned(String(value)).slice(0, 16);
  return typeof value === "number" ? value : String(value);
}

/**
 * What the rules walk breaks on the edit form: every form field, and every cell of the first line of a
 * lines field (its control id is `lines_0_goodsName`), each with the value to put back.
 */
function ruleTargets(r: Resource, wire: Record<string, unknown>) {
  // a fixed field is disabled on the edit form; answering lines are as many as the lines they answer
  return formFields(r).filter(([, f]) => !f.fixed && applies(f, wire)).flatMap(([key, f]) => {
    const own = { key, f, siblings: r.fields, name: key, beside: wire, restore: wire[key] };
    if (f.type !== "lines") return [own];
    const first = (wire[key] as Record<string, unknown>[])[0]!;
    // a cell for another case than its line's (a floor's goods when it shows a kind) is not on the form
    const cells = Object.entries(f.lines!)
      .filter(([, cf]) => !cf.readonly && applies(cf, first))
      .map(([child, cf]) => ({ key: `${key}_0_${child}`, f: cf, siblings: f.lines!, name: child, beside: first, restore: first[child] ?? null }));
    return f.from ? cells : [own, ...cells];
  });
}

/**
 * What an open dialog held when its action never went out: its title, what its fields show, and whether its OK
 * button was busy, so a failure on a loaded CI machine says which of those stopped it.
 */
async function dialogState(open: Locator): Promise<string> {
  const title = await open.locator(".ant-modal-title").allInnerTexts();
  const values = await open.locator("input, textarea").evaluateAll((els) => els.map((e) => `${e.id || e.tagName}=${JSON.stringify((e as HTMLInputElement).value)}`));
  const ok = await open.locator(".ant-modal-footer .ant-btn-primary").evaluateAll((els) => els.map((e) => e.className));
  return `title ${title.join("/")}; fields ${values.join(", ") || "none"}; OK button ${ok.join("/") || "missing"}`;
}

/**
 * Clicks one action's button on a row, answers its popconfirm or fills its dialog, and waits for the row to
 * show the new state; returns the dialog's values as the timeline notes them.
 */
async function runAction(page: Page, r: Resource, name: string, rowOf: () => Promise<Locator>): Promise<string[]> {
  const action = r.actions![name]!;
  const notes: string[] = [];
  // what the server answered the action, to tell a refused move from a click that never reached it
  const answers: string[] = [];
  let sentCount = 0;
  const ours = (url: string) => new URL(url).pathname === `/gw/${endpointPath(action.endpoint)}`;
  const sent = (req: Request) => void (ours(req.url()) && sentCount++);
  const answered = (res: Response) => void (ours(res.url()) && res.text().then((body) => answers.push(`${res.status()} ${body.slice(0, 300)}`), () => answers.push(`${res.status()}`)));
  page.on("request", sent);
  page.on("response", answered);
  const logs: string[] = [];
  const logged = (m: { type(): string; text(): string }) => void (m.type() !== "debug" && logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on("console", logged);
  // the previous action's dialog or confirm may still be fading out, and a click on it would answer that one
  await expect.poll(() => page.locator(".ant-modal:visible, .ant-popconfirm:visible").count()).toBe(0);
  await (await rowOf()).getByRole("button", { name: button(action.label) }).click();
  // an action with a form asks in its dialog (which shows the confirm text); without one, a popconfirm asks
  if (action.confirm && !action.form) await (await popconfirmAtRest(page)).getByRole("button", { name: button("确定") }).click();
  if (action.form) {
    await dialogAtRest(page);
    const dialog = page.locator(".ant-modal:visible");
    const asked = new GeneratedForm(page, dialog.locator("form.action-form"));
    for (const [key, f] of Object.entries(action.form)) notes.push(`${f.label}：${(await asked.set(key, f, valueFor({ ...r, fields: action.form }, key, f, 0))).shown}`);
    await dialog.getByRole("button", { name: button("确定") }).click();
  }
  try {
    // a loaded machine answers an action in seconds, not milliseconds; the wait is for the answer, not a speed limit
    await page.getByText(`${action.label}成功`).first().waitFor({ timeout: 30_000 });
  } catch (e) {
    // say what the user saw instead: the dialog's field errors, or the message the server answered
    const said = [...(await page.locator(".ant-modal:visible .ant-form-item-explain-error").allInnerTexts()), ...(await page.locator(".ant-message-notice, .ant-notification-notice").allInnerTexts())];
    const open = page.locator(".ant-modal:visible");
    const dialog = (await open.count()) ? `still open (${await dialogState(open)})` : "closed";
    await page.screenshot({ path: `.tmp/walk-failures/${r.name}-${name}.png`, fullPage: true }).catch(() => undefined);
    const call = answers.join(" / ") || (sentCount ? `${sentCount} call(s) sent, none answered` : "(no call)");
    throw new Error(`[${r.name}] ${action.label} did not succeed; the page says: ${said.join(" / ") || "(nothing)"}; the dialog is ${dialog}; the server answered: ${call}; console: ${logs.join(" | ") || "(quiet)"}`, { cause: e });
  } finally {
    page.off("request", sent);
    page.off("response", answered);
    page.off("console", logged);
  }
  await (await rowOf()).getByText(stateLabel(r, action.to), { exact: true }).waitFor();
  return notes;
}

/**
 * An action another party runs (the supplier accepts the order): that party's demo account opens the row the
 * audience answers (its quote), finds this row in the list below it and acts there.
 */
async function runAsAudience(r: Resource, name: string, held: Record<string, Held>): Promise<string[]> {
  if (r.audiences![r.actions![name]!.by!]!.platform) return runAsOperator(r, name, held);
  const key = r.audiences![r.actions![name]!.by!]!.ownerOf!;
  const answered = resourceByName(r.fields[key]!.ref!);
  const answeredTitle = held[key]!.shown;
  const page = await pageAs(await ownerOfRow(platform.server.url, answered, answeredTitle), answered.menu.path, (p) => openList(p, answered));
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
      if (await row.first().isVisible({ timeout: 3_000 }).catch(() => false)) return row;
    }
    return row;
  };
  return runAction(page, r, name, findInQueue);
}

const stateLabel = (r: Resource, state: string | number) => r.fields[r.flow!.field]!.options!.find((o) => o.value === state)!.label;

/** Walks shard `shard` (from 0) of `of` through its generated screens, on a server of its own. */
export function walkGeneratedScreens(shard: number, of: number) {
  platform = runningPlatform();
  pageAs = walkPages(platform);
  // WALK=goods,factory walks only those resources (each in the shard it falls in), to work on one resource's walk
  const only = process.env.WALK?.split(",");
  for (const r of shardOf(resources, shard, of).filter((x) => !only || only.includes(x.name))) {
    describe(`${r.label} (${r.name}) through its generated screens`, () => {
      let page: Page;
      let held: Record<string, Held> = {};
      let login = "";
      const title = () => held[r.titleField]!.shown;

      beforeAll(async () => {
        login = await whoMay(platform.server.url, r);
        page = await pageAs(login, r.menu.path, (p) => openList(p, r));
      });

      if (r.menu.screens) it("opens its screens at the spec's routes, and the engine's own paths forward there", async () => {
        for (const screen of ["create", "edit", "show"] as const) {
          if (!r.menu.screens?.[screen] || !r.endpoints[({ create: "create", edit: "update", show: "get" } as const)[screen]]) continue;
          // loaded afresh: moving inside the app, a screen of another enterprise's row 1 would turn the next one to 404
          await page.goto(`${origin()}${r.menu.path}/${screen === "create" ? "create" : `${screen}/1`}`);
          await page.waitForURL(screenUrlPattern(r, screen));
        }
        // a screen of row 1 that is another enterprise's turns to 404 once its answer comes: the next test starts
        // from the list, loaded afresh, not from a page about to move (moving inside the app, the late answer follows)
        await page.goto(`${origin()}${r.menu.path}`);
      });

      if (r.endpoints.create) it("creates a row with every form field filled, and lists it", async () => {
        held = await createThroughForm(page, r);
        await findRow(page, r, title());
      });

      if (r.copy) it("copies the row from the list into a new one, marked （副本）", async () => {
        await (await findRow(page, r, title())).getByRole("button", { name: button("复制") }).click();
        await page.waitForURL(new RegExp(`${screenUrlPattern(r, "create").source.slice(0, -1)}\\?copyFrom=\\d+$`));
        const form = new GeneratedForm(page);
        const copy = `${title()}（副本）`.slice(0, r.fields[r.titleField]!.max ?? 100);
        await expect.poll(() => form.form.locator(`[id="${r.titleField}"]`).inputValue()).toBe(copy);
        await form.save();
        await leavesForm(page, form, r);
        await findRow(page, r, copy);
      });

      if (r.saveAnd && r.endpoints.create) it("saves a new row and runs its saveAnd action in one step (保存并上架), landing in that action's state", async () => {
        const made = await createThroughForm(page, r, r.saveAnd!.label);
        await (await findRow(page, r, made[r.titleField]!.shown)).getByRole("button", { name: button("查看") }).click();
        await page.waitForURL(screenUrlPattern(r, "show"));
        await expect.poll(() => shownValue(page, r.fields[r.flow!.field]!.label).innerText()).toBe(stateLabel(r, r.actions![r.saveAnd!.action]!.to));
      });

      if (!r.endpoints.create) it("lists a row made where its users make it (a buyer's order), and shows it on the detail screen", async () => {
        held = await madeRow(r, login);
        await (await findRow(page, r, title())).getByRole("button", { name: button("查看") }).click();
        await page.waitForURL(screenUrlPattern(r, "show"));
        await page.getByText(title(), { exact: true }).first().waitFor();
      });

      if (r.endpoints.export) it("exports the list as searched to an xlsx file that holds the new row", async () => {
        await findRow(page, r, title());
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button("导出") }).click()]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`^${r.label}-\\d{8}\\.xlsx$`));
        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile((await download.path())!);
        const sheet = book.worksheets[0]!;
        const header = (sheet.getRow(1).values as unknown[]).slice(1);
        expect(header).toEqual(rowSheetFields(r).map(([, f]) => f.label));
        const titles = sheet.getColumn(header.indexOf(r.fields[r.titleField]!.label) + 1).values.slice(2);
        expect(titles).toContain(title());
      });

      if (r.endpoints.import) it("imports rows from a filled template, and refuses a file with a bad row, listing its problems", async () => {
        await openList(page, r);
        await page.getByRole("button", { name: button("导入") }).click();
        const dialog = await dialogAtRest(page);
        const [template] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "下载导入模板" }).click()]);
        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile((await template.path())!);
        const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) as string[];
        expect(header).toEqual(formFields(r).map(([, f]) => f.label));

        // two new rows filled from the declarations, refs naming the rows the created one points at
        const filled = [1, 2].map(() => Object.fromEntries(formFields(r).map(([key, f]) => [key, f.type === "ref" || f.type === "image" ? held[key]!.value : validValue(f, indexOf(r, key))])));
        const sheetOf = async (rows: Record<string, unknown>[]) => {
          const out = new ExcelJS.Workbook();
          const ws = out.addWorksheet(r.label);
          ws.addRow(header);
          for (const row of rows) ws.addRow(formFields(r).map(([key, f]) => cellText(f, row[key])));
          return Buffer.from(await out.xlsx.writeBuffer());
        };
        const input = dialog.locator('input[type="file"]');
        const broken = { ...filled[0]!, [r.titleField]: "" };
        await input.setInputFiles({ name: "导入.xlsx", mimeType: XLSX_TYPE, buffer: await sheetOf([filled[0]!, broken]) });
        await dialog.getByText("1行数据有误，未导入任何数据，请修改后重新导入").waitFor();
        await dialog.getByRole("row").filter({ hasText: requiredMessageOf(r, r.titleField) }).filter({ hasText: "3" }).waitFor();

        await input.setInputFiles({ name: "导入.xlsx", mimeType: XLSX_TYPE, buffer: await sheetOf(filled) });
        await page.getByText(`已导入2条${r.label}`).waitFor();
        for (const row of filled) await findRow(page, r, String(row[r.titleField]));
      });

      if (r.endpoints.update && r.endpoints.get) it("changes one field of each type on the edit screen and shows every value on the detail screen", async () => {
        const form = await openEdit(page, r, title());
        const firstOfType = new Map<FieldType, string>();
        for (const [key, f] of formFields(r)) {
          const now = valuesOf(r, held);
          if (f.fixed || !applies(f, now)) continue;
          // a required field the change brought onto the form (the rate of a coupon turned 折扣) must be filled too,
          // and each lines table, whose cells are fields of their own types, is set whole (a made row's are unknown)
          const appeared = f.required && f.when && !(key in held);
          if (!firstOfType.has(f.type) || appeared || (f.type === "lines" && !(key in held))) {
            if (!firstOfType.has(f.type)) firstOfType.set(f.type, key);
            held[key] = await form.set(key, f, valueFor(r, key, f, 1));
          }
        }
        // what no longer applies is cleared by the server and not on the detail screen
        for (const [key, f] of formFields(r)) if (!applies(f, valuesOf(r, held))) delete held[key];
        await form.save();
        await leavesForm(page, form, r);

        await (await findRow(page, r, title())).getByRole("button", { name: button("查看") }).click();
        await page.waitForURL(screenUrlPattern(r, "show"));
        for (const [key, f] of detailFields(r).filter(([k]) => k in held)) {
          const cell = shownValue(page, f.label);
          if (f.type === "image") await expect.poll(() => cell.locator("img").getAttribute("src")).toBe(held[key]!.shown);
          else if (f.type === "images") await expect.poll(() => cell.locator("img").evaluateAll((els) => els.map((e) => e.getAttribute("src")).join("\n")), { message: `${r.name}.${key} on the detail screen` }).toBe(held[key]!.shown);
          else if (f.type === "lines") await expect.poll(() => shownLines(page, f.label), { message: `${r.name}.${key} on the detail screen` }).toBe(held[key]!.shown);
          else await expect.poll(() => cell.innerText(), { message: `${r.name}.${key} on the detail screen` }).toBe(held[key]!.shown);
        }
      });

      const checks = [...browserChecks].filter((id) => id.startsWith(`${r.name} `));
      if (r.endpoints.update && checks.length) it("refuses one invalid value per kind of control and rule with its Chinese message on the form, sending nothing", async () => {
        const form = await openEdit(page, r, title());
        const update = `/gw/${endpointPath(r.endpoints.update!)}`;
        const sent: string[] = [];
        page.on("request", (req) => void (new URL(req.url()).pathname === update && sent.push(req.postData() ?? "")));
        const wire = Object.fromEntries(Object.entries(held).map(([k, h]) => [k, h.value]));
        // too many lines take a click per line to reach and per line to take back: that round goes last, and the
        // last round is not put back, as the form is cancelled after it
        const keep = (t: RuleTarget, rule: FieldRule) => browserCanBreak(t, rule) && browserChecks.has(checkId(r, t, rule));
        const rounds = ruleRounds(r, ruleTargets(r, wire), keep).sort((a, b) => Number(a.some(tooManyLines)) - Number(b.some(tooManyLines)));
        // the checks this resource makes for every form are on it, but for those on a field this row's case leaves out
        const always = new Set(ruleChecksOf(r).filter((c) => !c.conditional).map((c) => checkId(r, c.t, c.rule)));
        expect(rounds.flat().map((c) => checkId(r, c, c.rule))).toEqual(expect.arrayContaining(checks.filter((id) => always.has(id))));
        for (const [n, round] of rounds.entries()) {
          // too many lines need no content to be too many: blank ones are added, not filled
          for (const { key, f, rule, beside } of round) await form.set(key, f, rule.kind === "maxCount" ? Array.from({ length: rule.limit + 1 }, () => ({})) : breakingValue(rule, f, beside).value);
          await form.save();
          for (const { key, rule } of round) await expect.poll(() => form.error(key).allInnerTexts(), { message: `${r.name}.${key} breaking ${rule.kind}` }).toContain(rule.message);
          if (n < rounds.length - 1) for (const { key, f, restore } of round.filter((c) => c.putBack)) await form.set(key, f, restore);
        }
        expect(sent).toEqual([]);
        await form.form.getByRole("button", { name: button("取消") }).click();
        await page.waitForURL(listUrl(r));
        // a round trip through the form per round of rules: a resource with many fields and lines needs minutes on a busy machine
      }, 300_000);

      if (r.links) it("opens each of its links from its row, in a new tab, at the page the link names with the row's values", async () => {
        for (const link of Object.values(r.links ?? {})) {
          const row = await findRow(page, r, title());
          const [opened] = await Promise.all([page.context().waitForEvent("page"), row.getByRole("link", { name: button(link.label) }).click()]);
          // every :field of the href holds the row's value, never an empty one
          await opened.waitForURL(new RegExp(`${link.href.replace(/[?.]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^&/]+")}$`));
          await opened.close();
        }
      });

      if (actionPaths(r).length > 0) it("runs every named action from the states that allow it and shows each new state", async () => {
        for (const [i, path] of actionPaths(r).entries()) {
          const notes: string[] = [];
          if (!r.endpoints.create || startOf(r, path) !== r.flow!.initial) held = await madeRow(r, login, path);
          else if (i > 0) held = await createThroughForm(page, r);
          await makeParts(r, login, title());
          for (const name of path) {
            if (r.actions![name]!.by !== undefined) notes.push(...(await runAsAudience(r, name, held)));
            else notes.push(...(await runAction(page, r, name, () => findRow(page, r, title()))));
          }
          const last = r.actions![path.at(-1)!]!.to;
          await (await findRow(page, r, title())).getByRole("button", { name: button("查看") }).click();
          await expect.poll(() => shownValue(page, r.fields[r.flow!.field]!.label).innerText()).toBe(stateLabel(r, last));
          if (r.endpoints.log) {
            const timeline = page.locator(".move-timeline");
            for (const name of path) await timeline.getByText(r.actions![name]!.label, { exact: true }).first().waitFor();
            for (const note of notes) await timeline.getByText(note, { exact: true }).waitFor();
          }
        }
        // a run per action of a made row (an after-sale: an order, its application, each party's moves) needs minutes here
      }, 300_000);
    });
  }
}
