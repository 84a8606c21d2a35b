import { describe, expect, it } from "vitest";
import { api } from "./client";
import { book, dataOf, expectError, fieldPaths, ISO_MS, LOANS, walkList, type Booking, type LoanList, type LoanSummary } from "./helpers";
import { approvedLoan, rejectedLoan } from "../support/loan-fixtures";

/** Books one at a time, so each is strictly newer than the one before. */
async function bookInOrder(bodies: Record<string, unknown>[]): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (const body of bodies) bookings.push(await book(body));
  return bookings;
}

const idsOf = (items: LoanSummary[]) => items.map((item) => item.lead_id);

/**
 * Newest first: lead ids are time-ordered, so they strictly decrease down the
 * list, across page boundaries too. Other tests book in parallel, so their
 * loans sit between ours; creation times are compared on our own loans, which
 * were booked one after another.
 */
function expectNewestFirst(items: LoanSummary[], mine: Set<string>): void {
  const ids = idsOf(items);
  for (let i = 1; i < ids.length; i++) expect(String(ids[i]) < String(ids[i - 1]), `${ids[i]} after ${ids[i - 1]}`).toBe(true);
  const times = items.filter((item) => mine.has(item.lead_id)).map((item) => Date.parse(item.created_at));
  for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThanOrEqual(times[i - 1] as number);
}

describe("listing loans (GET /api/v1/client/loan/)", () => {
  it("lists the partner's loans newest first", async () => {
    const mine = await bookInOrder(Array.from({ length: 5 }, () => approvedLoan()));
    const wanted = new Set(mine.map((booking) => booking.lead_id));

    const { items } = await walkList({ limit: "100" }, (seen) => seen.filter((item) => wanted.has(item.lead_id)).length === 5);

    const found = idsOf(items).filter((id) => wanted.has(id));
    expect(found).toEqual(mine.map((booking) => booking.lead_id).reverse());
    expectNewestFirst(items, wanted);
  });

  it("describes each loan in a list item", async () => {
    const body = approvedLoan();
    const booking = await book(body);

    const response = await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`);

    expect(response.status, response.text).toBe(200);
    const list = dataOf<LoanList>(response);
    expect(list.next_cursor).toBeNull();
    expect(list.items).toHaveLength(1);
    const item = list.items[0];
    expect(item).toEqual({
      lead_id: booking.lead_id,
      partner_loan_id: body.partner_loan_id,
      loan_account_number: booking.loan_account_number,
      status: "Approved",
      full_name: "Asha Verma",
      loan_amount: 200000,
      disbursed: false,
      disbursed_at: null,
      created_at: expect.stringMatching(ISO_MS),
      updated_at: expect.stringMatching(ISO_MS),
    });
  });

  it("pages with limit=2: each page has at most 2 items and the next continues strictly older, skipping none", async () => {
    // Rejected loans, listed with status=Rejected, so fewer of the other tests' loans sit between them.
    const mine = await bookInOrder(Array.from({ length: 5 }, () => rejectedLoan()));
    const wanted = new Set(mine.map((booking) => booking.lead_id));

    const { items, pages } = await walkList(
      { limit: "2", status: "Rejected" },
      (seen) => seen.filter((item) => wanted.has(item.lead_id)).length === 5,
    );

    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(2);
    for (const page of pages.slice(0, -1)) {
      expect(page.items).toHaveLength(2);
      expect(typeof page.next_cursor).toBe("string");
    }
    // Across page boundaries the order goes on strictly older, skipping none of ours.
    expectNewestFirst(items, wanted);
    expect(idsOf(items).filter((id) => wanted.has(id))).toEqual(mine.map((booking) => booking.lead_id).reverse());
  });

  it("ends with next_cursor null on the last page", async () => {
    const body = approvedLoan();
    await book(body);

    const response = await api("GET", `${LOANS}?limit=1&partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`);

    expect(response.status, response.text).toBe(200);
    expect(dataOf<LoanList>(response)).toEqual({ items: [expect.objectContaining({ partner_loan_id: body.partner_loan_id })], next_cursor: null });
  });

  it("filters by status", async () => {
    const approved = await book(approvedLoan());
    const rejected = await book(rejectedLoan());

    const approvedList = dataOf<LoanList>(await api("GET", `${LOANS}?status=Approved&limit=100`));
    const rejectedList = dataOf<LoanList>(await api("GET", `${LOANS}?status=Rejected&limit=100`));

    expect(approvedList.items.length).toBeGreaterThan(0);
    expect(approvedList.items.every((item) => item.status === "Approved")).toBe(true);
    expect(rejectedList.items.every((item) => item.status === "Rejected")).toBe(true);
    expect(idsOf(approvedList.items)).not.toContain(rejected.lead_id);
    expect(idsOf(rejectedList.items)).not.toContain(approved.lead_id);
    // Both were booked just now, so each is on the first page of its own status.
    const approvedWalk = await walkList({ status: "Approved", limit: "100" }, (seen) => idsOf(seen).includes(approved.lead_id));
    const rejectedWalk = await walkList({ status: "Rejected", limit: "100" }, (seen) => idsOf(seen).includes(rejected.lead_id));
    expect(idsOf(approvedWalk.items)).toContain(approved.lead_id);
    expect(idsOf(rejectedWalk.items)).toContain(rejected.lead_id);
  });

  it("filters by exact partner_loan_id", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    await book(approvedLoan({ partner_loan_id: `${String(body.partner_loan_id)}-other` }));

    const response = await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`);
    const prefix = await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id).slice(0, 10))}`);

    expect(idsOf(dataOf<LoanList>(response).items)).toEqual([booking.lead_id]);
    expect(dataOf<LoanList>(prefix).items).toEqual([]);
  });

  it("combines a status filter with a partner_loan_id filter", async () => {
    const body = rejectedLoan();
    const booking = await book(body);
    const id = encodeURIComponent(String(body.partner_loan_id));

    const asRejected = dataOf<LoanList>(await api("GET", `${LOANS}?status=Rejected&partner_loan_id=${id}`));
    const asApproved = dataOf<LoanList>(await api("GET", `${LOANS}?status=Approved&partner_loan_id=${id}`));

    expect(idsOf(asRejected.items)).toEqual([booking.lead_id]);
    expect(asApproved.items).toEqual([]);
  });

  it("returns at most 20 loans by default", async () => {
    await book();

    const response = await api("GET", LOANS);

    expect(response.status, response.text).toBe(200);
    const list = dataOf<LoanList>(response);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(20);
    if (list.next_cursor !== null) expect(list.items).toHaveLength(20);
  });

  it.each(["0", "101", "abc", "-1", "1.5"])("answers limit=%j with 400 validation_error", async (limit) => {
    const response = await api("GET", `${LOANS}?limit=${limit}`);

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("limit");
  });

  it.each(["garbage", "!!!", "bm90LWEtdXVpZA", "0190a6c4-0000-7000-8000-000000000000"])(
    "answers a cursor the API did not issue (%j) with 400 validation_error",
    async (cursor) => {
      const response = await api("GET", `${LOANS}?cursor=${encodeURIComponent(cursor)}`);

      expectError(response, 400, "validation_error");
      expect(fieldPaths(response)).toContain("cursor");
    },
  );

  it("answers an unknown status with 400 validation_error", async () => {
    const response = await api("GET", `${LOANS}?status=Disbursed`);

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("status");
  });
});
