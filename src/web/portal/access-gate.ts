import type { EnterpriseInfo, PortalDomain } from "./portal-state";

/** The spec's text for a logged-in user on a portal its business tags do not include (§6, §8). */
export const UNAUTHORISED = "您未授权登录系统,请联系客服人员";
/** Customer-service article unauthorised users are sent to (spec §9). */
export const UNAUTHORISED_ARTICLE = 40;

/** Paths the gate leaves alone: the introduction article, login and the notice cards. */
const OPEN_PATHS = [/^\/introduction(\/|$)/, /^\/login(\/|$)/, /^\/card(\/|$)/];

/**
 * Spec §6 portal access: a logged-in user whose tags lack the portal's system id, on a portal without
 * open registration, is unauthorised. Returns where confirming the dialog leads, or null when allowed.
 */
export function gateTarget(input: {
  tags: readonly number[] | null;
  domain: Pick<PortalDomain, "systemId" | "platType">;
  enterprise: Pick<EnterpriseInfo, "openRegistry">;
  pathname: string;
  href: string;
}): string | null {
  const { tags, domain, enterprise, pathname, href } = input;
  if (!tags || tags.includes(domain.systemId) || enterprise.openRegistry) return null;
  if (OPEN_PATHS.some((p) => p.test(pathname))) return null;
  return domain.platType === "SLXH"
    ? `/login?retUrl=${encodeURIComponent(href)}`
    : `/introduction?id=${UNAUTHORISED_ARTICLE}`;
}
