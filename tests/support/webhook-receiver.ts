import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** One request as a webhook receiver saw it: headers (lower-case names) and the raw body. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Date.now() when the whole request had arrived. */
  at: number;
}

/** How the receiver answers one request. */
export interface Reply {
  status?: number;
  /** Wait this long before answering (longer than the sender's timeout: no answer in time). */
  delayMs?: number;
  headers?: Record<string, string>;
  body?: string;
}

export type Script = (request: ReceivedRequest, seenBefore: number) => Reply;

export interface Receiver {
  url: string;
  /** Every request so far, in order of arrival. */
  requests: ReceivedRequest[];
  /** Requests that have arrived and are not answered yet. */
  inFlight: Set<ReceivedRequest>;
  /** Replace the script; `seenBefore` counts earlier requests with the same webhook-id. */
  respond(script: Script): void;
  close(): Promise<void>;
}

const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]));

/** A real HTTP receiver on 127.0.0.1 and a free port, answering per a programmable script. */
export async function startReceiver(script: Script = () => ({ status: 200 })): Promise<Receiver> {
  let current = script;
  const requests: ReceivedRequest[] = [];
  const inFlight = new Set<ReceivedRequest>();
  const timers = new Set<NodeJS.Timeout>();

  const answer = (response: ServerResponse, received: ReceivedRequest, reply: Reply) => {
    inFlight.delete(received);
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(reply.status ?? 200, { "content-type": "text/plain", ...reply.headers });
    response.end(reply.body ?? "ok");
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const received: ReceivedRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: headersOf(request),
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      const id = received.headers["webhook-id"];
      const seenBefore = id === undefined ? requests.length : requests.filter((earlier) => earlier.headers["webhook-id"] === id).length;
      requests.push(received);
      inFlight.add(received);
      response.on("close", () => inFlight.delete(received));
      response.on("error", () => undefined);
      const reply = current(received, seenBefore);
      if (!reply.delayMs) return answer(response, received, reply);
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(response, received, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    inFlight,
    respond: (next) => {
      current = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A script answering the n-th request of each webhook-id with `replies[n]` (the last one repeats). */
export function perWebhook(...replies: Reply[]): Script {
  return (_request, seenBefore) => replies[Math.min(seenBefore, replies.length - 1)] ?? { status: 200 };
}
