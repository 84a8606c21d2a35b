import { z } from "zod";
import { personName } from "./fields";

export const VERIFICATION_STATUSES = ["verified", "pending", "failed"] as const;
export const VERIFICATION_METHODS = ["sandbox", "penny_drop", "manual"] as const;

/** Why a bank says an account cannot be paid into: what operations (or a provider) may record instead of a name. */
export const ACCOUNT_FAILURE_REASONS = ["account_closed", "account_not_found", "account_frozen"] as const;

/**
 * Every reason a verification gives: an account failure above; the name at
 * the bank holding an entity word, or scoring below 80; a match that needs
 * an initial for a name (pending, for operations to decide); or no answer yet.
 */
export const VERIFICATION_REASONS = [...ACCOUNT_FAILURE_REASONS, "entity_name", "name_mismatch", "initial_for_name", "awaiting_bank", "awaiting_operations"] as const;

export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export const verificationMethodSchema = z.enum(VERIFICATION_METHODS);
export const accountFailureReasonSchema = z.enum(ACCOUNT_FAILURE_REASONS);
export const verificationReasonSchema = z.enum(VERIFICATION_REASONS);

/** The read's `bank_account_verification` (contract v3 section 12). */
export const bankAccountVerificationSchema = z
  .object({
    status: verificationStatusSchema,
    ac_number: z.string().meta({ description: "The account number verified, masked: its last 4 digits when it has 8 or more, else its last 2" }),
    name_at_bank: z.string().nullable().meta({ description: "The account holder's name as the bank gave it; null while pending or when the account failed" }),
    name_match_score: z
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: "The lower of the name at the bank's scores against full_name and the PAN item's kyc_name (docs/decisions/0132-name-matcher.md); null without a name" }),
    reason: verificationReasonSchema.nullable().meta({ description: "Why it is pending or failed; null when verified" }),
    method: verificationMethodSchema,
    verified_at: z.iso.datetime().nullable().meta({ description: "When the answer was had (ISO 8601 UTC); null while pending" }),
  })
  .meta({ id: "BankAccountVerification" });

/** What operations record in the portal: the name the bank holds, or why the account cannot be paid. */
export const verificationResultSchema = z.discriminatedUnion("outcome", [
  z.strictObject({ outcome: z.literal("name_at_bank"), name_at_bank: personName(200) }),
  z.strictObject({ outcome: z.literal("account_failed"), reason: accountFailureReasonSchema }),
]);

export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export type VerificationMethod = z.infer<typeof verificationMethodSchema>;
export type AccountFailureReason = z.infer<typeof accountFailureReasonSchema>;
export type VerificationReason = z.infer<typeof verificationReasonSchema>;
export type BankAccountVerification = z.infer<typeof bankAccountVerificationSchema>;
export type VerificationResult = z.output<typeof verificationResultSchema>;
