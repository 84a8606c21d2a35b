import { beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { asRepaymentRows } from "@/lib/money/amortisation";
import { sumPaise, toPaise } from "@/lib/money/paise";
import type { Kfs } from "@/lib/schemas/kfs";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { computedSchedule } from "@/lib/terms/loan-schedule";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api, type ApiResponse, type Credentials } from "./client";
import { countRows } from "./database";
import { book, dataOf, disbursePath, expectError, LOANS, partner, readLoan } from "./helpers";
import { PortalClient } from "./portal-session";
import { credentialsIn, partnerCli } from "./partner-cli";
import { approvedLoan, longScheduleLoan, today, uniqueUtr, wholeSchedule } from "../support/loan-fixtures";

/*
 * Contract v3 section 11: the KFS is the borrower's cash flows. Each case is
 * one the review of issue 26 found wrong before v3.
 */

const kfsPath = (leadId: string) => `${LOANS}${leadId}/kfs/`;
const pdfPath = (leadId: string) => `${LOANS}${leadId}/kfs.pdf`;

async function fetchKfs(leadId: string, auth?: Credentials): Promise<Kfs> {
  const response = await api("GET", kfsPath(leadId), { auth });
  expect(response.status, response.text).toBe(200);
  return dataOf<Kfs>(response);
}

async function disburse(leadId: string): Promise<DisbursalRecord> {
  await partner.prepareForDisbursal(leadId);
  const response: ApiResponse = await api("POST", disbursePath(leadId), { body: { transaction_id: uniqueUtr() } });
  expect(response.status, response.text).toBe(200);
  return dataOf<DisbursalRecord>(response);
}

/** Every row adds up, and the totals are the instalments' (contract v3 section 11). */
function expectAddsUp(kfs: Kfs) {
  for (const row of kfs.repayment_schedule) expect(toPaise(row.principal) + toPaise(row.interest), `row ${row.number}`).toBe(toPaise(row.instalment));
  const instalments = sumPaise(kfs.repayment_schedule.map((row) => row.instalment));
  expect(toPaise(kfs.total_payable)).toBe(instalments);
  expect(toPaise(kfs.total_interest)).toBe(instalments - toPaise(kfs.loan_amount));
}

/**
 * An annuity-due schedule as a partner sends one, in whole rupees:
 * instalment 1 due on the start (the upfront EMI, deducted from the payout),
 * all of it principal, and the rest of the loan amortised at the same rate
 * over the other instalments from the start.
 */
function annuityDue(amount: number, rate: number, months: number) {
  const start = today();
  const i = rate / 1200;
  const instalment = Math.round((amount * i) / (1 - (1 + i) ** -months) / (1 + i));
  const rest = asRepaymentRows(computedSchedule({ loan_amount: amount - instalment, interest_rate: rate, loan_tenure: months - 1 }, start, "rupee") ?? []);
  return { instalment, rows: [{ due_date: start, due_amount: instalment, principal_amount: instalment, interest_amount: 0 }, ...rest] };
}

