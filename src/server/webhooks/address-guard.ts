import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may not be sent (docs/webhooks.md, SSRF): loopback, private, link-local, carrier-grade NAT,
 * multicast and unspecified addresses, checked on the address the name resolves to at connect time (so a name
 * re-pointed after the check is caught too). WEBHOOK_ALLOW_PRIVATE=1 lifts it, for a receiver on the same
 * machine or network (the tests' local receiver).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** Top-level names reserved never to resolve (RFC 2606, 6761): refused without asking DNS, which demo data relies on. */
const RESERVED = /(^|\.)(invalid|example|test)$/i;

export const privateAllowed = () => process.env.WEBHOOK_ALLOW_PRIVATE === "1";

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, "ipv4");
  const family = isIP(address);
  if (!family) return false;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why a URL is refused before any connection (a bad scheme, credentials, a private host), or undefined. */
export function urlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "推送地址不是有效的网址";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "推送地址只支持 http:// 或 https://";
  if (url.username || url.password) return "推送地址不能包含用户名或密码";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (privateAllowed()) return undefined;
  if (host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host)) return "不能推送到本机或内网地址";
  return undefined;
}

/** A host under a reserved name is saved (demo data and examples use them) but never sent to: the attempt fails without DNS. */
export const reservedHost = (raw: string) =>
  RESERVED.test(new URL(raw).hostname) ? "保留域名（.example、.invalid、.test）不会被推送" : undefined;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses names resolving to a private address (unless allowed). */
export function guardedLookup(hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = privateAllowed() ? undefined : addresses.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(Object.assign(new Error(`拒绝推送到内网地址 ${bad.address}`), { code: "EPRIVATE" }), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
