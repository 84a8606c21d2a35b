import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listenForNotifications, type ListeningClient, type Listener } from "./postgres-listener";

/** Stands in for a node-postgres connection; `refuse` makes its connect fail. */
class FakeClient extends EventEmitter implements ListeningClient {
  queries: string[] = [];
  ended = false;

  constructor(private readonly refuse: boolean) {
    super();
  }

  async connect() {
    if (this.refuse) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  }

  async query(sql: string) {
    this.queries.push(sql);
  }

  async end() {
    if (this.ended) return;
    this.ended = true;
    this.emit("end");
  }

  notify(channel: string) {
    this.emit("notification", { channel, payload: "" });
  }
}

const CHANNEL = "loandesk_test";

describe("the notification listener", () => {
  let clients: FakeClient[];
  let refusals: number;
  let listener: Listener | undefined;
  const onNotify = vi.fn();
  const listen = () =>
    listenForNotifications({
      databaseUrl: "postgresql://127.0.0.1/test",
      channel: CHANNEL,
      onNotify,
      backoffMs: 100,
      maxBackoffMs: 400,
      createClient: () => {
        const client = new FakeClient(refusals > 0);
        refusals -= 1;
        clients.push(client);
        return client;
      },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    clients = [];
    refusals = 0;
    onNotify.mockClear();
  });

  afterEach(async () => {
    await listener?.stop();
    listener = undefined;
    vi.useRealTimers();
  });

  it("LISTENs on its channel and passes on that channel's notifications, after one call for what it missed while connecting", async () => {
    listener = listen();
    await vi.advanceTimersByTimeAsync(0);
    expect(clients[0]?.queries).toEqual([`LISTEN ${CHANNEL}`]);
    expect(onNotify).toHaveBeenCalledTimes(1);

    clients[0]?.notify(CHANNEL);
    clients[0]?.notify("another_channel");
    clients[0]?.notify(CHANNEL);

    expect(onNotify).toHaveBeenCalledTimes(3);
  });

  it("reconnects after a lost connection, waiting longer after each failure in a row up to the limit", async () => {
    listener = listen();
    await vi.advanceTimersByTimeAsync(0);
    refusals = 3;

    clients[0]?.emit("error", new Error("Connection terminated unexpectedly"));
    expect(clients[0]?.ended).toBe(true);
    const reconnectedAfter: number[] = [];
    let waited = 0;
    while (clients.length < 5 && waited < 5000) {
      const before = clients.length;
      await vi.advanceTimersByTimeAsync(1);
      waited += 1;
      if (clients.length > before) reconnectedAfter.push(waited);
    }

    expect(reconnectedAfter).toEqual([100, 100 + 200, 100 + 200 + 400, 100 + 200 + 400 + 400]);
    expect(clients[4]?.queries).toEqual([`LISTEN ${CHANNEL}`]);
    expect(onNotify).toHaveBeenCalledTimes(2);
    clients[4]?.notify(CHANNEL);
    expect(onNotify).toHaveBeenCalledTimes(3);
  });

  it("reconnects once for a connection that reports both an error and its end", async () => {
    listener = listen();
    await vi.advanceTimersByTimeAsync(0);

    clients[0]?.emit("error", new Error("read ECONNRESET"));
    clients[0]?.emit("end");
    await vi.advanceTimersByTimeAsync(1000);

    expect(clients).toHaveLength(2);
  });

  it("ends its connection when stopped, and does not reconnect", async () => {
    listener = listen();
    await vi.advanceTimersByTimeAsync(0);

    await listener.stop();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(clients).toHaveLength(1);
    expect(clients[0]?.ended).toBe(true);
  });

  it("refuses a channel name that is not a plain identifier", () => {
    expect(() => listenForNotifications({ databaseUrl: "postgresql://127.0.0.1/test", channel: "x; DROP TABLE y", onNotify })).toThrow(/Not a channel name/);
  });
});
