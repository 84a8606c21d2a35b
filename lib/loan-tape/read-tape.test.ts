import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { readTape } from "./read-tape";
import { MAX_TAPE_BYTES } from "./tape-sheet";
import { headerColumns } from "./tape-header";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function refusal(bytes: Uint8Array): Promise<AppError> {
  const error = await readTape(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    rows.forEach((row) => sheet.addRow(row));
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe("readTape, CSV", () => {
  const rows = ["partner_loan_id,full_name", "A-1,\"Rao, Priya\"", "A-2,\"Anil\nKumar\""];

  it.each([
    ["LF without a BOM", rows.join("\n")],
    ["CRLF without a BOM", rows.join("\r\n")],
    ["LF with a BOM", `\uFEFF${rows.join("\n")}`],
    ["CRLF with a BOM and a last line break", `\uFEFF${rows.join("\r\n")}\r\n`],
  ])("reads %s, with commas and line breaks inside quoted names", async (_, text) => {
    const sheet = await readTape(utf8(text));
    expect(sheet.format).toBe("csv");
    expect(sheet.headers).toEqual(["partner_loan_id", "full_name"]);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ["A-1", "Rao, Priya"], misaligned: undefined },
      { rowNumber: 3, cells: ["A-2", "Anil\nKumar"], misaligned: undefined },
    ]);
  });

  it("keeps a formula-looking cell as its text", async () => {
    const sheet = await readTape(utf8('partner_loan_id,full_name\nA-1,"=HYPERLINK(""http://x"",""y"")"'));
    expect(sheet.rows[0]?.cells[1]).toBe('=HYPERLINK("http://x","y")');
  });

  it("skips empty rows but numbers the rows as a spreadsheet does", async () => {
    const sheet = await readTape(utf8("partner_loan_id,full_name\n\n,\nA-3,Asha\n"));
    expect(sheet.rows.map((row) => row.rowNumber)).toEqual([4]);
  });

  it("marks a row whose cells do not line up with the header", async () => {
    const sheet = await readTape(utf8("partner_loan_id,full_name\nA-1\nA-2,Asha,extra\nA-3,Ravi,"));
    expect(sheet.rows.map((row) => Boolean(row.misaligned))).toEqual([true, true, false]);
  });

  it("refuses a CSV that is not well-formed, naming the line", async () => {
    const error = await refusal(utf8('partner_loan_id,full_name\nA-1,"Asha\n'));
    expect(error.code).toBe("validation_error");
    expect(error.message).toMatch(/at line \d+: a quoted cell is never closed/);
  });

  it("refuses text that is not UTF-8 rather than guess its letters", async () => {
    const error = await refusal(Uint8Array.from([0x61, 0x2c, 0x62, 0x0a, 0xe9, 0x2c, 0x31]));
    expect(error.message).toMatch(/CSV UTF-8/);
  });

  it("refuses a file over the limit, and an old .xls workbook", async () => {
    expect((await refusal(new Uint8Array(MAX_TAPE_BYTES + 1))).code).toBe("payload_too_large");
    expect((await refusal(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).code).toBe("unsupported_media_type");
  });

  it("refuses an empty file and a header without loans is no refusal of the reader", async () => {
    expect((await refusal(new Uint8Array())).code).toBe("validation_error");
    expect((await readTape(utf8("partner_loan_id\n"))).rows).toEqual([]);
  });
});

describe("readTape, XLSX", () => {
  it("reads the one sheet with its cells' types; a formula is its text, never its result", async () => {
    const bytes = await workbook({
      Loans: [
        ["partner_loan_id", "loan_amount", "date_of_birth", "full_name"],
        ["X-1", 50000, new Date(Date.UTC(1990, 4, 17)), { formula: 'HYPERLINK("http://x","y")', result: "y" }],
        [],
        ["X-2", 60000, "1991-01-02", { richText: [{ text: "Asha " }, { text: "Rao" }] }],
      ],
    });
    const sheet = await readTape(bytes);
    expect(sheet.format).toBe("xlsx");
    expect(sheet.rows.map((row) => [row.rowNumber, ...row.cells])).toEqual([
      [2, "X-1", 50000, new Date(Date.UTC(1990, 4, 17)), '=HYPERLINK("http://x","y")'],
      [4, "X-2", 60000, "1991-01-02", "Asha Rao"],
    ]);
  });

  it("refuses a workbook of two sheets, naming them", async () => {
    const error = await refusal(await workbook({ Loans: [["partner_loan_id"], ["A"]], Notes: [["n"]] }));
    expect(error.message).toContain('2 sheets ("Loans", "Notes")');
  });

  it("refuses a ZIP archive that is no workbook", async () => {
    const notABook = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect((await refusal(notABook)).message).toMatch(/no Excel workbook/);
  });
});

describe("headerColumns", () => {
  const header = (...headers: string[]) => () => headerColumns({ headers, rows: [] });

  it("takes the body's fields by path, in any case", () => {
    expect(headerColumns({ headers: [" Partner_Loan_ID ", "bank_account.ac_number", "kyc.0.identifier", "repayment_schedule"], rows: [] }).map((column) => column?.path)).toEqual([
      ["partner_loan_id"],
      ["bank_account", "ac_number"],
      ["kyc", 0, "identifier"],
      ["repayment_schedule"],
    ]);
  });

  it.each([
    ["a column that is no field", header("partner_loan_id", "salary"), /"salary"/],
    ["an item past the list's limit", header("kyc.10.identifier"), /"kyc.10.identifier"/],
    ["an object as a whole", header("bank_account"), /"bank_account"/],
    ["a column twice", header("full_name", "FULL_NAME"), /more than once: "full_name"/],
    ["a list both whole and by items", header("kyc", "kyc.0.kyc_type"), /both whole.*"kyc"/],
    ["semicolons", header("partner_loan_id;full_name"), /semicolons/],
  ])("refuses %s", (_, read, message) => {
    expect(read).toThrow(message);
  });

  it("refuses a column without a name that holds values, and leaves an empty one aside", () => {
    expect(() => headerColumns({ headers: ["full_name", ""], rows: [{ rowNumber: 2, cells: ["Asha", "x"] }] })).toThrow(/Column 2 holds values/);
    expect(headerColumns({ headers: ["full_name", ""], rows: [{ rowNumber: 2, cells: ["Asha", ""] }] })[1]).toBeNull();
  });
});
