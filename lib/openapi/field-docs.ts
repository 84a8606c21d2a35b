import { INDIA_UTC_OFFSET } from "@/lib/calendar/india-day";
import type { JsonSchema } from "./json-schema";

/**
 * The rules of contract v2 (sections 1, 4, 5) on the loan body's fields, by
 * path (`a.b` steps into an object or into an array's items). Kept here
 * rather than in the zod schemas' meta, so that the engineers changing the
 * checks and the document do not edit the same lines; a path the schema
 * does not have (yet) is left out.
 */
export const FIELD_DOCS: Record<string, string> = {
  partner_loan_id: "The partner's own id for the loan, unique per partner; fixed at booking. 1-64 printable ASCII characters (letters, digits, spaces and punctuation), with no space at either end.",
  "bank_account.nach_umrn": "The mandate's UMRN: 1-20 printable ASCII characters; the service writes it when the mandate is registered.",
  email: "An e-mail address; like every free-text field it may not hold a full Aadhaar number (12 digits with a valid check digit, however grouped or separated).",
  address: "Free text; may not hold a full Aadhaar number (12 digits with a valid check digit, together or in groups of four apart by spaces or punctuation, in any script's digits). The same holds for company_name, every kyc item's verification_id and address, and the co-applicants' co_address and co_email.",
  mobile_number: "10 digits starting 6-9; fixed at booking.",
  full_name: "Fixed at booking.",
  date_of_birth: "In the past; fixed at booking. The policy's `age` and `age_at_maturity` rules read it.",
  loan_application_date:
    `At booking, not after today and at most 30 days before today, where today is the calendar date in India Standard Time (UTC${INDIA_UTC_OFFSET}): a booking at 23:59 UTC is already the next day. Fixed at booking.`,
  agreement_date: "When given, not before loan_application_date and not after today (IST).",
  ckyc_no: "The customer's Central KYC number: exactly 14 digits.",
  credit_score: "300-900, or -1 to 10 for a new-to-credit customer; the `credit_score` rule fails a missing or new-to-credit score.",
  monthly_emi: "Existing monthly obligations; the `foir` rule takes the larger of this and additional_variables.foir x monthly_income.",
  employment_type: "The `employment` rule fails when it is missing or 0 (unemployed).",
  "bank_account.ifsc_code": "`^[A-Z]{4}0[A-Z0-9]{6}$` (trimmed and upper-cased first) and present in the published IFSC list (the `ifsc` package's offline data).",
  "kyc.identifier":
    "For a pan item the PAN, `^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`: the fourth letter P marks an individual's PAN (a company's or trust's cannot borrow here). For an aadhaar item the last 4 digits as a string of exactly 4 digits: a number such as 123 is refused, never padded, and a full Aadhaar number is refused and never stored. Fixed at booking.",
  "kyc.is_verified": "Defaults to true; any item with false declines the whole request (422 `kyc_not_verified`), nothing stored.",
  repayment_schedule:
    "When given, the whole schedule, and the loan the policy judges (contract v3 section 4). Each due_amount equals principal_amount + interest_amount within ₹1 and the principal amounts sum to loan_amount within ₹1. Count: loan_tenure rows for a monthly loan, round(loan_tenure x 52 / 12) weekly and round(loan_tenure x 26 / 12) fortnightly within 1, and repayment_count, when given, equal to the rows. Spacing: monthly rows in consecutive calendar months, weekly 7 days apart, fortnightly 14; `other` strictly increasing with no gap over 366 days. Span: the first due date after the start (the principal tranches' date) and at most one period and 30 days after it; the last at most loan_tenure months and 30 days after it. Rate: the schedule's implied rate (the IRR of loan_amount at the start, less pre_emi, against each due amount at its date) within 0.25 points of interest_rate, or the payments discounted at interest_rate worth loan_amount within ₹1 a row. Without it the service computes the schedule from the start (frequency `other` needs one). Otherwise 422 `inconsistent_terms`, each failure by its path.",
  disbursal_detail:
    "The payout (contract v3 section 4). The tranches' amounts, principal and withhold together, sum to loan_amount within ₹1. At least one principal tranche (disbursal_type 0), all principal tranches on one date: the start, the day the money is paid and the disbursal's date (staged disbursal is refused). In each principal tranche the deductions (processing_fee + gst + pre_emi + subvention + upfront_emi + insurance) are less than its amount, and gst, when given with a processing_fee, is 18 % of it within ₹1. A withhold tranche (1) carries no deductions, is released on its date, on or after the start and at most 120 days after it, and the withhold tranches together hold back at most 25 % of loan_amount. hold_amount, coupon_amount and downpayment are 0 or absent. An upfront_emi is instalment 1: the schedule's first row, due on the start, of that amount. No tranche date is before loan_application_date. Otherwise 422 `inconsistent_terms`. Without a principal tranche the loan has no Key Facts Statement and cannot be disbursed (409 `disbursal_date_missing`).",
  additional_variables:
    "Bureau data the policy reads. The `bureau_data` rule fails unless no_of_enquiries and the three tradeline counts are all given: a missing count is never read as 0.",
  "additional_variables.foir": "The partner's FOIR (0-5); it can make the `foir` rule stricter, never looser.",
  co_applicant_details: "At most 10. Each co_pancard differs from the borrower's PAN and from every other co-applicant's.",
  "co_applicant_details.co_dob": "When given, makes the co-applicant 18-70 years old at loan_application_date.",
  "co_applicant_details.co_pancard": "An individual's PAN (`^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`), not the borrower's and not another co-applicant's.",
  "co_applicant_details.co_aadhaar": "The last 4 digits of the co-applicant's Aadhaar, as a string of exactly 4 digits.",
};

function propertyAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const step of path.split(".")) {
    const items: JsonSchema | undefined = node?.type === "array" ? (node.items as JsonSchema | undefined) : node;
    node = (items?.properties as Record<string, JsonSchema> | undefined)?.[step];
  }
  return node;
}

/** The schema with FIELD_DOCS added to the fields it has (after any description of their own). */
export function withFieldDocs(schema: JsonSchema): JsonSchema {
  const copy = structuredClone(schema);
  for (const [path, text] of Object.entries(FIELD_DOCS)) {
    const property = propertyAt(copy, path);
    if (property) property.description = typeof property.description === "string" ? `${property.description} ${text}` : text;
  }
  return copy;
}
