import type { ErrorCode } from "@/lib/errors/app-error";
import { loanListQuerySchema } from "@/lib/schemas/loan-list";
import { BODY_ERRORS, ifMatch, jsonBody, operation, pathId, queryParameters } from "./operations";

export const leadId = pathId("lead_id", "The loan's lead_id (a lower-case UUID).");

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
  "Fields fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, each kyc item's type and identifier) may be sent unchanged; a change gets 422 `customer_identifier_immutable`. A change to a credit-relevant field (amount, tenure, rate, loan type, income, obligations, score, employment, additional_variables, kyc) of an Approved loan re-runs the current policy: stored with the new evaluation if it still approves, else 422 `policy_rejects_update` with `details.rules` and nothing stored. A Rejected loan takes no credit-relevant change (409 `loan_rejected`). The terms must still add up (422 `inconsistent_terms`). While the loan's physical NACH mandate is initiated or registered, an update that changes `bank_account`, or after which the mandate could not collect the instalments (its frequency, period or amount against the new schedule, as an initiation checks them), gets 409 `nach_mandate_active` naming the mandate's terms at fault. After disbursal every update gets 409 `loan_disbursed`. `consents` is not a field of the loan body: the booking takes them and POST `.../consents/` adds more, so an update that sends it gets 400 `validation_error`.";

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
        "Only an Approved loan, exactly once, on its start (the principal tranches' date). The body is optional. Answers in this order, each refusal paying nothing: 400 for the body (`transaction_time` in the future, more than 24 hours before the call or before the loan was booked is 400 naming it); 404; 409 `loan_not_approved`; 409 `already_disbursed` with `details.disbursed_at` (also for a concurrent second call); 409 `consent_missing` with `details.purposes` when the borrower's `bureau_pull` or `data_processing` consent is not in force (never given, or revoked); 409 `disbursal_date_missing` when the loan has no principal tranche (it has no Key Facts Statement either); 409 `kfs_not_accepted` without an acceptance of a KFS version whose `terms_hash` is the loan's as it stands (a change of terms after the acceptance issues a new version to accept); 409 `agreement_missing` without an agreement recorded through `agreement/` (an `agreement_date` in the body does not count), 409 `agreement_before_kfs` when it was executed at or before that acceptance; 409 `bank_account_not_verified` unless `bank_account_verification` is `verified` for the loan's current first `ac_number` and IFSC; 409 `nach_account_rejected` with `details.reason` while a mandate of the loan that failed with NPCI reason M013, M014 or M015 (the account holder's death, lunacy or insolvency) is not cleared by the lender's operations; 409 `disbursal_date_mismatch` with `details.expected` (the start) when `transaction_time`'s date in India is another day; 422 `disbursal_amount_mismatch` with `details.expected` when a body `amount` is more than ₹1 from the net amount due; 409 `utr_in_use` when the UTR is already recorded on any disbursal, of any partner. Pays the net amount due, the Key Facts Statement's `paid_at_disbursal`: `loan_amount` less the withhold tranches (`disbursal_type` 1, recorded as `withheld` and released later by operations, listed in `withheld_releases`) and less the principal tranches' deductions (`processing_fee`, `gst`, `pre_emi`, `subvention`, `upfront_emi`, `insurance`); the net amount due is what is recorded. Tranches stored before contract v2 that leave nothing to pay get 422 `inconsistent_terms`. `transaction_id` (the UTR) is required in production mode; demo mode generates one. The record keeps `breakdown` and `beneficiary` (its account number masked) as they were at disbursal (the verified account); the accepted KFS version becomes the loan's statement, with its own dates.",
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
        "kfs_not_accepted",
        "agreement_missing",
        "agreement_before_kfs",
        "bank_account_not_verified",
        "nach_account_rejected",
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
};
