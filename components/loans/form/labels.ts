import { formatRupees } from "@/lib/format/indian-format";
import { POLICY } from "@/lib/policy/config";
import { wordFor, type CodeTable } from "@/lib/schemas/enums";

/**
 * What people call each field of the loan body. Keys are paths without list
 * indexes (`kyc.identifier` for every KYC item's identifier).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  partner_loan_id: "Partner loan ID",
  full_name: "Full name",
  mobile_number: "Mobile number",
  email: "Email",
  gender: "Gender",
  date_of_birth: "Date of birth",
  fathers_name: "Father's name",
  mothers_name: "Mother's name",
  address: "Address",
  pincode: "Pincode",
  employment_type: "Employment type",
  company_name: "Company name",
  monthly_income: "Monthly income (₹)",
  monthly_emi: "Existing monthly EMIs (₹)",
  credit_score: "Credit score",

  loan_type: "Loan type",
  loan_amount: "Loan amount (₹)",
  loan_tenure: "Tenure (months)",
  interest_rate: "Interest rate (% a year)",
  payment_frequency: "Payment frequency",
  repayment_count: "Number of repayments",
  loan_application_date: "Application date",
  agreement_date: "Agreement date",
  agreement_signature_type: "Agreement signature",
  additional_variables: "Additional variables",
  "additional_variables.foir": "FOIR",
  "additional_variables.iir": "IIR",
  "additional_variables.no_of_enquiries": "Credit enquiries",
  "additional_variables.no_of_tradeline_30_plus_3_month": "Tradelines 30+ days late, last 3 months",
  "additional_variables.no_of_tradeline_60_plus_6_month": "Tradelines 60+ days late, last 6 months",
  "additional_variables.no_of_tradeline_90_plus_ever": "Tradelines 90+ days late, ever",

  bank_account: "Bank account",
  "bank_account.ac_number": "Account number",
  "bank_account.ifsc_code": "IFSC code",
  "bank_account.ac_name": "Account holder's name",
  "bank_account.nach_type": "NACH type",
  "bank_account.nach_umrn": "NACH UMRN",

  kyc: "KYC documents",
  ckyc_no: "CKYC number",
  "kyc.kyc_type": "Document type",
  "kyc.identifier": "Document number",
  "kyc.verified_using": "Verified using",
  "kyc.verification_id": "Verification ID",
  "kyc.kyc_name": "Name on the document",
  "kyc.is_verified": "Verified",
  "kyc.address": "Address on the Aadhaar",

  co_applicant_details: "Co-applicants",
  "co_applicant_details.co_full_name": "Full name",
  "co_applicant_details.co_relation": "Relation to the customer",
  "co_applicant_details.co_dob": "Date of birth",
  "co_applicant_details.co_gender": "Gender",
  "co_applicant_details.co_phone": "Mobile number",
  "co_applicant_details.co_email": "Email",
  "co_applicant_details.co_pancard": "PAN",
  "co_applicant_details.co_aadhaar": "Aadhaar, last 4 digits",
  "co_applicant_details.co_address": "Address",
  "co_applicant_details.co_pincode": "Pincode",

  disbursal_detail: "Tranches",
  "disbursal_detail.date": "Date",
  "disbursal_detail.amount": "Amount (₹)",
  "disbursal_detail.disbursal_type": "Disbursal type",
  "disbursal_detail.processing_fee": "Processing fee (₹)",
  "disbursal_detail.pre_emi": "Pre-EMI (₹)",
  "disbursal_detail.gst": "GST (₹)",
  "disbursal_detail.subvention": "Subvention (₹)",
  "disbursal_detail.upfront_emi": "Upfront EMI (₹)",
  "disbursal_detail.downpayment": "Down payment (₹)",
  "disbursal_detail.insurance": "Insurance (₹)",
  "disbursal_detail.coupon_amount": "Coupon amount (₹)",
  "disbursal_detail.hold_amount": "Hold amount (₹)",

  repayment_schedule: "Repayment schedule",
  "repayment_schedule.due_date": "Due date",
  "repayment_schedule.due_amount": "Due amount (₹)",
  "repayment_schedule.principal_amount": "Principal (₹)",
  "repayment_schedule.interest_amount": "Interest (₹)",
};

/**
 * What a credit officer needs to know to fill a field the policy reads, in
 * the words of contract v2's booking checks and rule table. Keys as in
 * FIELD_LABELS; a control may still pass its own hint.
 */
