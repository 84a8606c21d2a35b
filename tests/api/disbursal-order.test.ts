import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { indianClockTime } from "@/lib/calendar/india-day";
import { api, DEMO2, type Credentials } from "./client";
import { changeDatabase, countRows } from "./database";
import { book, countEvents, dataOf, disbursePath, expectError, fieldPaths, partner, readLoan, type DisbursalRecord } from "./helpers";
import { kfsPath } from "../support/partner-api";
import { approvedLoan, daysAgo, rejectedLoan, uniqueUtr } from "../support/loan-fixtures";

const HOUR_MS = 60 * 60 * 1000;

/** A time as the bank writes it, India time without a zone: `2026-11-24T15:30:00`. */
const indiaTime = (time: number) => indianClockTime(new Date(time)).slice(0, 19);

/** An Approved loan whose money was to be paid yesterday: its start, the principal tranches' date. */
const startedYesterday = (overrides: Record<string, unknown> = {}) =>
  approvedLoan({ disbursal_detail: [{ date: daysAgo(1), amount: 200000, processing_fee: 2000, gst: 360 }], ...overrides });

/** A booking with what disbursal needs besides (contract v3 section 12): the KFS accepted and the agreement recorded. */
async function bookReady(body?: Record<string, unknown>, auth?: Credentials) {
  const booking = await book(body, auth);
  await partner.prepareForDisbursal(booking.lead_id, { auth });
  return booking;
}

/** A refused disbursal changed nothing: no record, no UTR held, the loan not disbursed, its read as before. */
async function expectUndisbursed(leadId: string, readBefore: Record<string, unknown>) {
  expect(await countRows("Disbursal", `"loanId" = $1`, [leadId])).toBe(0);
  expect(await countEvents(leadId, "disbursed")).toBe(0);
  expect((await readLoan(leadId)).loan).toEqual(readBefore);
  expectError(await api("GET", disbursePath(leadId)), 404, "not_found");
}

describe("a disbursal's date (contract v3 section 6)", () => {
  it("refuses a disbursal a day after the start with 409 disbursal_date_mismatch naming the start; nothing is stored", async () => {
    const booking = await bookReady(startedYesterday());
    const { loan: before } = await readLoan(booking.lead_id);

    for (const body of [undefined, { transaction_time: indiaTime(Date.now()), transaction_id: uniqueUtr() }]) {
      const response = await api("POST", disbursePath(booking.lead_id), body ? { body } : {});
      expectError(response, 409, "disbursal_date_mismatch");
      expect(response.body.error?.details).toEqual({ expected: daysAgo(1) });
    }
    await expectUndisbursed(booking.lead_id, before);
  });

  it("refuses a transaction time 25 hours old with 400 naming transaction_time; nothing is stored", async () => {
    const booking = await book();
    const { loan: before } = await readLoan(booking.lead_id);

    const response = await api("POST", disbursePath(booking.lead_id), { body: { transaction_time: indiaTime(Date.now() - 25 * HOUR_MS) } });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["transaction_time"]);
    expect(response.body.error?.details.fields).toEqual([{ path: "transaction_time", message: "must be at most 24 hours before the disbursal call" }]);
    await expectUndisbursed(booking.lead_id, before);
  });
});

