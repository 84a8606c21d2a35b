import { randomInt } from "node:crypto";
import { amortisationSchedule } from "@/lib/policy/amortisation";
import { addDays, todayInIndia } from "@/lib/schemas/dates";
import { uniqueId } from "./client";

/** A date `days` before today in India, as the contract's date rules count days. */
export const daysAgo = (days: number) => addDays(todayInIndia(), -days);

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const letter = () => LETTERS.charAt(randomInt(26));

/**
 * A fresh individual's PAN (fourth letter P). The exposure rule limits a PAN
 * to three live approved loans lender-wide, so every fixture is a new customer.
 */
export const individualPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, "0")}${letter()}`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A `YYYY-MM-DD` date as the lender writes it, `05-Nov-2026`. */
export function lenderDate(iso: string): string {
  const [year, month, day] = iso.split("-") as [string, string, string];
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/**
 * A whole repayment schedule that adds up (contract section 4): `months`
 * monthly rows from 30 days after the application, principal summing to the
 * amount and each due amount principal plus interest.
 */
export function wholeSchedule({ amount, rate, months, applied }: { amount: number; rate: number; months: number; applied: string }) {
  return amortisationSchedule({ principal: amount, annualRatePercent: rate, months, firstDueDate: addDays(applied, 30) });
}

/** A realistic booking body that the policy approves; override per test. */
export function approvedLoan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    partner_loan_id: uniqueId("PL"),
    mobile_number: "9876543210",
    full_name: "Asha Verma",
    email: "asha.verma@example.com",
    gender: "female",
    date_of_birth: "12-Mar-1990",
    fathers_name: "Mohan Verma",
    pincode: 560001,
    monthly_income: 85000,
    monthly_emi: 5000,
    credit_score: 760,
    employment_type: "salaried",
    company_name: "Infosys",
    loan_application_date: daysAgo(5),
    loan_tenure: 24,
    agreement_date: daysAgo(4),
    loan_amount: 200000,
    repayment_count: 24,
    interest_rate: 14.5,
    payment_frequency: "monthly",
    loan_type: "personal_loan",
    agreement_signature_type: "e-signature",
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
    kyc: [
      { kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: "Asha Verma" },
      { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: "12 MG Road, Bengaluru" },
    ],
    disbursal_detail: [{ date: daysAgo(3), amount: 200000, processing_fee: 2000, gst: 360 }],
    additional_variables: {
      foir: 0.3,
      no_of_enquiries: 1,
      no_of_tradeline_30_plus_3_month: 0,
      no_of_tradeline_60_plus_6_month: 0,
      no_of_tradeline_90_plus_ever: 0,
    },
    co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse" }],
    ...overrides,
  };
}

/** Fails the policy: credit score below 650 and no PAN. */
export function rejectedLoan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return approvedLoan({
    credit_score: 600,
    kyc: [{ kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" }],
    ...overrides,
  });
}

/** The fields contract section 4 makes required at booking. */
export const REQUIRED_LOAN_FIELDS = [
  "partner_loan_id",
  "mobile_number",
  "full_name",
  "date_of_birth",
  "gender",
  "pincode",
  "monthly_income",
  "loan_application_date",
  "loan_amount",
  "loan_tenure",
  "interest_rate",
  "bank_account",
  "kyc",
];

/** The borrower's PAN in a booking body made by approvedLoan(). */
export function panOf(body: Record<string, unknown>): string {
  const item = (body.kyc as { kyc_type: unknown; identifier: unknown }[]).find((kyc) => kyc.kyc_type === "pan" || kyc.kyc_type === 2);
  return String(item?.identifier);
}
