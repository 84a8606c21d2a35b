import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readSheet } from "@/lib/csv/read-sheet";
import { AppError } from "@/lib/errors/app-error";
import { MANDATE_RESPONSE_SHEET, mandateResponseRows, statusOf } from "./mandate-response-file";
import { parseResponseDate } from "./response-date";
import { answerOf, VERIFICATION_RESULT_SHEET, verificationResultRows } from "./verification-result-file";

const utf8 = (text: string) => new TextEncoder().encode(text);

const mandateRows = async (text: string) => mandateResponseRows(await readSheet(MANDATE_RESPONSE_SHEET, utf8(text)));

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("parseResponseDate", () => {
  it.each([
    ["2025-11-27", "2025-11-27"],
    ["2025-11-27T10:15:00", "2025-11-27"],
    ["27/11/2025", "2025-11-27"],
    ["27-11-2025", "2025-11-27"],
    ["27.11.2025", "2025-11-27"],
    ["3/4/2025", "2025-04-03"],
    ["27-Nov-2025", "2025-11-27"],
    ["27 November 2025", "2025-11-27"],
    ["27/11/2025 14:02:11", "2025-11-27"],
  ])("reads %j as %s, the day first as Indian banks write it", (text, day) => {
    expect(parseResponseDate(text)).toBe(day);
  });

  it.each([["20251127"], ["27112025"], ["11/27/2025"], ["31/02/2025"], ["2025-13-01"], ["yesterday"], ["27-Foo-2025"], ["27/11/25"]])("refuses %j, which is no day or could be read two ways", (text) => {
    expect(parseResponseDate(text)).toBeNull();
  });
});

describe("the mandate response file's columns", () => {
  it.each([
    ["UMRN", "umrn"],
    ["umrn_no", "umrn"],
    ["Mandate Ref.", "reference"],
    ["Loan A/C No", "reference"],
    ["REFERENCE 1", "reference"],
    ["Consumer Reference Number", "reference"],
  ])("reads the header %j, whatever its case and punctuation, as %s", async (header, field) => {
    const { rows, ignored } = await mandateRows(`${header},Status,Date,Reason Code\nLDSK0000000000000009,failed,27/11/2025,M038`);
    expect(ignored).toEqual([]);
    expect(rows[0]).toMatchObject({ [field]: "LDSK0000000000000009", status: "failed", reasonCode: "M038" });
  });

  it.each([["NPCI_REASON_CODE"], ["Reject Reason Code"], ["reason"]])("reads %j as the reason code", async (header) => {
    const { rows } = await mandateRows(`reference,status,${header},Response Date\nLD1,Rejected,M057,27/11/2025`);
    expect(rows[0]).toMatchObject({ reasonCode: "M057", date: "2025-11-27" });
  });

  it("reads a file with a BOM and CRLF, a quoted comma in another column, and sets aside the bank's own columns", async () => {
    const { rows, ignored } = await mandateRows(
      '\uFEFFUMRN,Mandate Reference,Customer Name,Status,Reject Reason Code,Response Date\r\nLDSK0000000000000001,LD123,"Rao, Priya",ACCEPTED,,27/11/2025\r\n,LD124,Anil,Rejected,M038 - No such account,27-11-2025\r\n',
    );
    expect(ignored).toEqual(["Customer Name"]);
    expect(rows).toEqual([
      { rowNumber: 2, reference: "LD123", umrn: "LDSK0000000000000001", status: "registered", reasonCode: null, date: "2025-11-27" },
      { rowNumber: 3, reference: "LD124", umrn: null, status: "failed", reasonCode: "M038", date: "2025-11-27" },
    ]);
  });

  it.each([
    ["registered", "registered"],
    ["Accepted", "registered"],
    ["SUCCESS", "registered"],
    ["Successfully Registered", "registered"],
    ["Active", "registered"],
    ["failed", "failed"],
    ["REJECTED", "failed"],
    ["Reject", "failed"],
    ["Not Registered", "failed"],
    ["declined", "failed"],
  ])("reads the status %j as %s", (text, status) => {
    expect(statusOf(text)).toBe(status);
  });

  it.each([["Pending", "is not a final answer"], ["under process", "is not a final answer"], ["cancelled", "must say registered"], ["", "is required"]])(
    "refuses the status %j with what it takes",
    (text, fieldMessage) => {
      const problem = statusOf(text === "" ? null : text);
      expect(problem).toMatchObject({ code: "validation_error", fields: [{ path: "status", message: expect.stringContaining(fieldMessage) }] });
    },
  );

  it("refuses each bad row on its own, naming the column, and reads the others", async () => {
    const { rows } = await mandateRows(
      [
        "umrn,reference,status,reason code,date",
        ",,registered,,27/11/2025",
        "LDSK0000000000000002,LD1,registered,,11/27/2025",
        "LDSK0000000000000003,LD2,registered,M038,27/11/2025",
        ",LD3,maybe,,27/11/2025",
        ",LD4,failed,M038,27/11/2025,extra",
        ",LD5,failed,M038,2025-11-27",
      ].join("\n"),
    );
    expect(rows.map((row) => ("fields" in row ? `${row.rowNumber}:${row.fields[0]?.path}` : `${row.rowNumber}:ok`))).toEqual(["2:reference", "3:date", "4:reason_code", "5:status", "6:row", "7:ok"]);
  });

  it("refuses a file without a status or date column, or with two reference columns, naming them", async () => {
    expect((await refusal(mandateRows("umrn,reference\nA,B"))).message).toMatch(/no column for Status, Date/);
    expect((await refusal(mandateRows("status,date\nregistered,27/11/2025"))).message).toMatch(/no column for UMRN or Mandate reference/);
    expect((await refusal(mandateRows("reference,loan account number,status,date\nA,B,registered,27/11/2025"))).message).toMatch(/more than once.*Mandate reference/);
  });

  it("reads an XLSX file's date cells and numbers as text", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Responses");
    sheet.addRow(["UMRN", "Loan Account Number", "Status", "Date"]);
    sheet.addRow(["LDSK0000000000000004", "LD77", "Registered", new Date(Date.UTC(2025, 10, 27))]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const { rows } = mandateResponseRows(await readSheet(MANDATE_RESPONSE_SHEET, bytes));
    expect(rows).toEqual([{ rowNumber: 2, reference: "LD77", umrn: "LDSK0000000000000004", status: "registered", reasonCode: null, date: "2025-11-27" }]);
  });

  it("refuses a file over the limit and more rows than a file takes, as the shared reader does", async () => {
    const big = new Uint8Array(MANDATE_RESPONSE_SHEET.maxBytes + 1).fill(0x41);
    expect((await refusal(readSheet(MANDATE_RESPONSE_SHEET, big))).code).toBe("payload_too_large");
    const many = ["reference,status,date", ...Array.from({ length: MANDATE_RESPONSE_SHEET.maxRows + 1 }, (_, index) => `LD${index},failed,27/11/2025`)].join("\n");
    expect((await refusal(mandateRows(many))).message).toBe(`The file has ${MANDATE_RESPONSE_SHEET.maxRows + 1} rows of responses; a file takes at most ${MANDATE_RESPONSE_SHEET.maxRows}: split it into several files`);
  });
});

