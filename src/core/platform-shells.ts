import type { Shell } from "./menu";

/** Platform types (spec §1) by system id; TJ and HS use 65 and 66, which the spec leaves open. */
export const PLATFORM_TYPES = { 56: "YYN", 62: "AY", 63: "SLXH", 64: "SHEEP", 65: "TJ", 66: "HS" } as const;
export type PlatformType = (typeof PLATFORM_TYPES)[keyof typeof PLATFORM_TYPES];

/**
 * Admin shells each platform type offers. The four branded malls carry the seller center, auctions and
 * tendering; TJ and HS are procurement platforms (their identity switch resets the tendering-first flag),
 * so they offer tendering and the supplier center only. Every portal has the operator console, which only
 * members of the platform enterprise open.
 */
export const PLATFORM_SHELLS: Record<PlatformType, readonly Shell[]> = {
  YYN: ["manage", "tendering", "goodsbidding", "entProcurement", "operation"],
  AY: ["manage", "tendering", "goodsbidding", "entProcurement", "operation"],
  SLXH: ["manage", "tendering", "goodsbidding", "entProcurement", "operation"],
  SHEEP: ["manage", "tendering", "goodsbidding", "entProcurement", "operation"],
  TJ: ["tendering", "entProcurement", "operation"],
  HS: ["tendering", "entProcurement", "operation"],
};

export const platformTypeOf = (systemId: number): PlatformType | undefined =>
  PLATFORM_TYPES[systemId as keyof typeof PLATFORM_TYPES];

/** Whether a portal sells in its mall (a seller center, shops to open): the branded malls, not TJ and HS. */
export const sellsOn = (platformType: PlatformType | undefined) =>
  platformType !== undefined && PLATFORM_SHELLS[platformType].includes("manage");
