import { describe, expect, it } from "vitest";
import { staticClosure } from "../helpers/import-graph";

/** Every project module the browser runs before the first screen: the static closure of boot.tsx. */
const firstLoad = () => staticClosure("src/web/boot.tsx").modules;

describe("what a phone downloads and runs before the mall's first screen", () => {
  const modules = firstLoad();

  it("is the mall's shell, reached from boot.tsx", () => {
    expect(modules).toContain("src/web/App.tsx");
    expect(modules).toContain("src/web/layout/mall-layout.tsx");
  });

  it("leaves the resource config and its checks to the screens that use them (tens of KB compiled and checked on a slow CPU)", () => {
    expect(modules.filter((m) => m.startsWith("resources/") || m === "src/core/check-resources.ts")).toEqual([]);
  });

  it("leaves the admin engine (Refine, generated tables and forms) to the consoles", () => {
    expect(modules.filter((m) => m.startsWith("src/web/admin/") && m !== "src/web/admin/shells.ts")).toEqual([]);
  });
});
