/**
 * The one typed error of the domain. `message` is safe to show to a
 * partner; the HTTP status comes from the code (see ./error-status.ts),
 * never from the message.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  duplicate_partner_loan_id: 409,
  already_disbursed: 409,
  loan_not_approved: 409,
  loan_disbursed: 409,
  invalid_transition: 409,
  nach_already_active: 409,
  nach_type_mismatch: 409,
  umrn_in_use: 409,
  utr_in_use: 409,
  disbursal_date_missing: 409,
  disbursal_date_mismatch: 409,
  kfs_not_accepted: 409,
  agreement_missing: 409,
  agreement_before_kfs: 409,
  kfs_superseded: 409,
  kfs_expired: 409,
  kfs_already_accepted: 409,
  bank_account_not_verified: 409,
  nach_mandate_active: 409,
  nach_account_rejected: 409,
  endpoint_limit_reached: 409,
  endpoint_disabled: 409,
  idempotency_key_in_use: 409,
  loan_rejected: 409,
  loan_not_disbursed: 409,
  cooling_off_over: 409,
  cooling_off_exit_exists: 409,
  cooling_off_not_applicable: 409,
  loan_exited: 409,
  consent_missing: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  kyc_not_verified: 422,
  customer_identifier_immutable: 422,
  inconsistent_terms: 422,
  policy_rejects_update: 422,
  disbursal_amount_mismatch: 422,
  idempotency_key_reused: 422,
  mandate_amount_too_low: 422,
  unknown_account: 422,
  account_type_not_allowed: 422,
  bank_not_on_nach: 422,
  account_not_verified: 422,
  mandate_amount_too_high: 422,
  nach_frequency_unsupported: 422,
  unprintable_text: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);
export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found`);

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A validation answer names at most this many problems, each path at most
 * this long: a body of 80,000 unknown keys, or one key of 100 KB, must not
 * get an answer of megabytes. `total_fields` says how many there were when
 * some were left out.
 */
export const MAX_REPORTED_FIELDS = 20;
export const MAX_REPORTED_PATH_LENGTH = 200;

const boundedPath = (path: string) => (path.length > MAX_REPORTED_PATH_LENGTH ? `${path.slice(0, MAX_REPORTED_PATH_LENGTH - 1)}…` : path);

/** An error naming fields, bounded as above; `fields` may be only the first of `total` problems found. */
export function fieldsError(code: ErrorCode, message: string, fields: FieldIssue[], total = fields.length) {
  const reported = fields.slice(0, MAX_REPORTED_FIELDS).map((field) => ({ path: boundedPath(field.path), message: field.message }));
  const count = Math.max(total, fields.length);
  return new AppError(code, message, count > reported.length ? { fields: reported, total_fields: count } : { fields: reported });
}

export function validationError(fields: FieldIssue[], message = "The request body is not valid", total = fields.length) {
  return fieldsError("validation_error", message, fields, total);
}
