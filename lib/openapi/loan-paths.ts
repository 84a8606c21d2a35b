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
  "Fields fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, each kyc item's type and identifier) may be sent unchanged; a change gets 422 `customer_identifier_immutable`. A change to a credit-relevant field (amount, tenure, rate, loan type, income, obligations, score, employment, additional_variables, kyc) of an Approved loan re-runs the current policy: stored with the new evaluation if it still approves, else 422 `policy_rejects_update` with `details.rules` and nothing stored. A Rejected loan takes no credit-relevant change (409 `loan_rejected`). The terms must still add up (422 `inconsistent_terms`). After disbursal every update gets 409 `loan_disbursed`. `consents` is not a field of the loan body: the booking takes them and POST `.../consents/` adds more, so an update that sends it gets 400 `validation_error`.";

export const loanPaths = {
  "/api/v1/client/loan/": {
    post: operation({
      operationId: "bookLoan",
      summary: "Book a loan",
      description:
        "The booking checks of contract section 4 run first (400 `validation_error` naming each field, also a consent's: its `ip` for web and app, its `reference` for paper and assisted, a `text_version` the lender has not registered, a `given_at` in the future; 422 `kyc_not_verified`; 422 `inconsistent_terms` for a schedule or tranches that do not add up), then the policy decides at once: `status` is Approved or Rejected, and a Rejected booking says why in `rejection_reason`. Nothing is stored when a check fails.",
      access: "partner",
      idempotent: true,
      requestBody: jsonBody("Booking"),
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
        "Only an Approved loan, exactly once, on its start (the principal tranches' date). The body is optional. Answers in this order, each refusal paying nothing: 400 for the body (`transaction_time` in the future, more than 24 hours before the call or before the loan was booked is 400 naming it); 404; 409 `loan_not_approved`; 409 `already_disbursed` with `details.disbursed_at` (also for a concurrent second call); 409 `consent_missing` with `details.purposes` when the borrower's `bureau_pull` or `data_processing` consent is not in force (never given, or revoked); 409 `disbursal_date_missing` when the loan has no principal tranche; 409 `disbursal_date_mismatch` with `details.expected` (the start) when `transaction_time`'s date in India is another day; 422 `disbursal_amount_mismatch` with `details.expected` when a body `amount` is more than ₹1 from the net amount due; 409 `utr_in_use` when the UTR is already recorded on any disbursal, of any partner. Pays the net amount due, the Key Facts Statement's `paid_at_disbursal`: `loan_amount` less the withhold tranches (`disbursal_type` 1, recorded as `withheld` and released later by operations, listed in `withheld_releases`) and less the principal tranches' deductions (`processing_fee`, `gst`, `pre_emi`, `subvention`, `upfront_emi`, `insurance`); the net amount due is what is recorded. Tranches stored before contract v2 that leave nothing to pay get 422 `inconsistent_terms`. `transaction_id` (the UTR) is required in production mode; demo mode generates one. The record keeps `breakdown` and `beneficiary` (its account number masked) as they were at disbursal.",
      access: "partner",
      idempotent: true,
      requestBody: jsonBody("DisbursalRequest", false),
      success: { status: 200, data: "DisbursalRecord", description: "Disbursed" },
      errors: [
        ...BODY_ERRORS,
        "not_found",
        "loan_not_approved",
        "already_disbursed",
        "consent_missing",
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
  "/api/v1/client/loan/{lead_id}/history/": {
    parameters: [leadId],
    get: operation({
      operationId: "readLoanHistory",
      summary: "The loan's history: who changed what, from what to what",
      description:
        "Every event of the loan, oldest first (contract v3 section 12), each `{type, at, actor, data}`. The `booked` event keeps the body as booked; each `updated` event keeps `changes: [{path, from, to}]`: objects compared key by key down to their leaves (`bank_account.ifsc_code`), an array compared whole (a replaced `repayment_schedule` is one change with the whole old and new arrays), `from: null` for a field added and `to: null` for one removed. In every event account numbers show their last 4 digits when they have 8 or more, else their last 2 (`XXXXXXXX9012`, `XXX21`); PANs their first 3 and last character (`ABC******F`); CKYC numbers their last 4 digits. `policy_evaluated` events show the evaluation as the read does: of the exposure rule only whether it passed. An update that was refused (any 4xx) changed nothing and leaves no event. Not paginated: a loan's events are few (a booking, its updates until disbursal, its mandates' reports).",
      access: "partner",
      success: { status: 200, data: "LoanHistory", description: "The loan's events, oldest first" },
      errors: ["not_found"],
    }),
  },
  "/api/v1/client/loan/{lead_id}/cooling-off-exit/": {
    parameters: [leadId],
    post: operation({
      operationId: "requestCoolingOffExit",
      summary: "Record the borrower's cooling-off exit request",
      description:
        "For a digital loan (its Key Facts Statement, frozen at disbursal, states a cooling-off period: the partner's `digital_lending`), within `cooling_off_days` IST calendar days after the IST date of `disbursed_at` (that day not counted; the period's last day is accepted up to IST midnight). The body is optional and takes no fields. Answers in this order, nothing recorded on a refusal: 400 for a body; 404; 409 `loan_not_disbursed`; 409 `cooling_off_not_applicable`; 409 `cooling_off_exit_exists` (a loan takes one request, whatever became of it); 409 `cooling_off_over` with `details.last_day`. The figures: `principal` = the KFS's `paid_at_disbursal` + withheld money already released; `interest` = `principal` x the KFS's `apr` / 100 x `days` / 365, `days` the IST calendar days from the disbursal's date to the request's (at least 1), rounded half-up to the paisa; fees and charges already deducted are not collected; `pay_by` = the request's IST date + COOLING_OFF_PAY_DAYS (the KFS's `part_2.cooling_off_pay_days`). Withheld money not yet released waits while the request stands and is cancelled when the exit completes. Operations record the borrower's repayment in the portal (at least `amount_due`, its UTR, on or before `pay_by`): the exit is then `completed`, an initiated or registered mandate becomes `cancelled` (with its `physical_nach.status_update` webhook), the loan stops counting for exposure and takes no new mandate (409 `loan_exited`). A request not repaid by `pay_by` is `lapsed` from the next IST day and the loan continues. The loan read shows the exit as `cooling_off_exit`.",
      access: "partner",
      idempotent: true,
      requestBody: jsonBody("CoolingOffExitRequest", false),
      success: { status: 201, data: "CoolingOffExit", description: "The request, with what the borrower repays and by when" },
      errors: [...BODY_ERRORS, "not_found", "loan_not_disbursed", "cooling_off_not_applicable", "cooling_off_exit_exists", "cooling_off_over"],
    }),
  },
  "/api/v1/client/loan/{lead_id}/consents/": {
    parameters: [leadId],
    post: operation({
      operationId: "recordConsents",
      summary: "Record consents and revocations given after booking",
      description:
        "Consents the borrower gave after booking (`consents`, each as at booking: `ip` for web and app, `reference` for paper and assisted, a registered `text_version`, `given_at` not in the future) and revocations (`revocations`: `{purpose, revoked_at}`, not in the future). Each is stored as a new record with the server's `recorded_at` and `source` `api`; nothing recorded before is changed or deleted. Consents recorded here never satisfy the policy's `consent` rule, which reads the booking's. A purpose is in force when its latest record by the borrower's time is a consent: a revocation revokes the consents given before it, and a consent given after the revocation restores the purpose. Disbursal needs `bureau_pull` and `data_processing` in force (409 `consent_missing`). Allowed in every state, after disbursal too (a revocation then is a record). Answers with every record of the loan, oldest first; the loan's read shows the same list as `consents`.",
      access: "partner",
      requestBody: jsonBody("ConsentsRequest"),
      success: { status: 201, data: "ConsentsResult", description: "Recorded; every consent and revocation of the loan, oldest first" },
      errors: [...BODY_ERRORS, "not_found"],
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
        "The statement `kfs/` serves, on A4 pages: RBI's Annex A Part 1 and Part 2 with the annex's row numbers, Annex B's computation of the APR, and the repayment schedule. Every value is extractable as text; names print in Latin, Devanagari, Bengali, Tamil and Kannada. Frozen at disbursal: from then on the same bytes and ETag on every fetch. Prints `kfs_id` and `version`. Only an Approved loan has one (else 409 `loan_not_approved`, as a JSON error envelope); 409 `disbursal_date_missing` and 422 `inconsistent_terms` as for `kfs/`.",
      document: "The statement",
      etag: "KfsETag",
      ifNoneMatch: "The ETag of a statement fetched before; when it names this statement's, the answer is 304 without a body.",
      errors: ["not_found", "loan_not_approved", "disbursal_date_missing", "inconsistent_terms"],
    }),
  },
};
