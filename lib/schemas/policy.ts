import { z } from "zod";
import { loanStatusSchema } from "./loan-status";

/** One rule's verdict, kept with the loan so a decision can be explained later. */
export const policyRuleResultSchema = z.object({
  code: z.string(),
  passed: z.boolean().nullable().meta({ description: "null: not evaluated (the exposure rule runs only when every other rule passes)" }),
  observed: z.union([z.number(), z.string(), z.null()]),
  threshold: z.string(),
  message: z.string(),
});

/**
 * A rule's verdict as an audience is shown it: partners see the exposure
 * rule's verdict without its figures (contract v3 section 5), so its
 * `observed` and `threshold` are null for them.
 */
export const policyRuleViewSchema = policyRuleResultSchema.extend({
  threshold: z.string().nullable(),
});

export const policyEvaluationSchema = z.object({
  version: z.string(),
  outcome: loanStatusSchema,
  rules: z.array(policyRuleResultSchema),
  rejection_reason: z.string().nullable(),
});

/**
 * One entry of a loan's evaluation history, kept as the `data` of a
 * `policy_evaluated` audit event: the booking's evaluation and every
 * re-evaluation an update triggered. `failed` repeats the failed codes so
 * the audit timeline and the dashboard need not read every rule.
 */
export const policyEvaluatedEventSchema = policyEvaluationSchema.extend({
  trigger: z.enum(["booking", "update"]),
  failed: z.array(z.string()),
});

export type PolicyRuleResult = z.infer<typeof policyRuleResultSchema>;
export type PolicyRuleView = z.infer<typeof policyRuleViewSchema>;
export type PolicyEvaluation = z.infer<typeof policyEvaluationSchema>;
export type PolicyEvaluatedEvent = z.infer<typeof policyEvaluatedEventSchema>;
