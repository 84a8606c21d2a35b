import path from "node:path";
import { describe, expect, it } from "vitest";
import { queryRows } from "./database";
import { book } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { ownDatabase } from "./own-server";
import { startReceiver, type ReceivedRequest } from "../support/webhook-receiver";
import { startServer, type RunningServer } from "./server";
import { bankAccount, createEndpoint, initiateNach, listDeliveries, NACH_EVENTS, nachStatus, PENDING_ACCOUNT, verifyWebhook, waitFor } from "./webhook-helpers";

const MANDATES = 30;
const REPLY_DELAY_MS = 400;
// A lease that runs out soon after the crash, and outlasts one attempt (the timeout).
const CRASH_ENV = { WEBHOOK_LEASE_MS: "1000", WEBHOOK_TIMEOUT_MS: "900" };

const accountOf = (index: number) => (index % 3 === 0 ? PENDING_ACCOUNT : String(900_000_000_000 + index));

/** Requests whose answer is still at least `marginMs` away: the sender cannot have logged them yet. */
const stillOwed = (inFlight: Set<ReceivedRequest>, marginMs: number) =>
  [...inFlight].filter((request) => request.at > Date.now() - (REPLY_DELAY_MS - marginMs));

describe("a server killed while it delivers webhooks", () => {
  it("loses nothing: after a restart on the same database every event reaches the endpoint and every delivery succeeds", { timeout: 60_000 }, async () => {
    const database = await ownDatabase();
    const receiver = await startReceiver(() => ({ status: 200, delayMs: REPLY_DELAY_MS }));
    const servers: RunningServer[] = [];
    const start = async (name: string) => {
      const server = await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, `${name}.log`), env: CRASH_ENV });
      servers.push(server);
      return server;
    };
    try {
      const first = await start("first");
      const endpoint = await createEndpoint(receiver.url, { baseUrl: first.baseUrl }, NACH_EVENTS);
      const nachIds: string[] = [];
      for (let index = 0; index < MANDATES; index += 5) {
        const batch = Array.from({ length: 5 }, async (_, offset) => {
          const booking = await book(approvedLoan({ bank_account: bankAccount(accountOf(index + offset)) }), undefined, first.baseUrl);
          return (await initiateNach(booking.lead_id, { baseUrl: first.baseUrl })).physical_nach_id;
        });
        nachIds.push(...(await Promise.all(batch)));
      }

      const owed = await waitFor(() => stillOwed(receiver.inFlight, 150).length > 0 && stillOwed(receiver.inFlight, 150), { what: "a delivery in flight" });
      await first.stop("SIGKILL");
      const interrupted = new Set(owed.map((request) => request.headers["webhook-id"]));
      const second = await start("second");

      const deliveries = await waitFor(async () => {
        const items = await listDeliveries({ limit: "100" }, { baseUrl: second.baseUrl });
        return items.length === MANDATES && items.every((item) => item.status === "succeeded") && items;
      }, { timeoutMs: 40_000, what: `${MANDATES} succeeded deliveries` });

      // One event per mandate: those settled before the crash and those the restarted server settled. (The bookings' kfs.issued events, not subscribed to, have none.)
      const events = await queryRows<{ id: string; body: string }>(`SELECT "id", "body" FROM "WebhookEvent" WHERE "type" = 'physical_nach.status_update'`, [], database.databaseUrl);
      expect(events).toHaveLength(MANDATES);
      expect(new Set(events.map((event) => (JSON.parse(event.body) as { payload: { physical_nach_id: string } }).payload.physical_nach_id))).toEqual(new Set(nachIds));
      expect(new Set(deliveries.map((delivery) => delivery.event_id))).toEqual(new Set(events.map((event) => event.id)));
      const received = new Set(receiver.requests.map((request) => request.headers["webhook-id"]));
      for (const event of events) expect(received.has(event.id), `event ${event.id} never arrived`).toBe(true);
      // Those cut off by the crash were sent again, with the same id.
      for (const id of interrupted) {
        expect(receiver.requests.filter((request) => request.headers["webhook-id"] === id).length, `redelivery of ${id}`).toBeGreaterThanOrEqual(2);
      }
      for (const request of receiver.requests) expect(() => verifyWebhook(endpoint.secret, request)).not.toThrow();
      // And every mandate ended as the sandbox bank decides.
      for (const [index, nachId] of nachIds.entries()) {
        expect((await nachStatus(nachId, { baseUrl: second.baseUrl })).status).toBe(accountOf(index) === PENDING_ACCOUNT ? "initiated" : "registered");
      }
    } finally {
      for (const server of servers) await server.stop("SIGKILL");
      await receiver.close();
      await database.drop();
    }
  });
});
