import ExcelJS from "exceljs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { approvedLoan, minimalLoan, rejectedLoan, uniqueLoanId } from "../support/loan-fixtures";
import { tapeCsv, tapeRows } from "../support/loan-tape";
import { api, DEMO2 } from "./client";
import { dataOf, LEAD_ID, LOANS } from "./helpers";
import { tapeFinished, tapeProgress, uploadTape, type TapeProgress } from "./loan-tape-portal";
import { PortalClient } from "./portal-session";

async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

async function uploaded(client: PortalClient, bytes: Uint8Array, fileName?: string): Promise<string> {
  const { status, body } = await uploadTape(client, bytes, fileName);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data?.upload_id ?? "";
}

const loansWithPartnerLoanId = async (partnerLoanId: string, auth = undefined as undefined | typeof DEMO2) => {
  const response = await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(partnerLoanId)}`, { auth });
  return dataOf<{ items: { lead_id: string }[] }>(response).items;
};

let partnerStaff: PortalClient;
let otherPartnerStaff: PortalClient;

beforeAll(async () => {
  partnerStaff = await signedIn("partner@demo.loandesk.test");
  otherPartnerStaff = await signedIn("partner2@demo.loandesk.test");
});

describe("a loan tape", () => {
  const approved = approvedLoan({ full_name: "Rao, Priya", address: "12 MG Road,\nBengaluru", partner_loan_id: `=HYPERLINK-${uniqueLoanId()}` });
  const rejected = rejectedLoan();
  const invalid = minimalLoan({ mobile_number: "12345", kyc: [{ kyc_type: "pan", identifier: "ABCDE1234F" }] });
  const duplicate = { ...minimalLoan(), partner_loan_id: approved.partner_loan_id };
  const tape = tapeCsv([approved, rejected, invalid, duplicate]);
  let first: TapeProgress;

  it("books each row through the API's booking: approved, rejected with reasons, invalid rows with field errors, a duplicate refused naming its first row", async () => {
    const uploadId = await uploaded(partnerStaff, tape);
    first = await tapeFinished(partnerStaff, uploadId);
    expect(first.upload).toMatchObject({ rowCount: 4, processed: 4, approved: 1, rejected: 1, refused: 2, alreadyBooked: 0 });
    const [one, two, three, four] = first.rows;
    expect(one).toMatchObject({ rowNumber: 2, partnerLoanId: approved.partner_loan_id, outcome: "booked", status: "Approved", error: null });
    expect(one?.leadId).toMatch(LEAD_ID);
    expect(two).toMatchObject({ rowNumber: 3, outcome: "booked", status: "Rejected" });
    expect(two?.rejectionReason).toMatch(/credit/i);
    expect(three).toMatchObject({ rowNumber: 4, outcome: "refused", leadId: null, error: { code: "validation_error" } });
    expect(three?.error?.fields.map((field) => field.path)).toEqual(expect.arrayContaining(["mobile_number", "kyc[0].identifier"]));
    expect(four).toMatchObject({ rowNumber: 5, outcome: "refused", error: { code: "duplicate_partner_loan_id", details: { row: 2 } } });
    expect(four?.error?.message).toContain("row 2");

    // The name with a comma and the address with a line break are the loan's, as sent.
    const read = dataOf<Record<string, unknown>>(await api("GET", `${LOANS}${one?.leadId}/`));
    expect(read).toMatchObject({ full_name: "Rao, Priya", address: "12 MG Road,\nBengaluru", partner_loan_id: approved.partner_loan_id });
  });

  it("uploaded twice books nothing twice: the same rows give the same loans, and a changed body gets the API's conflict", async () => {
    const again = await tapeFinished(partnerStaff, await uploaded(partnerStaff, tape));
    expect(again.upload).toMatchObject({ approved: 0, rejected: 0, alreadyBooked: 2, refused: 2 });
    expect(again.rows.slice(0, 2).map((row) => [row.outcome, row.leadId])).toEqual(first.rows.slice(0, 2).map((row) => ["already_booked", row.leadId]));
    expect(await loansWithPartnerLoanId(String(approved.partner_loan_id))).toHaveLength(1);

    const changed = await tapeFinished(partnerStaff, await uploaded(partnerStaff, tapeCsv([{ ...approved, monthly_income: 90000 }], { bom: false, lineEnd: "\n" })));
    expect(changed.rows[0]).toMatchObject({ outcome: "refused", error: { code: "duplicate_partner_loan_id", details: { lead_id: first.rows[0]?.leadId } } });
  });

  it("gives a results file: one line per row with its loan or its refusal, formula-looking cells kept as text", async () => {
    const uploadId = await uploaded(partnerStaff, tape);
    await tapeFinished(partnerStaff, uploadId);
    const { status, bytes } = await partnerStaff.download(`/portal-files/loan-tapes/${uploadId}/results.csv`);
    expect(status).toBe(200);
    const text = bytes.toString("utf8");
    expect(text.startsWith("\uFEFFrow,partner_loan_id,result,lead_id,loan_account_number,status,rejection_reason,error_code,error_message,errors\r\n")).toBe(true);
    expect(text).toContain(`2,'${approved.partner_loan_id},already booked,${first.rows[0]?.leadId}`);
    expect(text).toMatch(/\r\n4,[^,]+,refused,,,,,validation_error,[^\r]*mobile_number: /);
  });

  it("is the uploading partner's alone: another partner's staff find neither its progress nor its results, and their own tape books in their own id space", async () => {
    const uploadId = await uploaded(partnerStaff, tapeCsv([approvedLoan()]));
    const outcome = await tapeProgress(otherPartnerStaff, uploadId);
    expect(outcome).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect((await otherPartnerStaff.download(`/portal-files/loan-tapes/${uploadId}/results.csv`)).status).toBe(404);

    const theirs = await tapeFinished(otherPartnerStaff, await uploaded(otherPartnerStaff, tapeCsv([approvedLoan({ partner_loan_id: approved.partner_loan_id })])));
    expect(theirs.rows[0]).toMatchObject({ outcome: "booked", status: "Approved" });
    expect(theirs.rows[0]?.leadId).not.toBe(first.rows[0]?.leadId);
    expect(await loansWithPartnerLoanId(String(approved.partner_loan_id), DEMO2)).toHaveLength(1);
  });
});

