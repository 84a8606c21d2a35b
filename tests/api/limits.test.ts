import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { api, DEMO, DEMO2 } from "./client";
import { queryRows } from "./database";
import { LOANS } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { ownDatabase, runsOnPostgres, startOwnServer, type OwnDatabase, type OwnServer } from "./own-server";
import { startServer, type RunningServer } from "./server";
import { waitFor } from "../support/poll";

describe("the per-client rate limit", () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ RATE_LIMIT_PER_SECOND: "2", RATE_LIMIT_BURST: "5" });
  });
  afterAll(async () => server.dispose());

  it("answers 429 rate_limited with Retry-After past the burst, for that client only, and lets it in again after the wait", async () => {
    const baseUrl = server.baseUrl;
    const answers = await Promise.all(Array.from({ length: 12 }, () => api("GET", LOANS, { baseUrl })));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(5);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(answer.body.error?.code).toBe("rate_limited");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    expect((await api("GET", LOANS, { baseUrl, auth: DEMO2 })).status).toBe(200);
    const wait = Number(limited[0]?.headers.get("retry-after") ?? 1);
    await waitFor(async () => (await api("GET", LOANS, { baseUrl, auth: DEMO })).status === 200, { timeoutMs: (wait + 5) * 1000, intervalMs: 100, what: "the limited client to be let in again" });
  });
});

// Several instances share one limit through PostgreSQL; on SQLite there is one process.
if (runsOnPostgres()) {
  describe("the per-client rate limit across instances on one PostgreSQL database", () => {
    let database: OwnDatabase | undefined;
    const servers: RunningServer[] = [];
    beforeAll(async () => {
      database = await ownDatabase();
      // Four requests per 40-second window: the test's requests all fall in one window.
      const env = { RATE_LIMIT_PER_SECOND: "0.1", RATE_LIMIT_BURST: "4" };
      for (const name of ["a", "b"]) {
        servers.push(await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, `server-${name}.log`), env }));
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
    });

    it("counts a client's requests to either instance against one limit", async () => {
      const [a, b] = servers.map((server) => server.baseUrl);
      const statuses: number[] = [];
      for (const baseUrl of [a, b, a, b]) statuses.push((await api("GET", LOANS, { baseUrl })).status);
      expect(statuses).toEqual([200, 200, 200, 200]);

      // Each instance has seen only two of the client's requests, within its burst of four, yet both refuse the fifth.
      for (const baseUrl of [a, b]) {
        const refused = await api("GET", LOANS, { baseUrl });
        expect(refused.status).toBe(429);
        expect(refused.body.error?.code).toBe("rate_limited");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
      expect((await api("GET", LOANS, { baseUrl: b, auth: DEMO2 })).status).toBe(200);
      const rows = await queryRows<{ points: number }>(`SELECT "points" FROM "RateLimitWindow" WHERE "key" = $1`, ["api:demo"], database?.databaseUrl);
      expect(rows[0]?.points).toBeGreaterThanOrEqual(4);
    });
  });
}

/** Holds a lock that makes bookings wait, like a database too busy to answer; returns its release. */
async function blockBookings(databaseUrl: string): Promise<() => Promise<void>> {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length));
    db.exec("BEGIN EXCLUSIVE");
    return async () => {
      db.exec("COMMIT");
      db.close();
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN; LOCK TABLE "Loan" IN EXCLUSIVE MODE');
  return async () => {
    await client.query("COMMIT");
    await client.end();
  };
}

describe("the request timeout", () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ REQUEST_TIMEOUT_MS: "700", SQLITE_BUSY_TIMEOUT_MS: "5000" });
  });
  afterAll(async () => server.dispose());

  it("answers 503 when a request cannot finish in time; retrying with the same Idempotency-Key ends with exactly one loan", async () => {
    const baseUrl = server.baseUrl;
    const body = approvedLoan();
    const headers = { "idempotency-key": `timeout-${String(body.partner_loan_id)}` };
    const release = await blockBookings(server.database.databaseUrl);
    let first;
    try {
      first = await api("POST", LOANS, { baseUrl, body, headers });
    } finally {
      await release();
    }
    expect(first.status).toBe(503);
    expect(first.body.error?.code).toBe("service_unavailable");
    expect(first.headers.get("retry-after")).toBeTruthy();
    // Whether the first attempt went on to book after its answer or not, the retry learns the outcome.
    await waitFor(
      async () => {
        const answer = await api("POST", LOANS, { baseUrl, body, headers });
        return answer.status === 201 || answer.body.error?.code === "duplicate_partner_loan_id";
      },
      { timeoutMs: 20_000, intervalMs: 100, what: "the retried booking's outcome" },
    );
    const list = await api("GET", `${LOANS}?partner_loan_id=${String(body.partner_loan_id)}`, { baseUrl });
    expect(list.body.data?.items).toHaveLength(1);
  });
});
