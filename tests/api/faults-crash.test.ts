import path from "node:path";
import { describe, expect, it } from "vitest";
import { queryRows } from "./database";
import { canonicalLoan, inBatches, send, type Answer } from "./faults-helpers";
import { LOANS, loanPath, type Booking, type LoanRead } from "./helpers";
import { ownDatabase } from "./own-server";
import { startServer, type RunningServer } from "./server";

const TOTAL = 300;
const CONCURRENCY = 16;
const KILL_AFTER = 100;
// The burst is the test's own; no rate limit of the server should shape it.
const SERVER_ENV = { RATE_LIMIT_PER_SECOND: "0" };

interface Sent {
  body: Record<string, unknown>;
  partnerLoanId: string;
  coApplicants: number;
}

const sentOf = (body: Record<string, unknown>): Sent => ({
  body,
  partnerLoanId: body.partner_loan_id as string,
  coApplicants: Array.isArray(body.co_applicant_details) ? body.co_applicant_details.length : 0,
});

describe("a server killed (SIGKILL) in the middle of a burst of bookings", () => {
  it("keeps every acknowledged booking, whole, and no half-written one", { timeout: 180_000 }, async () => {
    const database = await ownDatabase();
    const servers: RunningServer[] = [];
    const start = async (name: string) => {
      const server = await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, `${name}.log`), env: SERVER_ENV });
      servers.push(server);
      return server;
    };
    const rows = <T>(sql: string) => queryRows<T>(sql, [], database.databaseUrl);
    try {
      const first = await start("first");
      const bodies = Array.from({ length: TOTAL }, (_, index) => sentOf(canonicalLoan(index)));
      const acknowledged = new Map<string, { sent: Sent; booking: Booking }>();
      // Sent, but the crash cut the answer off: the partner does not know the outcome.
      const cutOff: Sent[] = [];
      const otherAnswers: Answer[] = [];
      let killed: Promise<void> | undefined;

      let next = 0;
      const lane = async () => {
        // Bounded: each lane stops at the end of the list, or once the kill has been ordered.
        while (next < TOTAL && killed === undefined) {
          const sent = bodies[next++] as Sent;
          let answer: Answer;
          try {
            answer = await send(first.baseUrl, "POST", LOANS, { body: sent.body });
          } catch {
            cutOff.push(sent);
            continue;
          }
          if (answer.status !== 201) {
            otherAnswers.push(answer);
            continue;
          }
          acknowledged.set(sent.partnerLoanId, { sent, booking: answer.body?.data as unknown as Booking });
          if (acknowledged.size >= KILL_AFTER && killed === undefined) killed = first.stop("SIGKILL");
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, lane));
      await killed;

      // Before the crash every booking was acknowledged; the crash cut some off mid-flight.
      expect(otherAnswers.map((answer) => `${answer.status} ${answer.text}`)).toEqual([]);
      expect(killed, "the burst ended before the kill").toBeDefined();
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.size).toBeLessThan(TOTAL);

      const second = await start("second");

      // A partner reads every acknowledged booking back, with the data it sent.
      await inBatches([...acknowledged.values()], 8, async ({ sent, booking }) => {
        const answer = await send(second.baseUrl, "GET", loanPath(booking.lead_id));
        expect(answer.status, answer.text).toBe(200);
        const loan = answer.body?.data as unknown as LoanRead;
        expect(loan).toMatchObject(sent.body);
        expect(loan.lead_id).toBe(booking.lead_id);
        expect(loan.status).toBe(booking.status);
        expect(loan.loan_account_number).toBe(booking.loan_account_number);
        if (sent.coApplicants === 0) expect(loan.co_applicant_details ?? []).toEqual([]);
      });

      // In the database: one Loan row per acknowledged booking, and every row (acknowledged
      // or cut off) is whole: its audit events and all its co-applicants, written together.
      const loans = await rows<{ id: string; partnerLoanId: string; status: string }>(`SELECT "id", "partnerLoanId", "status" FROM "Loan"`);
      const byPartnerLoanId = new Map<string, typeof loans>();
      for (const loan of loans) byPartnerLoanId.set(loan.partnerLoanId, [...(byPartnerLoanId.get(loan.partnerLoanId) ?? []), loan]);
      for (const [partnerLoanId, { booking }] of acknowledged) {
        expect(byPartnerLoanId.get(partnerLoanId)?.map((loan) => loan.id), partnerLoanId).toEqual([booking.lead_id]);
      }
      const sentById = new Map(bodies.map((sent) => [sent.partnerLoanId, sent]));
      expect(loans.filter((loan) => !acknowledged.has(loan.partnerLoanId) && !cutOff.some((sent) => sent.partnerLoanId === loan.partnerLoanId))).toEqual([]);

      const events = await rows<{ loanId: string; type: string }>(`SELECT "loanId", "type" FROM "LoanEvent"`);
      const coApplicants = await rows<{ loanId: string }>(`SELECT "loanId" FROM "CoApplicant"`);
      for (const loan of loans) {
        const types = events.filter((event) => event.loanId === loan.id).map((event) => event.type);
        // An Approved loan's first KFS version is issued with the booking (contract v3 section 12).
        expect(types.sort(), loan.partnerLoanId).toEqual(loan.status === "Approved" ? ["booked", "kfs_issued", "policy_evaluated"] : ["booked", "policy_evaluated"]);
        expect(coApplicants.filter((row) => row.loanId === loan.id).length, loan.partnerLoanId).toBe(sentById.get(loan.partnerLoanId)?.coApplicants);
      }
      const orphans = await rows<{ events: number | string; coapplicants: number | string }>(
        `SELECT (SELECT COUNT(*) FROM "LoanEvent" e LEFT JOIN "Loan" l ON l."id" = e."loanId" WHERE l."id" IS NULL) AS events,
                (SELECT COUNT(*) FROM "CoApplicant" c LEFT JOIN "Loan" l ON l."id" = c."loanId" WHERE l."id" IS NULL) AS coapplicants`,
      );
      expect(orphans.map((row) => [Number(row.events), Number(row.coapplicants)])).toEqual([[0, 0]]);
      if (database.databaseUrl.startsWith("file:")) {
        expect(await rows<{ integrity_check: string }>("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
      }

      // A partner retries what the crash cut off: booked now, or a duplicate naming the stored loan.
      await inBatches(cutOff, 8, async (sent) => {
        const answer = await send(second.baseUrl, "POST", LOANS, { body: sent.body });
        const stored = byPartnerLoanId.get(sent.partnerLoanId);
        if (stored) {
          expect(answer.status, answer.text).toBe(409);
          expect(answer.body?.error?.code).toBe("duplicate_partner_loan_id");
          expect(answer.body?.error?.details.lead_id).toBe(stored[0]?.id);
        } else {
          expect(answer.status, answer.text).toBe(201);
        }
      });
      const after = await rows<{ partnerLoanId: string; n: number | string }>(`SELECT "partnerLoanId", COUNT(*) AS n FROM "Loan" GROUP BY "partnerLoanId"`);
      expect(after.filter((row) => Number(row.n) !== 1)).toEqual([]);
      expect(after.length).toBe(acknowledged.size + cutOff.length);
    } finally {
      for (const server of servers) await server.stop("SIGKILL");
      await database.drop();
    }
  });
});
