import { fireEvent, screen } from "@testing-library/react";
import { App } from "antd";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { importKeyOf } from "../../src/core/import-checks";
import { ImportButton } from "../../src/web/admin/import-button";
import { fakeDataProvider, renderInRefine, userWith } from "./test-app";

const importing = resources.filter((r) => r.endpoints.import).map((r) => [r.name, r] as const);

describe("the import dialog", () => {
  it.each(importing)(
    "%s: says which column matches existing rows and that rows the file leaves out stay",
    async (_n, r) => {
      renderInRefine(
        <App>
          <ImportButton resource={r} />
        </App>,
        {
          path: r.menu.path,
          user: userWith({ admin: true, menus: [r.menu.path], buttons: [r.buttons.import!] }),
          dataProvider: fakeDataProvider({}),
        },
      );
      fireEvent.click(await screen.findByRole("button", { name: /导\s*入/ }));
      const note = (await screen.findByText((_t, el) => !!el?.classList.contains("import-note"))).textContent!;
      expect(note).toContain(`按“${r.fields[importKeyOf(r)!]!.label}”匹配`);
      expect(note).toContain(`表格中没有的${r.label}保持不变`);
    },
  );
});
