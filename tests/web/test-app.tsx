import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { registry, resources } from "../../resources";
import type { Grants } from "../../src/core/permissions";
import { refineResources } from "../../src/web/admin/refine-resources";
import { createAccessControl } from "../../src/web/providers/access-control";
import { RegistryContext } from "../../src/web/registry-context";
import type { CurrentUser, Identity } from "../../src/web/providers/identity";

/** A data provider whose every method throws until a test supplies it. */
export function fakeDataProvider(methods: Partial<DataProvider>): DataProvider {
  const missing = (name: string) => () => {
    throw new Error(`fake data provider: ${name} is not implemented in this test`);
  };
  return {
    getApiUrl: () => "/gw",
    getList: missing("getList"),
    getOne: missing("getOne"),
    create: missing("create"),
    update: missing("update"),
    deleteOne: missing("deleteOne"),
    ...methods,
  };
}

export const userWith = (grants: Partial<Grants>): CurrentUser => ({
  id: 1,
  login: "tester",
  name: "测试员",
  tags: [56],
  enterprise: { id: 1, name: "绿野饲料有限公司", isAdmin: false, businessRole: 3 },
  enterprises: [],
  grants: { admin: false, menus: [], buttons: [], ...grants },
});

const identityOf = (user: CurrentUser | null): Identity => ({
  current: async () => user,
  forget: () => undefined,
  subscribe: () => () => false,
});

/** Renders `element` at `path` inside Refine with the real access-control provider over `user`'s grants. */
export function renderInRefine(
  element: ReactNode,
  { path, user, dataProvider }: { path: string; user: CurrentUser | null; dataProvider: DataProvider },
) {
  return render(
    <RegistryContext value={registry}>
      <MemoryRouter initialEntries={[path]}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          accessControlProvider={createAccessControl(resources, identityOf(user))}
          resources={refineResources(resources)}
          options={{
            disableTelemetry: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Routes>
            <Route path={path.split("?")[0]} element={element} />
          </Routes>
        </Refine>
      </MemoryRouter>
    </RegistryContext>,
  );
}
