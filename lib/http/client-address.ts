import ipaddr from "ipaddr.js";
import { env } from "@/lib/config/env";
import { PEER_ADDRESS_HEADER } from "./peer-address";

/** One key per client: IPv4 as itself (IPv4-mapped IPv6 included), IPv6 by its /64, which one subscriber usually holds whole. */
function addressKey(text: string): string {
  if (!ipaddr.isValid(text)) return text.toLowerCase();
  const address = ipaddr.process(text);
  if (address instanceof ipaddr.IPv6) return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
  return address.toString();
}

/**
 * The address a request came from, for per-address limits. The TCP peer
 * (recorded by lib/http/peer-address.ts) is the only thing a client cannot
 * choose; behind `trustedProxyHops` reverse proxies that each append to
 * X-Forwarded-For, the client is the entry the outermost of them added,
 * `trustedProxyHops` from the right of the chain ending in the peer. What a
 * client wrote to the left of that is ignored. Without a recorded peer every
 * request shares one key, so a misconfiguration limits too much, never too
 * little.
 */
export function clientAddress({ peer, forwardedFor, trustedProxyHops }: { peer: string | undefined; forwardedFor: string | undefined; trustedProxyHops: number }): string {
  if (!peer) return "unknown";
  const forwarded = (forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  return addressKey(chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? peer);
}

const headerText = (value: unknown) => (typeof value === "string" ? value : undefined);

/** clientAddress of a request's headers (a plain object, as next-auth hands them over), with the configured proxies. */
export function clientAddressOf(headers: Record<string, unknown> | undefined): string {
  return clientAddress({
    peer: headerText(headers?.[PEER_ADDRESS_HEADER]),
    forwardedFor: headerText(headers?.["x-forwarded-for"]),
    trustedProxyHops: env().TRUSTED_PROXY_HOPS,
  });
}