describe("the order of a disbursal's answers (contract v3 section 6)", () => {
  it("answers 400 for the body before 404 for the loan", async () => {
    expectError(await api("POST", disbursePath(randomUUID()), { body: { amount: "all of it" } }), 400, "validation_error");
    expectError(await api("POST", disbursePath(randomUUID()), { body: { transaction_time: indiaTime(Date.now() - 25 * HOUR_MS) } }), 400, "validation_error");
    expectError(await api("POST", disbursePath(randomUUID())), 404, "not_found");
  });

  it("answers loan_not_approved before disbursal_date_mismatch", async () => {
    const booking = await book(rejectedLoan({ disbursal_detail: [{ date: daysAgo(1), amount: 200000 }] }));

    expectError(await api("POST", disbursePath(booking.lead_id)), 409, "loan_not_approved");
  });

  it("answers already_disbursed for a loan both disbursed and paid on another day than today", async () => {
    const booking = await book(startedYesterday());
    // Disbursed yesterday, on its start: a state the API reaches only across a midnight.
    const disbursedAt = new Date(Date.now() - 24 * HOUR_MS);
    const databaseUrl = inject("databaseUrl");
    const stored = databaseUrl.startsWith("file:") ? disbursedAt.toISOString().replace("Z", "+00:00") : disbursedAt.toISOString();
    await changeDatabase([{ sql: `UPDATE "Loan" SET "disbursedAt" = $1 WHERE "id" = $2`, params: [stored, booking.lead_id] }], databaseUrl);

    const response = await api("POST", disbursePath(booking.lead_id), { body: { amount: 1, transaction_id: uniqueUtr() } });

    expectError(response, 409, "already_disbursed");
    expect(response.body.error?.details).toEqual({ disbursed_at: disbursedAt.toISOString() });
  });

  it("answers disbursal_date_missing before disbursal_amount_mismatch", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: undefined }));

    expectError(await api("POST", disbursePath(booking.lead_id), { body: { amount: 1 } }), 409, "disbursal_date_missing");
  });

  it("answers kfs_not_accepted, then agreement_missing, before disbursal_date_mismatch", async () => {
    const booking = await book(startedYesterday());
    const { loan: before } = await readLoan(booking.lead_id);
    expectError(await api("POST", disbursePath(booking.lead_id), { body: { amount: 1 } }), 409, "kfs_not_accepted");
    await expectUndisbursed(booking.lead_id, before);

    const kfs = dataOf<{ kfs_id: string; generated_on: string }>(await api("GET", kfsPath(booking.lead_id)));
    const acceptance = { kfs_id: kfs.kfs_id, accepted_at: kfs.generated_on, channel: "click_wrap", ip: "203.0.113.7", user_agent: "Mozilla/5.0" };
    expect((await api("POST", kfsPath(booking.lead_id, "acceptance/"), { body: acceptance })).status).toBe(201);
    expectError(await api("POST", disbursePath(booking.lead_id), { body: { amount: 1 } }), 409, "agreement_missing");
  });

  it("answers disbursal_date_mismatch before disbursal_amount_mismatch and utr_in_use", async () => {
    const utr = uniqueUtr();
    const paid = await bookReady(approvedLoan(), DEMO2);
    expect((await api("POST", disbursePath(paid.lead_id), { body: { transaction_id: utr }, auth: DEMO2 })).status).toBe(200);
    const booking = await bookReady(startedYesterday());
    const { loan: before } = await readLoan(booking.lead_id);

    const response = await api("POST", disbursePath(booking.lead_id), { body: { amount: 1, transaction_id: utr } });

    expectError(response, 409, "disbursal_date_mismatch");
    await expectUndisbursed(booking.lead_id, before);
  });

  it("answers disbursal_amount_mismatch before utr_in_use", async () => {
    const utr = uniqueUtr();
    const paid = await bookReady(approvedLoan(), DEMO2);
    expect((await api("POST", disbursePath(paid.lead_id), { body: { transaction_id: utr }, auth: DEMO2 })).status).toBe(200);
    const booking = await bookReady();
    const { loan: before } = await readLoan(booking.lead_id);

    const response = await api("POST", disbursePath(booking.lead_id), { body: { amount: 1, transaction_id: utr } });

    expectError(response, 422, "disbursal_amount_mismatch");
    await expectUndisbursed(booking.lead_id, before);
    expectError(await api("POST", disbursePath(booking.lead_id), { body: { transaction_id: utr } }), 409, "utr_in_use");
    expect(dataOf<DisbursalRecord>(await api("POST", disbursePath(booking.lead_id), { body: { transaction_id: uniqueUtr() } })).breakdown?.net).toBe(197640);
  });

});
