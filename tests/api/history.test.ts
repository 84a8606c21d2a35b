import { describe, expect, it } from "vitest";
import type { LoanChange, LoanHistory, LoanHistoryEvent } from "@/lib/schemas/loan-history";
import { api, DEMO2 } from "./client";
import { queryRows } from "./database";
import { book, dataOf, expectError, loanPath, partner, readLoan } from "./helpers";
import { approvedLoan, individualPan, today, updateBody, wholeSchedule } from "../support/loan-fixtures";

const historyPath = (leadId: string) => `${loanPath(leadId)}history/`;

async function historyOf(leadId: string): Promise<LoanHistoryEvent[]> {
  const response = await api("GET", historyPath(leadId));
  expect(response.status, response.text).toBe(200);
  const history = dataOf<LoanHistory>(response);
  expect(history.lead_id).toBe(leadId);
  return history.events;
}

const ofType = (events: LoanHistoryEvent[], type: string) => events.filter((event) => event.type === type);
const changesOf = (event: LoanHistoryEvent | undefined) => event?.data.changes as LoanChange[];

describe("GET /api/v1/client/loan/<lead_id>/history/", () => {
  it("keeps the body as booked, with the account number and every PAN masked, and names the API client", async () => {
    const pan = individualPan();
    const coPan = individualPan();
    const body = approvedLoan({
      ckyc_no: "12345678901234",
      kyc: [
        { kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: "Asha Verma" },
        { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: "12 MG Road, Bengaluru" },
      ],
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse", co_pancard: coPan }],
    });
    const booking = await book(body);

    const events = await historyOf(booking.lead_id);

    expect(events.map((event) => event.type)).toEqual(["booked", "policy_evaluated", "kfs_issued"]);
    const [booked] = events;
    expect(booked?.actor).toEqual({ kind: "api_client", name: "demo" });
    expect(booked?.data).toMatchObject({ partner_loan_id: body.partner_loan_id, loan_account_number: booking.loan_account_number });
    const asBooked = booked?.data.body as Record<string, unknown>;
    const { loan } = await readLoan(booking.lead_id);
    expect(asBooked).toMatchObject({ full_name: "Asha Verma", loan_amount: 200000, disbursal_detail: loan.disbursal_detail, ckyc_no: "XXXXXXXXXX1234" });
    expect(asBooked.bank_account).toEqual({ ...loan.bank_account, ac_number: ["XXXXXXXX9012"] });
    expect(asBooked.kyc).toEqual([
      { ...loan.kyc[0], identifier: `${pan.slice(0, 3)}******${pan.slice(-1)}` },
      loan.kyc[1],
    ]);
    expect(asBooked.co_applicant_details).toEqual([{ co_full_name: "Ravi Verma", co_relation: 1, co_pancard: `${coPan.slice(0, 3)}******${coPan.slice(-1)}` }]);
    const text = JSON.stringify(events);
    for (const identifier of [pan, coPan, "123456789012", "12345678901234"]) expect(text).not.toContain(identifier);
  });

  it("shows a PATCH of the bank account as leaf changes from and to masked account numbers (8 or more digits: 4 shown; 5 digits: 2)", async () => {
    const booking = await book(approvedLoan());

    await partner.patch(booking.lead_id, { bank_account: { ac_number: ["98765"], ifsc_code: "ICIC0000001" } });

    const [updated, ...others] = ofType(await historyOf(booking.lead_id), "updated");
    expect(others).toEqual([]);
    expect(updated?.data).toMatchObject({ method: "PATCH", fields: ["bank_account"] });
    expect(changesOf(updated)).toEqual([
      { path: "bank_account.ac_number", from: ["XXXXXXXX9012"], to: ["XXX65"] },
      { path: "bank_account.ifsc_code", from: "HDFC0001234", to: "ICIC0000001" },
    ]);
  });

  it("gives a replaced repayment_schedule as one change with the whole old and new arrays", async () => {
    const schedule = wholeSchedule({ amount: 200000, rate: 14.5, months: 24 });
    const booking = await book(approvedLoan({ repayment_schedule: schedule }));
    const before = (await readLoan(booking.lead_id)).loan.repayment_schedule;
    // A rupee of principal moved from the last instalment to the first: the same loan, another schedule.
    const moved = schedule.map((row, index) => {
      const shift = index === 0 ? 1 : index === schedule.length - 1 ? -1 : 0;
      return { ...row, due_amount: row.due_amount + shift, principal_amount: (row.principal_amount ?? 0) + shift };
    });

    await partner.patch(booking.lead_id, { repayment_schedule: moved });

    const after = (await readLoan(booking.lead_id)).loan.repayment_schedule;
    expect(after).not.toEqual(before);
    const [updated] = ofType(await historyOf(booking.lead_id), "updated");
    expect(changesOf(updated)).toEqual([{ path: "repayment_schedule", from: before, to: after }]);
  });

  it("masks a PAN that an update changes", async () => {
    const [oldPan, newPan] = [individualPan(), individualPan()];
    const booking = await book(approvedLoan({ co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse", co_pancard: oldPan }] }));

    await partner.patch(booking.lead_id, { co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse", co_pancard: newPan }] });

    const events = await historyOf(booking.lead_id);
    const masked = (pan: string) => `${pan.slice(0, 3)}******${pan.slice(-1)}`;
    expect(changesOf(ofType(events, "updated")[0])).toEqual([
      {
        path: "co_applicant_details",
        from: [{ co_full_name: "Ravi Verma", co_relation: 1, co_pancard: masked(oldPan) }],
        to: [{ co_full_name: "Ravi Verma", co_relation: 1, co_pancard: masked(newPan) }],
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(new RegExp(`${oldPan}|${newPan}`));
  });

  it("records the changes of a PUT", async () => {
    const body = approvedLoan();
    const booking = await book(body);

    const response = await api("PUT", loanPath(booking.lead_id), { body: { ...updateBody(body), company_name: "Wipro", email: undefined, fathers_name: "Mohan Lal Verma" } });
    expect(response.status, response.text).toBe(200);

    const [updated] = ofType(await historyOf(booking.lead_id), "updated");
    expect(updated?.data).toMatchObject({ method: "PUT" });
    expect(changesOf(updated)).toEqual([
      { path: "email", from: "asha.verma@example.com", to: null },
      { path: "fathers_name", from: "Mohan Verma", to: "Mohan Lal Verma" },
      { path: "company_name", from: "Infosys", to: "Wipro" },
    ]);
  });

  it("records nothing of an update the policy refuses", async () => {
    const booking = await book(approvedLoan());
    const before = await historyOf(booking.lead_id);

    expectError(await api("PATCH", loanPath(booking.lead_id), { body: { credit_score: 500 } }), 422, "policy_rejects_update");

    expect(await historyOf(booking.lead_id)).toEqual(before);
    expect(ofType(before, "updated")).toEqual([]);
  });

  it("never shows the partner the exposure rule's figures, which the stored evaluation keeps", async () => {
    const booking = await book(approvedLoan());
    await partner.patch(booking.lead_id, { loan_amount: 210000, disbursal_detail: [{ date: today(), amount: 210000 }] });

    const evaluations = ofType(await historyOf(booking.lead_id), "policy_evaluated");

    expect(evaluations.map((event) => event.data.trigger)).toEqual(["booking", "update"]);
    for (const event of evaluations) {
      const exposure = (event.data.rules as { code: string }[]).find((rule) => rule.code === "exposure");
      expect(exposure).toEqual({ code: "exposure", passed: true, observed: null, threshold: null, message: "within the lender's limit" });
    }
    const stored = await queryRows<{ data: string }>(`SELECT "data" FROM "LoanEvent" WHERE "loanId" = $1 AND "type" = 'policy_evaluated'`, [booking.lead_id]);
    for (const row of stored) {
      const exposure = (JSON.parse(row.data) as { rules: { code: string; observed: unknown }[] }).rules.find((rule) => rule.code === "exposure");
      expect(exposure?.observed).not.toBeNull();
    }
  });

  it("leaves out the lender's record of exposure refusals", async () => {
    const pan = individualPan();
    const customer = (amount: number) =>
      approvedLoan({
        loan_amount: amount,
        disbursal_detail: [{ date: today(), amount }],
        kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: "Asha Verma" }],
      });
    await book(customer(500000));
    await book(customer(500000));
    const refused = await book(customer(100000));
    expect(refused.status).toBe("Rejected");

    const types = (await historyOf(refused.lead_id)).map((event) => event.type);

    expect(types).toEqual(["booked", "policy_evaluated"]);
    const stored = await queryRows<{ type: string }>(`SELECT "type" FROM "LoanEvent" WHERE "loanId" = $1`, [refused.lead_id]);
    expect(stored.map((row) => row.type)).toContain("exposure_refused");
  });

  it("answers 404 for another partner's loan, an unknown one and a malformed id", async () => {
    const booking = await book(approvedLoan());

    expectError(await api("GET", historyPath(booking.lead_id), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("GET", historyPath("019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70")), 404, "not_found");
    expectError(await api("GET", historyPath("not-a-lead-id")), 404, "not_found");
  });

  it("works without the trailing slash and refuses other methods with 405", async () => {
    const booking = await book(approvedLoan());

    expect((await api("GET", historyPath(booking.lead_id).slice(0, -1))).status).toBe(200);
    const post = await api("POST", historyPath(booking.lead_id), { body: {} });
    expectError(post, 405, "method_not_allowed");
    expect(post.headers.get("allow")).toBe("GET");
  });
});
