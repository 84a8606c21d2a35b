import { execFile } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, queryRows } from "./database";
import { book } from "./helpers";
import { ownDatabase, runsOnPostgres, startWorker, type OwnDatabase, type RunningWorker } from "./own-server";
import { startReceiver, type ReceivedRequest, type Receiver } from "../support/webhook-receiver";
import { ROOT, startServer } from "./server";
import { bodyOf, createEndpoint, firstWebhook, initiateNach, verifyWebhook, waitFor } from "./webhook-helpers";

describe("npm run worker", () => {
  it("refuses a SQLite database, where the server delivers webhooks itself", async () => {
    const run = promisify(execFile)(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "file:./data/never-created.db", LOG_LEVEL: "silent" },
    });

    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/npm run worker is for PostgreSQL/) });
  });

  it("refuses to start in production without LOANDESK_DATA_KEY, before it connects", async () => {
    const run = promisify(execFile)(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
      cwd: ROOT,
      env: { ...process.env, LOANDESK_MODE: "production", LOANDESK_DATA_KEY: "", DATABASE_URL: "postgresql://postgres@127.0.0.1:1/never", LOG_LEVEL: "fatal" },
    });

    await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringMatching(/Refusing to start in production without LOANDESK_DATA_KEY/) });
  });
});

