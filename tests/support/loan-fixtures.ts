import { randomUUID } from "node:crypto";
import { randomIndividualPan } from "@/lib/loans/demo-loan-list";
import { asRepaymentRows } from "@/lib/money/amortisation";
import { loanSchema } from "@/lib/schemas/loan";
import { startOf } from "@/lib/terms/loan-start";
import { computedSchedule, scheduleOf, type ScheduleRow } from "@/lib/terms/loan-schedule";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import type { components } from "../api/generated/loandesk-api";

/** A partner loan id no other test (or earlier run) uses, short enough to fit a phone-wide table. */
export const uniqueLoanId = (prefix = "PL") => `${prefix}-${randomUUID().slice(0, 13)}`;

/** A bank UTR (12-22 upper-case letters and digits) no other disbursal has: a UTR pays one disbursal, lender-wide. */
export const uniqueUtr = () => `UTR${randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;

/** A date `days` before today in India, as the contract's date rules count days. */
export const daysAgo = (days: number) => addDays(todayInIndia(), -days);

/**
 * A fresh individual's PAN (fourth letter P). The exposure rule limits a PAN
 * to three live approved loans lender-wide, so every fixture is a new customer.
 */
export const individualPan = randomIndividualPan;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A `YYYY-MM-DD` date as the lender writes it, `05-Nov-2026`. */
export function lenderDate(iso: string): string {
  const [year, month, day] = iso.split("-") as [string, string, string];
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Today in India: the day a fixture's principal tranche is paid, so that the loan can be disbursed today (contract v3 section 6). */
export const today = () => todayInIndia();

/** A consent the borrower gave on the web `at` (now by default) to the lender's demo text. */
export const webConsent = <Purpose extends string>(purpose: Purpose, at: Date | string = new Date()) => ({
  purpose,
  given_at: typeof at === "string" ? at : at.toISOString(),
  text_version: "v1",
  channel: "web" as const,
  ip: "203.0.113.7",
});

/** The consents the policy's `consent` rule needs at booking (contract v3 section 12), given now. */
export const bookingConsents = (at?: Date | string) => [webConsent("bureau_pull", at), webConsent("data_processing", at)];

/**
 * The body of a full update (PUT) made from a booking body: the consents are
 * the booking's alone and no update takes them (contract v3 section 12).
 */
export function updateBody(body: Record<string, unknown>): Record<string, unknown> {
  const { consents: _consents, ...loan } = body;
  return loan;
}

/** The consents of a booking on `bookedOn` as the policy reads them (lib/policy/policy-rule.ts), for unit tests of the policy. */
export const consentFacts = (bookedOn: string) => ({ bookedOn, given: bookingConsents(`${bookedOn}T06:00:00.000Z`).map(({ purpose, given_at }) => ({ purpose, given_at })) });

/**
 * A whole repayment schedule that is the loan (contract v3 section 4):
 * `months` monthly rows in whole rupees, the k-th due k months after
 * `start` (the principal tranches' date, today by default).
 */
export function wholeSchedule({ amount, rate, months, start = today() }: { amount: number; rate: number; months: number; start?: string }) {
  return asRepaymentRows(computedSchedule({ loan_amount: amount, interest_rate: rate, loan_tenure: months }, start, "rupee") ?? []);
}

/** The schedule the service judges a booking body by (lib/terms): the partner's rows, or the one computed from the start. */
export function scheduleOfBody(body: Record<string, unknown>): ScheduleRow[] {
  const loan = loanSchema.parse(updateBody(body));
  return scheduleOf(loan, startOf(loan, today()));
}

/** A booking as the OpenAPI document types it (npm run api:types). */
export type Booking = components["schemas"]["Booking"];

/**
 * The README's example booking, which the policy approves: what booking
 * requires and the policy reads, nothing more. Typed by the document's
 * request type, so the compiler holds the document to the fixture.
 */
export function minimalBooking(partnerLoanId = uniqueLoanId()): Booking {
  return {
    partner_loan_id: partnerLoanId,
    mobile_number: "9876543210",
    full_name: "Asha Verma",
    email: "asha.verma@example.com",
    gender: "female",
    date_of_birth: "12-Mar-1990",
    pincode: 560001,
    monthly_income: 85000,
    credit_score: 760,
    employment_type: "salaried",
    loan_application_date: daysAgo(5),
    loan_amount: 200000,
    loan_tenure: 24,
    interest_rate: 14.5,
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
    kyc: [{ kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api" }],
    // The day the money is paid: a loan has a KFS and can be disbursed only with one (contract v3 section 4).
    disbursal_detail: [{ date: today(), amount: 200000 }],
    additional_variables: { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 },
    consents: bookingConsents(),
  };
}

/** The README's example booking with `overrides`, untyped so that a test may send what the document refuses. */
export function minimalLoan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...minimalBooking(), ...overrides };
}

/** A realistic booking body that the policy approves, with every section of the contract's; override per test. */
export function approvedLoan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return minimalLoan({
    fathers_name: "Mohan Verma",
    monthly_emi: 5000,
    company_name: "Infosys",
    agreement_date: daysAgo(4),
    repayment_count: 24,
    payment_frequency: "monthly",
    loan_type: "personal_loan",
    agreement_signature_type: "e-signature",
    kyc: [
      { kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: "Asha Verma" },
      { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: "12 MG Road, Bengaluru" },
    ],
    disbursal_detail: [{ date: today(), amount: 200000, processing_fee: 2000, gst: 360 }],
    additional_variables: {
      foir: 0.3,
      no_of_enquiries: 1,
      no_of_tradeline_30_plus_3_month: 0,
      no_of_tradeline_60_plus_6_month: 0,
      no_of_tradeline_90_plus_ever: 0,
    },
    co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse" }],
    ...overrides,
  });
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * An Approved loan with the longest Key Facts Statement the contract allows:
 * 600 instalments (its `repayment_schedule` limit), which only frequency
 * `other` can reach within the policy's longest tenure (an education loan, 120
 * months; weekly gives at most 521 rows). One every 6 days from the day
 * after the money is paid, so the last falls within the tenure; the rows
 * amortise ₹5,00,000 at 12 % a year, the periodic rate being the monthly one
 * over 6 of the contract's 365/12-day months, so the schedule's implied rate
 * is the declared one.
 */
export function longScheduleLoan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const rows = 600;
  const gapDays = 6;
  const amount = 500000;
  const rate = 12;
  const start = today();
  const periodic = (1 + rate / 1200) ** ((gapDays * 12) / 365) - 1;
  const instalment = cents((amount * periodic) / (1 - (1 + periodic) ** -rows));
  let balance = amount;
  const schedule = Array.from({ length: rows }, (_, index) => {
    const interest = cents(balance * periodic);
    const principal = index === rows - 1 ? balance : cents(instalment - interest);
    balance = cents(balance - principal);
    return { due_date: addDays(start, gapDays * (index + 1)), due_amount: Math.round(principal + interest), principal_amount: principal, interest_amount: interest };
  });
  return approvedLoan({
    loan_type: "education_loan",
    loan_amount: amount,
    interest_rate: rate,
    loan_tenure: 120,
    payment_frequency: "other",
    repayment_count: rows,
    repayment_schedule: schedule,
    disbursal_detail: [{ date: start, amount, processing_fee: 5000, gst: 900 }],
    ...overrides,
  });
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

/** The account number the sandbox bank never registers: its mandate stays initiated (README). */
export const PENDING_ACCOUNT = "12345678";
/** The account number the sandbox bank fails with NPCI's M038, no such account (README). */
export const FAILING_ACCOUNT = "99999999";

/** A physical-NACH bank account of the customer's at `account`. */
export const bankAccount = (account: string) => ({ ac_number: [account], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" });
