import type { BankAccountVerifier } from "./bank-account-verifier";

/** Production without a provider: every account waits for operations to record the bank's answer in the portal. */
export const manualVerifier: BankAccountVerifier = {
  method: "manual",
  ask: () => ({ kind: "awaiting", reason: "awaiting_operations" }),
};
