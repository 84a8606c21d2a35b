import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, DEMO, DEMO2 } from "./client";
import { countRows } from "./database";
import { book, countLoans, dataOf, disbursePath, expectError, fieldPaths, LOANS, partner, type Booking } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";

const withKey = (key: string) => ({ "idempotency-key": key });

describe("Idempotency-Key", () => {
  it("replays a booking sent again with the same key and body, storing one loan", async () => {
    const key = randomUUID();
    const body = approvedLoan();

    const first = await api("POST", LOANS, { body, headers: withKey(key) });
    const second = await api("POST", LOANS, { body, headers: withKey(key) });

    expect(first.status, first.text).toBe(201);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await countLoans(String(body.partner_loan_id))).toBe(1);
  });

  it("replays the same key on the path without the trailing slash", async () => {
    const key = randomUUID();
    const body = approvedLoan();

    const first = await api("POST", LOANS, { body, headers: withKey(key) });
    const second = await api("POST", LOANS.replace(/\/$/, ""), { body, headers: withKey(key) });

    expect(first.status, first.text).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
  });

  it("refuses the same key with another body with 422 idempotency_key_reused, storing nothing new", async () => {
    const key = randomUUID();
    const body = approvedLoan();
    const other = approvedLoan();

    const first = await api("POST", LOANS, { body, headers: withKey(key) });
    const reused = await api("POST", LOANS, { body: other, headers: withKey(key) });

    expect(first.status, first.text).toBe(201);
    expectError(reused, 422, "idempotency_key_reused");
    expect(await countLoans(String(body.partner_loan_id))).toBe(1);
    expect(await countLoans(String(other.partner_loan_id))).toBe(0);
  });

  it("keeps keys per partner: another partner using the same key books its own loan", async () => {
    const key = randomUUID();
    const body = approvedLoan();

    const demo = await api("POST", LOANS, { body, headers: withKey(key), auth: DEMO });
    const demo2 = await api("POST", LOANS, { body, headers: withKey(key), auth: DEMO2 });

    expect(demo.status, demo.text).toBe(201);
    expect(demo2.status, demo2.text).toBe(201);
    expect(demo2.headers.get("idempotency-replayed")).toBeNull();
    expect(dataOf<Booking>(demo2).lead_id).not.toBe(dataOf<Booking>(demo).lead_id);
    expect(await countRows("Loan", `"partnerLoanId" = $1`, [body.partner_loan_id])).toBe(2);
  });

  it("gives different keys different outcomes: without the key a repeat is a duplicate", async () => {
    const body = approvedLoan();

    const first = await api("POST", LOANS, { body, headers: withKey(randomUUID()) });
    const second = await api("POST", LOANS, { body, headers: withKey(randomUUID()) });

    expect(first.status, first.text).toBe(201);
    expectError(second, 409, "duplicate_partner_loan_id");
    expect(second.headers.get("idempotency-replayed")).toBeNull();
  });

  it("replays a disbursal sent again with the same key, disbursing once", async () => {
    const booking = await book();
    await partner.prepareForDisbursal(booking.lead_id);
    const key = randomUUID();

    const first = await api("POST", disbursePath(booking.lead_id), { headers: withKey(key) });
    const second = await api("POST", disbursePath(booking.lead_id), { headers: withKey(key) });
    const withoutKey = await api("POST", disbursePath(booking.lead_id));

    expect(first.status, first.text).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expectError(withoutKey, 409, "already_disbursed");
    expect(await countRows("Disbursal", `"loanId" = $1`, [booking.lead_id])).toBe(1);
  });

  it("refuses a disbursal key reused with another body with 422 idempotency_key_reused", async () => {
    const booking = await book();
    await partner.prepareForDisbursal(booking.lead_id);
    const key = randomUUID();

    const first = await api("POST", disbursePath(booking.lead_id), { body: { transaction_id: "HDFCN52026112400001" }, headers: withKey(key) });
    const reused = await api("POST", disbursePath(booking.lead_id), { body: { transaction_id: "HDFCN52026112400002" }, headers: withKey(key) });

    expect(first.status, first.text).toBe(200);
    expectError(reused, 422, "idempotency_key_reused");
  });

  it("does not let a disbursal key replay on another loan", async () => {
    const one = await book();
    const two = await book();
    await partner.prepareForDisbursal(one.lead_id);
    await partner.prepareForDisbursal(two.lead_id);
    const key = randomUUID();

    const first = await api("POST", disbursePath(one.lead_id), { headers: withKey(key) });
    const second = await api("POST", disbursePath(two.lead_id), { headers: withKey(key) });

    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.headers.get("idempotency-replayed")).toBeNull();
    expect(second.body.data?.lead_id).toBe(two.lead_id);
  });

  it("refuses a key of 256 characters with 400 validation_error naming Idempotency-Key", async () => {
    const body = approvedLoan();

    const response = await api("POST", LOANS, { body, headers: withKey("x".repeat(256)) });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["Idempotency-Key"]);
    expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  });
});
