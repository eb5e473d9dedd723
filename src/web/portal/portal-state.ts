import { createContext, useContext } from "react";
import type { CurrentUser } from "../providers/identity";

/** A column of links (footer column, customer-service column) with its children. */
export interface ColumnLink {
  id: number;
  name: string;
  nextColumn?: { id: number; name: string }[];
}

/** Spec §3 "Enterprise info": the portal operator's branding and switches. */
export interface EnterpriseInfo {
  id: number;
  /** Page title (document.title). */
  titleCh: string;
  platformName: string;
  /** Header logo, a local path such as /assets/portal/yyn/logo.svg. */
  logImageUrl: string;
  /** Favicon. */
  icon: string;
  /** Public-account QR code shown in the footer. */
  twoDimensionalCodeUrl: string;
  footColumns: ColumnLink[];
  customerServiceColumns: ColumnLink[];
  icp: string;
  copyright: string;
  openRegistry: boolean;
  openEnterpriseRegistry: boolean;
}

/** Spec §3 "Portal domain": which portal this origin is. */
export interface PortalDomain {
  enterpriseId: number;
  platType: "YYN" | "AY" | "SLXH" | "SHEEP" | "TJ" | "HS";
  systemId: number;
  domain: string;
  /** "1" shows supplier management on procurement pages, anything else purchaser management. */
  platformPurpose: string;
}

/** Spec §3 "User business object" (getUserBo): business tags and the business info role. */
export interface UserBo {
  userId: number;
  /** System ids of the portals the user may use. */
  tags: number[];
  /** Business role in the current enterprise: 1 purchaser, 2 supplier, 3 both; null without an enterprise. */
  businessInfo: { role: number; enterpriseId: number; enterpriseName: string } | null;
}

/** Everything the shell knows once start-up has loaded; nothing renders before it is ready. */
export interface PortalState {
  domain: PortalDomain;
  enterprise: EnterpriseInfo;
  /** null when nobody is logged in. */
  user: CurrentUser | null;
  /** Re-read the current user (after login, logout, identity switch, profile change). */
  reloadUser: () => Promise<void>;
  /** getUserBo of the logged-in user; null for visitors. */
  bo?: UserBo | null;
}

export const PortalContext = createContext<PortalState | null>(null);

/** The loaded portal, enterprise info and user; only usable below the portal bootstrap. */
export function usePortalState(): PortalState {
  const state = useContext(PortalContext);
  if (!state) throw new Error("usePortalState() needs <PortalBootstrap> above it (src/web/App.tsx)");
  return state;
}
