import { z } from "zod";
import type { PolicyConfig } from "@/lib/policy/config";
import { consentPurposeSchema } from "@/lib/schemas/consents";
import { LOAN_TYPE } from "@/lib/schemas/enums";

/*
 * A policy version's thresholds as an administrator edits them and as a
 * published version stores them (lib/policy-versions). `satisfies` ties the
 * schema to PolicyConfig's shape: a threshold added to the config and not
 * here, or typed otherwise, fails the compile.
 */

const number = () => z.number({ error: "must be a number" });
const whole = () => z.number({ error: "must be a number" }).int("must be a whole number");

const atLeast = (min: number, base = number()) => base.min(min, `must be at least ${min}`);
const between = (min: number, max: number, base = number()) => atLeast(min, base).max(max, `must be at most ${max}`);

/** A range whose minimum is not above its maximum. */
const range = (bound: () => z.ZodNumber) =>
  z.object({ min: bound(), max: bound() }).refine((limits) => limits.min <= limits.max, { path: ["max"], message: "must be at least the minimum" });

const years = () => between(0, 120, whole());

const loanTypeLimitsSchema = z.object({
  age: range(years),
  amount: range(() => atLeast(0)),
  tenure: range(() => between(1, 600, whole())),
  apr: z.object({ max: between(0, 100) }),
});

export const policyThresholdsSchema = z.object({
  // Keyed by the codes as text, the form's field paths ("rules.byLoanType.1.age.min") name an object's keys, not an array's items.
  byLoanType: z.object({ [`${LOAN_TYPE.personal_loan}` as const]: loanTypeLimitsSchema, [`${LOAN_TYPE.education_loan}` as const]: loanTypeLimitsSchema }),
  ageAtMaturity: z.object({ max: years() }),
  income: z.object({ min: atLeast(0) }),
  creditScore: z.object({ min: between(0, 900, whole()), newToCredit: range(() => between(-1, 900, whole())) }),
  foir: z.object({ max: between(0, 1) }),
  enquiries: z.object({ max: atLeast(0, whole()) }),
  delinquency: z.object({ max: atLeast(0, whole()) }),
  interestRate: z.object({ max: between(0, 100) }),
  upfrontCharges: z.object({ maxPct: between(0, 100) }),
  panKyc: z.object({ min: atLeast(0, whole()) }),
  exposure: z.object({ maxLoans: atLeast(1, whole()), maxAmount: atLeast(0) }),
  consent: z.object({ purposes: z.array(consentPurposeSchema).min(1, "must name at least one purpose").readonly(), maxAgeDays: between(1, 3650, whole()) }),
}) satisfies z.ZodType<PolicyConfig["rules"]>;

export type PolicyThresholds = z.infer<typeof policyThresholdsSchema>;

/** A draft: thresholds edited from the version in force, `based_on`, which publishing checks is still in force. */
export const policyDraftSchema = z.strictObject({
  based_on: z.string().min(1, "is required").max(100),
  rules: policyThresholdsSchema,
});

export type PolicyDraft = z.infer<typeof policyDraftSchema>;

/** Replaying 1,000 takes well under the 2 s the page promises (docs/performance.md); this many stays within a few seconds. */
export const MAX_REPLAYED = 5_000;
export const DEFAULT_REPLAYED = 1_000;

/** A draft to replay over the latest evaluations of the `limit` loans most recently decided. */
export const policyReplayRequestSchema = policyDraftSchema.extend({
  limit: between(1, MAX_REPLAYED, whole()),
});

export type PolicyReplayRequest = z.infer<typeof policyReplayRequestSchema>;