describe("the KFS as the borrower's cash flows (contract v3 section 11)", () => {
  it("gives an annuity-due 12 % loan with an upfront EMI an APR of 12.00 (not 30.05), the EMI as instalment 1 and no fee", async () => {
    const { instalment, rows } = annuityDue(100000, 12, 12);
    const booking = await book(
      approvedLoan({
        loan_amount: 100000,
        interest_rate: 12,
        loan_tenure: 12,
        repayment_count: 12,
        repayment_schedule: rows,
        disbursal_detail: [{ date: today(), amount: 100000, upfront_emi: instalment }],
      }),
    );
    expect(booking.status, JSON.stringify(booking)).toBe("Approved");

    const kfs = await fetchKfs(booking.lead_id);

    expect(kfs.apr).toBe(12);
    expect((await readLoan(booking.lead_id)).loan.apr).toBe(12);
    expect(kfs.fees).toEqual({ to_lender: [], to_third_parties: [] });
    expect(kfs.net_disbursed).toBe(100000);
    expect(kfs.paid_at_disbursal).toBe(100000 - instalment);
    expect(kfs.repayment_schedule[0]).toMatchObject({ number: 1, due_date: today(), instalment, collected_at_disbursal: true });
    expect(kfs.instalments).toMatchObject({ count: 12, first_due_date: today() });
    expectAddsUp(kfs);
  });

  it("states an APR for frequency other, on the KFS and the read", async () => {
    const booking = await book(longScheduleLoan());
    expect(booking.status).toBe("Approved");

    const kfs = await fetchKfs(booking.lead_id);

    expect(kfs.instalments.type).toBe("other");
    expect(kfs.apr).toEqual(expect.any(Number));
    // 12 % with ₹5,900 of fees on ₹5,00,000.
    expect(kfs.apr).toBeGreaterThan(12);
    expect(kfs.apr).toBeLessThan(13);
    expect((await readLoan(booking.lead_id)).loan.apr).toBe(kfs.apr);
    expectAddsUp(kfs);
  });

  it("agrees with the disbursal to the paisa for money withheld until day 91, fees and an upfront EMI, and lists the withheld money", async () => {
    const release = addDays(today(), 91);
    const { instalment, rows } = annuityDue(200000, 14.5, 24);
    const booking = await book(
      approvedLoan({
        repayment_schedule: rows,
        disbursal_detail: [
          { date: today(), amount: 150000, processing_fee: 2000, gst: 360, insurance: 1200, subvention: 300, upfront_emi: instalment },
          { date: release, amount: 50000, disbursal_type: "withhold" },
        ],
      }),
    );
    expect(booking.status, JSON.stringify(booking)).toBe("Approved");

    const shown = await fetchKfs(booking.lead_id);

    expect(shown.net_disbursed).toBe(200000 - 2000 - 360 - 1200 - 300);
    expect(shown.paid_at_disbursal).toBe(shown.net_disbursed - 50000 - instalment);
    expect(shown.released_later).toEqual([{ date: release, amount: 50000 }]);

    const record = await disburse(booking.lead_id);

    expect(record.breakdown?.net).toBe(shown.paid_at_disbursal);
    expect(record.amount).toBe(shown.paid_at_disbursal);
    const frozen = await fetchKfs(booking.lead_id);
    expect(frozen).toMatchObject({ paid_at_disbursal: shown.paid_at_disbursal, released_later: shown.released_later, apr: shown.apr, kfs_id: shown.kfs_id });
  });

  it("adds up: every row's principal and interest make its instalment, and total_payable is the instalments' sum", async () => {
    for (const body of [approvedLoan(), approvedLoan({ repayment_schedule: wholeSchedule({ amount: 200000, rate: 14.5, months: 24 }) })]) {
      expectAddsUp(await fetchKfs((await book(body)).lead_id));
    }
  });

  it("keeps kfs_id and version while the terms stand, and changes kfs_id with them", async () => {
    const booking = await book();
    const first = await fetchKfs(booking.lead_id);
    const again = await fetchKfs(booking.lead_id);
    expect(again.kfs_id).toBe(first.kfs_id);
    expect(again.version).toBe(1);

    const patched = await api("PATCH", `${LOANS}${booking.lead_id}/`, { body: { interest_rate: 15 } });
    expect(patched.status, patched.text).toBe(200);

    expect((await fetchKfs(booking.lead_id)).kfs_id).not.toBe(first.kfs_id);
  });
});

describe("a loan without a principal tranche", () => {
  let staff: PortalClient;
  beforeAll(async () => {
    staff = new PortalClient(inject("baseUrl"));
    expect(await staff.signIn("partner@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();
  });

  it("has no KFS: 409 disbursal_date_missing on kfs/, kfs.pdf and the portal's copy, storing nothing", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: undefined }));
    expect(booking.status).toBe("Approved");
    const before = await readLoan(booking.lead_id);

    expectError(await api("GET", kfsPath(booking.lead_id)), 409, "disbursal_date_missing");
    expectError(await api("GET", pdfPath(booking.lead_id)), 409, "disbursal_date_missing");
    const portal = await staff.request(`/portal-files/loans/${booking.lead_id}/kfs.pdf`);
    expect(portal.status).toBe(409);

    expect(await countRows("KeyFactsStatement", `"id" = $1`, [booking.lead_id])).toBe(0);
    expect((await readLoan(booking.lead_id)).etag).toBe(before.etag);
  });
});

describe("Part 2 as the partner is configured (npm run partner)", () => {
  it("names a partner as recovery agent only when configured, and gives a non-digital partner's loans no cooling-off rows", { timeout: 60_000 }, async () => {
    const created = await partnerCli("create", "--name", "Branch Finance", "--digital-lending", "no");
    const branch = credentialsIn(created);
    const booking = await book(approvedLoan(), branch);

    const nonDigital = await fetchKfs(booking.lead_id, branch);
    expect(nonDigital.part_2).toMatchObject({ digital_loan: false, cooling_off_days: null, cooling_off_pay_days: null, lsp_recovery_agent: false, lending_service_provider: "Branch Finance" });

    expect(await partnerCli("settings", "--client-id", branch.clientId, "--digital-lending", "yes", "--recovery-agent", "yes")).toMatch(/recovery agent:\s+yes/);

    const agent = await fetchKfs(booking.lead_id, branch);
    expect(agent.part_2).toMatchObject({ digital_loan: true, cooling_off_days: 3, cooling_off_pay_days: 7, lsp_recovery_agent: true });
    expect(agent.kfs_id).not.toBe(nonDigital.kfs_id);
  });

  it("refuses a setting that is not yes or no", async () => {
    await expect(partnerCli("create", "--name", "Unsure Finance", "--digital-lending", "maybe")).rejects.toThrow(/--digital-lending must be yes or no/);
  });
});
