import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, inject, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { percent } from "@/lib/documents/kfs-pdf-rows";
import { printedDate, printedInstant, rupeeFigures as rupees } from "@/lib/format/indian-format";
import type { Kfs } from "@/lib/schemas/kfs";
import { api, basic, DEMO, DEMO2 } from "./client";
import { countRows } from "./database";
import { book, dataOf, disbursePath, expectError, LOANS, loanPath, partner, readLoan } from "./helpers";
import { approvedLoan, rejectedLoan, today, uniqueUtr } from "../support/loan-fixtures";
import { assertConforms } from "./openapi-conformance";

const pdfPath = (leadId: string) => `${LOANS}${leadId}/kfs.pdf`;
const storedStatements = (leadId: string) => countRows("KeyFactsStatement", `"id" = $1`, [leadId]);

/** The statement as a partner fetches it, held to the OpenAPI document like every other answer. */
async function fetchPdf(leadId: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject("baseUrl")}${pdfPath(leadId)}`, { headers: { authorization: basic(DEMO), ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  assertConforms("GET", pdfPath(leadId), { status: response.status, headers: response.headers, text: bytes.length === 0 ? "" : "%PDF" });
  return { status: response.status, etag: response.headers.get("etag"), contentType: response.headers.get("content-type"), bytes };
}

/** Every page's text as an extractor reads it, whitespace collapsed. */
async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function fetchKfs(leadId: string): Promise<Kfs> {
  const response = await api("GET", `${LOANS}${leadId}/kfs/`);
  expect(response.status, response.text).toBe(200);
  return dataOf<Kfs>(response);
}

// 150,000 paid out today less fees, 50,000 withheld for 91 days.
const tranches = () => [
  { date: today(), amount: 150000, processing_fee: 2000, gst: 360, insurance: 1200 },
  { date: addDays(today(), 91), amount: 50000, disbursal_type: "withhold" },
];

describe("the Key Facts Statement as a PDF (GET /api/v1/client/loan/<lead_id>/kfs.pdf)", () => {
  it("prints the statement the JSON route serves, every value extractable as text", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: tranches() }));

    const pdf = await fetchPdf(booking.lead_id);
    const kfs = await fetchKfs(booking.lead_id);

    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(pdf.bytes);
    const [first] = kfs.repayment_schedule;
    for (const value of [
      "Name of the borrower Asha Verma",
      `Loan proposal/ account No. ${booking.loan_account_number}`,
      `Sanctioned loan amount (in Rupees) ${rupees(kfs.loan_amount)}`,
      "100% upfront In stages",
      `Number of EPIs ${kfs.instalments.count}`,
      `EPI (₹) ${rupees(kfs.instalments.amount)}`,
      `${percent(kfs.interest_rate)} per annum, fixed`,
      "(i) Processing fees One-time 2,000.00 Nil",
      "(ii) Insurance charges Nil One-time 1,200.00",
      `Annual Percentage Rate (APR) (%) ${percent(kfs.apr ?? 0)}`,
      `Net disbursed amount (1-6) (in Rupees) ${rupees(kfs.net_disbursed)}`,
      `Total amount to be paid by the borrower (sum of 1 and 5) (in Rupees) ${rupees(kfs.total_payable)}`,
      `Lending service provider ${kfs.part_2.lending_service_provider}`,
      `Valid until ${printedInstant(kfs.valid_until)}`,
      `KFS No. ${kfs.kfs_id} Version 1`,
      `(a) Paid to the borrower at disbursal (net disbursed amount less the withheld money and the upfront EMI) ${rupees(kfs.paid_at_disbursal)}`,
      `(b) Withheld, released to the borrower later ${rupees(50000)} on ${printedDate(addDays(today(), 91))}`,
      `1 ${printedDate(first?.due_date ?? "")} ${rupees(first?.opening_principal ?? 0)} ${rupees(first?.principal ?? 0)} ${rupees(first?.interest ?? 0)} ${rupees(first?.instalment ?? 0)}`,
    ]) {
      expect(text).toContain(value);
    }
    // Generated, not stored, until disbursal.
    expect(await storedStatements(booking.lead_id)).toBe(0);
  });

  it("changes with an update before disbursal", async () => {
    const booking = await book(approvedLoan({ interest_rate: 14.5 }));
    const before = await textOf((await fetchPdf(booking.lead_id)).bytes);
    expect(before).toContain("14.50% per annum, fixed");

    const patched = await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 18 } });
    expect(patched.status, patched.text).toBe(200);

    const after = await textOf((await fetchPdf(booking.lead_id)).bytes);
    expect(after).toContain("18.00% per annum, fixed");
    expect(after).not.toContain("14.50% per annum");
  });

  it("is one version's, also once frozen at disbursal: the same bytes and strong ETag on every fetch, and 304 for If-None-Match", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: tranches() }));
    await partner.prepareForDisbursal(booking.lead_id);
    const disbursed = await api("POST", disbursePath(booking.lead_id), { body: { transaction_id: uniqueUtr() } });
    expect(disbursed.status, disbursed.text).toBe(200);

    const first = await fetchPdf(booking.lead_id);
    const second = await fetchPdf(booking.lead_id);

    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.etag).toBe(first.etag);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const frozen = await fetchKfs(booking.lead_id);
    expect(await textOf(first.bytes)).toContain(`Annual Percentage Rate (APR) (%) ${percent(frozen.apr ?? 0)}`);

    const notModified = await fetchPdf(booking.lead_id, { "if-none-match": first.etag ?? "" });
    expect(notModified).toMatchObject({ status: 304, etag: first.etag });
    expect(notModified.bytes).toHaveLength(0);
    expect((await fetchPdf(booking.lead_id, { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("refuses a Rejected loan with 409 loan_not_approved as a JSON envelope, changing nothing", async () => {
    const booking = await book(rejectedLoan());
    const before = await readLoan(booking.lead_id);

    expectError(await api("GET", pdfPath(booking.lead_id)), 409, "loan_not_approved");

    expect(await storedStatements(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).etag).toBe(before.etag);
  });

  it("answers 404 not_found for another partner's loan and an unknown one, changing nothing", async () => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    expectError(await api("GET", pdfPath(booking.lead_id), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("GET", pdfPath("01937b5e-0000-7000-8000-000000000000")), 404, "not_found");
    expectError(await api("GET", pdfPath("not-a-uuid")), 404, "not_found");

    expect(await storedStatements(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).etag).toBe(before.etag);
  });

  it("refuses other methods", async () => {
    const booking = await book();

    expectError(await api("POST", pdfPath(booking.lead_id), { body: {} }), 405, "method_not_allowed");
  });
});
