import { describe, expect, it } from "vitest";
import { canonicalLoan, inBatches, send, type Answer } from "../api/faults-helpers";
import { LOANS, loanPath, type Booking, type LoanList, type LoanRead } from "../api/helpers";
import { startOwnServer, type OwnServer } from "../api/own-server";
import { NACH_INITIATE, nachPath, type NachInitiated, type NachStatus } from "../api/webhook-helpers";

const DURATION_MS = 60_000;
const RATE_PER_SECOND = 40;
const INTERVAL_MS = 1000 / RATE_PER_SECOND;
const TICKS = (DURATION_MS / 1000) * RATE_PER_SECOND;
// A slow server slows the test down instead of piling requests up.
const MAX_IN_FLIGHT = 32;

interface Loan {
  body: Record<string, unknown>;
  booking: Booking;
  /** The fields of the last acknowledged PATCH. */
  patched: Record<string, unknown>;
  patching: boolean;
  nachId?: string;
  initiating: boolean;
}

type Operation = "book" | "read" | "patch" | "list" | "find" | "nach";
// Per ten requests: two bookings, three reads, a PATCH, two list calls, two NACH calls.
const MIX: Operation[] = ["book", "read", "patch", "list", "book", "read", "nach", "find", "nach", "read"];

describe("soak: a minute of steady mixed traffic", () => {
  it(`answers ${TICKS} requests at ${RATE_PER_SECOND}/s without a single 5xx, and keeps every acknowledged booking`, { timeout: 120_000 }, async () => {
    // A server of its own: its traffic then neither competes with other files for the
    // demo partner's rate limit nor sees theirs.
    const server: OwnServer = await startOwnServer();
    const { baseUrl } = server;
    const loans: Loan[] = [];
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let bookings = 0;
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

    /** Sends, tallies the status, and notes anything but `expected` as a problem. */
    const call = async (what: string, expected: number, method: string, path: string, body?: unknown): Promise<Answer | undefined> => {
      try {
        const answer = await send(baseUrl, method, path, { body });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === expected && answer.body?.is_success === true) return answer;
        problems.push(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
      } catch (error) {
        problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return undefined;
    };

    const operations: Record<Operation, () => Promise<void>> = {
      book: async () => {
        const body = canonicalLoan(bookings++);
        const answer = await call("book", 201, "POST", LOANS, body);
        if (answer) loans.push({ body, booking: answer.body?.data as unknown as Booking, patched: {}, patching: false, initiating: false });
      },
      read: async () => {
        const loan = pick(loans);
        if (!loan) return operations.list();
        const answer = await call("read", 200, "GET", loanPath(loan.booking.lead_id));
        const read = answer?.body?.data as unknown as LoanRead | undefined;
        // A PATCH may be under way, so only what never changes is compared here.
        if (read && (read.partner_loan_id !== loan.body.partner_loan_id || read.status !== loan.booking.status || read.full_name !== loan.body.full_name)) {
          problems.push(`read ${loan.booking.lead_id}: other data ${JSON.stringify(read).slice(0, 300)}`);
        }
      },
      patch: async () => {
        const loan = pick(loans.filter((each) => !each.patching));
        if (!loan) return operations.list();
        loan.patching = true;
        // A Rejected loan takes no credit-relevant change (contract v2: 409 loan_rejected).
        const email = `asha.${bookings}@example.com`;
        const fields = loan.booking.status === "Approved" ? { email, monthly_income: 80_000 + bookings } : { email };
        if (await call("patch", 200, "PATCH", loanPath(loan.booking.lead_id), fields)) loan.patched = fields;
        loan.patching = false;
      },
      list: async () => {
        const answer = await call("list", 200, "GET", `${LOANS}?limit=20`);
        const items = (answer?.body?.data as unknown as LoanList | undefined)?.items;
        if (answer && (!Array.isArray(items) || items.length > 20)) problems.push(`list: ${answer.text.slice(0, 300)}`);
      },
      find: async () => {
        const loan = pick(loans);
        if (!loan) return operations.list();
        const answer = await call("find", 200, "GET", `${LOANS}?${new URLSearchParams({ partner_loan_id: loan.body.partner_loan_id as string })}`);
        const items = (answer?.body?.data as unknown as LoanList | undefined)?.items;
        if (answer && (items?.length !== 1 || items[0]?.lead_id !== loan.booking.lead_id)) problems.push(`find ${loan.booking.lead_id}: ${answer.text.slice(0, 300)}`);
      },
      nach: async () => {
        // A mandate for an Approved loan that has none yet, else the status of one that exists.
        const fresh = pick(loans.filter((each) => each.booking.status === "Approved" && !each.nachId && !each.initiating));
        const existing = pick(loans.filter((each) => each.nachId));
        if (fresh && (!existing || Math.random() < 0.5)) {
          fresh.initiating = true;
          const answer = await call("nach initiate", 201, "POST", NACH_INITIATE, { lead_id: fresh.booking.lead_id });
          if (answer) fresh.nachId = (answer.body?.data as unknown as NachInitiated).physical_nach_id;
          fresh.initiating = answer !== undefined;
          return;
        }
        if (!existing?.nachId) return operations.list();
        const answer = await call("nach status", 200, "GET", nachPath(existing.nachId, "status/"));
        const status = (answer?.body?.data as unknown as NachStatus | undefined)?.status;
        if (answer && status !== "initiated" && status !== "registered") problems.push(`nach status ${existing.nachId}: ${answer.text.slice(0, 300)}`);
      },
    };

    try {
      const inFlight = new Set<Promise<void>>();
      const started = Date.now();
      for (let tick = 0; tick < TICKS; tick++) {
        // Pacing, not waiting for a condition: each request starts at its slot of the steady rate.
        const wait = started + tick * INTERVAL_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
        const running = operations[MIX[tick % MIX.length] as Operation]();
        inFlight.add(running);
        void running.finally(() => inFlight.delete(running));
      }
      await Promise.all(inFlight);

      const serverErrors = [...statuses].filter(([status]) => status >= 500);
      expect(serverErrors, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
      expect(problems).toEqual([]);
      expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(TICKS);

      // Afterwards every acknowledged booking reads back with what was sent and last patched.
      expect(loans.length).toBe(bookings);
      await inBatches(loans, 8, async (loan) => {
        const answer = await send(baseUrl, "GET", loanPath(loan.booking.lead_id));
        expect(answer.status, answer.text).toBe(200);
        const read = answer.body?.data as unknown as LoanRead;
        expect(read).toMatchObject({ ...loan.body, ...loan.patched });
        expect(read).toMatchObject({ lead_id: loan.booking.lead_id, status: loan.booking.status, loan_account_number: loan.booking.loan_account_number });
        if (loan.nachId) expect(read.physical_nach).toMatchObject({ physical_nach_id: loan.nachId });
      });
    } finally {
      await server.dispose();
    }
  });
});
