import { inject, describe, expect, it } from "vitest";
import { DEMO_LENDER } from "@/lib/config/lender";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { validUntil } from "@/lib/kfs/build-kfs";
import { sumPaise, toRupees } from "@/lib/money/paise";
import type { Kfs } from "@/lib/schemas/kfs";
import { computedSchedule } from "@/lib/terms/loan-schedule";
import { api, DEMO2 } from "./client";
import { changeDatabase, countRows, queryRows } from "./database";
import { book, dataOf, disbursePath, expectError, ISO_MS, loanPath, LOANS, partner, readLoan } from "./helpers";
import { approvedLoan, rejectedLoan, today, uniqueUtr, wholeSchedule } from "../support/loan-fixtures";

const kfsPath = (leadId: string) => `${LOANS}${leadId}/kfs/`;
const storedStatements = (leadId: string) => countRows("KeyFactsStatement", `"id" = $1`, [leadId]);

async function fetchKfs(leadId: string): Promise<Kfs> {
  const response = await api("GET", kfsPath(leadId));
  expect(response.status, response.text).toBe(200);
  return dataOf<Kfs>(response);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const disburse = async (leadId: string) => {
  await partner.prepareForDisbursal(leadId);
  return api("POST", disbursePath(leadId), { body: { transaction_id: uniqueUtr() } });
};

// 150,000 paid out today with every kind of fee, 50,000 withheld for 91 days.
const RELEASE_DAYS = 91;
const tranches = () => [
  // A pre-EMI small enough to stay within the rate check's 0.25 points on a schedule without a broken period.
  { date: today(), amount: 150000, processing_fee: 2000, gst: 360, pre_emi: 300, insurance: 1200, subvention: 700 },
  { date: addDays(today(), RELEASE_DAYS), amount: 50000, disbursal_type: "withhold" },
];

describe("the Key Facts Statement (GET /api/v1/client/loan/<lead_id>/kfs/)", () => {
  it("states every Part 1 value of a loan with tranches, fees and insurance, with the schedule computed from the start", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: tranches() }));

    const kfs = await fetchKfs(booking.lead_id);

    const start = today();
    const schedule = (computedSchedule({ loan_amount: 200000, interest_rate: 14.5, loan_tenure: 24, repayment_count: 24 }, start) ?? []).map(({ upfront, ...row }) => ({
      ...row,
      collected_at_disbursal: upfront,
    }));
    const totalPayable = toRupees(sumPaise(schedule.map((row) => row.instalment)));
    const fees = 2000 + 360 + 300 + 1200 + 700;
    expect(kfs).toEqual({
      kfs_id: expect.stringMatching(UUID),
      version: 1,
      terms_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      lead_id: booking.lead_id,
      lender_name: DEMO_LENDER.name,
      loan_account_number: booking.loan_account_number,
      loan_type: 1,
      loan_amount: 200000,
      disbursal_schedule: [
        { disbursal_type: 0, date: start, amount: 150000 },
        { disbursal_type: 1, date: addDays(start, RELEASE_DAYS), amount: 50000 },
      ],
      tenure_months: 24,
      instalments: { type: "monthly", count: 24, amount: schedule[0]?.instalment, first_due_date: addMonths(start, 1) },
      interest_rate: 14.5,
      interest_type: "fixed",
      total_interest: toRupees(sumPaise([totalPayable, -200000])),
      // Subvention deducted from the borrower's payout is the borrower's cost (contract v3 section 11).
      fees: {
        to_lender: [
          { type: "processing_fee", amount: 2000 },
          { type: "gst", amount: 360 },
          { type: "pre_emi", amount: 300 },
          { type: "subvention", amount: 700 },
        ],
        to_third_parties: [{ type: "insurance", amount: 1200 }],
      },
      net_disbursed: 200000 - fees,
      paid_at_disbursal: 150000 - fees,
      released_later: [{ date: addDays(start, RELEASE_DAYS), amount: 50000 }],
      total_payable: totalPayable,
      apr: expect.any(Number),
      contingent_charges: { penal_charges: DEMO_LENDER.penalCharges, foreclosure_charges: DEMO_LENDER.foreclosureCharges, other_charges: DEMO_LENDER.otherCharges },
      part_2: {
        recovery_agents_clause: DEMO_LENDER.recoveryAgentsClause,
        grievance_clause: DEMO_LENDER.grievanceClause,
        grievance_officer: DEMO_LENDER.grievanceOfficer,
        transferable: true,
        digital_loan: true,
        cooling_off_days: 3,
        cooling_off_pay_days: 7,
        lending_service_provider: "Demo Finance",
        lsp_recovery_agent: false,
      },
      repayment_schedule: schedule,
      generated_on: expect.stringMatching(ISO_MS),
      valid_until: validUntil(new Date(kfs.generated_on), []),
      accepted: null,
    });
    // The fees raise the APR above the rate, and the read states the same APR.
    expect(kfs.apr).toBeGreaterThan(14.5);
    expect((await readLoan(booking.lead_id)).loan.apr).toBe(kfs.apr);
    // Issued as version 1 with the booking; the loan's statement is kept only at disbursal.
    expect(kfs.version).toBe(1);
    expect(await storedStatements(booking.lead_id)).toBe(0);
  });

  it("gives the interest rate as the APR of a loan without fees, on the KFS and the read", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: [{ date: today(), amount: 200000 }] }));

    const kfs = await fetchKfs(booking.lead_id);

    expect(kfs.apr).toBe(14.5);
    expect(kfs.net_disbursed).toBe(200000);
    expect(kfs.paid_at_disbursal).toBe(200000);
    expect(kfs.disbursal_schedule).toEqual([{ disbursal_type: 0, date: today(), amount: 200000 }]);
    expect((await readLoan(booking.lead_id)).loan.apr).toBe(14.5);
  });

  it("lists the partner's schedule when it sent one", async () => {
    const rows = wholeSchedule({ amount: 200000, rate: 14.5, months: 24 });
    const booking = await book(approvedLoan({ repayment_schedule: rows }));

    const kfs = await fetchKfs(booking.lead_id);

    expect(kfs.repayment_schedule.map(({ due_date, principal, interest, instalment }) => ({ due_date, due_amount: instalment, principal_amount: principal, interest_amount: interest }))).toEqual(rows);
    expect(kfs.repayment_schedule[1]?.opening_principal).toBe(200000 - (rows[0]?.principal_amount ?? 0));
    expect(kfs.instalments).toMatchObject({ count: 24, first_due_date: rows[0]?.due_date, amount: rows[0]?.due_amount });
  });

  it("changes with an update before disbursal", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: tranches() }));
    const before = await fetchKfs(booking.lead_id);

    const patched = await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 18 } });
    expect(patched.status, patched.text).toBe(200);

    const after = await fetchKfs(booking.lead_id);
    expect(after.interest_rate).toBe(18);
    expect(after.apr).toBeGreaterThan(before.apr ?? Infinity);
    expect(after.total_interest).toBeGreaterThan(before.total_interest);
    expect((await readLoan(booking.lead_id)).loan.apr).toBe(after.apr);
  });

  it("is frozen at disbursal: the accepted version is stored and served, with its own dates", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: tranches() }));
    const shown = await fetchKfs(booking.lead_id);

    const disbursed = await disburse(booking.lead_id);
    expect(disbursed.status, disbursed.text).toBe(200);

    const frozen = await fetchKfs(booking.lead_id);
    const { accepted, ...frozenContent } = frozen as Kfs & { accepted: unknown };
    const { accepted: _none, ...shownContent } = shown as Kfs & { accepted: unknown };
    expect(frozenContent).toEqual(shownContent);
    expect(accepted).toMatchObject({ channel: "click_wrap" });
    expect(await storedStatements(booking.lead_id)).toBe(1);
    // The stored statement is encrypted like the loan body, not kept in clear.
    const [row] = await queryRows<{ body: string }>(`SELECT "body" FROM "KeyFactsStatement" WHERE "id" = $1`, [booking.lead_id]);
    expect(row?.body).not.toContain(booking.loan_account_number);

    // Updates stop at disbursal, and later fetches serve the same statement.
    expectError(await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 18 } }), 409, "loan_disbursed");
    expect(await fetchKfs(booking.lead_id)).toEqual(frozen);
  });

  it("freezes the statement of a loan disbursed before statements were stored on its first request", async () => {
    const booking = await book();
    expect((await disburse(booking.lead_id)).status).toBe(200);
    // As a loan disbursed before migration 0011 stands: no stored statement.
    await changeDatabase([{ sql: `DELETE FROM "KeyFactsStatement" WHERE "id" = $1`, params: [booking.lead_id] }], inject("databaseUrl"));

    const first = await fetchKfs(booking.lead_id);

    expect(await storedStatements(booking.lead_id)).toBe(1);
    expect(await fetchKfs(booking.lead_id)).toEqual(first);
  });

  it("refuses a Rejected loan with 409 loan_not_approved, storing nothing, and the read has no apr", async () => {
    const booking = await book(rejectedLoan());

    expectError(await api("GET", kfsPath(booking.lead_id)), 409, "loan_not_approved");

    expect(await storedStatements(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).loan).not.toHaveProperty("apr");
  });

  it("answers 404 not_found for another partner's loan and an unknown one, storing nothing", async () => {
    const booking = await book();

    expectError(await api("GET", kfsPath(booking.lead_id), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("GET", kfsPath("01937b5e-0000-7000-8000-000000000000")), 404, "not_found");
    expectError(await api("GET", kfsPath("not-a-uuid")), 404, "not_found");
    expect(await storedStatements(booking.lead_id)).toBe(0);
  });

  it("answers without the trailing slash too, and refuses other methods", async () => {
    const booking = await book();

    expect((await api("GET", kfsPath(booking.lead_id).slice(0, -1))).status).toBe(200);
    expectError(await api("POST", kfsPath(booking.lead_id), { body: {} }), 405, "method_not_allowed");
  });
});
