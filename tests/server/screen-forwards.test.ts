import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { inShell } from "../../src/core/define-resource";
import { SCREEN_ENDPOINT, screenUrl } from "../../src/core/screen-routes";
import { webApp } from "../helpers/web-app";

/** Each engine default path of a screen whose resource declares the spec's route instead, with where it lives. */
const forwards = resources.filter(inShell).flatMap((r) =>
  (["create", "edit", "show"] as const)
    .filter((s) => r.endpoints[SCREEN_ENDPOINT[s]] && r.menu.screens?.[s])
    .map((s) => ({
      from: s === "create" ? `${r.menu.path}/create` : `${r.menu.path}/${s}/7`,
      to: screenUrl(r, s, 7),
    }))
    .filter(({ from, to }) => from !== to.split("?")[0]),
);

describe("the engine's default screen paths, asked of the server", () => {
  // a forward is answered before any page is rendered
  const served = webApp({
    render: async () => {
      throw new Error("a forwarded path was rendered");
    },
  });

  it("are declared for several resources", () => expect(forwards.length).toBeGreaterThan(5));

  it.each(forwards)("$from is answered with a redirect to the spec's route $to", async ({ from, to }) => {
    const res = await served.app.inject({ url: from, headers: { host: "yyn.localhost" } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it("leaves a path that only looks like one to the app: an id that is no id, a path below a screen", async () => {
    const edit = forwards.find((f) => f.from.includes("/edit/"))!;
    for (const url of [edit.from.replace(/7$/, "a%2Fb"), `${edit.from}/more`])
      expect((await served.app.inject({ url, headers: { host: "yyn.localhost" } })).statusCode).not.toBe(302);
  });
});
