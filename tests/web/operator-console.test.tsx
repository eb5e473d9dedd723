import { Refine, type AuthProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { registry, resourceByName, resources } from "../../resources";
import { OPERATOR_CONSOLE } from "../../src/core/operator-console";
import { AudiencePages } from "../../src/web/admin/audience-pages";
import { ResourceList } from "../../src/web/admin/lazy-screens";
import { refineResources } from "../../src/web/admin/refine-resources";
import ShellRoutes from "../../src/web/admin/shell-routes";
import { RegistryContext } from "../../src/web/registry-context";
import type { CurrentUser } from "../../src/web/providers/identity";
import { fakeDataProvider, userWith } from "./test-app";

/** 运营中心 shows itself to the platform's members only; nothing of it reaches anyone else's screens. */

// the administrator of an enterprise: holds every grant of its own enterprise, and is still no operator
const enterpriseAdmin = userWith({ admin: true });
const operator: CurrentUser = {
  ...userWith({ admin: true }),
  enterprise: { id: 9, name: "农牧商城平台运营中心", isAdmin: true, businessRole: 3, isPlatform: true },
};

function openConsole(user: CurrentUser, path = `${OPERATOR_CONSOLE}/businessAudit`) {
  const authProvider: AuthProvider = {
    check: async () => ({ authenticated: true }),
    getIdentity: async () => user,
    login: async () => ({ success: true }),
    logout: async () => ({ success: true }),
    onError: async () => ({}),
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine
        routerProvider={routerProvider}
        authProvider={authProvider}
        dataProvider={fakeDataProvider({})}
        resources={refineResources(resources)}
        options={{ disableTelemetry: true }}
      >
        <Routes>
          <Route
            path={`${OPERATOR_CONSOLE}/*`}
            element={
              <RegistryContext value={registry}>
                <ShellRoutes shell="operation" />
              </RegistryContext>
            }
          />
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
}

describe("the operator console in the browser", () => {
  // the shell starts fetching its likely screen while it asks for the login; a file that ends before that
  // chunk arrives would load it into a torn-down environment
  afterEach(() => ResourceList.preload());

  it("shows another enterprise's administrator a 403 page, with none of the console's menu", async () => {
    openConsole(enterpriseAdmin);
    expect(await screen.findByText("运营中心仅供平台运营人员使用，您当前的账号无权访问")).toBeTruthy();
    for (const entry of ["企业认证审核", "实名认证审核", "运营中心"])
      expect(screen.queryByText(entry), entry).toBeNull();
  });

  it("shows the operator its menu", async () => {
    openConsole(operator, `${OPERATOR_CONSOLE}/nothing-here-but-the-menu`);
    expect(await screen.findByText("实名认证审核")).toBeTruthy();
    expect(screen.queryByText("运营中心仅供平台运营人员使用，您当前的账号无权访问")).toBeNull();
  });
});

describe("a row's shared pages", () => {
  it("never offer the applicant a QR code of the operator's audit screen", () => {
    const { container } = render(
      <AudiencePages resource={resourceByName("certification")} row={{ id: 7, status: "submitted" }} />,
    );
    expect(container.textContent).toBe("");
    expect(container.querySelector(".ant-qrcode")).toBeNull();
  });

  it("still share a published tender's public notice", () => {
    const { container } = render(
      <AudiencePages resource={resourceByName("bidOrder")} row={{ id: 7, status: "quoting" }} />,
    );
    expect(container.textContent).toContain("/entProcurement/details?id=7");
    expect(container.querySelector(".ant-qrcode")).not.toBeNull();
  });
});
