import type { Exec } from "../client";
import { portalColumns, portalEnterprises, portals } from "../schema";
import { PORTAL_BRANDS } from "./portal-brands";
import { SERVICE_COLUMNS } from "./service-columns";

/** Portal rows (system id, platform type, domain) as the portal-domain lookup reads them. */
export const PORTALS = PORTAL_BRANDS.map(
  ({ systemId, platType, name, domain, platformPurpose, isDefault, orderGoodsUrl, enterShopUrl }) => ({
    systemId,
    platType,
    name,
    domain,
    platformPurpose,
    isDefault,
    orderGoodsUrl,
    enterShopUrl,
  }),
);

const asset = (code: string, file: string) => `/assets/portal/${code}/${file}`;

/** Footer columns get ids 100 + 10 × portal position + column position, so links stay stable. */
export const footColumnId = (portalIndex: number, columnIndex: number) => 100 + portalIndex * 10 + columnIndex;

/** The six portals, each operator's enterprise-info row, its footer columns and the shared service columns. */
export async function seedPortals(tx: Exec) {
  await tx.insert(portals).values(PORTALS);
  for (const [i, b] of PORTAL_BRANDS.entries()) {
    const [ent] = await tx
      .insert(portalEnterprises)
      .values({
        systemId: b.systemId,
        isDefault: true,
        titleCh: b.titleCh,
        platformName: b.name,
        logImageUrl: asset(b.code, "logo.svg"),
        icon: asset(b.code, "icon.svg"),
        twoDimensionalCodeUrl: asset(b.code, "qrcode.svg"),
        icp: b.icp,
        copyright: b.copyright,
        openRegistry: b.openRegistry,
        openEnterpriseRegistry: b.openEnterpriseRegistry,
      })
      .returning();
    await tx.insert(portalColumns).values(
      b.footColumns.map((name, k) => ({
        id: footColumnId(i, k),
        enterpriseId: ent!.id,
        kind: "foot" as const,
        name,
        sort: k,
        content: `${name}\n\n${b.name}由${b.name}运营，服务于农牧行业的采购与销售。联系电话 400-800-5656。`,
      })),
    );
  }
  for (const [k, col] of SERVICE_COLUMNS.entries()) {
    await tx.insert(portalColumns).values({ id: col.id, kind: "service", name: col.name, sort: k });
    await tx.insert(portalColumns).values(
      col.children.map((c, j) => ({
        id: c.id,
        kind: "service" as const,
        parentId: col.id,
        name: c.name,
        sort: j,
        content: c.content,
      })),
    );
  }
}
