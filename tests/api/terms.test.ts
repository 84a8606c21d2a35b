import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { api } from "./client";
import { book, countEvents, countLoans, dataOf, disbursePath, expectError, fieldPaths, LOANS, loanPath, partner, readLoan, type Booking } from "./helpers";
import { approvedLoan, daysAgo, rejectedLoan, today, wholeSchedule, updateBody } from "../support/loan-fixtures";

// Contract v2 section 4: terms that add up, or 422 inconsistent_terms with details.fields, nothing stored.

const applied = daysAgo(5);
type Row = ReturnType<typeof wholeSchedule>[number];

/** A 24-month loan of 200,000 with its whole schedule and one tranche; `edit` changes the schedule. */
function scheduledLoan(edit: (rows: Row[]) => Row[] = (rows) => rows, overrides: Record<string, unknown> = {}) {
  const rows = wholeSchedule({ amount: 200000, rate: 14.5, months: 24 });
  return approvedLoan({ loan_application_date: applied, loan_tenure: 24, repayment_count: 24, repayment_schedule: edit(rows.map((row) => ({ ...row }))), ...overrides });
}

/** The last row's principal and due amount raised by `rupees`: each row still adds up, the principal total is off by that much. */
const principalOffBy = (rupees: number) => (rows: Row[]) => {
  const last = rows[rows.length - 1] as Row;
  rows[rows.length - 1] = { ...last, principal_amount: last.principal_amount + rupees, due_amount: last.due_amount + rupees };
  return rows;
};

/** Books a body whose terms do not add up: 422 inconsistent_terms naming `paths`, nothing stored, never a 500. */
async function expectInconsistent(body: Record<string, unknown>, paths: string[]) {
  const response = await api("POST", LOANS, { body });
  expectError(response, 422, "inconsistent_terms");
  expect(fieldPaths(response)).toEqual(paths);
  expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  return response;
}

describe("the repayment schedule", () => {
  it("books a whole schedule, and one whose principal is off by ₹1", async () => {
    for (const body of [scheduledLoan(), scheduledLoan(principalOffBy(1)), scheduledLoan(principalOffBy(-1))]) {
      const booking = await book(body);
      expect((await readLoan(booking.lead_id)).loan.repayment_schedule).toHaveLength(24);
    }
  });

  it("refuses one whose principal is off by ₹2", async () => {
    const response = await expectInconsistent(scheduledLoan(principalOffBy(2)), ["repayment_schedule"]);
    expect(response.body.error?.details.fields).toEqual([{ path: "repayment_schedule", message: "principal amounts must sum to loan_amount (within ₹1)" }]);
  });

  it("refuses a schedule with a row missing, which leaves the principal short", async () => {
    const response = await expectInconsistent(scheduledLoan((rows) => rows.slice(1)), ["repayment_schedule"]);
    expect(response.body.error?.details.fields).toEqual([{ path: "repayment_schedule", message: "principal amounts must sum to loan_amount (within ₹1)" }]);
  });

  it("refuses a whole schedule of another tenure: 120 monthly rows on a 12-month loan", async () => {
    const rows = wholeSchedule({ amount: 200000, rate: 14.5, months: 120 });
    const response = await expectInconsistent(scheduledLoan(() => rows, { loan_tenure: 12, repayment_count: undefined }), ["repayment_schedule", "repayment_schedule[119].due_date"]);
    expect(response.body.error?.details.fields).toContainEqual({ path: "repayment_schedule", message: "must give 12 monthly instalments for a loan_tenure of 12 months, not 120" });
  });

  it("counts the tenure's rows for a monthly loan without repayment_count", async () => {
    await book(scheduledLoan(undefined, { repayment_count: undefined, payment_frequency: "monthly" }));
    await expectInconsistent(scheduledLoan(undefined, { repayment_count: undefined, loan_tenure: 36 }), ["repayment_schedule"]);
  });

  it("refuses monthly rows relabelled weekly", async () => {
    const response = await api("POST", LOANS, { body: scheduledLoan(undefined, { repayment_count: undefined, payment_frequency: "weekly" }) });
    expectError(response, 422, "inconsistent_terms");
    expect(response.body.error?.details.fields).toContainEqual({ path: "repayment_schedule", message: "must give 104 (within 1) weekly instalments for a loan_tenure of 24 months, not 24" });
    expect(response.body.error?.details.fields).toContainEqual({ path: "repayment_schedule[1].due_date", message: "must be 7 days after the previous row's (a weekly loan)" });
  });

  it("refuses due dates that do not increase, or fall on the application date", async () => {
    await expectInconsistent(
      scheduledLoan((rows) => {
        rows[0] = { ...(rows[0] as Row), due_date: applied };
        rows[4] = { ...(rows[4] as Row), due_date: (rows[3] as Row).due_date };
        return rows;
      }),
      // Row 1 is then two months after row 0, and row 5 two after row 4.
      ["repayment_schedule[0].due_date", "repayment_schedule[1].due_date", "repayment_schedule[4].due_date", "repayment_schedule[5].due_date"],
    );
  });

  it("refuses a due amount other than principal plus interest", async () => {
    await expectInconsistent(
      scheduledLoan((rows) => {
        rows[5] = { ...(rows[5] as Row), due_amount: (rows[5] as Row).due_amount + 2 };
        return rows;
      }),
      ["repayment_schedule[5].due_amount"],
    );
  });

  it("refuses rows without principal and interest, which cannot be checked", async () => {
    await expectInconsistent(
      scheduledLoan((rows) => rows.map(({ due_date, due_amount }) => ({ due_date, due_amount }) as Row)),
      Array.from({ length: 20 }, (_, i) => `repayment_schedule[${i}]`),
    );
  });
});

