import { describe, expect, it } from "vitest";
import { changesBetween } from "./changes-between";

describe("changesBetween", () => {
  it("gives nothing for identical bodies, whatever their keys' order", () => {
    const body = { email: "a@example.com", bank_account: { ac_number: ["12345678"], ifsc_code: "HDFC0001234" }, kyc: [{ kyc_type: 2, identifier: "ABCPV1234F" }] };
    expect(changesBetween(body, structuredClone(body))).toEqual([]);
    expect(changesBetween({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toEqual([]);
  });

  it("names a changed leaf of a nested object by its dotted path", () => {
    expect(
      changesBetween(
        { bank_account: { ifsc_code: "HDFC0001234", ac_name: "Asha Verma" }, loan_amount: 100000 },
        { bank_account: { ifsc_code: "ICIC0001234", ac_name: "Asha Verma" }, loan_amount: 120000 },
      ),
    ).toEqual([
      { path: "bank_account.ifsc_code", from: "HDFC0001234", to: "ICIC0001234" },
      { path: "loan_amount", from: 100000, to: 120000 },
    ]);
  });

  it("gives a replaced array as one change at its path, with the whole old and new arrays", () => {
    const before = { repayment_schedule: [{ due_date: "2026-12-01", due_amount: 100 }, { due_date: "2027-01-01", due_amount: 100 }] };
    const after = { repayment_schedule: [{ due_date: "2026-12-01", due_amount: 100 }, { due_date: "2027-01-01", due_amount: 101 }] };
    expect(changesBetween(before, after)).toEqual([{ path: "repayment_schedule", from: before.repayment_schedule, to: after.repayment_schedule }]);
  });

  it("treats an array nested in an object as one value too", () => {
    expect(changesBetween({ bank_account: { ac_number: ["11111111"] } }, { bank_account: { ac_number: ["11111111", "22222"] } })).toEqual([
      { path: "bank_account.ac_number", from: ["11111111"], to: ["11111111", "22222"] },
    ]);
  });

  it("gives an added key as a change from null and a removed one as a change to null", () => {
    expect(changesBetween({ email: "a@example.com" }, { company_name: "Wipro" })).toEqual([
      { path: "email", from: "a@example.com", to: null },
      { path: "company_name", from: null, to: "Wipro" },
    ]);
  });

  it("goes down to the leaves of an object added or removed whole", () => {
    expect(changesBetween({}, { additional_variables: { foir: 0.2, no_of_enquiries: 1 } })).toEqual([
      { path: "additional_variables.foir", from: null, to: 0.2 },
      { path: "additional_variables.no_of_enquiries", from: null, to: 1 },
    ]);
    expect(changesBetween({ additional_variables: { iir: 0.1 } }, {})).toEqual([{ path: "additional_variables.iir", from: 0.1, to: null }]);
  });

  it("gives a value that changes kind (an object for a number) as one change", () => {
    expect(changesBetween({ x: 1 }, { x: { y: 1 } })).toEqual([{ path: "x", from: 1, to: { y: 1 } }]);
  });
});
