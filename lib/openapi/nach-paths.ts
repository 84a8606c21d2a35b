import { BODY_ERRORS, jsonBody, operation, pathId } from "./operations";
import { pdfOperation } from "./pdf-operation";

const nachId = pathId("physical_nach_id", "The mandate's physical_nach_id.");

/** The form's bytes never change, so it carries a strong ETag and answers If-None-Match with 304. */
const formOperation = () =>
  pdfOperation({
    operationId: "downloadNachForm",
    summary: "The pre-filled mandate form for the customer to sign",
    description:
      "Drawn from the mandate's snapshot alone: the same bytes on every fetch, also after the loan is updated. Names print in Latin and the nine Indian scripts of contract section 8, shaped; a value with a character none of its fonts prints, or a signatory's name too long for its signature box at 5 pt, gets 422 `unprintable_text` naming it.",
    document: "The form",
    etag: "FormETag",
    ifNoneMatch: "The ETag of a form fetched before; when it names this form's, the answer is 304 without a body.",
    errors: ["not_found", "unprintable_text"],
  });

export const nachPaths = {
  "/api/v1/nach/physical/initiate/": {
    post: operation({
      operationId: "initiateNach",
      summary: "Start a physical NACH mandate for an Approved loan",
      description:
        "The body's terms are optional; each has the default the schema describes, and words are read in any case. Every value the form prints is fixed now and returned as `mandate`. Refusals in this order: 400 for the body itself; 404; 409 `loan_not_approved`, `loan_exited` (the borrower completed a cooling-off exit), `nach_type_mismatch`, `nach_already_active`, `nach_account_rejected` (an earlier mandate on the same account number and IFSC failed with an NPCI reason that says the account cannot take debits: M011-M015, M036, M037, M038, M054 until the first `ac_number` or `ifsc_code` changes; M057 until the signatories or `bank_account.ac_name` change; `details.reason`); 422 `bank_not_on_nach`; then the terms against the loan: 400 (a start before today, an end not after the start, an end with until_cancelled), 422 `unknown_account`, `account_type_not_allowed`; then whether the mandate can collect the schedule's instalments (an upfront EMI is not one): 422 `nach_frequency_unsupported` for a weekly, fortnightly or other loan where the lender's mandate category (`NACH_CATEGORY`, default L001) takes no as-presented debits; 422 `inconsistent_terms` naming each term at fault (`frequency`: a monthly loan takes monthly or as_presented, the others only as_presented; `start_date` after the first instalment due from today; `end_date` before the last instalment's due date; fixed debits with unequal instalments, a fixed amount other than the instalment, an instalment above ₹1 crore); 422 `mandate_amount_too_low` (`details.minimum`); 422 `mandate_amount_too_high` above 3 x the largest instalment (`details.maximum`; exactly that is accepted); 422 `account_not_verified` unless the mandate's account is the loan's verified one (its first `ac_number`, `bank_account_verification` verified).",
      access: "partner",
      idempotent: true,
      requestBody: jsonBody("NachInitiateRequest"),
      success: { status: 201, data: "NachInitiated", description: "Initiated; download the form from nach_pdf_url" },
      errors: [
        ...BODY_ERRORS, "not_found", "loan_not_approved", "loan_exited", "nach_type_mismatch", "nach_already_active",
        "nach_account_rejected", "bank_not_on_nach", "unknown_account", "account_type_not_allowed", "nach_frequency_unsupported",
        "inconsistent_terms", "mandate_amount_too_low", "mandate_amount_too_high", "account_not_verified",
      ],
    }),
  },
  "/api/v1/nach/physical/{physical_nach_id}/status/": {
    parameters: [nachId],
    get: operation({
      operationId: "readNachStatus",
      summary: "A mandate's registration status",
      access: "partner",
      success: { status: 200, data: "NachStatus", description: "The status" },
      errors: ["not_found"],
    }),
  },
  "/api/v1/nach/physical/{physical_nach_id}/form.pdf": {
    parameters: [nachId],
    get: formOperation(),
  },
  "/api/v1/nach/physical/{physical_nach_id}/upload/": {
    parameters: [nachId],
    put: operation({
      operationId: "uploadSignedNach",
      summary: "Upload the signed form (PDF, JPEG or PNG, at most 5 MiB)",
      description:
        "The body holds one part, the file in signed_nach. An API client may have two uploads in progress at once; a third gets 429 `rate_limited`. A body from which no byte comes for REQUEST_BODY_IDLE_TIMEOUT_MS (10 s by default) gets 408 `request_timeout`.",
      access: "partner",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", required: ["signed_nach"], properties: { signed_nach: { type: "string", format: "binary" } } },
          },
        },
      },
      success: { status: 200, data: "NachUploaded", description: "Stored with its checksum" },
      errors: ["validation_error", "payload_too_large", "unsupported_media_type", "request_timeout", "not_found", "invalid_transition"],
    }),
  },
};
