import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { detailFields, formFields, inShell } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import type { FieldRule } from "../../src/core/field-rules";
import { applies, type FieldType } from "../../src/core/fields";
import { SCREEN_ENDPOINT } from "../../src/core/screen-routes";
import { actionPaths } from "../helpers/action-paths";
import { shardOf } from "../helpers/walk-shards";
import { browserEditors, browserMoves, moveId } from "../helpers/walk-kinds";
import { ruleRounds, ruleTargets, type RuleCheck, type RuleTarget } from "../helpers/rule-rounds";
import { browserRuleChecks, checkId, ruleChecksOf } from "../helpers/rule-owners";
import { startOf } from "../helpers/row-makers";
import { breakingValue } from "../helpers/field-values";
import { GeneratedForm, shownLines, shownValue, type Held } from "./generated-form";
import { portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { button, leavesForm, listScreens, listUrl, screenUrlPattern } from "./generated-list";
import { whoMay } from "./walk-accounts";
import { moveInApp, walkPages } from "./walk-pages";
import { runAction, stateLabel, takenBeside, valueFor, valuesOf } from "./walk-actions";
import { walkRows } from "./walk-rows";
import { partyWalker } from "./walk-parties";
import { sheetWalker } from "./walk-sheets";

// Every resource in resources/index.ts is walked through its generated screens as a user would: no
// resource, field or action is named here, so a new one is covered without editing this file. The walk is
// split into shards (generated-screens.shard-*.test.ts), each on its own server, so two run side by side.

let platform: ReturnType<typeof runningPlatform>;
/** The tab of each demo account in this shard (walk-pages.ts). */
let pageAs: ReturnType<typeof walkPages>;

const origin = () => portalUrl("yyn", platform.server.port);
const { openList, findRow } = listScreens(origin);

const tooManyLines = (c: RuleCheck) => c.rule.kind === "maxCount" && c.f.type === "lines";

/**
 * An images control never takes more pictures than its max, so its count is the server's to refuse (tests/server);
 * a picked text (单位 among the source's titles, 前台类目 in the category tree) is never typed: its length is the server's to refuse.
 */
const browserCanBreak = (t: Pick<RuleTarget, "f">, rule: FieldRule) =>
  !(rule.kind === "maxCount" && t.f.type === "images") && !(rule.kind === "maxLength" && (t.f.pickFrom || t.f.tree));

/**
 * The rule checks made here: each kind of control, place and rule once over all resources (tests/helpers/rule-owners.ts);
 * every rule of every resource is checked against the server's without a browser (tests/web/field-rules-agree.test.ts).
 */
const browserChecks = browserRuleChecks(resources, browserCanBreak);
/** The edit screens and the owner's moves the browser works: each kind of control and of move once (tests/helpers/walk-kinds.ts). */
const editors = browserEditors(resources.filter(inShell));
const moves = browserMoves(resources.filter(inShell));

const { madeRow, makeParts, idOf, moveByApi, createThroughForm, openEdit } = walkRows(() => platform.server, origin);
const { runAsAudience } = partyWalker(
  () => platform,
  () => pageAs,
  origin,
);
const sheets = sheetWalker(origin);

/** Walks shard `shard` (from 0) of `of` through its generated screens, on a server of its own. */
export function walkGeneratedScreens(shard: number, of: number) {
  platform = runningPlatform();
  pageAs = walkPages(platform);
  // WALK=goods,factory walks only those resources (each in the shard it falls in), to work on one resource's walk
  const only = process.env.WALK?.split(",");
  // a person's own rows (tenant "user") have no console screens: they are made on the person's own page and
  // audited in the operator's queue, walked where those are (the real-name card and queue in operator.test.ts)
  const walked = resources.filter(inShell);
  for (const r of shardOf(walked, shard, of).filter((x) => !only || only.includes(x.name))) {
    describe(`${r.label} (${r.name}) through its generated screens`, () => {
      let page: Page;
      let held: Record<string, Held> = {};
      let login = "";
      const title = () => held[r.titleField]!.shown;

      beforeAll(async () => {
        login = await whoMay(platform.server.url, r);
        page = await pageAs(login, r.menu.path, (p) => openList(p, r));
      });

      if (r.endpoints.create)
        it("creates a row with every form field filled, and lists it", async () => {
          held = await createThroughForm(page, r);
          await findRow(page, r, title());
        });

      if (r.copy)
        it("copies the row from the list into a new one, marked （副本）", async () => {
          await (await findRow(page, r, title())).getByRole("button", { name: button("复制") }).click();
          await page.waitForURL(new RegExp(`${screenUrlPattern(r, "create").source.slice(0, -1)}\\?copyFrom=\\d+$`));
          const form = new GeneratedForm(page);
          const copy = `${title()}（副本）`.slice(0, r.fields[r.titleField]!.max ?? 100);
          await expect.poll(() => form.form.locator(`[id="${r.titleField}"]`).inputValue()).toBe(copy);
          await form.save();
          await leavesForm(page, form, r);
          await findRow(page, r, copy);
        });

      if (r.saveAnd && r.endpoints.create)
        it("saves a new row and runs its saveAnd action in one step (保存并上架), landing in that action's state", async () => {
          const made = await createThroughForm(page, r, r.saveAnd!.label);
          await (await findRow(page, r, made[r.titleField]!.shown))
            .getByRole("button", { name: button("查看") })
            .click();
          await page.waitForURL(screenUrlPattern(r, "show"));
          await expect
            .poll(() => shownValue(page, r.fields[r.flow!.field]!.label).innerText())
            .toBe(stateLabel(r, r.actions![r.saveAnd!.action]!.to));
        });

      if (!r.endpoints.create)
        it("lists a row made where its users make it (a buyer's order), and shows it on the detail screen", async () => {
          held = await madeRow(r, login);
          await (await findRow(page, r, title())).getByRole("button", { name: button("查看") }).click();
          await page.waitForURL(screenUrlPattern(r, "show"));
          await page.getByText(title(), { exact: true }).first().waitFor();
        });

      if (r.menu.screens)
        it("opens its screens at the spec's routes, and the engine's own paths forward there", async () => {
          const id = await idOf(r, login, title());
          for (const screen of ["create", "edit", "show"] as const) {
            if (!r.menu.screens?.[screen] || !r.endpoints[SCREEN_ENDPOINT[screen]]) continue;
            // the row is the user's own: its screen opens, and moving on from it no late 404 follows
            await moveInApp(page, `${r.menu.path}/${screen === "create" ? "create" : `${screen}/${id}`}`);
            await page.waitForURL(screenUrlPattern(r, screen));
          }
          await openList(page, r);
        });

      if (r.endpoints.export)
        it("exports the list as searched to an xlsx file that holds the new row", () =>
          sheets.exportsTheList(page, r, title()));

      if (r.endpoints.import)
        it("imports rows from a filled template, and refuses a file with a bad row, listing its problems", () =>
          sheets.importsRows(page, r, held));

      if (editors.has(r.name))
        it("changes one field of each type on the edit screen and shows every value on the detail screen", async () => {
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
              held[key] = await form.set(key, f, valueFor(r, key, f, 1), takenBeside(r, key, held));
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
            if (f.type === "image")
              await expect.poll(() => cell.locator("img").getAttribute("src")).toBe(held[key]!.shown);
            else if (f.type === "images")
              await expect
                .poll(
                  () => cell.locator("img").evaluateAll((els) => els.map((e) => e.getAttribute("src")).join("\n")),
                  { message: `${r.name}.${key} on the detail screen` },
                )
                .toBe(held[key]!.shown);
            else if (f.type === "lines")
              await expect
                .poll(() => shownLines(page, f.label), { message: `${r.name}.${key} on the detail screen` })
                .toBe(held[key]!.shown);
            else
              await expect
                .poll(() => cell.innerText(), { message: `${r.name}.${key} on the detail screen` })
                .toBe(held[key]!.shown);
          }
        });

      const checks = [...browserChecks].filter((id) => id.startsWith(`${r.name} `));
      if (r.endpoints.update && checks.length)
        it("refuses one invalid value per kind of control and rule with its Chinese message on the form, sending nothing", async () => {
          const form = await openEdit(page, r, title());
          const update = `/gw/${endpointPath(r.endpoints.update!)}`;
          const sent: string[] = [];
          page.on("request", (req) => void (new URL(req.url()).pathname === update && sent.push(req.postData() ?? "")));
          const wire = Object.fromEntries(Object.entries(held).map(([k, h]) => [k, h.value]));
          // too many lines take a click per line to reach and per line to take back: that round goes last, and the
          // last round is not put back, as the form is cancelled after it
          const keep = (t: RuleTarget, rule: FieldRule) =>
            browserCanBreak(t, rule) && browserChecks.has(checkId(r, t, rule));
          const rounds = ruleRounds(r, ruleTargets(r, wire), keep).sort(
            (a, b) => Number(a.some(tooManyLines)) - Number(b.some(tooManyLines)),
          );
          // the checks this resource makes for every form are on it, but for those on a field this row's case leaves out
          const always = new Set(
            ruleChecksOf(r)
              .filter((c) => !c.conditional)
              .map((c) => checkId(r, c.t, c.rule)),
          );
          expect(rounds.flat().map((c) => checkId(r, c, c.rule))).toEqual(
            expect.arrayContaining(checks.filter((id) => always.has(id))),
          );
          for (const [n, round] of rounds.entries()) {
            // too many lines need no content to be too many: blank ones are added, not filled
            for (const { key, f, rule, beside } of round)
              await form.set(
                key,
                f,
                rule.kind === "maxCount"
                  ? Array.from({ length: rule.limit + 1 }, () => ({}))
                  : breakingValue(rule, f, beside).value,
              );
            await form.save();
            for (const { key, rule } of round)
              await expect
                .poll(() => form.error(key).allInnerTexts(), { message: `${r.name}.${key} breaking ${rule.kind}` })
                .toContain(rule.message);
            if (n < rounds.length - 1)
              for (const { key, f, restore } of round.filter((c) => c.putBack)) await form.set(key, f, restore);
          }
          expect(sent).toEqual([]);
          await form.form.getByRole("button", { name: button("取消") }).click();
          await page.waitForURL(listUrl(r));
          // a round trip through the form per round of rules: a resource with many fields and lines needs minutes on a busy machine
        }, 300_000);

      if (r.links)
        it("opens each of its links from its row, in a new tab, at the page the link names with the row's values", async () => {
          for (const link of Object.values(r.links ?? {})) {
            const row = await findRow(page, r, title());
            const [opened] = await Promise.all([
              page.context().waitForEvent("page"),
              row.getByRole("link", { name: button(link.label) }).click(),
            ]);
            // every :field of the href holds the row's value, never an empty one
            await opened.waitForURL(
              new RegExp(`${link.href.replace(/[?.]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^&/]+")}$`),
            );
            await opened.close();
          }
        });

      if (actionPaths(r).length > 0)
        it("runs every named action from the states that allow it, each kind of move by its button, and shows each run's state", async () => {
          for (const [i, path] of actionPaths(r).entries()) {
            const notes: string[] = [];
            if (!r.endpoints.create || startOf(r, path) !== r.flow!.initial) held = await madeRow(r, login, path);
            else if (i > 0) held = await createThroughForm(page, r);
            await makeParts(r, login, title());
            for (const name of path) {
              if (r.actions![name]!.by !== undefined) notes.push(...(await runAsAudience(r, name, held)));
              else if (moves.has(moveId(r, name)))
                notes.push(...(await runAction(page, r, name, () => findRow(page, r, title()))));
              else await moveByApi(r, login, name, title());
            }
            const last = r.actions![path.at(-1)!]!.to;
            await (await findRow(page, r, title())).getByRole("button", { name: button("查看") }).click();
            await expect
              .poll(() => shownValue(page, r.fields[r.flow!.field]!.label).innerText())
              .toBe(stateLabel(r, last));
            if (r.endpoints.log) {
              const timeline = page.locator(".move-timeline");
              for (const name of path)
                await timeline.getByText(r.actions![name]!.label, { exact: true }).first().waitFor();
              for (const note of notes) await timeline.getByText(note, { exact: true }).waitFor();
            }
          }
          // a run per action of a made row (an after-sale: an order, its application, each party's moves) needs minutes here
        }, 300_000);
    });
  }
}
