import type { ErrorCode } from "@/lib/errors/app-error";
import { loanListQuerySchema } from "@/lib/schemas/loan-list";
import { pdfOperation } from "./pdf-operation";
import { BODY_ERRORS, ifMatch, jsonBody, operation, pathId, queryParameters } from "./operations";

const leadId = pathId("lead_id", "The loan's lead_id (a lower-case UUID).");

const UPDATE_ERRORS: ErrorCode[] = [
  ...BODY_ERRORS,
  "not_found",
  "loan_disbursed",
  "nach_mandate_active",
  "loan_rejected",
  "precondition_failed",
  "kyc_not_verified",
  "customer_identifier_immutable",
  "inconsistent_terms",
  "policy_rejects_update",
];

const UPDATE_RULES =
  "Fields fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, each kyc item's type and identifier) may be sent unchanged; a change gets 422 `customer_identifier_immutable`. A change to a credit-relevant field (amount, tenure, rate, loan type, income, obligations, score, employment, additional_variables, kyc) of an Approved loan re-runs the current policy: stored with the new evaluation if it still approves, else 422 `policy_rejects_update` with `details.rules` and nothing stored. A Rejected loan takes no credit-relevant change (409 `loan_rejected`). The terms must still add up (422 `inconsistent_terms`). After disbursal every update gets 409 `loan_disbursed`.";

