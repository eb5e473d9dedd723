import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { applies, type FieldDef } from "../../src/core/fields";
import { FormControls } from "./form-controls";

/** The zone every browser in these tests runs in, so typed and shown times agree. */
export const ZONE = "Asia/Shanghai";

/** `YYYY-MM-DD HH:mm:ss` of an instant in ZONE, as the date picker takes it. */
export function zoned(iso: string): string {
  const two = "2-digit" as const;
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: two, day: two, hour: two, minute: two, second: two, hourCycle: "h23" }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const money = new Intl.NumberFormat("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A tiny valid PNG (1×1, green), for image fields. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A minimal PDF (one empty page), for file fields. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The text an HTML value reads as (`<p>测商品详情3</p>` → 测商品详情3); plain text (a rule's too-long value) as it is. */
const htmlText = (value: unknown) => String(value ?? "").replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** What one field holds after the test set it: the wire value and the text the show screen prints. */
export interface Held {
  value: unknown;
  shown: string;
}

/** One generated form (a create/edit screen, an action's dialog), driven field by field through its real antd controls. */
export class GeneratedForm extends FormControls {
  /** Empties an upload control with its 移除 button, waiting until what it showed (`shown`) is gone. */
  private async remove(key: string, shown: Locator): Promise<Held> {
    const button = this.item(key).getByRole("button", { name: /移\s*除/ });
    if (await button.count()) await button.click();
    await expect.poll(() => shown.count()).toBe(0);
    return { value: null, shown: "-" };
  }

  /**
   * A form in steps shows one step at a time: opens the step holding the control by its title on the steps bar,
   * as a user looking for the field would.
   */
  async reveal(key: string): Promise<void> {
    // the form may still be coming up (a click on 新增 just opened it): its steps bar renders with the control
    await this.form.locator(`[id="${key}"]`).first().waitFor({ state: "attached" });
    const panel = this.form.locator(".form-step").filter({ has: this.page.locator(`[id="${key}"]`) });
    if (!(await this.form.locator(".form-steps").count()) || (await panel.isVisible())) return;
    const step = Number(await panel.getAttribute("data-step"));
    await this.form.locator(".form-steps .ant-steps-item").nth(step).locator(".ant-steps-item-container").click();
    await panel.waitFor();
  }

  /** 下一步 on a form in steps: the next step shows, or the messages of the step that held it back are the failure. */
  async next(): Promise<void> {
    const now = Number(await this.form.locator(".form-step:visible").getAttribute("data-step"));
    await this.form.getByRole("button", { name: "下一步" }).click();
    await this.form.locator(`.form-step[data-step="${now + 1}"]`).waitFor({ timeout: 10_000 }).catch(async () => {
      throw new Error(`下一步 did not leave step ${now + 1}; the form says: ${(await this.messages()).join("；") || "(nothing)"}`);
    });
  }

  /** Sets a field to a wire value through its control; refs pick the option at index `value`. */
  async set(key: string, f: FieldDef, value: unknown): Promise<Held> {
    await this.reveal(key);
    const control = this.form.locator(`[id="${key}"]`);
    if (value === null && (f.pickFrom || f.type === "enum" || f.type === "ref" || f.type === "refs" || f.type === "date" || f.type === "datetime")) {
      await this.clearPicker(key, f.type === "date" || f.type === "datetime" ? ".ant-picker-clear" : ".ant-select-clear");
      return { value, shown: "-" };
    }
    if (f.type === "text" && f.tree) return this.setTreePath(key, value as number | null);
    if (f.pickFrom) {
      // a text picked among the source's titles (单位 from the unit dictionary), typed into the picker's search as a
      // user finds one among many: the list draws only the options in view
      await this.item(key).locator(".ant-select-selector").click();
      await this.item(key).locator("input.ant-select-selection-search-input").fill(String(value));
      const dropdown = this.page.locator(".ant-select-dropdown:visible");
      await dropdown.locator(".ant-select-item-option").and(this.page.locator(`[title="${String(value)}"]`)).click();
      await dropdown.waitFor({ state: "hidden" });
      return { value, shown: String(value) };
    }
    switch (f.type) {
      case "text":
      case "textarea":
      case "phone":
        await control.fill(String(value ?? ""));
        return { value, shown: String(value ?? "") };
      case "richtext": {
        // typed into the editor's editable area (it carries the field's id) as a user types: the value's text,
        // one paragraph; the detail screen shows that text
        const text = htmlText(value);
        await control.fill(text);
        return { value, shown: text };
      }
      case "int":
      case "decimal":
        await control.fill(value === null ? "" : String(value));
        return { value, shown: String(value) };
      case "money":
        await control.fill(value === null ? "" : String(value));
        return { value, shown: `¥${money.format(Number(value))}` };
      case "enum": {
        const label = f.options!.find((o) => o.value === value)!.label;
        await this.pick(key, (options) => options.and(this.page.locator(`[title="${label}"]`)));
        return { value, shown: label };
      }
      case "ref": {
        // a number picks the option at that position (or the last one), a string the option of that title
        const title = await this.pick(key, async (options) => {
          if (typeof value === "string") return options.and(this.page.locator(`[title="${value}"]`));
          await options.first().waitFor();
          return options.nth(Math.min(Number(value), (await options.count()) - 1));
        });
        return { value: title, shown: title };
      }
      case "refs": {
        // the picks made before go first, then one option is picked by position, as for a ref
        const tags = this.item(key).locator(".ant-select-selection-item-remove");
        while (await tags.count()) await tags.first().click();
        // a number picks the option at that position, a list of titles each of those options
        if (Array.isArray(value)) {
          for (const t of value) await this.pick(key, (options) => options.and(this.page.locator(`[title="${String(t)}"]`)), true);
          return { value, shown: value.join("、") };
        }
        const title = await this.pick(key, async (options) => {
          await options.first().waitFor();
          return options.nth(Math.min(Number(value), (await options.count()) - 1));
        }, true);
        return { value: [title], shown: title };
      }
      case "picks": {
        // a number keeps only the line at that position ticked (a partial award); the rest are unticked
        const boxes = control.locator("label.ant-checkbox-wrapper");
        await boxes.first().waitFor();
        const keep = Math.min(Number(value), (await boxes.count()) - 1);
        for (let i = 0; i < (await boxes.count()); i += 1) {
          const box = boxes.nth(i);
          const ticked = (await box.locator("input").isChecked());
          if (ticked !== (i === keep)) await box.click();
        }
        const title = await boxes.nth(keep).locator(".pick-title").innerText();
        return { value: [title], shown: title };
      }
      case "bool": {
        const on = (await control.getAttribute("aria-checked")) === "true";
        if (on !== value) await control.click();
        return { value, shown: value ? "是" : "否" };
      }
      case "date":
      case "datetime": {
        const typed = f.type === "date" ? String(value) : zoned(String(value));
        await control.click();
        await control.fill(typed);
        await control.press("Enter");
        await this.page.locator(".ant-picker-dropdown:visible").waitFor({ state: "hidden" });
        return { value, shown: f.type === "date" ? typed : typed.slice(0, 16) };
      }
      case "image": {
        // no image: the control's 移除 (a required one then says so on save)
        if (value === null) return this.remove(key, this.item(key).locator("img.ant-image-img"));
        const img = this.item(key).locator("img.ant-image-img");
        const before = (await img.count()) ? await img.getAttribute("src") : null;
        await this.item(key).locator('input[type="file"]').setInputFiles({ name: `${key}.png`, mimeType: "image/png", buffer: PNG });
        await expect.poll(async () => ((await img.count()) ? img.getAttribute("src") : null)).not.toBe(before);
        const src = (await img.getAttribute("src"))!;
        return { value: src, shown: src };
      }
      case "images": {
        // a count of pictures (or a list, counted): the ones shown go with 移除, then that many small PNGs upload at once
        const item = this.item(key);
        const imgs = item.locator(".images-input-item img.ant-image-img");
        while (await imgs.count()) {
          const left = await imgs.count();
          await item.getByRole("button", { name: "移除第1张" }).click();
          await expect.poll(() => imgs.count()).toBe(left - 1);
        }
        const n = Array.isArray(value) ? value.length : Number(value ?? 0);
        if (n) {
          await item.locator('input[type="file"]').setInputFiles(Array.from({ length: n }, (_, i) => ({ name: `${key}-${i}.png`, mimeType: "image/png", buffer: PNG })));
          await expect.poll(() => imgs.count()).toBe(n);
        }
        const srcs = await imgs.evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
        return { value: srcs, shown: srcs.join("\n") || "-" };
      }
      case "regions":
        return this.setRegions(key, (value ?? []) as string[]);
      case "place":
        return this.setPlace(key, value as string | null);
      case "tags":
        return this.setTags(key, f, (value ?? []) as string[]);
      case "file": {
        if (value === null) return this.remove(key, this.item(key).locator(".file-input .ant-typography"));
        // a small real PDF; the control then names the picked file
        await this.item(key).locator('input[type="file"]').setInputFiles({ name: `${key}.pdf`, mimeType: "application/pdf", buffer: PDF });
        await this.item(key).locator(".file-picked").getByText(`${key}.pdf`).waitFor();
        return { value: `${key}.pdf`, shown: "下载" };
      }
      case "lines":
        if (f.from) return this.setAnswerLines(key, f, (value ?? []) as Record<string, unknown>[]);
        return this.setLines(key, f, (value ?? []) as Record<string, unknown>[]);
      default:
        throw new Error(`the generated-screen test cannot fill a "${(f as FieldDef).type}" field (${f.label}): teach tests/e2e/generated-form.ts this type`);
    }
  }

  /**
   * Makes the lines table hold as many lines as `lines` (添加一行 / 删除 at the end) and fills each
   * cell the line names; `{}` leaves a new line blank. Shown as the detail table reads: cells joined
   * by " | ", lines by newlines.
   */
  private async setLines(key: string, f: FieldDef, lines: Record<string, unknown>[]): Promise<Held> {
    const table = this.form.locator(`[id="${key}"]`);
    const rows = table.locator("tbody tr.lines-row");
    while ((await rows.count()) < lines.length) await table.getByRole("button", { name: "添加一行" }).click();
    for (let n = await rows.count(); n > lines.length; n -= 1) await table.getByRole("button", { name: `删除第${n}行` }).click();
    const shown: string[] = [];
    for (const [i, line] of lines.entries()) {
      const cells: string[] = [];
      for (const [child, cf] of Object.entries(f.lines!)) {
        if (!(child in line)) {
          // a cell for another case than the line's (a floor's goods when it shows a kind) is not there; the detail says -
          if (cf.when && !applies(cf, line)) cells.push("-");
          continue;
        }
        cells.push((await this.set(`${key}_${i}_${child}`, cf, line[child] ?? null)).shown || "-");
      }
      shown.push(cells.join(" | "));
    }
    return { value: lines, shown: shown.join("\n") };
  }

  /**
   * Lines that answer the picked row's lines: the table lays out one row per source line by itself; each
   * row's own cells are filled from `lines` in turn, its copied cells read as shown. Shown like setLines.
   */
  private async setAnswerLines(key: string, f: FieldDef, lines: Record<string, unknown>[]): Promise<Held> {
    const rows = this.form.locator(`[id="${key}"] tbody tr.lines-row`);
    await rows.first().waitFor();
    const shown: string[] = [];
    const value: Record<string, unknown>[] = [];
    for (let i = 0; i < (await rows.count()); i += 1) {
      const line = lines[i % Math.max(lines.length, 1)] ?? {};
      const cells: string[] = [];
      const kept: Record<string, unknown> = {};
      for (const [j, [child, cf]] of Object.entries(f.lines!).entries()) {
        if (cf.readonly) cells.push((await rows.nth(i).locator("td").nth(j + 1).innerText()).trim());
        else if (child in line) {
          kept[child] = line[child] ?? null;
          cells.push((await this.set(`${key}_${i}_${child}`, cf, line[child] ?? null)).shown || "-");
        }
      }
      value.push(kept);
      shown.push(cells.join(" | "));
    }
    return { value, shown: shown.join("\n") };
  }

  async save(): Promise<void> {
    await this.form.getByRole("button", { name: /^保\s*存$/ }).click();
  }

  /** Every message the form shows now, for a failure that says what the user saw. */
  async messages(): Promise<string[]> {
    return this.form.locator(".ant-form-item-explain-error").allInnerTexts();
  }
}

/** The value cell of a label on the generated show screen. */
export const shownValue = (page: Page, label: string): Locator =>
  page
    .locator("th.ant-descriptions-item-label")
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::td[1]");

/**
 * A lines field on the detail screen, read as GeneratedForm writes it: cells (序号 aside) by " | ", lines by
 * newlines; a picture's cell by its address, as an image field is.
 */
export async function shownLines(page: Page, label: string): Promise<string> {
  const card = page.locator(".ant-card").filter({ has: page.locator(".ant-card-head-title", { hasText: new RegExp(`^${label}$`) }) });
  const rows = await card.locator("tbody tr.ant-table-row").all();
  const cellText = async (cell: Locator) => ((await cell.locator("img").count()) ? ((await cell.locator("img").first().getAttribute("src")) ?? "") : (await cell.innerText()).trim());
  const lines = await Promise.all(rows.map(async (row) => (await Promise.all((await row.locator("td").all()).slice(1).map(cellText))).join(" | ")));
  return lines.join("\n");
}
