import type { Portal } from "../portal";
import type { HttpClient, Page } from "../providers/http";
import type { CurrentUser, Identity } from "../providers/identity";
import type { EnterpriseInfo, PortalDomain, UserBo } from "./portal-state";

/** `POST api/member/getPlatformTypeByUrl` answer. */
interface PlatformByUrl extends PortalDomain {
  platformType: Portal["platformType"];
  name: string;
}

/** getEnterpriseList row (spec §3, second view). */
interface EnterpriseListRow {
  ID: number;
  IsDefault: boolean;
}

export interface Site {
  portal: Portal;
  domain: PortalDomain;
  enterprise: EnterpriseInfo;
}

/**
 * The portal half of start-up (spec §1): the origin names the portal, then the shell asks for its
 * domain, its operator list and the default operator's enterprise info.
 */
export async function loadSite(
  http: HttpClient,
  product: string,
  href: string,
  onPortal: (p: Portal) => void,
): Promise<Site> {
  const at = (name: string, version = "1.0") => `${product}.${name}/${version}`;
  const found = (
    await http.request<PlatformByUrl>({
      method: "POST",
      url: "api/member/getPlatformTypeByUrl",
      data: new URLSearchParams({ pcurl: href }),
    })
  ).data;
  const portal: Portal = { systemId: found.systemId, platformType: found.platformType, name: found.name };
  onPortal(portal);
  const [domain, list] = await Promise.all([
    http.request<PortalDomain>({
      method: "GET",
      url: at("portal.domain.get"),
      params: { application_type: "PC", domain: new URL(href).hostname },
    }),
    http.request<Page<EnterpriseListRow>>({
      method: "GET",
      url: at("enterprise.list", "5.0"),
      params: { source: portal.systemId },
    }),
  ]);
  const id = list.data.list.find((e) => e.IsDefault)?.ID ?? domain.data.enterpriseId;
  const enterprise = (
    await http.request<EnterpriseInfo>({ method: "GET", url: at("enterprise.info.get"), params: { id } })
  ).data;
  return { portal, domain: domain.data, enterprise };
}

export interface Who {
  user: CurrentUser | null;
  bo: UserBo | null;
}

/** The user half of start-up: getUserInfo (through the identity cache, which the providers share) and getUserBo. */
export async function loadWho(http: HttpClient, product: string, identity: Identity): Promise<Who> {
  const [user, bo] = await Promise.all([
    identity.current().catch(() => null),
    http
      .request<UserBo | null>({ method: "GET", url: `${product}.user.bo.get/1.0` })
      .then((b) => b.data ?? null)
      .catch(() => null),
  ]);
  return { user, bo: user ? bo : null };
}

/** Page title and favicon come from the enterprise info (spec §1). */
export function applyBranding(enterprise: EnterpriseInfo, doc: Document = document): void {
  if (enterprise.titleCh) doc.title = enterprise.titleCh;
  if (!enterprise.icon) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement("link");
    link.rel = "icon";
    doc.head.appendChild(link);
  }
  link.type = enterprise.icon.endsWith(".svg") ? "image/svg+xml" : "";
  link.href = enterprise.icon;
}
