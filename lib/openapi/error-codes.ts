import { ERROR_STATUS, MAX_REPORTED_FIELDS, type ErrorCode } from "@/lib/errors/app-error";
import { ERROR_ACTIONS } from "./error-actions";
import type { JsonSchema } from "./json-schema";

interface ErrorDoc {
  /** One line: when the service answers with this code. */
  meaning: string;
  /** The shape of `error.details`; closed where the contract names the keys. */
  details: JsonSchema;
  example: { message: string; details: Record<string, unknown> };
}

const none: JsonSchema = { type: "object", additionalProperties: false, maxProperties: 0 };
const fieldIssue: JsonSchema = {
  type: "object",
  required: ["path", "message"],
  additionalProperties: false,
  properties: {
    path: { type: "string", description: "Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier`" },
    message: { type: "string" },
  },
};
const fieldList = (description: string): JsonSchema => ({
  type: "object",
  required: ["fields"],
  additionalProperties: false,
  properties: { fields: { type: "array", items: fieldIssue, description } },
});
/** A list capped like validation errors (lib/errors/app-error.ts `fieldsError`). */
const cappedFieldList = (description: string): JsonSchema => ({
  type: "object",
  required: ["fields"],
  additionalProperties: false,
  properties: {
    fields: { type: "array", items: fieldIssue, maxItems: MAX_REPORTED_FIELDS, description: `${description}; at most ${MAX_REPORTED_FIELDS}` },
    total_fields: { type: "integer", minimum: 1, description: "How many problems there were, present only when some were left out of `fields`" },
  },
});
/** Why an account is not verified: its verification as the read shows it (contract v3 section 12). */
const verificationDetails: JsonSchema = {
  type: "object",
  required: ["status", "reason"],
  additionalProperties: false,
  properties: {
    status: { type: ["string", "null"], enum: ["pending", "failed", null], description: "The account's verification (bank_account_verification.status); null when the account the loan has now was never verified" },
    reason: { type: ["string", "null"], description: "The verification's reason, as the read shows it" },
  },
};
const statusDetails: JsonSchema = {
  type: "object",
  required: ["status"],
  additionalProperties: false,
  properties: { status: { type: "string", description: "The loan's or mandate's status that forbids the operation" } },
};

/**
 * Every error code of ERROR_STATUS with what it means, what `details`
 * holds and an example. Keyed by ErrorCode, so a code added to
 * ERROR_STATUS does not compile until it is described here.
 */
