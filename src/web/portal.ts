/** The branded portal a page belongs to, picked from the host it is served from. */
export interface Portal {
  /** Sent as the `systemId` header. */
  systemId: number;
  /** Sent as the `platformType` header. */
  platformType: "YYN" | "AY" | "SLXH" | "SHEEP" | "TJ" | "HS";
  /** Brand shown in headers and titles. */
  name: string;
}

const YYN: Portal = { systemId: 56, platformType: "YYN", name: "农牧商城" };

// Only for the very first request (getPlatformTypeByUrl itself) and tests: once start-up has asked the
// server, the loaded portal wins. TJ and HS use the server's system ids 65 and 66.
const BY_HOST: Record<string, Portal> = {
  "yyn.localhost": YYN,
  "ay.localhost": { systemId: 62, platformType: "AY", name: "爱养牧业商城" },
  "slxh.localhost": { systemId: 63, platformType: "SLXH", name: "饲料行业协会采购平台" },
  "sheep.localhost": { systemId: 64, platformType: "SHEEP", name: "肉羊产业服务平台" },
  "tj.localhost": { systemId: 65, platformType: "TJ", name: "天津农牧交易中心" },
  "hs.localhost": { systemId: 66, platformType: "HS", name: "华盛畜牧集采平台" },
};

export function portalForHost(hostname: string): Portal {
  return BY_HOST[hostname.toLowerCase()] ?? YYN;
}

let loaded: Portal | undefined;

/** Start-up hands in the portal the server picked for this origin; every later request carries it. */
export function setLoadedPortal(portal: Portal | undefined): void {
  loaded = portal;
}

let rendering: (() => Portal | undefined) | undefined;

/**
 * The server renders pages of every portal at once, so it has no loaded portal: it names the one of the render
 * in progress instead (src/web/ssr/entry-server.tsx keeps it per request).
 */
export function setRenderingPortal(which: () => Portal | undefined): void {
  rendering = which;
}

export const currentPortal = (): Portal =>
  loaded ?? rendering?.() ?? portalForHost(globalThis.location?.hostname ?? "");
