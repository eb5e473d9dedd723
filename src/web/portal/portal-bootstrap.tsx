import { Spin } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { currentPortal, setLoadedPortal } from "../portal";
import { product } from "../product";
import { http, identity } from "../services";
import { useAnswers } from "../ssr/preload";
import { JoinOffer } from "./join-offer";
import { PortalGate } from "./portal-gate";
import { PortalContext, type PortalState } from "./portal-state";
import { applyBranding, loadSite, loadWho, type Site, type Who } from "./startup";

/** When the portal calls fail the app still opens, as the default portal of this host with plain branding. */
function fallbackSite(): Site {
  const portal = currentPortal();
  return {
    portal,
    domain: {
      enterpriseId: 0,
      platType: portal.platformType,
      systemId: portal.systemId,
      domain: globalThis.location?.hostname ?? "",
      platformPurpose: "0",
    },
    enterprise: {
      id: 0,
      titleCh: portal.name,
      platformName: portal.name,
      logImageUrl: "",
      icon: "",
      twoDimensionalCodeUrl: "",
      footColumns: [],
      customerServiceColumns: [],
      icp: "",
      copyright: `© 2026 ${portal.name}`,
      openRegistry: false,
      openEnterpriseRegistry: false,
    },
  };
}

/**
 * Start-up (spec §1): the origin's portal and its enterprise info first (every later request then
 * carries that portal's headers), then the user. Nothing renders until both have loaded; login, logout
 * and identity switches anywhere (Refine's auth provider included) re-read the user. A server-rendered
 * page brings both with it (src/web/ssr/preload.ts), so it renders at once, as the server did.
 */
export function PortalBootstrap({ children }: { children: ReactNode }) {
  const { boot } = useAnswers();
  const [site, setSite] = useState<Site | null>(boot?.site ?? null);
  const [who, setWho] = useState<Who | null>(boot?.who ?? null);
  const booted = useRef(!!boot);

  // the newest user load, so reloadUser can wait until screens see the new user
  const loading = useRef<Promise<void>>(Promise.resolve());
  const loadUser = useCallback(() => (loading.current = loadWho(http, product, identity).then(setWho)), []);

  useEffect(() => {
    if (booted.current) return applyBranding(site!.enterprise);
    let live = true;
    loadSite(http, product, window.location.href, setLoadedPortal)
      .catch(() => fallbackSite())
      .then((s) => {
        if (!live) return;
        setLoadedPortal(s.portal);
        applyBranding(s.enterprise);
        setSite(s);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!site) return;
    if (booted.current) booted.current = false;
    else void loadUser();
    return identity.subscribe(() => void loadUser());
  }, [site, loadUser]);

  // forget() makes the subscription above start a new load synchronously; wait for that one
  const reloadUser = useCallback(async () => {
    identity.forget();
    await loading.current.catch(() => undefined);
  }, []);

  const state = useMemo<PortalState | null>(
    () =>
      site && who ? { domain: site.domain, enterprise: site.enterprise, user: who.user, bo: who.bo, reloadUser } : null,
    [site, who, reloadUser],
  );
  if (!state) return <Spin fullscreen />;
  return (
    <PortalContext.Provider value={state}>
      <PortalGate />
      <JoinOffer />
      {children}
    </PortalContext.Provider>
  );
}
