import { connect } from "node:net";
import path from "node:path";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { basic, DEMO } from "./client";
import { queryRows } from "./database";
import { canonicalLoan, expectUnavailable, inBatches, send, type Answer } from "./faults-helpers";
import { LOANS, loanPath, type Booking, type LoanRead } from "./helpers";
import { ownDatabase, type OwnDatabase } from "./own-server";
import { startServer, type RunningServer } from "./server";
import { waitFor } from "../support/poll";

const CONCURRENCY = 12;
const TOTAL = 400;
const SIGNAL_AFTER = 60;
// The burst is the test's own; no rate limit of the server should shape it.
const SERVER_ENV = { RATE_LIMIT_PER_SECOND: "0" };

/** How a partner's client can fail to get an answer without the server having taken the request: refused, or closed before it was read. */
const NOT_TAKEN = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

const networkCode = (error: unknown): string => {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && "code" in cause ? String(cause.code) : String(error);
};

/** The server's exit, once it has ended. */
const exitOf = (server: RunningServer) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) resolve({ code: server.process.exitCode, signal: server.process.signalCode });
    else server.process.once("exit", (code, signal) => resolve({ code, signal }));
  });

/** The JSON lines of the server's log that carry a `shutdown` field. */
const shutdownLines = (logFile: string) =>
  readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes('"shutdown"'))
    .map((line) => JSON.parse(line) as { shutdown: string; signal?: string; msg: string; level: number });

