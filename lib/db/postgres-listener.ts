import "server-only";
import pg from "pg";
import { logger } from "@/lib/log/logger";

/** What the listener needs of a connection; node-postgres's Client, or a test's stand-in. */
export interface ListeningClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: "notification", listener: (message: { channel: string }) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "end", listener: () => void): unknown;
}

export interface ListenOptions {
  databaseUrl: string;
  /** A PostgreSQL identifier of lower-case letters, digits and underscores. */
  channel: string;
  /**
   * Called on each notification, and once each time the listener has
   * (re)connected: what was sent while it was not listening is lost.
   */
  onNotify: () => void;
  /** The first wait before reconnecting; it doubles on each failure in a row, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  createClient?: (databaseUrl: string) => ListeningClient;
}

export interface Listener {
  stop(): Promise<void>;
}

// Its own connection, outside the pool: LISTEN belongs to a session, and a
// pooled connection is handed to other work. Keep-alive notices a peer gone
// quiet; the timeouts keep a server that stopped answering from holding the
// listener before it is listening.
const newClient = (databaseUrl: string): ListeningClient =>
  new pg.Client({ connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5_000, query_timeout: 10_000 });

/** LISTENs on `channel` on a dedicated connection, reconnecting with backoff whenever it is lost. */
export function listenForNotifications({ databaseUrl, channel, onNotify, backoffMs = 100, maxBackoffMs = 30_000, createClient = newClient }: ListenOptions): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: ListeningClient | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = (failed: ListeningClient, error?: unknown) => {
    // A lost connection reports itself more than once (error, then end).
    if (stopped || failed !== client) return;
    client = undefined;
    failed.end().catch(() => undefined);
    const delayMs = Math.min(maxBackoffMs, backoffMs * 2 ** failures);
    failures += 1;
    logger.warn({ err: error, channel, retry_in_ms: delayMs }, "notification listener lost its connection");
    retry = setTimeout(connect, delayMs);
  };

  function connect() {
    retry = undefined;
    const next = createClient(databaseUrl);
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on("error", (error) => reconnectLater(next, error));
    next.on("end", () => reconnectLater(next));
    next
      .connect()
      .then(() => next.query(`LISTEN ${channel}`))
      .then(() => {
        if (next !== client) return;
        failures = 0;
        logger.info({ channel }, "listening for notifications");
        onNotify();
      })
      .catch((error: unknown) => reconnectLater(next, error));
  }

  connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
