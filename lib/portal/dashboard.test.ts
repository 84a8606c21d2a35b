import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-dashboard-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.LOANDESK_DATA_KEY = Buffer.from("dashboard-test-data-key-32-byte!").toString("base64");
  return file;
});

import { disconnect } from "@/lib/db/database";
import { write } from "@/lib/db/transactions";
import { eventRows } from "@/lib/loan-records/audit";
import { migrate } from "@/lib/migrations/migrate";
import { bookLoan } from "@/lib/loans/book-loan";
import { updateLoan } from "@/lib/loans/update-loan";
import { createPartner } from "@/lib/partners/create-partner";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { dailyFigures, tallyFigures } from "./dashboard";
import { minimalLoan } from "@/tests/support/loan-fixtures";

const loanBody = (partnerLoanId: string, pan: string) =>
  minimalLoan({ partner_loan_id: partnerLoanId, loan_application_date: addDays(todayInIndia(), -2), kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }] });

let partnerId: string;

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  partnerId = (await createPartner({ name: "Acme Finance" })).partnerId;
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("dailyFigures", () => {
  it("counts a booking once, however often an update re-ran the policy on it", async () => {
    const approved = await bookLoan({ partnerId, input: loanBody("DASH-1", "ABCPV1234K"), actor: "test" });
    await bookLoan({ partnerId, input: { ...loanBody("DASH-2", "ABCPW1234K"), credit_score: 600 }, actor: "test" });
    for (const income of [90000, 95000]) {
      await updateLoan({ partnerId, leadId: approved.lead_id, input: { monthly_income: income }, mode: "patch", actor: "test" });
    }

    const figures = await dailyFigures({ actor: { userId: "u", name: "Admin", email: "admin@example.test", role: "admin", partnerId: null }, days: 1 });

    expect(figures).toEqual([{ day: todayInIndia(), bookings: 2, approved: 1, disbursals: 0, nachRegistrations: 0 }]);
  });
});

describe("dailyFigures by day and partner", () => {
  const admin = { userId: "u", name: "Admin", email: "admin@example.test", role: "admin" as const, partnerId: null };

  it("puts an event on its day in India and shows a partner only its own", async () => {
    const other = (await createPartner({ name: "Other Finance" })).partnerId;
    const ours = await bookLoan({ partnerId, input: loanBody("DASH-3", "ABCPX1234K"), actor: "test" });
    const theirs = await bookLoan({ partnerId: other, input: loanBody("DASH-4", "ABCPY1234K"), actor: "test" });
    // 19:00 UTC on the 20th is 00:30 on the 21st in India; 18:00 UTC is still 23:30 on the 20th.
    await write((queries) =>
      queries
        .insertInto("LoanEvent")
        .values([
          ...eventRows([{ loanId: ours.lead_id, partnerId, actor: "test", type: "disbursed", data: {} }], new Date("2026-11-20T19:00:00Z")),
          ...eventRows([{ loanId: theirs.lead_id, partnerId: other, actor: "test", type: "disbursed", data: {} }], new Date("2026-11-20T18:00:00Z")),
        ])
        .execute(),
    );
    const now = new Date("2026-11-21T12:00:00Z");

    const all = await dailyFigures({ actor: admin, days: 2, now });
    const partnerOnly = await dailyFigures({ actor: { ...admin, role: "partner", partnerId }, days: 2, now });

    expect(all.map(({ day, disbursals }) => [day, disbursals])).toEqual([["2026-11-20", 1], ["2026-11-21", 1]]);
    expect(partnerOnly.map(({ day, disbursals }) => [day, disbursals])).toEqual([["2026-11-20", 0], ["2026-11-21", 1]]);
  });
});

describe("dailyFigures of days that are over", () => {
  const admin = { userId: "u", name: "Admin", email: "admin@example.test", role: "admin" as const, partnerId: null };
  const disbursalAt = async (at: string) => {
    const loan = await bookLoan({ partnerId, input: loanBody(`DASH-${at}`, "ABCPZ1234K"), actor: "test" });
    await write((queries) =>
      queries.insertInto("LoanEvent").values(eventRows([{ loanId: loan.lead_id, partnerId, actor: "test", type: "disbursed", data: {} }], new Date(at))).execute(),
    );
  };
  const disbursals = async (now: string) => (await dailyFigures({ actor: admin, days: 2, now: new Date(now) })).map(({ day, disbursals: count }) => [day, count]);

  it("keeps a past day's figures and counts today's afresh on every visit", async () => {
    await disbursalAt("2026-10-09T10:00:00Z");
    await disbursalAt("2026-10-10T10:00:00Z");
    expect(await disbursals("2026-10-10T12:00:00Z")).toEqual([["2026-10-09", 1], ["2026-10-10", 1]]);

    await disbursalAt("2026-10-10T11:00:00Z");

    expect(await disbursals("2026-10-10T12:00:00Z")).toEqual([["2026-10-09", 1], ["2026-10-10", 2]]);
  });

  it("counts a write stamped just before midnight in India that lands just after it", async () => {
    // 18:35 UTC on the 13th is 00:05 on the 14th in India: the 13th has just ended.
    expect(await disbursals("2026-10-13T18:35:00Z")).toEqual([["2026-10-13", 0], ["2026-10-14", 0]]);

    await disbursalAt("2026-10-13T18:29:59Z");

    expect(await disbursals("2026-10-13T18:35:00Z")).toEqual([["2026-10-13", 1], ["2026-10-14", 0]]);
  });
});

describe("tallyFigures", () => {
  it("counts approved bookings among the bookings and leaves out days not asked for", () => {
    const figures = tallyFigures(
      ["2026-11-20"],
      [
        { day: "2026-11-20", figure: "booked", count: 2 },
        { day: "2026-11-20", figure: "booked_approved", count: "3" },
        { day: "2026-11-19", figure: "disbursed", count: 5 },
      ],
    );
    expect(figures).toEqual([{ day: "2026-11-20", bookings: 5, approved: 3, disbursals: 0, nachRegistrations: 0 }]);
  });
});
