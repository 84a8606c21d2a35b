import type { components } from "./generated/loandesk-api";
import { assertConforms } from "./openapi-conformance";
import { daysAgo, individualPan, today, uniqueLoanId } from "../support/loan-fixtures";

// What both generated-client tests share: the fetch they give their client, and a typed booking.

/** fetch that holds every answer to the document, as api() does. */
export const conformingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  assertConforms(request.method, new URL(request.url).pathname, { status: response.status, headers: response.headers, text: await response.clone().text() });
  return response;
};

export type BookingBody = components["schemas"]["Booking"];

/**
 * A booking the policy approves, written as a partner's code would against
 * the document's request type: words for the codes, a DD-MMM-YYYY date, and
 * each KYC item's is_verified left to its default. Typed, unlike the loan
 * fixtures, so that the compiler checks the document's request types too.
 */
export function typedBooking(prefix: string): BookingBody {
  const givenAt = new Date().toISOString();
  return {
    partner_loan_id: uniqueLoanId(prefix),
    mobile_number: "9876543210",
    full_name: "Asha Verma",
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
    bank_account: { ac_number: "123456789012", ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
    kyc: [
      { kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: "Asha Verma" },
      { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" },
    ],
    disbursal_detail: [{ date: today(), amount: 200000, processing_fee: 2000, gst: 360 }],
    additional_variables: { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 },
    co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse" }],
    consents: [
      { purpose: "bureau_pull", given_at: givenAt, text_version: "v1", channel: "web", ip: "203.0.113.7" },
      { purpose: "data_processing", given_at: givenAt, text_version: "v1", channel: "web", ip: "203.0.113.7" },
    ],
  };
}
