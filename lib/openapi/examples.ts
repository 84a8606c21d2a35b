/**
 * Examples for the document. Dates are fixed so the document (and the
 * client types generated from it) do not change from day to day; a real
 * booking needs a loan_application_date within the last 30 days (IST).
 */
export const LOAN_EXAMPLE = {
  partner_loan_id: "PL-2026-000123",
  mobile_number: "9876543210",
  full_name: "Asha Verma",
  email: "asha.verma@example.com",
  gender: "female",
  date_of_birth: "12-Mar-1990",
  pincode: 560001,
  monthly_income: 85000,
  monthly_emi: 5000,
  credit_score: 760,
  employment_type: "salaried",
  company_name: "Infosys",
  loan_application_date: "2026-11-20",
  loan_tenure: 24,
  agreement_date: "2026-11-21",
  loan_amount: 200000,
  interest_rate: 14.5,
  loan_type: "personal_loan",
  bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
  kyc: [
    { kyc_type: "pan", identifier: "ABCPV1234F", verified_using: "registry-api", kyc_name: "Asha Verma" },
    { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" },
  ],
  disbursal_detail: [{ date: "2026-11-22", amount: 200000, processing_fee: 2000, gst: 360 }],
  additional_variables: {
    foir: 0.3,
    no_of_enquiries: 1,
    no_of_tradeline_30_plus_3_month: 0,
    no_of_tradeline_60_plus_6_month: 0,
    no_of_tradeline_90_plus_ever: 0,
  },
  co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse", co_pancard: "BCDPV2345G" }],
};

/** A booking: the loan body and the consents the borrower gave for it (contract v3 section 12). */
export const BOOKING_REQUEST_EXAMPLE = {
  ...LOAN_EXAMPLE,
  consents: [
    { purpose: "bureau_pull", given_at: "2026-11-20T09:28:56.123Z", text_version: "v1", channel: "web", ip: "203.0.113.7" },
    { purpose: "data_processing", given_at: "2026-11-20T09:28:56.123Z", text_version: "v1", channel: "web", ip: "203.0.113.7" },
  ],
};

export const CONSENTS_REQUEST_EXAMPLE = {
  consents: [{ purpose: "nach_debit", given_at: "2026-11-21T10:02:11.000+05:30", text_version: "v1", channel: "paper", reference: "FORM-2026-0042" }],
  revocations: [{ purpose: "bureau_pull", revoked_at: "2026-11-22T06:15:00.000Z" }],
};

export const LOAN_PATCH_EXAMPLE = { company_name: "Wipro", email: "", monthly_income: 90000 };

export const POLICY_EXAMPLE = {
  version: "2026-11.4",
  rules: [
    { code: "age", passed: true, observed: 36, threshold: "21-60", message: "Age 36 years at application is within 21-60 years" },
    { code: "credit_score", passed: true, observed: 760, threshold: ">= 650", message: "Credit score 760 meets the minimum of 650" },
    { code: "foir", passed: true, observed: 0.4, threshold: "<= 0.60", message: "FOIR 0.40 is within the maximum of 0.60" },
    { code: "exposure", passed: true, observed: null, threshold: null, message: "within the lender's limit" },
    { code: "apr", passed: true, observed: 16.93, threshold: "<= 45%", message: "APR 16.93% is within the maximum of 45% for a personal loan" },
    { code: "upfront_charges", passed: true, observed: 2360, threshold: "<= 8% of loan_amount", message: "Upfront charges of 2,360 is within the maximum of 16,000 (8% of the loan amount)" },
    {
      code: "consent",
      passed: true,
      observed: 2,
      threshold: "bureau_pull + data_processing, each <= 90 days before booking",
      message: "The bureau_pull and data_processing consents were given within 90 days before booking",
    },
  ],
};

export const BOOKING_EXAMPLES = [
  { lead_id: "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70", loan_account_number: "LD4821937065", status: "Approved" },
  {
    lead_id: "019a8f3c-7d10-7a22-8b5e-9c0d1e2f3a4b",
    loan_account_number: "LD1930482756",
    status: "Rejected",
    rejection_reason: "Rejected by policy 2026-11.4: credit score 600 is below the minimum of 650.",
  },
];

export const HISTORY_EXAMPLE = {
  lead_id: "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
  events: [
    {
      type: "booked",
      at: "2026-11-20T09:28:56.123Z",
      actor: { kind: "api_client", name: "demo" },
      data: {
        partner_loan_id: "PL-2026-000123",
        loan_account_number: "LD4821937065",
        body: {
          partner_loan_id: "PL-2026-000123",
          full_name: "Asha Verma",
          loan_amount: 200000,
          bank_account: { ac_number: ["XXXXXXXX9012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma" },
          kyc: [{ kyc_type: 2, identifier: "ABC******F", verified_using: 2, kyc_name: "Asha Verma", is_verified: true }],
        },
      },
    },
    {
      type: "policy_evaluated",
      at: "2026-11-20T09:28:56.124Z",
      actor: { kind: "api_client", name: "demo" },
      data: { ...POLICY_EXAMPLE, outcome: "Approved", rejection_reason: null, trigger: "booking", failed: [] },
    },
    {
      type: "updated",
      at: "2026-11-21T11:02:13.450Z",
      actor: { kind: "staff", name: "Priya Sharma" },
      data: {
        method: "PATCH",
        fields: ["bank_account"],
        changes: [
          { path: "bank_account.ac_number", from: ["XXXXXXXX9012"], to: ["XXX21"] },
          { path: "bank_account.ifsc_code", from: "HDFC0001234", to: "ICIC0000001" },
        ],
      },
    },
  ],
};

/** Request bodies beside the loan's, by component id. */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  NachInitiateRequest: {
    lead_id: "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
    account_type: "savings",
    debit_type: "maximum",
    amount: 15000,
    frequency: "monthly",
    until_cancelled: true,
    signatories: ["Asha Verma"],
  },
  DisbursalRequest: { amount: 197640, transaction_time: "2026-11-22T11:30:00", transaction_id: "HDFCN52026112212345678" },
  WebhookEndpointCreate: { url: "https://partner.example.com/loandesk/webhooks", event_types: ["loan.disbursed", "physical_nach.status_update"] },
  WebhookEndpointUpdate: { event_types: ["loan.disbursed", "kfs.accepted"] },
};
