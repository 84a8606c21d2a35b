import { isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector, type Dispatcher } from "undici";
import { isPublicAddress } from "./public-address";
import { destinationAddresses, notPublic, resolveWithDns, type ResolveHost } from "./url-policy";

export interface WebhookDispatcherOptions {
  /** Production connects to public addresses only; demo mode to any (its receivers are on 127.0.0.1). */
  production: boolean;
  /** How host names become addresses; DNS unless a test stands in for it. */
  resolveHost?: ResolveHost;
  /** Makes the socket connector; undici's own unless a test watches the connections. */
  connectorFactory?: typeof buildConnector;
  /** A connection (the host's resolution included) not made by then fails; undici's 10 s when not given. */
  connectTimeoutMs?: number;
}

/**
 * The only resolution of a host a connection makes. Node connects to what
 * this answers and nothing else, so in production the addresses checked are
 * the addresses connected to: a name whose DNS answer changes between a check
 * and the connection (DNS rebinding) cannot lead past the check.
 */
function checkedLookup(resolveHost: ResolveHost, publicOnly: boolean): LookupFunction {
  return (hostname, options, callback) => {
    destinationAddresses(hostname, { resolveHost, publicOnly }).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter(({ family }) => family === options.family) : addresses;
        const first = wanted[0];
        if (options.all) callback(null, wanted);
        else if (first) callback(null, first.address, first.family);
        else callback(new Error(`${hostname} has no IPv${String(options.family)} address`), "");
      },
      (error: Error) => callback(error, ""),
    );
  };
}

/** Node skips the lookup when the host is an IP address, so such a host is checked before connecting. */
function checkAddressHosts(connect: buildConnector.connector, publicOnly: boolean): buildConnector.connector {
  return (options, callback) => {
    if (publicOnly && isIP(options.hostname) && !isPublicAddress(options.hostname)) return callback(notPublic(), null);
    connect(options, callback);
  };
}

/**
 * The HTTP client webhook deliveries go out through, in both modes: one
 * connection path, with the address policy switched on in production.
 * Pooled connections were checked when they were made.
 */
export function createWebhookDispatcher({ production, resolveHost = resolveWithDns, connectorFactory = buildConnector, connectTimeoutMs }: WebhookDispatcherOptions): Dispatcher {
  const connect = connectorFactory({ lookup: checkedLookup(resolveHost, production), timeout: connectTimeoutMs });
  return new Agent({ connect: checkAddressHosts(connect, production) });
}
