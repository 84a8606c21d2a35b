import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { isDraining, responseOpened } from "./drain-state";

/**
 * Set on a request that arrived after the shutdown began; whatever a client
 * sends under this name is removed, so only the server can mark a request.
 */
export const ARRIVED_DURING_DRAIN_HEADER = "x-loandesk-arrived-during-drain";

function onRequestStart(message: unknown): void {
  const { request, response, server } = message as { request: IncomingMessage; response: ServerResponse; server: Server };
  responseOpened(server, (done) => response.once("close", done));
  if (isDraining()) {
    request.headers[ARRIVED_DURING_DRAIN_HEADER] = "1";
    // Its answer is the connection's last: a client kept alive learns to go elsewhere.
    response.shouldKeepAlive = false;
  } else {
    delete request.headers[ARRIVED_DURING_DRAIN_HEADER];
  }
}

/**
 * Node announces every request on the `http.server.request.start`
 * diagnostics channel before the server's handler runs (as
 * lib/http/peer-address.ts uses it): here each response is counted until it
 * closes, so the drain knows when the last one has gone out, and the server
 * `next start` made is learnt, so the drain can stop it listening.
 */
export function trackRequests(): void {
  subscribe("http.server.request.start", onRequestStart);
}
