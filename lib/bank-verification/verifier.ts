import { env } from "@/lib/config/env";
import { manualVerifier } from "./manual-verifier";
import { sandboxVerifier } from "./sandbox-verifier";
import type { BankAccountVerifier } from "./bank-account-verifier";

/** The sandbox in demo mode; in production, operations. */
export const bankAccountVerifier = (): BankAccountVerifier => (env().LOANDESK_MODE === "demo" ? sandboxVerifier : manualVerifier);
