import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { AppError } from "@/lib/errors/app-error";
import { isPublicAddress } from "./public-address";

/** How a host name becomes addresses: DNS in the service, a stand-in in tests. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) => lookup(hostname, { all: true });

/** A destination the URL policy does not allow; the reason is safe to show the partner. */
export class DestinationRefused extends Error {
  override name = "DestinationRefused";

  constructor(readonly reason: string) {
    super(`refused: the host ${reason}`);
  }
}

export const notPublic = () => new DestinationRefused("resolves to an address that is not public (loopback, private, link-local or reserved)");

/**
 * The addresses a host name stands for (an IP address stands for itself).
 * With `publicOnly`, refused unless every one is public: a host with one
 * private address among public ones is refused as a whole.
 */
export async function destinationAddresses(hostname: string, { resolveHost, publicOnly }: { resolveHost: ResolveHost; publicOnly: boolean }): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveHost(host).catch(() => []);
  if (addresses.length === 0) throw new DestinationRefused("does not resolve to any address");
  if (publicOnly && !addresses.every(({ address }) => isPublicAddress(address))) throw notPublic();
  return addresses;
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
 * when an endpoint is created; a delivery checks the addresses it connects
 * to (./webhook-dispatcher.ts), since DNS can change in between.
 */
export async function assertPublicDestination(url: URL, resolveHost: ResolveHost = resolveWithDns): Promise<void> {
  try {
    await destinationAddresses(url.hostname, { resolveHost, publicOnly: true });
  } catch (error) {
    throw error instanceof DestinationRefused ? refused(error.reason) : error;
  }
}
