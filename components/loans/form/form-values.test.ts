import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { GENDER, LOAN_TYPE } from "@/lib/schemas/enums";
import { loanFields, loanSchema, type Loan } from "@/lib/schemas/loan";
import { isOptionalField, loanFieldPaths } from "./field-schema";
import {
  blankLoan,
  bookingBody,
  firstErrorPath,
  firstInOrder,
  formPath,
  isUntouched,
  numberValue,
  patchOf,
  readableErrors,
  textValue,
  toFormValues,
  type LoanFormValues,
} from "./form-values";
import { codeLabel, errorText, FIELD_LABELS } from "./labels";
import { equalInstalments } from "./schedule";
import { SECTIONS, sectionIndexOf } from "./sections";
import { planServerError, type ActionError } from "./server-errors";
import { LOAN_RESOLVERS } from "./use-loan-form";

/** A loan as the read returns it: codes, ISO dates, account numbers as an array, plus the read's own fields. */
function readLoan(): Loan & { lead_id: string; status: string } {
  return {
    lead_id: "0193a1b2-0000-7000-8000-000000000001",
    status: "Approved",
    partner_loan_id: "PL-1",
    mobile_number: "9876543210",
    full_name: "Priya Sharma",
    gender: GENDER.female,
    date_of_birth: "1990-03-15",
    pincode: 560034,
    monthly_income: 85000,
    loan_application_date: "2026-11-02",
    loan_tenure: 12,
    loan_amount: 100000,
    interest_rate: 12,
    loan_type: LOAN_TYPE.personal_loan,
    bank_account: { ac_number: ["50100234567890", "1234567890"], ifsc_code: "HDFC0001234", ac_name: "Priya Sharma", nach_type: 1 },
    kyc: [{ kyc_type: 2, identifier: "ABCPS1234K", is_verified: true }],
    additional_variables: { foir: 0.3 },
  };
}

const bothAccounts = ["50100234567890", "1234567890"];

async function validate(values: unknown): Promise<FieldErrors<LoanFormValues>> {
  const options = { fields: {}, names: ["kyc.0.identifier"], criteriaMode: "all", shouldUseNativeValidation: false } as ResolverOptions<LoanFormValues>;
  const result = await zodResolver(loanSchema)(values as LoanFormValues, undefined, options);
  return readableErrors(result.errors, values);
}

describe("inputs to values", () => {
  it("treats an empty box as a field left out, and numbers as numbers", () => {
    expect(textValue("")).toBeUndefined();
    expect(textValue("Priya")).toBe("Priya");
    expect(numberValue("")).toBeUndefined();
    expect(numberValue("  ")).toBeUndefined();
    expect(numberValue(" 85000.50 ")).toBe(85000.5);
    expect(numberValue("12abc")).toBeNaN();
    expect(numberValue(3)).toBe(3);
  });
});

describe("a new booking", () => {
  it("starts with the API's own defaults and one verified KYC document", () => {
    expect(blankLoan()).toMatchObject({ loan_type: LOAN_TYPE.personal_loan, kyc: [{ is_verified: true }] });
    // The principal tranche, paid out on the day given: without one the loan could not be disbursed.
    expect(blankLoan("2026-11-24").disbursal_detail).toEqual([{ disbursal_type: 0, date: "2026-11-24" }]);
  });

  it("keeps no draft of a form that holds only the defaults", () => {
    expect(isUntouched({ ...blankLoan(), email: undefined, kyc: [{ is_verified: true, kyc_type: undefined }] })).toBe(true);
    expect(isUntouched({ ...blankLoan(), full_name: "P" })).toBe(false);
    expect(isUntouched({ ...blankLoan(), kyc: [{ is_verified: false }] })).toBe(false);
  });

  it("marks as optional exactly what the schema lets a booking leave out", () => {
    expect(isOptionalField("email")).toBe(true);
    expect(isOptionalField("full_name")).toBe(false);
    expect(isOptionalField("bank_account.nach_umrn")).toBe(true);
    expect(isOptionalField("kyc.3.identifier")).toBe(false);
    expect(isOptionalField("co_applicant_details.0.co_relation")).toBe(false);
    // The API fills loan_type in; the form shows it chosen rather than optional.
    expect(isOptionalField("loan_type")).toBe(false);
  });

  it("leaves sections the user did not fill in out of the body", () => {
    const loan = { ...readLoan(), additional_variables: {}, co_applicant_details: [], repayment_schedule: [] };
    const { lead_id: _lead, status: _status, ...body } = loan;
    const sent = bookingBody(body);
    expect(sent).not.toHaveProperty("additional_variables");
    expect(sent).not.toHaveProperty("co_applicant_details");
    expect(sent).not.toHaveProperty("repayment_schedule");
    expect(sent.kyc).toHaveLength(1);
  });
});

