import { Spin } from "antd";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { currentPortal } from "../portal";
import { identity } from "../services";
import { PortalContext, type EnterpriseInfo, type PortalDomain, type PortalState } from "./portal-state";

// Interim start-up: the portal comes from the host table in ../portal.ts and the enterprise info from
// its name. The portals issue replaces this with getPlatformTypeByUrl + the shell calls, same state shape.
function staticState(): Omit<PortalState, "user" | "reloadUser"> {
  const p = currentPortal();
  const domain: PortalDomain = {
    enterpriseId: 0,
    platType: p.platformType,
    systemId: p.systemId,
    domain: globalThis.location?.hostname ?? "",
    platformPurpose: "0",
  };
  const enterprise: EnterpriseInfo = {
    id: 0,
    titleCh: p.name,
    platformName: p.name,
    logImageUrl: "",
    icon: "",
    twoDimensionalCodeUrl: "",
    footColumns: [],
    customerServiceColumns: [],
    icp: "",
    copyright: `© 2026 ${p.name}`,
    openRegistry: true,
    openEnterpriseRegistry: true,
  };
  return { domain, enterprise };
}

/** Loads the portal and the current user before anything renders (spec §1). */
export function PortalBootstrap({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PortalState | null>(null);
  const load = useCallback(async () => {
    const user = await identity.current().catch(() => null);
    setState({ ...staticState(), user, reloadUser: () => Promise.resolve(identity.forget()) });
  }, []);
  useEffect(() => {
    void load();
    // login, logout and identity switches anywhere (Refine's auth provider included) refresh the user
    return identity.subscribe(() => void load());
  }, [load]);
  if (!state) return <Spin fullscreen />;
  return <PortalContext.Provider value={state}>{children}</PortalContext.Provider>;
}