describe("a tape as a workbook", () => {
  it("books an XLSX tape's one sheet with its typed cells", async () => {
    const body = approvedLoan();
    const [header = [], row = []] = tapeRows([body]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Loans");
    sheet.addRow(header);
    sheet.addRow(row.map((cell, index) => (["loan_amount", "monthly_income", "pincode"].includes(header[index] ?? "") ? Number(cell) : cell)));
    const done = await tapeFinished(partnerStaff, await uploaded(partnerStaff, new Uint8Array(await book.xlsx.writeBuffer()), "tape.xlsx"));
    expect(done.rows[0]).toMatchObject({ outcome: "booked", status: "Approved", partnerLoanId: body.partner_loan_id });
  });

  it("refuses a workbook of two sheets, naming them, and books nothing", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Loans").addRows(tapeRows([approvedLoan()]));
    book.addWorksheet("More loans").addRows(tapeRows([approvedLoan()]));
    const { status, body } = await uploadTape(partnerStaff, new Uint8Array(await book.xlsx.writeBuffer()), "two.xlsx");
    expect(status).toBe(400);
    expect(body.error?.message).toContain('("Loans", "More loans")');
  });
});

describe("a file that is no tape", () => {
  it("is refused whole with a clear message, never a 500", async () => {
    const tooLarge = await uploadTape(partnerStaff, new Uint8Array(10 * 1024 * 1024).fill(0x61));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error?.message).toMatch(/larger than 5 MiB/);

    const unknownColumn = await uploadTape(partnerStaff, Buffer.from("partner_loan_id,salary\nA,1\n"));
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.error?.message).toContain('"salary"');

    const binary = await uploadTape(partnerStaff, Uint8Array.from([0xff, 0xfe, 0x00, 0x41]));
    expect(binary.status).toBe(400);
  });

  it("is refused for a role that cannot book, a signed-out browser and another site's page", async () => {
    const support = await signedIn("support@demo.loandesk.test");
    expect((await uploadTape(support, tapeCsv([approvedLoan()]))).body.error?.code).toBe("forbidden");
    expect((await uploadTape(new PortalClient(inject("baseUrl")), tapeCsv([approvedLoan()]))).status).toBe(401);
    expect((await uploadTape(partnerStaff, tapeCsv([approvedLoan()]), "tape.csv", "https://elsewhere.example")).status).toBe(403);
  });
});
