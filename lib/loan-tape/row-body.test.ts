import { describe, expect, it } from "vitest";
import type { Cell } from "@/lib/csv/sheet";
import { rowBody } from "./row-body";
import { columnTarget, type ColumnTarget } from "./tape-columns";

const columns = (...names: string[]): ColumnTarget[] =>
  names.map((name) => {
    const column = columnTarget(name);
    if (!column) throw new Error(name);
    return column;
  });

describe("rowBody", () => {
  it("builds the nested body the API takes, each value of the field's type", () => {
    const { body, issues } = rowBody(columns("partner_loan_id", "pincode", "interest_rate", "gender", "bank_account.ac_number", "bank_account.ifsc_code", "kyc.0.kyc_type", "kyc.0.identifier", "kyc.0.is_verified"), [
      "L-1",
      "560001",
      "12.5",
      "female",
      "001234567890",
      "HDFC0001234",
      "2",
      "ABCPE1234F",
      "TRUE",
    ]);
    expect(issues).toEqual([]);
    expect(body).toEqual({
      partner_loan_id: "L-1",
      pincode: 560001,
      interest_rate: 12.5,
      gender: "female",
      bank_account: { ac_number: "001234567890", ifsc_code: "HDFC0001234" },
      kyc: [{ kyc_type: "2", identifier: "ABCPE1234F", is_verified: true }],
    });
  });

  it("leaves out a list item whose cells are all empty and closes up the rest in order", () => {
    const { body } = rowBody(columns("kyc.0.kyc_type", "kyc.0.identifier", "kyc.1.kyc_type", "kyc.1.identifier", "kyc.2.kyc_type", "kyc.2.identifier"), ["", "", "pan", "ABCPE1234F", "aadhaar", "0123"]);
    expect(body.kyc).toEqual([
      { kyc_type: "pan", identifier: "ABCPE1234F" },
      { kyc_type: "aadhaar", identifier: "0123" },
    ]);
  });

  it("sends an empty cell as \"\" where its item is given, so the booking judges it as the API would", () => {
    const { body } = rowBody(columns("email", "kyc.0.kyc_type", "kyc.0.is_verified", "additional_variables.foir"), ["", "pan", "", ""]);
    expect(body).toEqual({ email: "", kyc: [{ kyc_type: "pan", is_verified: "" }] });
  });

  it("keeps the last 4 Aadhaar digits as text, and sends a number cell as the number the API refuses, never padded", () => {
    expect(rowBody(columns("co_applicant_details.0.co_aadhaar"), ["0123"]).body).toEqual({ co_applicant_details: [{ co_aadhaar: "0123" }] });
    expect(rowBody(columns("co_applicant_details.0.co_aadhaar"), [123]).body).toEqual({ co_applicant_details: [{ co_aadhaar: 123 }] });
  });

  it("takes a JSON list in one cell, and names a cell that is no JSON", () => {
    const schedule = [{ due_date: "2026-01-05", due_amount: 100 }];
    expect(rowBody(columns("repayment_schedule"), [JSON.stringify(schedule)]).body).toEqual({ repayment_schedule: schedule });
    expect(rowBody(columns("repayment_schedule"), ["[{due_date: 1}"]).issues).toEqual([{ path: "repayment_schedule", message: expect.stringMatching(/not a JSON array/) as string }]);
  });

  it("refuses a long number a spreadsheet has rounded, and reads workbook dates as dates", () => {
    const cells: Cell[] = [12345678901234567, new Date(Date.UTC(1990, 4, 17)), new Date(Date.UTC(2026, 0, 2, 10, 30))];
    const { body, issues } = rowBody(columns("bank_account.ac_number", "date_of_birth", "consents.0.given_at"), cells);
    expect(issues).toEqual([{ path: "bank_account.ac_number", message: expect.stringMatching(/more than 15 digits/) as string }]);
    expect(body).toEqual({ date_of_birth: "1990-05-17", consents: [{ given_at: "2026-01-02T10:30:00+05:30" }] });
  });

  it("passes text a number field cannot read to the booking as it is, for the field's own message", () => {
    expect(rowBody(columns("loan_amount"), ["1,00,000"]).body).toEqual({ loan_amount: "1,00,000" });
  });
});