describe("every field has its place", () => {
  it("puts each field of the booking (the loan body and its consents) in exactly one section", () => {
    const placed = SECTIONS.flatMap((section) => section.fields);
    expect([...placed].sort()).toEqual([...Object.keys(loanFields), "consents"].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("gives every field of the loan schema, nested ones too, a label and a step", () => {
    const paths = loanFieldPaths();
    expect(paths).toContain("co_applicant_details.co_pancard");
    expect(paths).toContain("repayment_schedule.due_amount");
    for (const path of paths) {
      expect(FIELD_LABELS[path], `label of ${path}`).toBeDefined();
      expect(sectionIndexOf(path), `step of ${path}`).toBeGreaterThanOrEqual(0);
    }
  });

  it("sends an issue with a nested path, as zod or the API writes it, to the step holding its field", () => {
    const stepOf = (path: string) => SECTIONS[sectionIndexOf(formPath(path))]?.step;
    expect(stepOf("co_applicant_details[1].co_pancard")).toBe("Co-applicants");
    expect(stepOf("co_applicant_details.1.co_dob")).toBe("Co-applicants");
    expect(stepOf("repayment_schedule[3].due_amount")).toBe("Schedule");
    expect(stepOf("disbursal_detail[0].gst")).toBe("Schedule");
    expect(stepOf("bank_account.ifsc_code")).toBe("Bank account");
    expect(stepOf("loan_application_date")).toBe("Loan terms");
    expect(stepOf("additional_variables.no_of_enquiries")).toBe("Loan terms");
    expect(stepOf("kyc[0].identifier")).toBe("KYC");
  });

  it("finds the section of a nested path", () => {
    expect(sectionIndexOf("partner_loan_id")).toBe(0);
    expect(SECTIONS[sectionIndexOf("kyc.0.identifier")]?.id).toBe("kyc");
    expect(SECTIONS[sectionIndexOf("bank_account.ifsc_code")]?.id).toBe("bank");
  });
});

describe("the edit form's values", () => {
  it("shows the first account number and none of the read's own fields", () => {
    const values = toFormValues(readLoan());
    expect(values.bank_account.ac_number).toBe("50100234567890");
    expect(values).not.toHaveProperty("lead_id");
    expect(values).not.toHaveProperty("status");
    expect(loanSchema.safeParse(values).success).toBe(true);
  });
});

describe("the PATCH of an edit", () => {
  const initial = readLoan();

  it("sends only the changed top-level fields, lists whole", () => {
    const values = { ...initial, email: "priya@example.in", kyc: [{ ...initial.kyc[0]!, kyc_name: "PRIYA SHARMA" }] };
    expect(patchOf(values, { email: true, kyc: [{ kyc_name: true }], full_name: false }, initial)).toEqual({ email: "priya@example.in", kyc: values.kyc });
  });

  it("sends only the changed keys of the bank account and keeps the loan's other account numbers", () => {
    const values = { ...initial, bank_account: { ...initial.bank_account, ac_number: ["99999999999"], ifsc_code: "ICIC0000001" } };
    expect(patchOf(values, { bank_account: { ac_number: true, ifsc_code: true, ac_name: false } }, initial)).toEqual({ bank_account: { ac_number: ["99999999999", "1234567890"], ifsc_code: "ICIC0000001" } });
  });

  it("sends a saved optional field the user emptied as null, which removes it (contract section 1)", () => {
    const values = { ...initial, additional_variables: {}, email: undefined, company_name: undefined };
    expect(patchOf(values, { email: true, company_name: true, additional_variables: { foir: true } }, { ...initial, email: "priya@example.in" })).toEqual({
      email: null,
      additional_variables: { foir: null },
    });
  });

  it("sends an emptied list as an empty list", () => {
    const values = { ...initial, co_applicant_details: [] };
    expect(patchOf(values, { co_applicant_details: [{ co_full_name: true, co_relation: true }] }, initial)).toEqual({ co_applicant_details: [] });
  });

  it("leaves the account numbers alone when the account number box did not change", () => {
    const values = { ...initial, bank_account: { ...initial.bank_account, ac_name: "P Sharma" } };
    expect(patchOf(values, { bank_account: { ac_name: true } }, initial)).toEqual({ bank_account: { ac_name: "P Sharma" } });
    expect(initial.bank_account.ac_number).toEqual(bothAccounts);
  });
});

describe("the schema's messages under the controls", () => {
  it("says a required box left empty is required", async () => {
    const errors = await validate({ ...toFormValues(readLoan()), full_name: undefined, gender: undefined });
    expect(errors.full_name?.message).toBe("is required");
    expect(errors.gender?.message).toBe("is required");
    expect(errorText("Full name", "is required")).toBe("Full name is required");
  });

  it("shows a union field's own message rather than zod's words for its members", async () => {
    const errors = await validate({ ...toFormValues(readLoan()), loan_tenure: 1.5 });
    expect(errors.loan_tenure?.message).toBe("must be a whole number of months");
  });

  it("keeps the schema's message for a wrong value", async () => {
    const errors = await validate({ ...toFormValues(readLoan()), kyc: [{ kyc_type: 2, identifier: "ABC", is_verified: true }] });
    expect(errors.kyc?.[0]?.identifier?.message).toBe("must be an individual's PAN (fourth letter P), such as ABCPE1234F");
    expect(firstErrorPath(errors)).toBe("kyc.0.identifier");
  });

  it("names other fields by their labels and leaves whole sentences alone", () => {
    expect(errorText("Date of birth", "must be before loan_application_date")).toBe("Date of birth must be before application date");
    expect(errorText("Loan amount (₹)", "must not be negative")).toBe("Loan amount must not be negative");
    expect(errorText("Partner loan ID", "Partner Loan ID already exists")).toBe("Partner Loan ID already exists");
  });

  it("puts a rule across fields on the field it names, so the wizard opens that field's step", async () => {
    const errors = await validate({ ...toFormValues(readLoan()), agreement_date: "2026-10-01" });
    expect(errors.agreement_date?.message).toBe("must not be before loan_application_date");
    expect(SECTIONS[sectionIndexOf(firstErrorPath(errors) ?? "")]?.step).toBe("Loan terms");
  });

  it("refuses in the wizard, on the Loan terms step, an application date the booking would refuse; the edit form does not", async () => {
    const options = { fields: {}, names: ["loan_application_date"], criteriaMode: "all", shouldUseNativeValidation: false } as ResolverOptions<LoanFormValues>;
    const today = todayInIndia();
    for (const [date, refused] of [
      [addDays(today, 1), true],
      [addDays(today, -31), true],
      [addDays(today, -30), false],
    ] as const) {
      const values = { ...toFormValues(readLoan()), loan_application_date: date, agreement_date: undefined };
      const booking = await LOAN_RESOLVERS.booking(values, undefined, options);
      expect(booking.errors.loan_application_date !== undefined, date).toBe(refused);
      if (refused) expect(SECTIONS[sectionIndexOf(firstErrorPath(booking.errors) ?? "")]?.step).toBe("Loan terms");
      // An update keeps the date booked, however long ago.
      if (date < today) expect((await LOAN_RESOLVERS.update(values, undefined, options)).errors).toEqual({});
    }
  });

  it("puts a co-applicant's PAN equal to the customer's on that co-applicant's PAN, on the Co-applicants step", async () => {
    const loan = toFormValues(readLoan());
    const errors = await validate({ ...loan, co_applicant_details: [{ co_full_name: "Ravi Sharma", co_relation: 1, co_pancard: "ABCPS1234K" }] });
    expect(errors.co_applicant_details?.[0]?.co_pancard?.message).toBe("must differ from the borrower's PAN and from every other co-applicant's");
    expect(SECTIONS[sectionIndexOf(firstErrorPath(errors) ?? "")]?.step).toBe("Co-applicants");
  });

  it("finds the first error in the order the sections show the fields", () => {
    const errors = { bank_account: { ifsc_code: { type: "custom", message: "x" } }, mobile_number: { type: "custom", message: "y" } };
    expect(firstErrorPath(errors)).toBe("mobile_number");
    expect(firstInOrder(["kyc.0.is_verified", "bank_account.ifsc_code", "email"])).toBe("email");
  });

  it("shows codes as their words", () => {
    expect(codeLabel(GENDER, 2)).toBe("female");
    expect(codeLabel({ self_employed: 2 }, 2)).toBe("self employed");
    expect(codeLabel(GENDER, 9)).toBe("9");
  });
});

describe("server refusals on the form", () => {
  const refusal = (error: Partial<ActionError>): ActionError => ({ code: "validation_error", message: "The request body is not valid", fields: [], details: {}, ...error });

  it("puts a duplicate partner loan id on its field with the contract's message", () => {
    const plan = planServerError(refusal({ code: "duplicate_partner_loan_id", message: "Partner Loan ID already exists" }), { title: "Not booked" });
    expect(plan.fields).toEqual([{ path: "partner_loan_id", message: "Partner Loan ID already exists" }]);
    expect(plan.banner).toBeNull();
  });

  it("converts the API's paths to the form's and lists what no control shows", () => {
    const plan = planServerError(
      refusal({ fields: [{ path: "kyc[0].identifier", message: "must be a PAN" }, { path: "status", message: "is not a field of this resource" }] }),
      { title: "Not booked" },
    );
    expect(plan.fields).toEqual([{ path: "kyc.0.identifier", message: "must be a PAN" }]);
    expect(plan.banner?.items).toEqual(["status: is not a field of this resource"]);
    expect(formPath("co_applicant_details[1].co_pancard")).toBe("co_applicant_details.1.co_pancard");
  });

  it("marks each unverified KYC document and says why the request was declined", () => {
    const plan = planServerError(
      refusal({ code: "kyc_not_verified", message: "Every KYC document must be verified; the request was declined", fields: [{ path: "kyc[1].is_verified", message: "must be true" }] }),
      { title: "Not booked" },
    );
    expect(plan.fields).toEqual([{ path: "kyc.1.is_verified", message: "must be true" }]);
    expect(plan.banner?.message).toBe("Every KYC document must be verified; the request was declined");
  });

  it("puts an IFSC missing from the published list on its field, for the wizard's Bank account step", () => {
    const plan = planServerError(refusal({ fields: [{ path: "bank_account.ifsc_code", message: "must be an IFSC code in the published IFSC list" }] }), { title: "Not booked" });
    expect(plan.fields).toEqual([{ path: "bank_account.ifsc_code", message: "must be an IFSC code in the published IFSC list" }]);
    expect(plan.banner).toBeNull();
    expect(SECTIONS[sectionIndexOf(firstInOrder(plan.fields.map((issue) => issue.path)) ?? "")]?.step).toBe("Bank account");
  });

  it("puts each field of terms that do not add up on its control, and says so above the buttons", () => {
    const plan = planServerError(
      refusal({
        code: "inconsistent_terms",
        message: "The loan's terms do not add up",
        fields: [
          { path: "repayment_schedule[3].due_amount", message: "must equal principal_amount + interest_amount within ₹1" },
          { path: "disbursal_detail", message: "amounts must sum to loan_amount within ₹1" },
        ],
      }),
      { title: "Not booked" },
    );
    expect(plan.fields).toEqual([
      { path: "repayment_schedule.3.due_amount", message: "must equal principal_amount + interest_amount within ₹1" },
      { path: "disbursal_detail", message: "amounts must sum to loan_amount within ₹1" },
    ]);
    expect(plan.banner).toMatchObject({ code: "inconsistent_terms", items: [] });
    expect(plan.banner?.message).toMatch(/do not add up/);
  });

  it("lists a problem with a whole tranche or schedule row, which no control shows, above the buttons", () => {
    const plan = planServerError(
      refusal({ code: "inconsistent_terms", fields: [{ path: "disbursal_detail[1]", message: "deductions (processing_fee + gst) must be less than amount" }] }),
      { title: "Not booked" },
    );
    expect(plan.fields).toEqual([]);
    expect(plan.banner?.items).toEqual(["Tranches, item 2: deductions (processing_fee + gst) must be less than amount"]);
  });

  it("says in words which rules the policy would fail after an edit, each on its field where one decides it", () => {
    const plan = planServerError(
      refusal({
        code: "policy_rejects_update",
        message: "The policy would no longer approve this loan",
        details: {
          rules: [
            { code: "loan_amount", message: "Loan amount 600,000 is above the maximum of 500,000 for a personal loan" },
            { code: "foir", message: "FOIR 0.75 is above the maximum of 0.60" },
          ],
        },
      }),
      { title: "The changes were not saved" },
    );
    expect(plan.banner?.title).toBe("The policy would no longer approve this loan");
    expect(plan.banner?.items).toEqual([
      "Loan amount: Loan amount 600,000 is above the maximum of 500,000 for a personal loan",
      "FOIR: FOIR 0.75 is above the maximum of 0.60",
    ]);
    expect(plan.fields).toEqual([{ path: "loan_amount", message: "Loan amount 600,000 is above the maximum of 500,000 for a personal loan" }]);
  });

  it("tells that a rejected application's credit terms cannot change and a new one must be booked", () => {
    const plan = planServerError(refusal({ code: "loan_rejected", message: "The loan was rejected" }), { title: "The changes were not saved" });
    expect(plan.banner?.message).toMatch(/credit terms .* cannot change\. Book a new application/);
    expect(plan.fields).toEqual([]);
  });

  it("words a stale edit as the page asks", () => {
    const plan = planServerError(refusal({ code: "precondition_failed", message: "The loan has changed since the given ETag" }), {
      title: "Not saved",
      messages: { precondition_failed: "Someone changed this loan meanwhile; reload to see their change" },
    });
    expect(plan.banner?.message).toBe("Someone changed this loan meanwhile; reload to see their change");
  });
});

describe("the repayment schedule generator", () => {
  it("fills one row per month of the tenure from the principal tranche's date, repaying the whole amount", () => {
    const plan = equalInstalments({ loan_amount: 100000, interest_rate: 12, loan_tenure: 12, disbursal_detail: [{ date: "2026-11-02", amount: 100000 }] });
    if (!plan.ok) throw new Error("expected a schedule");
    expect(plan.rows).toHaveLength(12);
    expect(plan.rows[0]).toMatchObject({ due_date: "2026-12-02", due_amount: 8885 });
    expect(plan.rows.reduce((sum, row) => sum + row.principal_amount, 0)).toBeCloseTo(100000, 2);
  });

  it("names the terms it still needs", () => {
    expect(equalInstalments({ loan_amount: 100000, loan_application_date: "2026-11-02" })).toEqual({ ok: false, fields: ["loan_tenure", "interest_rate"] });
  });
});
