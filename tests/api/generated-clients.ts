import { assertConforms } from "./openapi-conformance";
import { individualPan, minimalBooking, today, uniqueLoanId, type Booking } from "../support/loan-fixtures";

// What both generated-client tests share: the fetch they give their client, and a typed booking.

/** fetch that holds every answer to the document, as api() does. */
export const conformingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  assertConforms(request.method, new URL(request.url).pathname, { status: response.status, headers: response.headers, text: await response.clone().text() });
  return response;
};

/**
 * A booking the policy approves, written as a partner's code would against
 * the document's request type: words for the codes, a DD-MMM-YYYY date, and
 * each KYC item's is_verified left to its default. The README's booking
 * (typed, like this, by the document), with the fees, an Aadhaar item and a
 * co-applicant an approved loan carries.
 */
export function typedBooking(prefix: string): Booking {
  return {
    ...minimalBooking(uniqueLoanId(prefix)),
    kyc: [
      { kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: "Asha Verma" },
      { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" },
    ],
    disbursal_detail: [{ date: today(), amount: 200000, processing_fee: 2000, gst: 360 }],
    co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse" }],
  };
}