describe("tranches", () => {
  const tranche = (fields: Record<string, unknown>) => ({ date: today(), amount: 200000, ...fields });

  it("books tranches off by ₹1 from the loan amount, a withhold tranche counted", async () => {
    await book(approvedLoan({ disbursal_detail: [tranche({ amount: 150001 }), tranche({ amount: 50000, disbursal_type: "withhold" })] }));
  });

  it("refuses tranches ₹2 short of the loan amount", async () => {
    await expectInconsistent(approvedLoan({ disbursal_detail: [tranche({ amount: 149998 }), tranche({ amount: 50000, disbursal_type: "withhold" })] }), ["disbursal_detail"]);
  });

  it("refuses deductions as large as a principal tranche", async () => {
    await expectInconsistent(
      approvedLoan({ disbursal_detail: [tranche({ amount: 1180, processing_fee: 1000, gst: 180 }), tranche({ amount: 198820 })] }),
      ["disbursal_detail[0]"],
    );
  });

  it("refuses GST other than 18 % of the processing fee, by more than ₹1", async () => {
    await book(approvedLoan({ disbursal_detail: [tranche({ processing_fee: 2000, gst: 361 })] }));
    await expectInconsistent(approvedLoan({ disbursal_detail: [tranche({ processing_fee: 2000, gst: 362 })] }), ["disbursal_detail[0].gst"]);
  });

  it("refuses a tranche dated before the application", async () => {
    await expectInconsistent(approvedLoan({ loan_application_date: applied, disbursal_detail: [tranche({ date: addDays(applied, -1) })] }), ["disbursal_detail[0].date"]);
  });

  it("keeps the disbursal's amount: the principal tranches net of their deductions", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: [tranche({ amount: 150000, processing_fee: 1000, gst: 180 }), tranche({ amount: 50000 })] }));
    await partner.prepareForDisbursal(booking.lead_id);
    const response = await api("POST", disbursePath(booking.lead_id));
    expect(response.status, response.text).toBe(200);
    expect(dataOf<{ amount: number }>(response).amount).toBe(200000 - 1000 - 180);
  });
});

describe("every problem at once, before the policy", () => {
  it("names the schedule's and the tranches' problems together, for a loan the policy would reject too", async () => {
    const disbursal_detail = [{ date: today(), amount: 199000, processing_fee: 2000, gst: 100 }];
    const body = rejectedLoan({ disbursal_detail, repayment_schedule: scheduledLoan(principalOffBy(5)).repayment_schedule });
    await expectInconsistent(body, ["repayment_schedule", "disbursal_detail", "disbursal_detail[0].gst"]);
  });
});

describe("updates keep the terms adding up", () => {
  it("refuses a PATCH of loan_amount alone on a loan with a schedule: 422, nothing stored, the ETag unchanged", async () => {
    const booking = await book(scheduledLoan());
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { loan_amount: 150000 } });

    expectError(response, 422, "inconsistent_terms");
    expect(fieldPaths(response)).toEqual(["repayment_schedule", "disbursal_detail"]);
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(before.loan);
    expect(after.etag).toBe(before.etag);
    expect(await countEvents(booking.lead_id, "updated")).toBe(0);
  });

  it("accepts a PATCH that sends a new amount with a schedule and tranches that add up to it", async () => {
    const booking = await book(scheduledLoan());
    const repayment_schedule = wholeSchedule({ amount: 150000, rate: 14.5, months: 24 });

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: { loan_amount: 150000, repayment_schedule, disbursal_detail: [{ date: today(), amount: 150000, processing_fee: 1500, gst: 270 }] },
    });

    expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.loan_amount).toBe(150000);
    expect(loan.repayment_schedule).toEqual(repayment_schedule);
  });

  it("refuses a PUT whose tranches do not add up, changing nothing", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const before = await readLoan(booking.lead_id);

    const response = await api("PUT", loanPath(booking.lead_id), { body: { ...updateBody(body), disbursal_detail: [{ date: today(), amount: 199997 }] } });

    expectError(response, 422, "inconsistent_terms");
    expect(fieldPaths(response)).toEqual(["disbursal_detail"]);
    expect((await readLoan(booking.lead_id)).etag).toBe(before.etag);
  });

  it("removes a schedule sent as null, after which the amount may change alone with tranches to match", async () => {
    const booking = dataOf<Booking>(await api("POST", LOANS, { body: scheduledLoan() }));
    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: { repayment_schedule: null, loan_amount: 180000, disbursal_detail: [{ date: today(), amount: 180000 }] },
    });
    expect(response.status, response.text).toBe(200);
    expect((await readLoan(booking.lead_id)).loan).not.toHaveProperty("repayment_schedule");
  });
});