// Separate delivery workers exist for PostgreSQL only; on SQLite the server always delivers
// in-process, and webhook-crash.test.ts covers that worker on both databases.
if (runsOnPostgres()) {
  describe("several webhook workers on one PostgreSQL database", () => {
    let database: OwnDatabase | undefined;
    let receiver: Receiver | undefined;
    let endpoint = { id: "", secret: "", partnerId: "" };
    const workers: RunningWorker[] = [];
    const databaseUrl = () => database?.databaseUrl ?? "";
    const logFile = (name: string) => path.join(database?.dir ?? "", `${name}.log`);

    beforeAll(async () => {
      database = await ownDatabase();
      receiver = await startReceiver();
      // A server that leaves delivery to the workers, for the demo partner's endpoint.
      const server = await startServer({ databaseUrl: databaseUrl(), logFile: logFile("server"), env: { WEBHOOK_WORKER: "off" } });
      try {
        const created = await createEndpoint(receiver.url, { baseUrl: server.baseUrl });
        const [row] = await queryRows<{ partnerId: string }>(`SELECT "partnerId" FROM "WebhookEndpoint" WHERE "id" = $1`, [created.id], databaseUrl());
        endpoint = { id: created.id, secret: created.secret, partnerId: row?.partnerId ?? "" };
      } finally {
        await server.stop();
      }
    });

    afterAll(async () => {
      for (const worker of workers) await worker.stop("SIGKILL");
      await receiver?.close();
      await database?.drop();
    });

    /** Queues `count` valid status events with one due delivery each, as the outbox writes them. */
    async function queueEvents(count: number): Promise<string[]> {
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      const ids: string[] = [];
      try {
        await client.query("BEGIN");
        for (let index = 0; index < count; index++) {
          const id = randomUUID();
          const now = new Date();
          const umrn = `LDSK${String(randomInt(1e8)).padStart(8, "0")}${String(randomInt(1e8)).padStart(8, "0")}`;
          const payload = { umrn, status: "registered", physical_nach_id: randomUUID() };
          const body = JSON.stringify({ entity: "nach", payload, event: "physical_nach.status_update", id, created_at: now.toISOString() });
          await client.query(`INSERT INTO "WebhookEvent" ("id", "partnerId", "type", "body", "createdAt") VALUES ($1, $2, $3, $4, $5)`, [
            id, endpoint.partnerId, "physical_nach.status_update", body, now,
          ]);
          await client.query(
            `INSERT INTO "WebhookDelivery" ("id", "eventId", "endpointId", "partnerId", "status", "nextAttemptAt", "createdAt", "updatedAt")
             VALUES ($1, $2, $3, $4, 'pending', $5, $5, $5)`,
            [randomUUID(), id, endpoint.id, endpoint.partnerId, now],
          );
          ids.push(id);
        }
        await client.query("COMMIT");
      } finally {
        await client.end();
      }
      return ids;
    }

    const succeeded = (ids: string[]) => countRows("WebhookDelivery", `"status" = 'succeeded' AND "eventId" = ANY($1)`, [ids], databaseUrl());
    const received = (ids: string[]) => {
      const wanted = new Set(ids);
      return (receiver?.requests ?? []).filter((request) => wanted.has(request.headers["webhook-id"] ?? ""));
    };
    const timesReceived = (requests: ReceivedRequest[]) => {
      const counts = new Map<string, number>();
      for (const request of requests) counts.set(request.headers["webhook-id"] ?? "", (counts.get(request.headers["webhook-id"] ?? "") ?? 0) + 1);
      return counts;
    };

    it("two workers deliver 200 due webhooks between them, each exactly once", { timeout: 60_000 }, async () => {
      receiver?.respond(() => ({ status: 200, delayMs: 20 }));
      workers.push(...(await Promise.all([startWorker(databaseUrl(), logFile("worker-1")), startWorker(databaseUrl(), logFile("worker-2"))])));

      const ids = await queueEvents(200);
      await waitFor(async () => (await succeeded(ids)) === 200, { timeoutMs: 45_000, what: "200 succeeded deliveries" });

      const requests = received(ids);
      expect(requests).toHaveLength(200);
      expect([...timesReceived(requests).values()].every((times) => times === 1)).toBe(true);
      expect(new Set(timesReceived(requests).keys())).toEqual(new Set(ids));
      for (const request of requests) expect(() => verifyWebhook(endpoint.secret, request)).not.toThrow();
      expect(await countRows("WebhookDelivery", `"attemptCount" = 1 AND "eventId" = ANY($1)`, [ids], databaseUrl())).toBe(200);
      const attempts = await queryRows<{ n: string }>(
        `SELECT COUNT(*) AS n FROM "WebhookAttempt" a JOIN "WebhookDelivery" d ON d."id" = a."deliveryId" WHERE d."eventId" = ANY($1)`,
        [ids],
        databaseUrl(),
      );
      expect(Number(attempts[0]?.n)).toBe(200);
      for (const worker of workers.splice(0)) await worker.stop();
    });

    it("loses nothing when a worker is killed mid-run: a restarted worker sends what it left", { timeout: 60_000 }, async () => {
      const replyDelayMs = 400;
      receiver?.respond(() => ({ status: 200, delayMs: replyDelayMs }));
      // A lease that runs out soon after the crash, and outlasts one attempt (the timeout).
      const env = { WEBHOOK_LEASE_MS: "1000", WEBHOOK_TIMEOUT_MS: "900" };
      const doomed = await startWorker(databaseUrl(), logFile("worker-doomed"), env);
      workers.push(doomed);

      const ids = await queueEvents(60);
      const owedNow = () => [...(receiver?.inFlight ?? [])].filter((request) => request.at > Date.now() - (replyDelayMs - 150));
      const owed = await waitFor(() => owedNow().length > 0 && owedNow(), { what: "a delivery in flight" });
      await doomed.stop("SIGKILL");
      const interrupted = new Set(owed.map((request) => request.headers["webhook-id"] ?? ""));
      workers.push(await startWorker(databaseUrl(), logFile("worker-after"), env));

      await waitFor(async () => (await succeeded(ids)) === 60, { timeoutMs: 45_000, what: "60 succeeded deliveries" });

      const counts = timesReceived(received(ids));
      for (const id of ids) expect(counts.get(id) ?? 0, `event ${id}`).toBeGreaterThanOrEqual(1);
      for (const id of interrupted) expect(counts.get(id) ?? 0, `redelivery of ${id}`).toBeGreaterThanOrEqual(2);
    });

    it("a worker whose polling is off is woken by the NOTIFY of a status change another process commits", { timeout: 60_000 }, async () => {
      for (const worker of workers.splice(0)) await worker.stop();
      receiver?.respond(() => ({ status: 200 }));
      // Its fallback poll is an hour away, and it caught up on what it missed once it was listening:
      // what it delivers after that, the notification told it of.
      const worker = await startWorker(databaseUrl(), logFile("worker-listening"), { JOBS_POLL_MS: "3600000" });
      workers.push(worker);
      await waitFor(() => readFileSync(worker.logFile, "utf8").includes("listening for notifications"), { what: "the worker's LISTEN" });
      // The server settles the mandate (its sandbox bank) and leaves its delivery to the worker.
      const server = await startServer({ databaseUrl: databaseUrl(), logFile: logFile("server-notifying"), env: { WEBHOOK_WORKER: "off" } });
      try {
        const nach = await initiateNach((await book(undefined, undefined, server.baseUrl)).lead_id, { baseUrl: server.baseUrl });

        const request = await firstWebhook(receiver as Receiver, nach.physical_nach_id);

        expect(bodyOf(request).payload).toMatchObject({ physical_nach_id: nach.physical_nach_id, status: "registered" });
        expect(() => verifyWebhook(endpoint.secret, request)).not.toThrow();
        await waitFor(async () => (await succeeded([bodyOf(request).id])) === 1, { what: "the delivery's success" });
      } finally {
        await server.stop();
      }
    });
  });
}
