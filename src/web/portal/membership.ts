import type { EnterpriseInfo, PortalDomain } from "./portal-state";

/**
 * Where a person stands on this portal (docs/portals.md "Joining a portal"): a visitor; a member (the portal's
 * system id is in their business tags); a logged-in non-member of an open-registration portal, who browses as a
 * visitor and may join; or an outsider of a closed portal, whom the access gate turns away.
 */
export type Standing = "visitor" | "member" | "joinable" | "outsider";

export function standingOf(input: {
  tags: readonly number[] | null;
  domain: Pick<PortalDomain, "systemId">;
  enterprise: Pick<EnterpriseInfo, "openRegistry">;
}): Standing {
  const { tags, domain, enterprise } = input;
  if (!tags) return "visitor";
  if (tags.includes(domain.systemId)) return "member";
  return enterprise.openRegistry ? "joinable" : "outsider";
}
