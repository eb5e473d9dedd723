import { ResourceContext } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { registry } from "../../resources";
import { refineResources } from "../../src/web/admin/refine-resources";
import { consoleRouter } from "../../src/web/layout/router-binding";

const resources = refineResources(registry.resources);

/** Every screen path the console routes, with a row id where the screen takes one, and a query on each. */
const paths = resources.flatMap((r) =>
  (["list", "create", "edit", "show"] as const).flatMap((screen) => {
    const route = r[screen];
    if (typeof route !== "string") return [];
    const path = route.replace(":id", "12");
    return [path, `${path}?currentPage=2&pageSize=20&to=%2Fmanage&filters[0][field]=name`];
  }),
);

/** What a parse hook answers at `path`, asked from a component inside the screen's route or outside any route. */
function parsedAt(parse: () => () => unknown, path: string, inRoute: boolean) {
  const route = resources
    .flatMap((r) => [r.edit, r.show])
    .find((p) => typeof p === "string" && p.replace(":id", "12") === path.split("?")[0]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <ResourceContext.Provider value={{ resources }}>
        {inRoute && typeof route === "string" ? (
          <Routes>
            <Route path={route} element={children} />
          </Routes>
        ) : (
          children
        )}
      </ResourceContext.Provider>
    </MemoryRouter>
  );
  return renderHook(() => parse()(), { wrapper }).result.current;
}

describe("the console's router binding", () => {
  it("covers every console screen", () => expect(paths.length).toBeGreaterThan(100));

  it.each(paths)(
    "reads %s as Refine's own binding does, inside its route and outside any: resource, action, id, params",
    (path) => {
      for (const inRoute of [true, false]) {
        const ours = parsedAt(consoleRouter.parse, path, inRoute);
        expect(ours).toEqual(parsedAt(routerProvider.parse!, path, inRoute));
        expect(ours).toMatchObject({ pathname: path.split("?")[0] });
      }
    },
  );
});