export const ERROR_DOCS: Record<ErrorCode, ErrorDoc> = {
  validation_error: {
    meaning: "The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.",
    details: cappedFieldList("Each problem by its path; an empty list when the body is missing"),
    example: { message: "The request body is not valid", details: { fields: [{ path: "bank_account.ifsc_code", message: "must be an IFSC code in the published IFSC list" }] } },
  },
  invalid_json: {
    meaning: "The body is not JSON (or not UTF-8).",
    details: none,
    example: { message: "The request body is not valid JSON", details: {} },
  },
  unauthorized: {
    meaning: "Missing or wrong API credentials; the answer carries `WWW-Authenticate: Basic realm=\"loandesk\"`.",
    details: none,
    example: { message: "Missing or invalid API credentials", details: {} },
  },
  forbidden: {
    meaning: "The signed-in portal user's role does not allow the action (portal only; API clients never get it).",
    details: none,
    example: { message: "Your role does not allow this", details: {} },
  },
  not_found: {
    meaning: "No such resource for this partner (also another partner's, a malformed id, or a path the API does not have).",
    details: none,
    example: { message: "Loan not found", details: {} },
  },
  method_not_allowed: {
    meaning: "The path exists but does not serve this method; `Allow` and `details.allow` list the methods it does serve.",
    details: { type: "object", required: ["allow"], additionalProperties: false, properties: { allow: { type: "array", items: { type: "string" } } } },
    example: { message: "Method not allowed; use GET, POST", details: { allow: ["GET", "POST"] } },
  },
  request_timeout: {
    meaning: "The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses.",
    details: { type: "object", required: ["idle_timeout_ms"], additionalProperties: false, properties: { idle_timeout_ms: { type: "integer" } } },
    example: { message: "No part of the request body arrived for 10000 ms; send it again without pauses", details: { idle_timeout_ms: 10000 } },
  },
  duplicate_partner_loan_id: {
    meaning: "This partner already booked a loan with this partner_loan_id; `details` names it.",
    details: {
      type: "object",
      required: ["lead_id", "loan_account_number"],
      additionalProperties: false,
      properties: { lead_id: { type: "string", format: "uuid" }, loan_account_number: { type: "string" } },
    },
    example: { message: "Partner Loan ID already exists", details: { lead_id: "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70", loan_account_number: "LD4821937065" } },
  },
  already_disbursed: {
    meaning: "The loan was disbursed before (also when two disbursals race); `details.disbursed_at` says when.",
    details: {
      type: "object",
      required: ["disbursed_at"],
      additionalProperties: false,
      properties: { disbursed_at: { type: ["string", "null"], format: "date-time" } },
    },
    example: { message: "The loan has already been disbursed", details: { disbursed_at: "2026-11-22T09:28:56.123Z" } },
  },
  loan_not_approved: {
    meaning: "Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.",
    details: statusDetails,
    example: { message: "Only an Approved loan can be disbursed", details: { status: "Rejected" } },
  },
  loan_disbursed: {
    meaning: "The loan has been disbursed; PUT and PATCH are refused from then on.",
    details: none,
    example: { message: "The loan has been disbursed; its details can no longer be updated", details: {} },
  },
  invalid_transition: {
    meaning: "The mandate's status does not allow this step (e.g. an upload after registration).",
    details: { type: "object", properties: { status: { type: "string" }, from: { type: "string" }, to: { type: "string" } } },
    example: { message: "A signed form can be uploaded only while the mandate is initiated, not registered", details: { status: "registered" } },
  },
  nach_already_active: {
    meaning: "The loan already has a physical NACH mandate that is initiated or registered.",
    details: none,
    example: { message: "The loan already has a physical NACH mandate that is initiated or registered", details: {} },
  },
  nach_type_mismatch: {
    meaning: "A physical NACH for a loan whose `bank_account.nach_type` is api-mandate.",
    details: none,
    example: { message: "A physical NACH can be started only for a loan whose NACH type is physical; this loan's is api-mandate", details: {} },
  },
  utr_in_use: {
    meaning: "A disbursal (or an operations record of a withheld release or a cooling-off repayment) whose `transaction_id` (the bank's UTR) is already recorded on any transfer, by this partner or any other, also when two race: one bank transfer pays one thing. Nothing is recorded.",
    details: fieldList("The transaction_id field and why it was refused"),
    example: { message: "This UTR is already recorded on another transfer", details: { fields: [{ path: "transaction_id", message: "is already recorded on another transfer" }] } },
  },
  disbursal_date_missing: {
    meaning: "A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.",
    details: none,
    example: { message: "The loan has no principal tranche, so no day to pay it on: send one dated the day of payment first", details: {} },
  },
  bank_account_not_verified: {
    meaning: "A disbursal to an account that is not verified: the loan's latest bank-account verification (`bank_account_verification` in the read) is not `verified`, or is not of the loan's current first `ac_number` and `ifsc_code`. Nothing is paid.",
    details: verificationDetails,
    example: { message: "The account the loan pays into is not verified (failed: name_mismatch); nothing was paid", details: { status: "failed", reason: "name_mismatch" } },
  },
  disbursal_date_mismatch: {
    meaning: "A disbursal whose `transaction_time`, as a date in India, is not the loan's start (the principal tranches' date, `details.expected`). To pay on another day, change the tranches' date first (new terms). Nothing is recorded.",
    details: { type: "object", required: ["expected"], additionalProperties: false, properties: { expected: { type: "string", format: "date", description: "The start, YYYY-MM-DD" } } },
    example: {
      message: "The loan is paid on its start, 2026-11-24, the principal tranches' date, not on 2026-11-25; to pay on another day, change the tranches' date first",
      details: { expected: "2026-11-24" },
    },
  },
  umrn_in_use: {
    meaning: "Operations recorded a UMRN that another mandate already holds (the portal's answer; no partner endpoint returns it).",
    details: fieldList("The UMRN field and why it was refused"),
    example: { message: "This UMRN is already recorded on another mandate", details: { fields: [{ path: "umrn", message: "HDFC0000000012345678 is already recorded on another mandate" }] } },
  },
  nach_mandate_active: {
    meaning:
      "A PUT or PATCH while the loan's physical NACH mandate is initiated or registered that changes `bank_account`, or after which the mandate could no longer collect the instalments: every check an initiation makes of its terms against the schedule (frequency, start and end, amount below the largest instalment or above 3 x it, a fixed debit's equality). `details.fields` names the mandate's terms at fault; nothing is stored.",
    details: {
      type: "object",
      required: ["physical_nach_id", "status"],
      additionalProperties: false,
      properties: {
        physical_nach_id: { type: "string", format: "uuid" },
        status: { type: "string", enum: ["initiated", "registered"] },
        fields: { type: "array", items: fieldIssue, description: "The mandate's terms (`mandate.frequency`, `mandate.start_date`, `mandate.end_date`, `mandate.amount`, `mandate.debit_type`) that would no longer collect the instalments" },
        mandate_amount: { type: "number", description: "The mandate's amount, when the amount or debit type is at fault" },
        largest_instalment: { type: "number", description: "The update's largest instalment, when the amount or debit type is at fault" },
      },
    },
    example: {
      message:
        "The loan's physical NACH mandate is registered, and after this update it could not collect the instalments: The mandate ends 2027-11-05, before the last instalment, due 2028-05-05, which it could then not collect. Nothing was changed",
      details: {
        physical_nach_id: "0190f5d2-8c1e-7b3a-9d4f-2a6b8c0e1f35",
        status: "registered",
        fields: [{ path: "mandate.end_date", message: "must be on or after 2028-05-05, the last instalment's due date, or send until_cancelled: true" }],
      },
    },
  },
  nach_account_rejected: {
    meaning:
      "The bank rejected an earlier mandate of the loan with an NPCI reason that says the account cannot take debits (M011-M015, M036, M037, M038, M054: no re-presentation), and a new mandate is asked for on the same account number and IFSC; after M057 (name mismatch), with the same signatories and account name. It starts once the loan's first `ac_number` or `ifsc_code` changes (M057: the signatories or `bank_account.ac_name`). Also a disbursal after a failure with M013, M014 or M015 (the account holder's death, lunacy or insolvency) until the lender's operations clear it. Nothing is stored.",
    details: {
      type: "object",
      required: ["reason"],
      additionalProperties: false,
      properties: {
        reason: {
          type: "object",
          required: ["code", "description"],
          additionalProperties: false,
          properties: { code: { type: "string", description: "NPCI's mandate rejection code" }, description: { type: "string" } },
          description: "NPCI's reason the bank gave for the failed mandate",
        },
        physical_nach_id: { type: "string", format: "uuid", description: "A disbursal's refusal: the failed mandate whose reason holds it" },
      },
    },
    example: {
      message:
        "The bank rejected an earlier mandate on this account with NPCI reason M038 (No such account), which NPCI allows no mandate to be presented again for; a new mandate can start once the loan's bank account (its first ac_number or its ifsc_code) changes",
      details: { reason: { code: "M038", description: "No such account" } },
    },
  },

  endpoint_limit_reached: {
    meaning: "The partner already has as many webhook endpoints as it may (`details.limit`, 10 by default); delete one before adding another. Nothing is stored.",
    details: { type: "object", required: ["limit"], additionalProperties: false, properties: { limit: { type: "integer", minimum: 1 } } },
    example: { message: "A partner may have at most 10 webhook endpoints; delete one before adding another", details: { limit: 10 } },
  },
  endpoint_disabled: {
    meaning: "A test event to an endpoint that is disabled (it kept timing out, or its receiver answered 410): nothing is sent to it. Nothing is stored.",
    details: {
      type: "object",
      required: ["disabled_reason"],
      additionalProperties: false,
      properties: { disabled_reason: { type: ["string", "null"], description: "Why the endpoint was disabled, as its `disabled_reason` says" } },
    },
    example: {
      message:
        "The endpoint is disabled (The receiver answered 410 Gone), so nothing is sent to it, a test event included; add it again (POST /api/v1/webhooks/endpoints/) once its receiver answers",
      details: { disabled_reason: "The receiver answered 410 Gone" },
    },
  },
  idempotency_key_in_use: {
    meaning: "A request with this Idempotency-Key is still running; retry after `Retry-After` seconds (you then get its answer).",
    details: none,
    example: { message: "A request with this Idempotency-Key is still being processed; retry it later", details: {} },
  },
  kfs_not_accepted: {
    meaning: "A disbursal, or an agreement, before the borrower accepted a KFS version whose terms hash is the loan's as it stands (contract v3 section 12): accept the current version (GET .../kfs/, POST .../kfs/acceptance/) first. A change of the terms after an acceptance issues a new version, which needs its own. Nothing is recorded.",
    details: none,
    example: { message: "The borrower has not accepted the Key Facts Statement of the loan's current terms: accept the current version first", details: {} },
  },
  agreement_missing: {
    meaning: "A disbursal of a loan with no agreement recorded through POST .../agreement/ (an agreement_date sent in the loan body does not count). Nothing is paid.",
    details: none,
    example: { message: "The loan has no agreement recorded: POST the executed agreement to .../agreement/ first", details: {} },
  },
  agreement_before_kfs: {
    meaning: "An agreement executed at or before the acceptance of the KFS version of the loan's current terms: the borrower must accept the statement before signing (RBI). Record the agreement executed after the acceptance. Nothing is recorded or paid.",
    details: {
      type: "object",
      required: ["accepted_at"],
      additionalProperties: false,
      properties: { accepted_at: { type: "string", format: "date-time", description: "When the borrower accepted the current version" } },
    },
    example: { message: "The agreement was executed before the borrower accepted the current Key Facts Statement", details: { accepted_at: "2026-11-22T09:28:56.123Z" } },
  },
  kfs_superseded: {
    meaning: "An acceptance of a KFS version that is not the loan's current (latest) one; `details.current_kfs_id` names the version to show the borrower instead. Nothing is recorded.",
    details: {
      type: "object",
      required: ["current_kfs_id"],
      additionalProperties: false,
      properties: { current_kfs_id: { type: "string", format: "uuid" } },
    },
    example: { message: "That version of the Key Facts Statement has been superseded: the borrower must accept the current one", details: { current_kfs_id: "0193a3a0-1c2d-8e4f-9a0b-1c2d3e4f5a6b" } },
  },
  kfs_expired: {
    meaning: "An acceptance given after the version's `valid_until`; a GET of .../kfs/ issues a new version to show the borrower. Nothing is recorded.",
    details: {
      type: "object",
      required: ["valid_until"],
      additionalProperties: false,
      properties: { valid_until: { type: "string", format: "date-time" } },
    },
    example: { message: "The borrower accepted the Key Facts Statement after it expired", details: { valid_until: "2026-11-26T18:29:59.999Z" } },
  },
  kfs_already_accepted: {
    meaning: "A second acceptance of one KFS version; the first stands.",
    details: {
      type: "object",
      required: ["accepted_at"],
      additionalProperties: false,
      properties: { accepted_at: { type: "string", format: "date-time" } },
    },
    example: { message: "This version of the Key Facts Statement has already been accepted", details: { accepted_at: "2026-11-22T09:28:56.123Z" } },
  },
  loan_rejected: {
    meaning: "A credit-relevant change to a Rejected loan; book a new application instead (its other fields may still be updated).",
    details: { type: "object" },
    example: { message: "The loan was rejected; credit-relevant details cannot be changed, book a new application", details: {} },
  },
  loan_not_disbursed: {
    meaning: "A cooling-off exit request for a loan not yet disbursed: the period starts at disbursal. Nothing is recorded.",
    details: none,
    example: { message: "The loan has not been disbursed: the cooling-off period starts at disbursal", details: {} },
  },
  cooling_off_over: {
    meaning: "A cooling-off exit request after the period: `cooling_off_days` IST calendar days after the IST date of `disbursed_at`, that day not counted; `details.last_day` is the period's last day. Nothing is recorded.",
    details: { type: "object", required: ["last_day"], additionalProperties: false, properties: { last_day: { type: "string", format: "date" } } },
    example: { message: "The cooling-off period of 3 days ended on 2026-11-13 (India time)", details: { last_day: "2026-11-13" } },
  },
  cooling_off_exit_exists: {
    meaning: "A second cooling-off exit request for a loan (a loan takes one, whatever became of it); in the portal, a withheld release while the borrower's exit request stands. Nothing is recorded.",
    details: none,
    example: { message: "The borrower has already asked to exit this loan; a loan takes one cooling-off exit request", details: {} },
  },
  cooling_off_not_applicable: {
    meaning: "A cooling-off exit request for a loan that is not digital: its Key Facts Statement, frozen at disbursal, offers no cooling-off (the partner was not configured as a lending service provider). Nothing is recorded.",
    details: none,
    example: { message: "The loan is not a digital loan: its Key Facts Statement offers no cooling-off exit", details: {} },
  },
  loan_exited: {
    meaning: "A new physical NACH mandate (or, in the portal, a withheld release) for a loan whose borrower completed a cooling-off exit: the loan is repaid. Nothing is recorded.",
    details: none,
    example: { message: "The borrower exited this loan in its cooling-off period: it takes no new mandate", details: {} },
  },
  consent_missing: {
    meaning: "A disbursal while the borrower's consent to `bureau_pull` or `data_processing` is not in force: never given, or revoked by a later revocation (POST `.../consents/`). `details.purposes` names them. Nothing is paid.",
    details: {
      type: "object",
      required: ["purposes"],
      additionalProperties: false,
      properties: { purposes: { type: "array", items: { type: "string", enum: ["bureau_pull", "data_processing"] }, description: "The purposes missing or revoked" } },
    },
    example: { message: "The loan cannot be disbursed without the borrower's consent in force for data_processing", details: { purposes: ["data_processing"] } },
  },
  precondition_failed: {
    meaning: "If-Match does not match the loan's current ETag; `details.etag` is the current one.",
    details: { type: "object", required: ["etag"], additionalProperties: false, properties: { etag: { type: "string" } } },
    example: { message: "The loan has changed since the given ETag", details: { etag: '"019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70.3"' } },
  },
  payload_too_large: {
    meaning: "The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed.",
    details: { type: "object", additionalProperties: false, properties: { limit_bytes: { type: "integer" } } },
    example: { message: "The request body is larger than 1048576 bytes", details: { limit_bytes: 1048576 } },
  },
  unsupported_media_type: {
    meaning: "The body's Content-Type is not application/json (multipart/form-data for the signed form).",
    details: none,
    example: { message: "The request body must be JSON (Content-Type: application/json)", details: {} },
  },
  kyc_not_verified: {
    meaning: "A KYC item has `is_verified: false`; the whole request is declined and nothing is stored.",
    details: fieldList("The unverified items, e.g. `kyc[1].is_verified`"),
    example: { message: "Every KYC document must be verified; the request was declined", details: { fields: [{ path: "kyc[1].is_verified", message: "must be true" }] } },
  },
  customer_identifier_immutable: {
    meaning: "An update changes a field fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, a kyc item's type and identifier).",
    details: {
      type: "object",
      required: ["fields"],
      additionalProperties: false,
      properties: { fields: { type: "array", items: { type: "string" }, description: "The fixed fields the update would change" } },
    },
    example: { message: "Customer identifier information cannot be changed: mobile_number", details: { fields: ["mobile_number"] } },
  },
  inconsistent_terms: {
    meaning:
      "The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.",
    details: cappedFieldList("Each inconsistency by its path, e.g. `repayment_schedule`, `repayment_schedule[7].due_date`, `repayment_count` or `disbursal_detail[1].date`"),
    example: {
      message: "The loan's terms do not add up",
      details: {
        fields: [
          { path: "repayment_schedule", message: "charges 48.04 % a year, not the interest_rate of 12 % (within 0.25 points, or worth loan_amount within ₹1 a row at that rate)" },
          { path: "disbursal_detail[1].date", message: "must be 2026-11-22, the other principal tranches' date: staged disbursal is not supported" },
        ],
      },
    },
  },
  policy_rejects_update: {
    meaning: "The update changes a credit-relevant field and the current policy would not approve the loan so changed; nothing is stored.",
    details: {
      type: "object",
      required: ["rules"],
      additionalProperties: false,
      properties: {
        rules: {
          type: "array",
          minItems: 1,
          description: "The rules the updated loan fails",
          items: { type: "object", required: ["code", "message"], additionalProperties: false, properties: { code: { type: "string" }, message: { type: "string" } } },
        },
      },
    },
    example: {
      message: "The policy would not approve the loan with this change",
      details: { rules: [{ code: "loan_amount", message: "Loan amount 600,000 is above the maximum of 500,000 for a personal loan" }] },
    },
  },
  disbursal_amount_mismatch: {
    meaning: "The disbursal's `amount` is more than ₹1 away from the net amount due (the principal tranches less their deductions); `details.expected` gives it. Nothing is disbursed.",
    details: {
      type: "object",
      required: ["expected"],
      additionalProperties: false,
      properties: { expected: { type: "number", description: "The net amount due, in rupees" } },
    },
    example: { message: "The amount is not the net amount due, 197640.00", details: { expected: 197640 } },
  },
  mandate_amount_too_low: {
    meaning: "A NACH initiation whose `amount` is below the loan's largest instalment, which the bank would then refuse to debit.",
    details: { type: "object", required: ["minimum"], additionalProperties: false, properties: { minimum: { type: "number", description: "The largest instalment: the least amount accepted" } } },
    example: { message: "The mandate amount must be at least the largest instalment, 9,653, or the bank refuses that debit", details: { minimum: 9653 } },
  },
  unknown_account: {
    meaning: "A NACH initiation's `ac_number` is not one of the loan's `bank_account.ac_number`.",
    details: fieldList("The ac_number field"),
    example: {
      message: "The account number is not one of the loan's bank_account.ac_number",
      details: { fields: [{ path: "ac_number", message: "must be one of the loan's account numbers" }] },
    },
  },
  account_type_not_allowed: {
    meaning: "A NACH initiation for a cash-credit (`cc`, NPCI M030) or NRE (`sb_nre`, NPCI M051) account, which banks do not register.",
    details: { type: "object", required: ["account_type"], additionalProperties: false, properties: { account_type: { type: "string", enum: ["cc", "sb_nre"] } } },
    example: {
      message: "Banks do not register NACH mandates on NRE accounts (NPCI reason M051); choose a savings, current, SB-NRO or other account",
      details: { account_type: "sb_nre" },
    },
  },
  account_not_verified: {
    meaning: "A NACH initiation on an account that is not verified: the loan's latest bank-account verification is not `verified`, or is of another account than the mandate's (a mandate takes only the first account number, once verified).",
    details: verificationDetails,
    example: { message: "The mandate's account is not verified (pending: awaiting_operations); a mandate takes only the verified account", details: { status: "pending", reason: "awaiting_operations" } },
  },
  mandate_amount_too_high: {
    meaning:
      "A NACH initiation whose `amount` is above 3 x the loan's largest instalment (contract v3 section 8), or, where the lender's mandate category caps a debit lower (S001: ₹25,000), above that cap: an authority far beyond what is due. Exactly `details.maximum` is accepted.",
    details: { type: "object", required: ["maximum"], additionalProperties: false, properties: { maximum: { type: "number", description: "The most accepted, in rupees" } } },
    example: {
      message: "The mandate amount may be at most 29,520 (3 x the largest instalment, 9,840): an authority far above the instalments is not one the borrower needs to give",
      details: { maximum: 29520 },
    },
  },
  nach_frequency_unsupported: {
    meaning:
      "A NACH initiation for a weekly, fortnightly or other loan, which only an as-presented mandate can collect, where the lender's mandate category (`NACH_CATEGORY`, default L001, loan instalment) takes no as-presented debits: no physical mandate can collect the loan, whatever `frequency` is sent.",
    details: fieldList("The frequency field"),
    example: {
      message:
        "The loan's instalments are weekly: only an as-presented mandate can collect them, and mandate category L001 (Loan instalment payment), under which the lender lodges its mandates, takes no as-presented debits; no physical NACH mandate can collect this loan",
      details: { fields: [{ path: "frequency", message: "no frequency collects a weekly loan under mandate category L001 (Loan instalment payment)" }] },
    },
  },
  bank_not_on_nach: {
    meaning: "A NACH initiation for a loan whose IFSC's bank does not take ACH debits (`ach_debit` in the published IFSC data), which paper mandates use.",
    details: none,
    example: { message: "Airtel Payments Bank does not take ACH debits, which a paper NACH mandate needs; use an account at another bank", details: {} },
  },
  unprintable_text: {
    meaning:
      "A PDF (the mandate form, the KFS) that cannot print a value as written: it holds a character none of the document's fonts has (Latin and the nine Indian scripts of contract section 8 print; `details.characters` lists the others), or it is a signatory's name too long for its signature box even at the smallest size the form prints (5 pt). `details.field` names the value. A name on a legal document is printed as written or not at all.",
    details: {
      type: "object",
      required: ["field"],
      additionalProperties: false,
      properties: {
        field: { type: "string", description: "The value's path, such as `mandate.signatories[1]` or `full_name`" },
        characters: { type: "array", items: { type: "string" }, description: "The characters no font prints, as U+ code points; absent for a name too long for its box" },
      },
    },
    example: {
      message: "mandate.signatories[0] has characters no font of this document can print: U+0DC1, U+0DCF",
      details: { field: "mandate.signatories[0]", characters: ["U+0DC1", "U+0DCF"] },
    },
  },
  idempotency_key_reused: {
    meaning: "This Idempotency-Key was used (within 24 h) with a different body.",
    details: none,
    example: { message: "This Idempotency-Key was used with a different request body", details: {} },
  },
  rate_limited: {
    meaning: "Too many requests from this API client (or too many uploads or PDF downloads at once); retry after `Retry-After` seconds.",
    details: {
      type: "object",
      required: ["retry_after_seconds"],
      additionalProperties: false,
      properties: {
        retry_after_seconds: { type: "integer", minimum: 1 },
        limit: { type: "integer", description: "For uploads and PDF downloads: how many may be in progress at once" },
      },
    },
    example: { message: "Too many requests; slow down and retry after the given time", details: { retry_after_seconds: 1 } },
  },
  internal_error: {
    meaning: "Something unexpected; the cause is logged with the request id (quote `X-Request-Id`), never returned.",
    details: none,
    example: { message: "An unexpected error occurred", details: {} },
  },
  service_unavailable: {
    meaning:
      "The database does not answer, the request took too long (it may still have taken effect: retry with the same Idempotency-Key or read first), or every PDF renderer is busy; retry after `Retry-After` seconds.",
    details: {
      type: "object",
      additionalProperties: false,
      properties: {
        timeout_ms: { type: "integer" },
        database: { const: "down" },
        retry_after_seconds: { type: "integer", minimum: 1, description: "When every PDF renderer is busy: the Retry-After" },
      },
    },
    example: { message: "The service is temporarily unavailable; retry shortly", details: {} },
  },
};

const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** The component name of a code's error envelope: validation_error -> ValidationError, not_found -> NotFoundError. */
export const errorSchemaName = (code: ErrorCode) => (code.endsWith("_error") ? pascal(code) : `${pascal(code)}Error`);

/** The error envelope of one code, with its example. */
export function errorEnvelopeSchema(code: ErrorCode): JsonSchema {
  const { meaning, details, example } = ERROR_DOCS[code];
  return {
    type: "object",
    description: `${ERROR_STATUS[code]} \`${code}\`: ${meaning} What to do: ${ERROR_ACTIONS[code]}`,
    required: ["is_success", "error"],
    additionalProperties: false,
    properties: {
      is_success: { const: false },
      error: {
        type: "object",
        required: ["code", "message", "details"],
        additionalProperties: false,
        properties: { code: { const: code }, message: { type: "string" }, details },
      },
    },
    examples: [{ is_success: false, error: { code, ...example } }],
  };
}
