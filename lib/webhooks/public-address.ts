import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * Whether a webhook may be sent to this address: global unicast only. An
 * allow rule rather than a block list, since every special range a list
 * forgets (IPv4-compatible, NAT64 and 6to4 forms of 127.0.0.1, benchmarking
 * space) is a way back into the lender's own network. IPv4-mapped IPv6 is
 * refused outright: a resolver has no reason to answer with it.
 */
export function isPublicAddress(address: string): boolean {
  // Only the standard forms: ipaddr.js also reads "127.1" and "0x7f.1".
  const family = isIP(address);
  if (family === 0 || address.includes("%")) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== "unicast") return false;
  return family === 4 || parsed.match(GLOBAL_UNICAST_V6);
}
