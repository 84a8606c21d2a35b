import { randomInt } from "node:crypto";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";

/** One loan the demo seed books: a fixed partner loan id, so a restart finds it booked and skips it. */
export interface DemoLoan {
  partnerLoanId: string;
  /** The demo partner's API client id (lib/partners/demo-partners.ts). */
  clientId: "demo" | "demo2";
  body: Record<string, unknown>;
  /** The policy rule this loan is the example of failing; none for an approved example. */
  fails?: string;
  /** Rules that fail with it because they read the same missing input (a loan without a PAN item has no PAN to count exposure by). */
  alsoFails?: readonly string[];
  /** A PATCH applied once, right after booking, so the loan's history shows an evaluation after an update. */
  update?: Record<string, unknown>;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const letter = () => LETTERS.charAt(randomInt(LETTERS.length));

/** A random individual's PAN (fourth letter P): the exposure rule counts approved loans per PAN lender-wide. */
export const randomIndividualPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, "0")}${letter()}`;

/** The customer of the exposure example: one PAN with three live approved loans, then a fourth. */
const EXPOSURE_PAN = "DMOPX0001E";

/** A date `years` whole years before `date` (29 February becomes 1 March). */
function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return addDays(`${year - years}-${String(month).padStart(2, "0")}-01`, day - 1);
}

const BUREAU_COUNTS = { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 };
const bureau = (counts: Record<string, number>) => ({ additional_variables: { ...BUREAU_COUNTS, ...counts } });

/** A consent given on the lender's web form at 10:00 in India on `day`, to its demo text. */
const webConsent = (purpose: string, day: string) => ({ purpose, given_at: `${day}T10:00:00+05:30`, text_version: "v1", channel: "web", ip: "203.0.113.7" });

/** A loan policy v2 approves, applied for five days ago in India, with every bureau count given. */
function approvedBody(partnerLoanId: string, applicationDate: string, pan = randomIndividualPan()): Record<string, unknown> {
  return {
    partner_loan_id: partnerLoanId,
    mobile_number: "9876543210",
    full_name: "Asha Verma",
    email: "asha.verma@example.com",
    gender: "female",
    date_of_birth: addDays(yearsBefore(applicationDate, 34), -40),
    pincode: 560001,
    monthly_income: 85000,
    monthly_emi: 5000,
    credit_score: 760,
    employment_type: "salaried",
    company_name: "Infosys",
    loan_application_date: applicationDate,
    agreement_date: addDays(applicationDate, 1),
    loan_amount: 200000,
    loan_tenure: 24,
    interest_rate: 14.5,
    loan_type: "personal_loan",
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
    kyc: [
      { kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: "Asha Verma" },
      { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" },
    ],
    ...bureau({}),
    // Given on the day of the application, as the consent rule needs (contract v3 section 12).
    consents: [webConsent("bureau_pull", applicationDate), webConsent("data_processing", applicationDate)],
  };
}

type DemoKycItem = Record<string, unknown> & { kyc_type: string };

/**
 * The borrower's name also where the bank and the PAN registry hold it, so
 * that a demo loan given another customer's name has its account verified
 * (contract v3 section 12), as a real partner's loan would.
 */
function namedThroughout(body: Record<string, unknown>): Record<string, unknown> {
  const name = body.full_name;
  const account = body.bank_account as Record<string, unknown>;
  const kyc = body.kyc as DemoKycItem[];
  return {
    ...body,
    bank_account: { ...account, ac_name: name },
    kyc: kyc.map((item) => (item.kyc_type === "pan" ? { ...item, kyc_name: name } : item)),
  };
}

/**
 * The demo partners' loans: approved ones, and for each rule of the policy
 * (contract section 5) one loan that only that rule rejects, where the
 * rule allows. Dates count back from `today` (India), so they never go stale.
 */
export function demoLoans(today = todayInIndia()): DemoLoan[] {
  const applied = addDays(today, -5);
  // Paid out today, the one day a loan can be disbursed on (contract v3 section 6).
  const paidToday = (body: Record<string, unknown>) => ({ disbursal_detail: [{ date: today, amount: body.loan_amount }], ...body });
  const loan = (partnerLoanId: string, changes: Record<string, unknown> = {}, clientId: DemoLoan["clientId"] = "demo") => ({
    partnerLoanId,
    clientId,
    body: paidToday(namedThroughout({ ...approvedBody(partnerLoanId, applied), ...changes })),
  });
  const exposureLoan = (partnerLoanId: string, clientId: DemoLoan["clientId"]) => ({
    partnerLoanId,
    clientId,
    body: paidToday({ ...approvedBody(partnerLoanId, applied, EXPOSURE_PAN), loan_amount: 100000 }),
  });
  return [
    loan("DEMO-APPROVED-1"),
    loan("DEMO-APPROVED-CO-APPLICANT", {
      full_name: "Ravi Kumar",
      bank_account: { ac_number: ["50100234567890"], ifsc_code: "SBIN0000001", nach_type: "physical", ac_name: "Ravi Kumar" },
      co_applicant_details: [{ co_full_name: "Meena Kumar", co_relation: "spouse", co_dob: addDays(yearsBefore(applied, 31), -10), co_pancard: randomIndividualPan() }],
    }),
    { ...loan("DEMO-APPROVED-UPDATED"), update: { loan_amount: 250000, disbursal_detail: [{ date: today, amount: 250000 }] } },
    loan("DEMO2-APPROVED-1", { full_name: "Kavya Nair" }, "demo2"),
    { ...loan("DEMO-REJECT-AGE", { date_of_birth: addDays(yearsBefore(applied, 19), -40) }), fails: "age" },
    {
      // Only an education loan runs long enough (120 months) to end past 65 while starting at an age the age rule accepts.
      ...loan("DEMO-REJECT-AGE-AT-MATURITY", { loan_type: "education_loan", date_of_birth: addDays(yearsBefore(applied, 58), -40), loan_tenure: 120 }),
      fails: "age_at_maturity",
    },
    { ...loan("DEMO-REJECT-EMPLOYMENT", { employment_type: "unemployed" }), fails: "employment" },
    { ...loan("DEMO-REJECT-INCOME", { monthly_income: 14000, monthly_emi: 0, loan_amount: 10000, loan_tenure: 12 }), fails: "income" },
    { ...loan("DEMO-REJECT-CREDIT-SCORE", { credit_score: 600 }), fails: "credit_score" },
    {
      // The missing count is also the delinquency rule's input, which fails without it.
      ...loan("DEMO-REJECT-BUREAU-DATA", { additional_variables: { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0 } }),
      fails: "bureau_data",
      alsoFails: ["delinquency"],
    },
    { ...loan("DEMO-REJECT-ENQUIRIES", bureau({ no_of_enquiries: 7 })), fails: "enquiries" },
    { ...loan("DEMO-REJECT-DELINQUENCY", bureau({ no_of_tradeline_30_plus_3_month: 1 })), fails: "delinquency" },
    { ...loan("DEMO-REJECT-FOIR", { monthly_emi: 50000 }), fails: "foir" },
    { ...loan("DEMO-REJECT-LOAN-AMOUNT", { loan_amount: 600000 }), fails: "loan_amount" },
    { ...loan("DEMO-REJECT-LOAN-TENURE", { loan_tenure: 72 }), fails: "loan_tenure" },
    { ...loan("DEMO-REJECT-INTEREST-RATE", { interest_rate: 40 }), fails: "interest_rate" },
    {
      // Without a PAN item there is no PAN to count the customer's exposure by; the exposure rule, run last, is not evaluated.
      ...loan("DEMO-REJECT-PAN-KYC", { kyc: [{ kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" }] }),
      fails: "pan_kyc",
    },
    // 36 % is within the rate cap, but ₹7,906 of fees on ₹1,00,000 over a year make the APR 52.89 %.
    {
      ...loan("DEMO-REJECT-APR", {
        loan_amount: 100000,
        interest_rate: 36,
        loan_tenure: 12,
        disbursal_detail: [{ date: today, amount: 100000, processing_fee: 6700, gst: 1206 }],
      }),
      fails: "apr",
    },
    // ₹17,700 of fees on ₹2,00,000: 8.85 %, over the 8 % limit.
    { ...loan("DEMO-REJECT-UPFRONT-CHARGES", { disbursal_detail: [{ date: today, amount: 200000, processing_fee: 15000, gst: 2700 }] }), fails: "upfront_charges" },
    // The data-processing consent was given on paper 91 days before the booking: older than the consent rule takes.
    {
      ...loan("DEMO-REJECT-CONSENT", {
        consents: [
          webConsent("bureau_pull", applied),
          { purpose: "data_processing", given_at: `${addDays(today, -91)}T10:00:00+05:30`, text_version: "v1", channel: "paper", reference: "DEMO-FORM-0091" },
        ],
      }),
      fails: "consent",
    },
    // Lender-wide: the third live loan is with the other partner, which the fourth's refusal never names.
    exposureLoan("DEMO-EXPOSURE-1", "demo"),
    exposureLoan("DEMO-EXPOSURE-2", "demo"),
    exposureLoan("DEMO-EXPOSURE-3", "demo2"),
    { ...exposureLoan("DEMO-REJECT-EXPOSURE", "demo"), fails: "exposure" },
  ];
}