export const loanPaths = {
  "/api/v1/client/loan/": {
    post: operation({
      operationId: "bookLoan",
      summary: "Book a loan",
      description:
        "The booking checks of contract section 4 run first (400 `validation_error` naming each field; 422 `kyc_not_verified`; 422 `inconsistent_terms` for a schedule or tranches that do not add up), then the policy decides at once: `status` is Approved or Rejected, and a Rejected booking says why in `rejection_reason`. Nothing is stored when a check fails.",
      access: "partner",
      idempotent: true,
      requestBody: jsonBody("Loan"),
      success: { status: 201, data: "BookingResult", description: "Booked; the policy's outcome is in `status`" },
      errors: [...BODY_ERRORS, "duplicate_partner_loan_id", "kyc_not_verified", "inconsistent_terms"],
    }),
    get: operation({
      operationId: "listLoans",
      summary: "List loans, newest first",
      access: "partner",
      parameters: queryParameters(loanListQuerySchema),
      success: { status: 200, data: "LoanList", description: "A page of loans; pass `next_cursor` as `cursor` for the next one" },
      errors: ["validation_error"],
    }),
  },
  "/api/v1/client/loan/{lead_id}/": {
    parameters: [leadId],
    get: operation({
      operationId: "readLoan",
      summary: "Read a loan",
      description: "The loan body as it stands (after updates) with the server's fields, among them `policy`: the latest evaluation, every rule with its outcome.",
      access: "partner",
      success: { status: 200, data: "LoanRead", description: "The loan as it stands", etag: true },
      errors: ["not_found"],
    }),
    put: operation({
      operationId: "replaceLoan",
      summary: "Replace a loan's details",
      description: `A complete loan body under the booking rules. ${UPDATE_RULES}`,
      access: "partner",
      parameters: [ifMatch],
      requestBody: jsonBody("Loan"),
      success: { status: 200, data: "UpdateResult", description: "Updated", etag: true },
      errors: UPDATE_ERRORS,
    }),
    patch: operation({
      operationId: "patchLoan",
      summary: "Update some of a loan's details",
      description: `Any non-empty subset of the loan body: top-level fields replace, bank_account and additional_variables merge key by key, arrays replace whole; "" or null removes an optional field. ${UPDATE_RULES}`,
      access: "partner",
      parameters: [ifMatch],
      requestBody: jsonBody("LoanPatch"),
      success: { status: 200, data: "UpdateResult", description: "Updated", etag: true },
      errors: UPDATE_ERRORS,
    }),
  },
  "/api/v1/client/loan/{lead_id}/disburse/": {
    parameters: [leadId],
    post: operation({
      operationId: "disburseLoan",
      summary: "Disburse an Approved loan, once",
      description:
        "Only an Approved loan, exactly once, on its start (the principal tranches' date). The body is optional. Answers in this order, each refusal paying nothing: 400 for the body (`transaction_time` in the future, more than 24 hours before the call or before the loan was booked is 400 naming it); 404; 409 `loan_not_approved`; 409 `already_disbursed` with `details.disbursed_at` (also for a concurrent second call); 409 `disbursal_date_missing` when the loan has no principal tranche; 409 `disbursal_date_mismatch` with `details.expected` (the start) when `transaction_time`'s date in India is another day; 422 `disbursal_amount_mismatch` with `details.expected` when a body `amount` is more than ₹1 from the net amount due; 409 `utr_in_use` when the UTR is already recorded on any disbursal, of any partner. Pays the net amount due, the Key Facts Statement's `paid_at_disbursal`: `loan_amount` less the withhold tranches (`disbursal_type` 1, recorded as `withheld` and released later by operations, listed in `withheld_releases`) and less the principal tranches' deductions (`processing_fee`, `gst`, `pre_emi`, `subvention`, `upfront_emi`, `insurance`); the net amount due is what is recorded. Tranches stored before contract v2 that leave nothing to pay get 422 `inconsistent_terms`. `transaction_id` (the UTR) is required in production mode; demo mode generates one. The record keeps `breakdown` and `beneficiary` (its account number masked) as they were at disbursal.",
      access: "partner",
      idempotent: true,
      requestBody: jsonBody("DisbursalRequest", false),
      success: { status: 200, data: "DisbursalRecord", description: "Disbursed" },
      errors: [
        ...BODY_ERRORS,
        "not_found",
        "loan_not_approved",
        "already_disbursed",
        "disbursal_date_missing",
        "disbursal_date_mismatch",
        "disbursal_amount_mismatch",
        "utr_in_use",
        "inconsistent_terms",
      ],
    }),
    get: operation({
      operationId: "readDisbursal",
      summary: "The disbursal record",
      access: "partner",
      success: { status: 200, data: "DisbursalRecord", description: "The record, as it was at disbursal" },
      errors: ["not_found"],
    }),
  },
  "/api/v1/client/loan/{lead_id}/kfs/": {
    parameters: [leadId],
    get: operation({
      operationId: "readKeyFactsStatement",
      summary: "The Key Facts Statement, as JSON",
      description:
        "RBI's Key Facts Statement (contract v3 section 11), the borrower's cash flows from the start (the principal tranches' date): Part 1 (amounts, instalments, fees split by payee, `net_disbursed` = `loan_amount` less the fees, `paid_at_disbursal` = what the disbursal pays, `released_later` = the withheld money by date, `total_payable` = the sum of the instalments, APR, contingent charges), `part_2` and `repayment_schedule` (an upfront EMI is instalment 1, due on the start and collected at disbursal). APR: the periodic internal rate of return of the borrower's dated flows (`paid_at_disbursal` at the start, `released_later` on their dates, each other instalment on its due date) x 12, 52 or 26, percent, two decimals; never missing. Until disbursal it is generated from the loan as it stands, valid until the end (IST) of the third working day; from disbursal on, the statement as it stood then is served unchanged. `kfs_id` is derived from the lead id, `version` and `terms_hash`. Only an Approved loan has one (else 409 `loan_not_approved`); a loan without a principal tranche gets 409 `disbursal_date_missing`; a loan booked before contract v3 whose flows have no single rate gets 422 `inconsistent_terms`.",
      access: "partner",
      success: { status: 200, data: "KeyFactsStatement", description: "The statement" },
      errors: ["not_found", "loan_not_approved", "disbursal_date_missing", "inconsistent_terms"],
    }),
  },
  "/api/v1/client/loan/{lead_id}/kfs.pdf": {
    parameters: [leadId],
    get: pdfOperation({
      operationId: "downloadKeyFactsStatement",
      summary: "The Key Facts Statement, as a PDF in RBI's format",
      description:
        "The statement `kfs/` serves, on A4 pages: RBI's Annex A Part 1 and Part 2 with the annex's row numbers, Annex B's computation of the APR, and the repayment schedule. Every value is extractable as text; names print in Latin and the nine Indian scripts of contract section 8, shaped (a value with a character none of its fonts prints gets 422 `unprintable_text` naming it). Frozen at disbursal: from then on the same bytes and ETag on every fetch. Prints `kfs_id` and `version`. Only an Approved loan has one (else 409 `loan_not_approved`, as a JSON error envelope); 409 `disbursal_date_missing` and 422 `inconsistent_terms` as for `kfs/`.",
      document: "The statement",
      etag: "KfsETag",
      ifNoneMatch: "The ETag of a statement fetched before; when it names this statement's, the answer is 304 without a body.",
      errors: ["not_found", "loan_not_approved", "disbursal_date_missing", "inconsistent_terms", "unprintable_text"],
    }),
  },
};
