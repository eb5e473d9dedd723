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

// Until the portal-domain lookup (api/member/getPlatformTypeByUrl) lands, hosts map statically.
// TJ and HS have no system id of their own in the spec, so they keep the default 56.
const BY_HOST: Record<string, Portal> = {
  "yyn.localhost": YYN,
  "ay.localhost": { systemId: 62, platformType: "AY", name: "安牧商城" },
  "slxh.localhost": { systemId: 63, platformType: "SLXH", name: "饲料行业商城" },
  "sheep.localhost": { systemId: 64, platformType: "SHEEP", name: "肉羊产业商城" },
  "tj.localhost": { systemId: 56, platformType: "TJ", name: "农牧招采平台" },
  "hs.localhost": { systemId: 56, platformType: "HS", name: "农牧集采平台" },
};

export function portalForHost(hostname: string): Portal {
  return BY_HOST[hostname.toLowerCase()] ?? YYN;
}

export const currentPortal = (): Portal => portalForHost(globalThis.location?.hostname ?? "");
