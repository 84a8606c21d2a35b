import type { LookupFunction } from "node:net";
import { Agent, buildConnector, type Dispatcher } from "undici";
import { destinationAddresses, resolveWithDns, type ResolveHost } from "./url-policy";

export interface WebhookDispatcherOptions {
  /** How host names become addresses; DNS unless a test stands in for it. */
  resolveHost?: ResolveHost;
  /** Makes the socket connector; undici's own unless a test watches the connections. */
  connectorFactory?: typeof buildConnector;
}

function resolvingLookup(resolveHost: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    destinationAddresses(hostname, { resolveHost, publicOnly: false }).then(
      (addresses) => {
        const first = addresses[0];
        if (options.all || !first) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ""),
    );
  };
}

/** The HTTP client webhook deliveries go out through. */
export function createWebhookDispatcher({ resolveHost = resolveWithDns, connectorFactory = buildConnector }: WebhookDispatcherOptions = {}): Dispatcher {
  return new Agent({ connect: connectorFactory({ lookup: resolvingLookup(resolveHost) }) });
}