export const FIELD_HINTS: Readonly<Record<string, string>> = {
  employment_type: "Required for approval: the policy declines a loan without it, or for an unemployed customer",
  monthly_income: `At least ${formatRupees(POLICY.rules.income.min)} a month for approval`,
  monthly_emi: "What the customer already pays each month on other loans; counts towards FOIR",
  credit_score: `Bureau score, 300-900 (${POLICY.rules.creditScore.min} or more for approval); ${POLICY.rules.creditScore.newToCredit.min} to ${POLICY.rules.creditScore.newToCredit.max} marks a customer with no credit history`,
  loan_application_date: "Not in the future, and at most 30 days ago (dates in India time)",
  agreement_date: "Not before the application date and not after today",
  "additional_variables.foir": "Your own FOIR for the customer, as a ratio such as 0.35; it can make the policy's FOIR check stricter, never looser",
  "additional_variables.iir": "Interest-to-income ratio, as a ratio such as 0.20",
  "additional_variables.no_of_enquiries": "From the bureau report; 0 if it shows none. The policy needs it and all three tradeline counts",
  "additional_variables.no_of_tradeline_30_plus_3_month": "From the bureau report; 0 if it shows none",
  "additional_variables.no_of_tradeline_60_plus_6_month": "From the bureau report; 0 if it shows none",
  "additional_variables.no_of_tradeline_90_plus_ever": "From the bureau report; 0 if it shows none",
  "bank_account.ifsc_code": "11 characters, such as HDFC0001234; it must be a branch in the published IFSC list",
  "co_applicant_details.co_dob": "The co-applicant must be 18 to 70 years old on the application date",
  "co_applicant_details.co_pancard": "An individual's PAN (4th letter P), different from the customer's and every other co-applicant's",
  "co_applicant_details.co_aadhaar": "Exactly 4 digits",
};

/** The hint for a path, if the field has one. */
export const hintFor = (path: string): string | undefined => FIELD_HINTS[labelKey(path)];

/** `kyc.0.identifier` (or the API's `kyc[0].identifier`) → `kyc.identifier`. */
export const labelKey = (path: string): string =>
  path
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter((part) => part !== "" && !/^\d+$/.test(part))
    .join(".");

/** The label for a path, or the path itself for one the form does not know. */
export const labelFor = (path: string): string => FIELD_LABELS[labelKey(path)] ?? path;

/** A label without its unit: "Loan amount (₹)" → "Loan amount". */
export const withoutUnit = (label: string): string => label.replace(/\s*\([^)]*\)$/, "");
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/**
 * The API's messages are fragments written to follow a field name ("must be
 * 10 digits…"), and may name other fields by their API names; under a control
 * they read as a sentence about that control. Whole sentences pass unchanged.
 */
export function errorText(label: string, message: string): string {
  const readable = message.replace(/\b[a-z]+(?:_[a-z0-9]+)+\b/g, (key) => {
    const named = FIELD_LABELS[key];
    return named ? lowerFirst(withoutUnit(named)) : key;
  });
  return /^[a-z]/.test(readable) ? `${withoutUnit(label)} ${readable}` : readable;
}

/** A code's word as people read it ("self_employed" → "self employed"); an unknown code shows as itself. */
export function codeLabel(table: CodeTable, code: number): string {
  return wordFor(table, code)?.replace(/_/g, " ") ?? String(code);
}
