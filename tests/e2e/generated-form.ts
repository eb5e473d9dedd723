import { applies, type FieldDef } from "../../src/core/fields";
import { htmlText, money, zoned, type Held } from "./typed-values";
import { UploadControls } from "./upload-controls";

export { shownLines, shownValue } from "./shown-values";
export { PDF, ZONE, zoned, type Held } from "./typed-values";

/** One generated form (a create/edit screen, an action's dialog), driven field by field through its real antd controls. */
export class GeneratedForm extends UploadControls {
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
    await this.form
      .locator(`.form-step[data-step="${now + 1}"]`)
      .waitFor({ timeout: 10_000 })
      .catch(async () => {
        throw new Error(
          `下一步 did not leave step ${now + 1}; the form says: ${(await this.messages()).join("；") || "(nothing)"}`,
        );
      });
  }

  /**
   * Sets a field to a wire value through its control; refs pick the option at index `value` among those not
   * `taken` (the rows other refs to the same resource hold: a rule's 初审人 is not its 终审人).
   */
  async set(key: string, f: FieldDef, value: unknown, taken: string[] = []): Promise<Held> {
    await this.reveal(key);
    const control = this.form.locator(`[id="${key}"]`);
    if (
      value === null &&
      (f.pickFrom ||
        f.type === "enum" ||
        f.type === "ref" ||
        f.type === "refs" ||
        f.type === "date" ||
        f.type === "datetime")
    ) {
      await this.clearPicker(
        key,
        f.type === "date" || f.type === "datetime" ? ".ant-picker-clear" : ".ant-select-clear",
      );
      return { value, shown: "-" };
    }
    if (f.type === "text" && f.tree) return this.setTreePath(key, value as number | null);
    if (f.pickFrom) {
      // a text picked among the source's titles (单位 from the unit dictionary), typed into the picker's search as a
      // user finds one among many: the list draws only the options in view
      await this.item(key).locator(".ant-select-selector").click();
      await this.item(key).locator("input.ant-select-selection-search-input").fill(String(value));
      const dropdown = this.page.locator(".ant-select-dropdown:visible");
      await dropdown
        .locator(".ant-select-item-option")
        .and(this.page.locator(`[title="${String(value)}"]`))
        .click();
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
          const free = taken.reduce((left, t) => left.and(this.page.locator(`:not([title="${t}"])`)), options);
          return free.nth(Math.min(Number(value), (await free.count()) - 1));
        });
        return { value: title, shown: title };
      }
      case "refs": {
        // the picks made before go first, then one option is picked by position, as for a ref
        const tags = this.item(key).locator(".ant-select-selection-item-remove");
        while (await tags.count()) await tags.first().click();
        // a number picks the option at that position, a list of titles each of those options
        if (Array.isArray(value)) {
          for (const t of value)
            await this.pick(key, (options) => options.and(this.page.locator(`[title="${String(t)}"]`)), true);
          return { value, shown: value.join("、") };
        }
        const title = await this.pick(
          key,
          async (options) => {
            await options.first().waitFor();
            return options.nth(Math.min(Number(value), (await options.count()) - 1));
          },
          true,
        );
        return { value: [title], shown: title };
      }
      case "picks": {
        // a number keeps only the line at that position ticked (a partial award); the rest are unticked
        const boxes = control.locator("label.ant-checkbox-wrapper");
        await boxes.first().waitFor();
        const keep = Math.min(Number(value), (await boxes.count()) - 1);
        for (let i = 0; i < (await boxes.count()); i += 1) {
          const box = boxes.nth(i);
          const ticked = await box.locator("input").isChecked();
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
      case "image":
        return this.setImage(key, value);
      case "images":
        return this.setImages(key, value);
      case "regions":
        return this.setRegions(key, (value ?? []) as string[]);
      case "place":
        return this.setPlace(key, value as string | null);
      case "tags":
        return this.setTags(key, f, (value ?? []) as string[]);
      case "file":
        return this.setFile(key, value);
      case "lines":
        if (f.from) return this.setAnswerLines(key, f, (value ?? []) as Record<string, unknown>[]);
        return this.setLines(key, f, (value ?? []) as Record<string, unknown>[]);
      default:
        throw new Error(
          `the generated-screen test cannot fill a "${(f as FieldDef).type}" field (${f.label}): teach tests/e2e/generated-form.ts this type`,
        );
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
    for (let n = await rows.count(); n > lines.length; n -= 1)
      await table.getByRole("button", { name: `删除第${n}行` }).click();
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
        if (cf.readonly)
          cells.push(
            (
              await rows
                .nth(i)
                .locator("td")
                .nth(j + 1)
                .innerText()
            ).trim(),
          );
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
