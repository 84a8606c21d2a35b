import { describe, expect, inject, it } from "vitest";
import { api, basic, DEMO } from "./client";
import { assertConforms } from "./openapi-conformance";
import { book, dataOf, expectError, loanPath, readLoan } from "./helpers";
import { approvedLoan, scheduleOfBody, updateBody } from "../support/loan-fixtures";
import { bankAccount, FAILING_ACCOUNT, initiateNach, NACH_INITIATE, nachStatus, PENDING_ACCOUNT, waitFor, type NachInitiated } from "./webhook-helpers";

const largestInstalment = (loan: Record<string, unknown>) => Math.max(...scheduleOfBody(loan).map((row) => row.instalment));

/** The form as a partner fetches it, held to the OpenAPI document like every other answer. */
async function fetchForm(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject("baseUrl")}${url}`, { headers: { authorization: basic(DEMO), ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  assertConforms("GET", url, { status: response.status, headers: response.headers, text: bytes.length === 0 ? "" : "%PDF" });
  return { status: response.status, etag: response.headers.get("etag"), bytes };
}

async function registered(nachId: string) {
  return waitFor(async () => ((await nachStatus(nachId)).status === "registered" ? true : null), { what: "the sandbox bank's registration" });
}

describe("the mandate snapshot", () => {
  it("is the same in the initiation, the status and the loan read", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));

    const initiated = await initiateNach(booking.lead_id);

    expect(initiated.mandate.reference_1).toBe(booking.loan_account_number);
    expect((await nachStatus(initiated.physical_nach_id)).mandate).toEqual(initiated.mandate);
    expect((await readLoan(booking.lead_id)).loan.physical_nach).toEqual({
      physical_nach_id: initiated.physical_nach_id,
      status: "initiated",
      umrn: null,
      mandate: initiated.mandate,
    });
  });

  it("keeps what initiation fixed when the loan changes afterwards", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
    const initiated = await initiateNach(booking.lead_id);

    const update = await api("PATCH", loanPath(booking.lead_id), { body: { address: "7 Residency Road, Bengaluru", monthly_emi: 4000 } });

    expect(update.status, update.text).toBe(200);
    expect((await nachStatus(initiated.physical_nach_id)).mandate).toEqual(initiated.mandate);
  });

  it("decides the sandbox bank's answer by the mandate's account: 99999999, the loan's first (verified) account, fails with M038", async () => {
    const booking = await book(approvedLoan({ bank_account: { ...bankAccount("123456789012"), ac_number: [FAILING_ACCOUNT, "123456789012"] } }));

    const initiated = dataOf<NachInitiated>(await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id, ac_number: FAILING_ACCOUNT } }));

    const failed = await waitFor(async () => {
      const status = await nachStatus(initiated.physical_nach_id);
      return status.status === "failed" ? status : null;
    }, { what: "the sandbox bank's failure" });
    expect(failed.failure_reason?.code).toBe("M038");
    expect(failed.mandate.ac_number).toBe(FAILING_ACCOUNT);
  });
});

describe("the mandate form", () => {
  it("has the same bytes and strong ETag on every fetch, also after the loan is updated, and answers If-None-Match with 304", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
    const { nach_pdf_url: url } = await initiateNach(booking.lead_id);

    const first = await fetchForm(url);
    const second = await fetchForm(url);
    expect((await api("PATCH", loanPath(booking.lead_id), { body: { address: "9 Church Street, Bengaluru" } })).status).toBe(200);
    const afterUpdate = await fetchForm(url);

    expect(first.status).toBe(200);
    expect(first.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(afterUpdate.bytes.equals(first.bytes)).toBe(true);
    expect([second.etag, afterUpdate.etag]).toEqual([first.etag, first.etag]);

    const notModified = await fetchForm(url, { "if-none-match": first.etag ?? "" });
    expect(notModified).toEqual({ status: 304, etag: first.etag, bytes: Buffer.alloc(0) });
    expect((await fetchForm(url, { "if-none-match": '"something-else"' })).status).toBe(200);
  });
});

describe("updates while a mandate is active", () => {
  it("refuses a bank-account PATCH while the mandate is registered: 409 nach_mandate_active, the loan unchanged", async () => {
    const booking = await book();
    const initiated = await initiateNach(booking.lead_id);
    await registered(initiated.physical_nach_id);
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ac_number: ["111122223333"] } } });

    expectError(response, 409, "nach_mandate_active");
    expect(response.body.error?.details).toEqual({ physical_nach_id: initiated.physical_nach_id, status: "registered" });
    const after = await readLoan(booking.lead_id);
    expect(after.etag).toBe(before.etag);
    expect(after.loan).toEqual(before.loan);
  });

  it("lets a PATCH repeat the bank account as stored, UMRN included, and change what the mandate does not hold", async () => {
    const booking = await book();
    const initiated = await initiateNach(booking.lead_id);
    await registered(initiated.physical_nach_id);
    const { loan } = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: loan.bank_account, address: "3 Lavelle Road, Bengaluru" } });

    expect(response.status, response.text).toBe(200);
  });

  it("refuses a term change whose largest instalment exceeds the mandate's amount: 409, the loan unchanged", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const largest = largestInstalment(body);
    const initiated = dataOf<NachInitiated>(await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id, amount: largest } }));
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 15 } });

    expectError(response, 409, "nach_mandate_active");
    expect(response.body.error?.details).toMatchObject({ physical_nach_id: initiated.physical_nach_id, status: "initiated", mandate_amount: largest });
    expect((response.body.error?.details.largest_instalment as number) > largest).toBe(true);
    const after = await readLoan(booking.lead_id);
    expect(after.etag).toBe(before.etag);
    expect(after.loan).toEqual(before.loan);

    expect((await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 14 } })).status).toBe(200);
  });

  it("refuses a PUT that changes the bank account while the mandate is initiated", async () => {
    const body = approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) });
    const booking = await book(body);
    await initiateNach(booking.lead_id);

    const response = await api("PUT", loanPath(booking.lead_id), { body: { ...updateBody(body), bank_account: { ...bankAccount(PENDING_ACCOUNT), ac_name: "Asha V" } } });

    expectError(response, 409, "nach_mandate_active");
    expect((await readLoan(booking.lead_id)).loan.bank_account).toMatchObject({ ac_name: "Asha Verma" });
  });

  it("never leaves a mandate for an account the loan no longer has when an update and an initiation race", async () => {
    for (let round = 0; round < 4; round += 1) {
      const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
      const [update, initiation] = await Promise.all([
        api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ac_number: ["444455556666"] } } }),
        api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } }),
      ]);

      expect(initiation.status, initiation.text).toBe(201);
      const account = ((await readLoan(booking.lead_id)).loan.bank_account.ac_number as string[])[0];
      const mandate = (await nachStatus(dataOf<NachInitiated>(initiation).physical_nach_id)).mandate;
      expect(mandate.ac_number).toBe(account);
      if (update.status !== 200) expectError(update, 409, "nach_mandate_active");
    }
  });
});
