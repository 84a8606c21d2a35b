import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { AppError } from "@/lib/errors/app-error";

// Loopback, private, link-local, carrier-grade NAT, unspecified and
// multicast space: a webhook must never be aimed at the lender's own network.
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, "ipv4");
  return blocked.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

const refused = (message: string) =>
  new AppError("validation_error", message, { fields: [{ path: "url", message }] });

/** Parses an endpoint URL; production allows only https on public addresses. */
export function parseEndpointUrl(text: unknown, production: boolean): URL {
  if (typeof text !== "string" || text.length > 2048) throw refused("must be a URL of at most 2048 characters");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused("must be an absolute http or https URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refused("must be an http or https URL");
  if (production && url.protocol !== "https:") throw refused("must use https");
  if (url.username || url.password) throw refused("must not carry credentials");
  return url;
}

/**
 * In production, every address the host resolves to must be public. Checked
 * when an endpoint is created and again before every delivery, since DNS
 * can change in between.
 */
export async function assertPublicDestination(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.length === 0) throw refused("does not resolve to any address");
  if (addresses.some(isBlockedAddress)) throw refused("resolves to a loopback, private or link-local address");
}
