import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bookingSchema } from "@/lib/schemas/loan";
import { columnTarget, TEMPLATE_COLUMNS } from "./tape-columns";
import { spreadsheetSafe } from "@/lib/csv/spreadsheet-safe";

describe("the tape's columns", () => {
  it("are the booking schema's fields: every top-level field has a column, and every column names one", () => {
    const topLevel = new Set(TEMPLATE_COLUMNS.map((column) => String(column.path[0])));
    expect([...topLevel].sort()).toEqual(Object.keys(bookingSchema.shape).sort());
    for (const column of TEMPLATE_COLUMNS) expect(columnTarget(column.name)?.path).toEqual(column.path);
  });

  it("mark as required what the API requires", () => {
    const required = TEMPLATE_COLUMNS.filter((column) => column.required === "yes").map((column) => column.name);
    expect(required).toEqual(
      expect.arrayContaining(["partner_loan_id", "mobile_number", "full_name", "date_of_birth", "gender", "pincode", "monthly_income", "loan_application_date", "loan_amount", "loan_tenure", "interest_rate", "bank_account.ac_number", "bank_account.ifsc_code", "bank_account.ac_name", "bank_account.nach_type", "kyc.0.kyc_type", "kyc.0.identifier"]),
    );
    expect(TEMPLATE_COLUMNS.find((column) => column.name === "kyc.1.identifier")?.required).toBe("with its item");
    expect(TEMPLATE_COLUMNS.find((column) => column.name === "email")?.required).toBe("no");
  });

  it("are all in docs/loan-tape.md, so the documentation cannot drift from them", () => {
    const doc = readFileSync("docs/loan-tape.md", "utf8");
    const missing = TEMPLATE_COLUMNS.filter((column) => !doc.includes(`\`${column.name}\``)).map((column) => column.name);
    expect(missing).toEqual([]);
  });
});

describe("spreadsheetSafe", () => {
  it.each(["=HYPERLINK(\"x\")", "+91", "-1", "@SUM(A1)", "\tx"])("keeps %j as text", (text) => {
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
  });

  it("leaves other text alone", () => {
    expect(spreadsheetSafe("Rao, Priya")).toBe("Rao, Priya");
  });
});
