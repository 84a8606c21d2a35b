import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** Carries the TCP peer's address to route handlers; whatever a client sends under this name is overwritten. */
export const PEER_ADDRESS_HEADER = "x-loandesk-peer-address";

function recordPeer(message: unknown): void {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  if (socket.remoteAddress) request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress;
  else delete request.headers[PEER_ADDRESS_HEADER];
}

/**
 * Route handlers never see the connection, and `next start` fills
 * X-Forwarded-For from it only when the client sent none, so that header
 * alone cannot tell a client's address from one it made up. Node announces
 * every request on the `http.server.request.start` diagnostics channel
 * before the server's handler runs; at that moment the peer's address is
 * written into the request's headers, where the handlers can read it.
 */
export function recordPeerAddresses(): void {
  subscribe("http.server.request.start", recordPeer);
}
