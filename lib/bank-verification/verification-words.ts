import type { AccountFailureReason, VerificationMethod, VerificationReason } from "@/lib/schemas/bank-verification";

/** Each reason in the portal's words. */
export const REASON_WORDS: Readonly<Record<VerificationReason, string>> = {
  account_closed: "The bank says the account is closed",
  account_not_found: "The bank has no such account",
  account_frozen: "The bank says the account is frozen or takes no credits",
  entity_name: "The name at the bank is a business's or a family's (HUF), not the borrower's",
  name_mismatch: "The name at the bank does not match the borrower's names (score below 80)",
  initial_for_name: "The name at the bank matches only by taking an initial for one of the borrower's names",
  awaiting_bank: "Waiting for the bank's answer",
  awaiting_operations: "Waiting for operations to record the bank's answer",
};

/** The failures operations may record instead of a name, in the order the form lists them. */
export const ACCOUNT_FAILURE_WORDS: readonly { value: AccountFailureReason; label: string }[] = [
  { value: "account_closed", label: REASON_WORDS.account_closed },
  { value: "account_not_found", label: REASON_WORDS.account_not_found },
  { value: "account_frozen", label: REASON_WORDS.account_frozen },
];

export const METHOD_WORDS: Readonly<Record<VerificationMethod, string>> = {
  sandbox: "Demo sandbox bank",
  penny_drop: "Penny drop",
  manual: "Recorded by operations",
};
