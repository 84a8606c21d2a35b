import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { queryRows } from "./database";
import { canonicalLoan, expectUnavailable, send, type Answer } from "./faults-helpers";
import { LOANS, loanPath, type Booking, type LoanRead } from "./helpers";
import { runsOnPostgres } from "./own-server";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";
import { startServer, type RunningServer } from "./server";
import { waitFor } from "./webhook-helpers";

// These tests make their own bursts of requests; no rate limit of the server should shape them.
const NO_RATE_LIMIT = { RATE_LIMIT_PER_SECOND: "0" };

const listByPartnerLoanId = (baseUrl: string, partnerLoanId: string) => send(baseUrl, "GET", `${LOANS}?${new URLSearchParams({ partner_loan_id: partnerLoanId })}`);

async function bookOk(baseUrl: string, body: Record<string, unknown>): Promise<Booking> {
  const answer = await send(baseUrl, "POST", LOANS, { body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body?.data as unknown as Booking;
}

async function expectReadable(baseUrl: string, booking: Booking, body: Record<string, unknown>): Promise<void> {
  const answer = await send(baseUrl, "GET", loanPath(booking.lead_id));
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body?.data as unknown as LoanRead).toMatchObject({ ...body, lead_id: booking.lead_id, status: booking.status });
}

interface Outage {
  name: string;
  down(): Promise<void>;
  up(): Promise<void>;
}

/**
 * Takes PostgreSQL down while bookings are coming in, checks what a partner sees while
 * it is down, brings it back and waits for the service to recover on its own.
 * `offset` keeps this outage's partner_loan_ids apart from the others'.
 */
async function outage({ name: mode, down, up }: Outage, baseUrl: string, offset: number, known: Booking): Promise<void> {
  // Bookings keep coming while PostgreSQL goes down: each is booked or refused with a 503.
  const underLoad: { body: Record<string, unknown>; answer: Answer }[] = [];
  let stopped = false;
  const stopping = down().then(() => {
    stopped = true;
  });
  let index = offset + 100;
  const lane = async () => {
    // Bounded: until this lane has had an answer after the stop, at most 200 bookings.
    for (let sent = 0; sent < 200; sent++) {
      const wasStopped = stopped;
      const body = canonicalLoan(index++);
      underLoad.push({ body, answer: await send(baseUrl, "POST", LOANS, { body }) });
      if (wasStopped) return;
    }
  };
  await Promise.all([stopping, ...Array.from({ length: 4 }, lane)]);
  const unexpected = underLoad.filter(({ answer }) => answer.status !== 201 && answer.status !== 503);
  expect(unexpected.map(({ answer }) => `${mode}: ${answer.status} ${answer.text}`)).toEqual([]);
  for (const { answer } of underLoad) if (answer.status === 503) expectUnavailable(answer, `${mode}: a booking while PostgreSQL stops`);

  // Each round: bookings, a read, a list and readiness at once. Every answer comes, and is a 503.
  const refused: string[] = [];
  for (let round = 0; round < 3; round++) {
    const bodies = Array.from({ length: 3 }, (_, item) => canonicalLoan(offset + 10 * round + item));
    refused.push(...bodies.map((body) => body.partner_loan_id as string));
    const calls: [string, Promise<Answer>][] = [
      ...bodies.map((body): [string, Promise<Answer>] => ["book", send(baseUrl, "POST", LOANS, { body })]),
      ["read", send(baseUrl, "GET", loanPath(known.lead_id))],
      ["list", send(baseUrl, "GET", `${LOANS}?limit=5`)],
      ["health", send(baseUrl, "GET", "/api/health", { auth: null })],
    ];
    for (const [what, call] of calls) expectUnavailable(await call, `${mode}, round ${round}: ${what}`);
    const live = await send(baseUrl, "GET", "/api/health/live", { auth: null });
    expect(live.status, live.text).toBe(200);
  }

  await up();

  // Recovery without restarting the app; meanwhile any answer is a 503 or a success.
  const seen: string[] = [];
  const note = (answer: Answer, what: string) => {
    if (answer.status >= 500 && answer.status !== 503) seen.push(`${mode}, ${what}: ${answer.status} ${answer.text}`);
    return answer;
  };
  const poll = { timeoutMs: 30_000, intervalMs: 200 };
  await waitFor(async () => note(await send(baseUrl, "GET", "/api/health", { auth: null }), "health").status === 200, { ...poll, what: "/api/health to answer 200" });
  const after = canonicalLoan(offset + 99);
  const rebooked = await waitFor(async () => {
    const answer = note(await send(baseUrl, "POST", LOANS, { body: after }), "book");
    return answer.status === 201 && (answer.body?.data as unknown as Booking);
  }, { ...poll, what: "a booking to succeed" });
  expect(seen).toEqual([]);
  await expectReadable(baseUrl, rebooked, after);
  // What was acknowledged is there; what was refused once PostgreSQL was down is not, so a retry is safe.
  for (const { body, answer } of underLoad) {
    if (answer.status === 201) await expectReadable(baseUrl, answer.body?.data as unknown as Booking, body);
  }
  for (const partnerLoanId of refused) {
    const list = await listByPartnerLoanId(baseUrl, partnerLoanId);
    expect(list.status, list.text).toBe(200);
    expect(list.body?.data?.items).toEqual([]);
  }
}

// PostgreSQL only: stopping the shared cluster would break the other files running in
// parallel, so this test stops a throwaway cluster of its own (the server binaries are
// those scripts/with-postgres.sh found). The SQLite case below runs in the SQLite run.
if (runsOnPostgres()) {
  describe("PostgreSQL stopped or frozen under a running server", () => {
    it("answers 503 service_unavailable (never a 500, never a hang) while it is down, and recovers by itself when it is back", { timeout: 240_000 }, async () => {
      let cluster: PostgresCluster | undefined;
      let server: RunningServer | undefined;
      try {
        cluster = await startPostgresCluster();
        // A short query timeout keeps the frozen case quick; what matters is that there is one.
        const env = { ...NO_RATE_LIMIT, DATABASE_QUERY_TIMEOUT_MS: "3000" };
        server = await startServer({ databaseUrl: cluster.databaseUrl, logFile: path.join(cluster.dir, "server.log"), env });
        const { baseUrl } = server;
        const before = canonicalLoan(1);
        const booking = await bookOk(baseUrl, before);
        // Several connections in the pool, all of which the stop will cut.
        await Promise.all(Array.from({ length: 6 }, () => expectReadable(baseUrl, booking, before)));

        // A maintenance stop ends every session with 57P01; an immediate one (as a crash) drops
        // them; a frozen server (as a hung host or a network partition) keeps them open, silent.
        const db = cluster;
        const outages: Outage[] = [
          { name: "fast stop", down: () => db.stop("fast"), up: () => db.start() },
          { name: "immediate stop", down: () => db.stop("immediate"), up: () => db.start() },
          { name: "frozen", down: () => db.freeze(), up: () => db.thaw() },
        ];
        for (const [index, each] of outages.entries()) await outage(each, baseUrl, 1000 * (index + 1), booking);
        await expectReadable(baseUrl, booking, before);
      } finally {
        await server?.stop("SIGKILL");
        await cluster?.destroy();
      }
    });
  });
}

// The server's own SQLite file, whatever the shared database is: the same test in
// either run, so it runs in the SQLite one only.
if (!runsOnPostgres()) {
  describe("a SQLite database locked by another process", () => {
    it("answers a booking 503 service_unavailable after the busy timeout, then books again once the lock is gone, with the file intact", { timeout: 90_000 }, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "loandesk-locked-"));
      const file = path.join(dir, "loandesk.db");
      let server: RunningServer | undefined;
      let locker: Database.Database | undefined;
      try {
        server = await startServer({ databaseUrl: `file:${file}`, logFile: path.join(dir, "server.log"), env: { ...NO_RATE_LIMIT, SQLITE_BUSY_TIMEOUT_MS: "1000" } });
        const { baseUrl } = server;
        const before = canonicalLoan(1);
        const booking = await bookOk(baseUrl, before);

        // This test process takes the write lock and keeps it.
        locker = new Database(file);
        locker.exec("BEGIN EXCLUSIVE");
        const refused = [canonicalLoan(2), canonicalLoan(3), canonicalLoan(4)];
        const started = Date.now();
        const answers = await Promise.all(refused.map((body) => send(baseUrl, "POST", LOANS, { body })));
        const elapsed = Date.now() - started;
        answers.forEach((answer, index) => expectUnavailable(answer, `booking ${index} under the lock`));
        // It waited for the lock (the busy timeout) before giving up.
        expect(elapsed).toBeGreaterThanOrEqual(900);
        // WAL: readers are not blocked by a writer.
        await expectReadable(baseUrl, booking, before);

        locker.exec("ROLLBACK");
        locker.close();
        locker = undefined;

        const after = canonicalLoan(5);
        const rebooked = await bookOk(baseUrl, after);
        await expectReadable(baseUrl, rebooked, after);
        for (const body of refused) {
          const list = await listByPartnerLoanId(baseUrl, body.partner_loan_id as string);
          expect(list.status, list.text).toBe(200);
          expect(list.body?.data?.items).toEqual([]);
        }

        await server.stop();
        expect(await queryRows("PRAGMA integrity_check", [], `file:${file}`)).toEqual([{ integrity_check: "ok" }]);
        const loans = await queryRows<{ partnerLoanId: string }>(`SELECT "partnerLoanId" FROM "Loan" ORDER BY "partnerLoanId"`, [], `file:${file}`);
        expect(loans.map((loan) => loan.partnerLoanId)).toEqual([before.partner_loan_id, after.partner_loan_id].sort());
      } finally {
        locker?.close();
        await server?.stop("SIGKILL");
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
