/**
 * The kinds of audit event. On its own so that the writer (audit.ts) and
 * the figure each kind counts for (event-figure.ts) both read it without
 * importing each other.
 */
export type LoanEventType =
  | "booked"
  | "policy_evaluated"
  | "exposure_refused"
  | "updated"
  | "disbursed"
  | "kfs_issued"
  | "kfs_accepted"
  | "agreement_recorded"
  | "nach_initiated"
  | "nach_scan_uploaded"
  | "nach_status_reported"
  | "nach_umrn_recorded"
  | "nach_disbursal_hold_cleared"
  | "withheld_released"
  | "cooling_off_exit_requested"
  | "cooling_off_exit_completed"
  | "cooling_off_exit_lapsed"
  | "consents_recorded"

  | "bank_account_verification_recorded";
