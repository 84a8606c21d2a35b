import { describe, expect, it } from "vitest";
import { api } from "./client";
import { book, dataOf, expectError, ISO_MS, loanPath, readLoan, type LoanRead } from "./helpers";
import { addDays } from "@/lib/calendar/calendar-date";
import { approvedLoan, daysAgo, individualPan, lenderDate, rejectedLoan, today, wholeSchedule } from "../support/loan-fixtures";

describe("reading a loan (GET /api/v1/client/loan/<lead_id>/)", () => {
  it("returns an Approved loan with loan_ac_no, its policy evaluation, server fields and an ETag", async () => {
    const body = approvedLoan();
    const booking = await book(body);

    const response = await api("GET", loanPath(booking.lead_id));

    expect(response.status, response.text).toBe(200);
    expect(response.body.is_success).toBe(true);
    expect(response.headers.get("etag")).toMatch(/^(W\/)?".+"$/);
    const loan = dataOf<LoanRead>(response);
    expect(loan.lead_id).toBe(booking.lead_id);
    expect(loan.partner_loan_id).toBe(body.partner_loan_id);
    expect(loan.status).toBe("Approved");
    expect(loan.loan_account_number).toBe(booking.loan_account_number);
    expect(loan.loan_ac_no).toBe(booking.loan_account_number);
    expect(loan).not.toHaveProperty("rejection_reason");
    expect(loan.disbursed).toBe(false);
    expect(loan.disbursed_at).toBeNull();
    expect(loan.physical_nach).toBeNull();
    expect(loan.created_at).toMatch(ISO_MS);
    expect(loan.updated_at).toMatch(ISO_MS);
    expect(Date.parse(loan.updated_at)).toBeGreaterThanOrEqual(Date.parse(loan.created_at));

    expect(typeof loan.policy.version).toBe("string");
    expect(loan.policy.version.length).toBeGreaterThan(0);
    const codes = loan.policy.rules.map((rule) => rule.code);
    expect(codes).toEqual(expect.arrayContaining(["age", "credit_score", "foir", "interest_rate", "pan_kyc"]));
    for (const rule of loan.policy.rules) {
      // The exposure rule shows partners its verdict without figures (contract v3 section 5).
      expect(rule).toEqual(expect.objectContaining({ code: expect.any(String), passed: true, threshold: rule.code === "exposure" ? null : expect.any(String) }));
      expect(rule).toHaveProperty("observed");
    }
    expect(loan.policy.rules.find((rule) => rule.code === "credit_score")?.observed).toBe(760);
  });

  it("returns a Rejected loan with rejection_reason and without loan_ac_no", async () => {
    const booking = await book(rejectedLoan());

    const { loan } = await readLoan(booking.lead_id);

    expect(loan.status).toBe("Rejected");
    expect(loan.rejection_reason).toBe(booking.rejection_reason);
    expect(loan).not.toHaveProperty("loan_ac_no");
    expect(loan.loan_account_number).toBe(booking.loan_account_number);
    const failed = loan.policy.rules.filter((rule) => rule.passed === false).map((rule) => rule.code);
    // The exposure rule runs only when every other rule passes (contract v3).
    expect(failed.sort()).toEqual(["credit_score", "pan_kyc"]);
    expect(loan.policy.rules.find((rule) => rule.code === "exposure")).toMatchObject({ passed: null });
    const creditScore = loan.policy.rules.find((rule) => rule.code === "credit_score");
    expect(creditScore).toEqual(expect.objectContaining({ passed: false, observed: 600 }));
  });

  it("returns the data sent at booking, with words as codes and dates as YYYY-MM-DD", async () => {
    const schedule = wholeSchedule({ amount: 200000, rate: 14.5, months: 24 });
    const [firstDue] = schedule as [(typeof schedule)[number]];
    const pan = individualPan();
    const body = approvedLoan({
      gender: "FEMALE",
      date_of_birth: "05-aug-1985",
      loan_application_date: lenderDate(daysAgo(6)),
      agreement_date: daysAgo(5),
      employment_type: "self_employed_professional",
      payment_frequency: 1,
      loan_type: "2",
      agreement_signature_type: "click-wrap",
      loan_tenure: "24",
      bank_account: { ac_number: "123456789012", ifsc_code: "hdfc0001234", nach_type: "api-mandate", ac_name: "Asha Verma" },
      kyc: [
        { kyc_type: "pan", identifier: pan.toLowerCase(), verified_using: "image" },
        { kyc_type: 1, identifier: "1234", verified_using: "offline-ekyc", address: "12 MG Road" },
      ],
      ckyc_no: "00012345678901",
      disbursal_detail: [
        { date: lenderDate(today()), amount: 150000, disbursal_type: "principal", processing_fee: 2000, gst: 360 },
        { date: lenderDate(addDays(today(), 30)), amount: 50000, disbursal_type: "withhold" },
      ],
      repayment_schedule: schedule.map((row, index) => (index === 0 ? { ...row, due_date: lenderDate(row.due_date) } : row)),
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "Father", co_gender: "male", co_dob: "01-Jan-1965" }],
    });
    const booking = await book(body);

    const { loan } = await readLoan(booking.lead_id);

    expect(loan).toEqual(
      expect.objectContaining({
        mobile_number: "9876543210",
        full_name: "Asha Verma",
        email: "asha.verma@example.com",
        gender: 2,
        date_of_birth: "1985-08-05",
        fathers_name: "Mohan Verma",
        pincode: 560001,
        monthly_income: 85000,
        monthly_emi: 5000,
        credit_score: 760,
        employment_type: 3,
        company_name: "Infosys",
        loan_application_date: daysAgo(6),
        loan_tenure: 24,
        agreement_date: daysAgo(5),
        loan_amount: 200000,
        repayment_count: 24,
        interest_rate: 14.5,
        payment_frequency: 1,
        loan_type: 2,
        agreement_signature_type: 3,
        ckyc_no: "00012345678901",
        additional_variables: (body.additional_variables as object),
      }),
    );
    expect(loan.bank_account).toEqual({ ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 2, ac_name: "Asha Verma" });
    expect(loan.kyc).toEqual([
      expect.objectContaining({ kyc_type: 2, identifier: pan, verified_using: 1, is_verified: true }),
      expect.objectContaining({ kyc_type: 1, identifier: "1234", verified_using: 3, is_verified: true, address: "12 MG Road" }),
    ]);
    expect(loan.disbursal_detail).toEqual([
      expect.objectContaining({ date: today(), amount: 150000, disbursal_type: 0, processing_fee: 2000, gst: 360 }),
      expect.objectContaining({ date: addDays(today(), 30), amount: 50000, disbursal_type: 1 }),
    ]);
    expect(loan.repayment_schedule).toHaveLength(24);
    expect(loan.repayment_schedule?.[0]).toEqual(firstDue);
    expect(loan.co_applicant_details).toEqual([
      expect.objectContaining({ co_full_name: "Ravi Verma", co_relation: 2, co_gender: 1, co_dob: "1965-01-01" }),
    ]);
  });

  it("answers an unknown lead_id with 404 not_found", async () => {
    const response = await api("GET", loanPath("0190a6c4-0000-7000-8000-000000000000"));

    expectError(response, 404, "not_found");
  });
});
