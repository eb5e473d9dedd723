import type { Locator } from "playwright-core";
import { expect } from "vitest";
import { FormControls } from "./form-controls";
import { PDF, PNG, type Held } from "./typed-values";

/** The upload controls of a generated form (a picture, pictures, a file), filled with small real files. */
export class UploadControls extends FormControls {
  /** Empties an upload control with its 移除 button, waiting until what it showed (`shown`) is gone. */
  protected async remove(key: string, shown: Locator): Promise<Held> {
    const button = this.item(key).getByRole("button", { name: /移\s*除/ });
    if (await button.count()) await button.click();
    await expect.poll(() => shown.count()).toBe(0);
    return { value: null, shown: "-" };
  }

  /** A picture: a small PNG uploaded. */
  protected async setImage(key: string, value: unknown): Promise<Held> {
    // no image: the control's 移除 (a required one then says so on save)
    if (value === null) return this.remove(key, this.item(key).locator("img.ant-image-img"));
    const img = this.item(key).locator("img.ant-image-img");
    const before = (await img.count()) ? await img.getAttribute("src") : null;
    await this.item(key)
      .locator('input[type="file"]')
      .setInputFiles({ name: `${key}.png`, mimeType: "image/png", buffer: PNG });
    await expect.poll(async () => ((await img.count()) ? img.getAttribute("src") : null)).not.toBe(before);
    const src = (await img.getAttribute("src"))!;
    return { value: src, shown: src };
  }

  /** Pictures: the ones shown removed, then new ones uploaded. */
  protected async setImages(key: string, value: unknown): Promise<Held> {
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
      await item
        .locator('input[type="file"]')
        .setInputFiles(
          Array.from({ length: n }, (_, i) => ({ name: `${key}-${i}.png`, mimeType: "image/png", buffer: PNG })),
        );
      await expect.poll(() => imgs.count()).toBe(n);
    }
    const srcs = await imgs.evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
    return { value: srcs, shown: srcs.join("\n") || "-" };
  }

  /** A file: a small PDF uploaded. */
  protected async setFile(key: string, value: unknown): Promise<Held> {
    if (value === null) return this.remove(key, this.item(key).locator(".file-input .ant-typography"));
    // a small real PDF; the control then names the picked file
    await this.item(key)
      .locator('input[type="file"]')
      .setInputFiles({ name: `${key}.pdf`, mimeType: "application/pdf", buffer: PDF });
    await this.item(key).locator(".file-picked").getByText(`${key}.pdf`).waitFor();
    return { value: `${key}.pdf`, shown: "下载" };
  }
}