describe("a server sent SIGTERM", () => {
  let database: OwnDatabase | undefined;
  const servers: RunningServer[] = [];
  const start = async (name: string) => {
    const own = database as OwnDatabase;
    const server = await startServer({ databaseUrl: own.databaseUrl, logFile: path.join(own.dir, `${name}.log`), env: SERVER_ENV });
    servers.push(server);
    return server;
  };
  const loansStored = async (partnerLoanIds: string[]) => {
    const rows = await queryRows<{ partnerLoanId: string }>(`SELECT "partnerLoanId" FROM "Loan"`, [], database?.databaseUrl);
    const wanted = new Set(partnerLoanIds);
    return rows.map((row) => row.partnerLoanId).filter((id) => wanted.has(id));
  };

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
    await database?.drop();
    database = undefined;
  });

  it("in the middle of a burst of bookings drains and exits 0: every acknowledged booking is kept, everything else was refused before the server took it", { timeout: 180_000 }, async () => {
    database = await ownDatabase();
    const first = await start("first");
    const exited = exitOf(first);
    const bodies = Array.from({ length: TOTAL }, (_, index) => canonicalLoan(index));
    const acknowledged: { body: Record<string, unknown>; booking: Booking }[] = [];
    const refusedAfterSignal: { body: Record<string, unknown>; answer: Answer }[] = [];
    const notTaken: { body: Record<string, unknown>; code: string }[] = [];
    const otherAnswers: string[] = [];
    let signalled = false;

    let next = 0;
    const lane = async () => {
      // Each lane books until the server no longer takes its requests (or the list ends).
      while (next < TOTAL) {
        const body = bodies[next++] as Record<string, unknown>;
        const wasSignalled = signalled;
        let answer: Answer;
        try {
          answer = await send(first.baseUrl, "POST", LOANS, { body });
        } catch (error) {
          notTaken.push({ body, code: networkCode(error) });
          if (signalled) return;
          continue;
        }
        if (answer.status === 201) acknowledged.push({ body, booking: answer.body?.data as unknown as Booking });
        else if (answer.status === 503 && signalled) refusedAfterSignal.push({ body, answer });
        else otherAnswers.push(`${wasSignalled ? "after" : "before"} the signal: ${answer.status} ${answer.text}`);
        if (acknowledged.length >= SIGNAL_AFTER && !signalled) {
          signalled = true;
          first.process.kill("SIGTERM");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));

    expect(signalled, "the burst ended before the signal").toBe(true);
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(otherAnswers).toEqual([]);
    for (const { answer } of refusedAfterSignal) expectUnavailable(answer, "a booking refused during the drain");
    expect(notTaken.filter(({ code }) => !NOT_TAKEN.has(code))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(SIGNAL_AFTER);

    const lines = shutdownLines(first.logFile);
    expect(lines.map((line) => line.shutdown)).toEqual(["started", "finished"]);
    expect(lines[0]?.signal).toBe("SIGTERM");

    // Nothing the partner was not told about was stored: a 503 or a refused connection did nothing.
    expect(await loansStored([...refusedAfterSignal, ...notTaken].map(({ body }) => body.partner_loan_id as string))).toEqual([]);

    // Restarted on the same database, the server reads back every booking it acknowledged.
    const second = await start("second");
    await inBatches(acknowledged, 8, async ({ body, booking }) => {
      const answer = await send(second.baseUrl, "GET", loanPath(booking.lead_id));
      expect(answer.status, answer.text).toBe(200);
      const loan = answer.body?.data as unknown as LoanRead;
      expect(loan).toMatchObject(body);
      expect(loan.status).toBe(booking.status);
      expect(loan.loan_account_number).toBe(booking.loan_account_number);
    });
  });

  it("answers the request in flight, ignores a second SIGTERM, refuses a request arriving after the signal with 503 and Retry-After, and exits 0", { timeout: 120_000 }, async () => {
    database = await ownDatabase();
    const first = await start("first");
    const exited = exitOf(first);
    const { hostname, port } = new URL(first.baseUrl);
    const inFlightLoan = canonicalLoan(1000);
    const afterSignalLoan = canonicalLoan(1001);
    const inFlight = JSON.stringify(inFlightLoan);
    const afterSignal = JSON.stringify(afterSignalLoan);
    const headers = (body: string, extra = "") =>
      `POST ${LOANS} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ${basic(DEMO)}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n`;

    // A booking whose headers and half its body have arrived when the signal comes.
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const half = Math.floor(inFlight.length / 2);
    // Node answers 100 Continue once it has read the headers and counted the request (lib/shutdown/track-requests.ts), so
    // the signal below finds it in flight however slowly a loaded machine lets the server read.
    socket.write(headers(inFlight, "Expect: 100-continue\r\n") + inFlight.slice(0, half));
    await waitFor(() => Buffer.concat(chunks).toString("utf8").startsWith("HTTP/1.1 100 Continue"), { what: "the server to read the booking's headers", timeoutMs: 20_000, intervalMs: 25 });

    first.process.kill("SIGTERM");
    await waitFor(() => shutdownLines(first.logFile).some((line) => line.shutdown === "started"), { what: "the drain to start", timeoutMs: 20_000, intervalMs: 25 });
    first.process.kill("SIGTERM");
    await waitFor(() => shutdownLines(first.logFile).some((line) => line.shutdown === "signal ignored"), { what: "the second signal to be logged", timeoutMs: 20_000, intervalMs: 25 });
    expect(first.process.exitCode).toBeNull();

    // No new connection is taken once the server has stopped listening, which follows the drain's start by a
    // moment; a connection that comes in that moment is refused with 503, never served.
    const arrivals: string[] = [];
    const deadline = Date.now() + 20_000;
    while (arrivals.at(-1) !== "ECONNREFUSED" && Date.now() < deadline) {
      arrivals.push(
        await send(first.baseUrl, "GET", "/api/health/live", { auth: null }).then(
          (answer) => `answered ${answer.status}`,
          (error: unknown) => networkCode(error),
        ),
      );
    }
    expect(arrivals.at(-1)).toBe("ECONNREFUSED");
    expect(arrivals.filter((arrival) => arrival !== "ECONNREFUSED" && arrival !== "answered 503")).toEqual([]);

    // The rest of the booking, and behind it on the same connection a second one.
    socket.write(inFlight.slice(half) + headers(afterSignal) + afterSignal);
    await closed;
    expect(await exited).toEqual({ code: 0, signal: null });

    const raw = Buffer.concat(chunks).toString("utf8");
    const statuses = [...raw.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
    expect(statuses, raw).toEqual([100, 201, 503]);
    const refusal = raw.slice(raw.lastIndexOf("HTTP/1.1 503"));
    expect(refusal).toMatch(/^retry-after: \d+\r$/im);
    expect(refusal).toMatch(/^connection: close\r$/im);
    expect(refusal).toContain('"code":"service_unavailable"');
    const leadId = /"lead_id":"([0-9a-f-]{36})"/.exec(raw)?.[1];
    expect(leadId, raw).toBeDefined();

    const lines = shutdownLines(first.logFile);
    expect(lines.map((line) => line.shutdown)).toEqual(["started", "signal ignored", "finished"]);

    const second = await start("second");
    const read = await send(second.baseUrl, "GET", loanPath(leadId as string));
    expect(read.status, read.text).toBe(200);
    expect(read.body?.data).toMatchObject(inFlightLoan);
    expect(await loansStored([afterSignalLoan.partner_loan_id as string])).toEqual([]);
  });
});
