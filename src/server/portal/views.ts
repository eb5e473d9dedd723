import type { PortalEnterpriseRow, PortalRow } from "./lookup";

/** Spec §3 "Portal domain". */
export const domainView = (p: PortalRow, enterpriseId: number) => ({
  enterpriseId,
  platType: p.platType,
  systemId: p.systemId,
  domain: p.domain,
  platformPurpose: p.platformPurpose,
});

/** Spec §3 "Enterprise info", first view. */
export const enterpriseInfoView = (
  e: PortalEnterpriseRow,
  footColumns: { id: number; name: string }[],
  customerServiceColumns: { id: number; name: string; nextColumn: { id: number; name: string }[] }[],
) => ({
  id: e.id,
  titleCh: e.titleCh,
  platformName: e.platformName,
  logImageUrl: e.logImageUrl,
  icon: e.icon,
  twoDimensionalCodeUrl: e.twoDimensionalCodeUrl,
  footColumns,
  customerServiceColumns,
  icp: e.icp,
  copyright: e.copyright,
  openRegistry: e.openRegistry,
  openEnterpriseRegistry: e.openEnterpriseRegistry,
});

/** Spec §3 "Enterprise info", second view (enterprise list): ID and IsDefault spelled as the spec does. */
export const enterpriseListView = (e: PortalEnterpriseRow) => ({
  ID: e.id,
  IsDefault: e.isDefault,
  platformName: e.platformName,
  titleCh: e.titleCh,
  openRegistry: e.openRegistry,
  openEnterpriseRegistry: e.openEnterpriseRegistry,
});