describe("the verification results file", () => {
  it.each([
    ["Verified", "MEERA IYER", { outcome: "name_at_bank", name_at_bank: "MEERA IYER" }],
    ["success", "MEERA IYER", { outcome: "name_at_bank", name_at_bank: "MEERA IYER" }],
    ["Name Mismatch", "RAHUL SHARMA", { outcome: "name_at_bank", name_at_bank: "RAHUL SHARMA" }],
    ["Account Closed", null, { outcome: "account_failed", reason: "account_closed" }],
    ["No such account", null, { outcome: "account_failed", reason: "account_not_found" }],
    ["INVALID ACCOUNT NUMBER", null, { outcome: "account_failed", reason: "account_not_found" }],
    ["Dormant", "MEERA IYER", { outcome: "account_failed", reason: "account_frozen" }],
  ])("reads the result %j (name %j)", (result, name, answer) => {
    expect(answerOf(result, name)).toEqual(answer);
  });

  it.each([
    ["verified", null, "name_at_bank"],
    ["pending", null, "result"],
    ["failed", null, "result"],
    [null, "MEERA IYER", "result"],
  ])("refuses the result %j with name %j, naming %s", (result, name, path) => {
    expect(answerOf(result, name)).toMatchObject({ code: "validation_error", fields: [{ path }] });
  });

  it("reads rows by verification id or loan account number", async () => {
    const text = "Loan Account Number,Verification Status,Beneficiary Name,Date\nLD9,success,MEERA IYER,27/11/2025\n0190f000-0000-7000-8000-000000000000,closed,,2025-11-27";
    const { rows, ignored } = verificationResultRows(await readSheet(VERIFICATION_RESULT_SHEET, utf8(text)));
    expect(ignored).toEqual([]);
    expect(rows).toEqual([
      { rowNumber: 2, reference: "LD9", answer: { outcome: "name_at_bank", name_at_bank: "MEERA IYER" }, date: "2025-11-27" },
      { rowNumber: 3, reference: "0190f000-0000-7000-8000-000000000000", answer: { outcome: "account_failed", reason: "account_closed" }, date: "2025-11-27" },
    ]);
  });
});
