import { describe, expect, it } from "vitest";
import { api, DEMO, DEMO2 } from "./client";
import { countRows } from "./database";
import { book, countEvents, dataOf, disbursePath, expectError, LOANS, loanPath, partner, readLoan, walkList, type LoanList } from "./helpers";
import { approvedLoan, updateBody } from "../support/loan-fixtures";

describe("partner isolation", () => {
  it("answers another partner's loan with 404 not_found on read, PUT, PATCH and disbursal, changing nothing", async () => {
    const body = approvedLoan();
    const booking = await book(body, DEMO);
    const before = await readLoan(booking.lead_id, DEMO);
    const unknown = "0190a6c4-0000-7000-8000-000000000000";

    const responses = {
      read: await api("GET", loanPath(booking.lead_id), { auth: DEMO2 }),
      put: await api("PUT", loanPath(booking.lead_id), { auth: DEMO2, body: { ...updateBody(body), email: "stolen@example.com" } }),
      patch: await api("PATCH", loanPath(booking.lead_id), { auth: DEMO2, body: { email: "stolen@example.com" } }),
      disburse: await api("POST", disbursePath(booking.lead_id), { auth: DEMO2 }),
      disbursal: await api("GET", disbursePath(booking.lead_id), { auth: DEMO2 }),
    };

    for (const response of Object.values(responses)) expectError(response, 404, "not_found");
    // Exactly as if it did not exist.
    const absent = await api("GET", loanPath(unknown), { auth: DEMO2 });
    expect(responses.read.body.error).toEqual(absent.body.error);
    const after = await readLoan(booking.lead_id, DEMO);
    expect(after.loan).toEqual(before.loan);
    expect(after.etag).toBe(before.etag);
    expect(await countRows("Disbursal", `"loanId" = $1`, [booking.lead_id])).toBe(0);
    expect(await countEvents(booking.lead_id, "updated")).toBe(0);
  });

  it("does not reveal another partner's disbursal record", async () => {
    const booking = await book(approvedLoan(), DEMO);
    await partner.prepareForDisbursal(booking.lead_id, { auth: DEMO });
    const disbursed = await api("POST", disbursePath(booking.lead_id), { auth: DEMO });
    expect(disbursed.status, disbursed.text).toBe(200);

    expectError(await api("GET", disbursePath(booking.lead_id), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("POST", disbursePath(booking.lead_id), { auth: DEMO2 }), 404, "not_found");
  });

  it("never lists one partner's loans to another", async () => {
    const body = approvedLoan();
    const mine = await book(body, DEMO);
    const theirs = await book(approvedLoan(), DEMO2);

    const demo2 = await walkList({ limit: "100" }, () => false, DEMO2);
    const byPartnerLoanId = await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`, { auth: DEMO2 });

    const ids = demo2.items.map((item) => item.lead_id);
    expect(ids).toContain(theirs.lead_id);
    expect(ids).not.toContain(mine.lead_id);
    expect(dataOf<LoanList>(byPartnerLoanId).items).toEqual([]);
  });

  it("lets another partner book the same partner_loan_id as its own loan", async () => {
    const body = approvedLoan();
    const first = await book(body, DEMO);

    const response = await api("POST", LOANS, { body, auth: DEMO2 });

    expect(response.status, response.text).toBe(201);
    const second = dataOf<{ lead_id: string; loan_account_number: string }>(response);
    expect(second.lead_id).not.toBe(first.lead_id);
    expect(second.loan_account_number).not.toBe(first.loan_account_number);
    expect(await countRows("Loan", `"partnerLoanId" = $1`, [body.partner_loan_id])).toBe(2);
    expect((await readLoan(first.lead_id, DEMO)).loan.lead_id).toBe(first.lead_id);
    expect((await readLoan(second.lead_id, DEMO2)).loan.lead_id).toBe(second.lead_id);
    // Each partner's filter finds only its own.
    const id = encodeURIComponent(String(body.partner_loan_id));
    const demoList = dataOf<LoanList>(await api("GET", `${LOANS}?partner_loan_id=${id}`, { auth: DEMO }));
    const demo2List = dataOf<LoanList>(await api("GET", `${LOANS}?partner_loan_id=${id}`, { auth: DEMO2 }));
    expect(demoList.items.map((item) => item.lead_id)).toEqual([first.lead_id]);
    expect(demo2List.items.map((item) => item.lead_id)).toEqual([second.lead_id]);
  });
});
