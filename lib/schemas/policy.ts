import { z } from "zod";
import { loanStatusSchema } from "./loan-status";

/** One rule's verdict, kept with the loan so a decision can be explained later. */
export const policyRuleResultSchema = z.object({
  code: z.string(),
  passed: z.boolean(),
  observed: z.union([z.number(), z.string(), z.null()]),
  threshold: z.string(),
  message: z.string(),
});

export const policyEvaluationSchema = z.object({
  version: z.string(),
  outcome: loanStatusSchema,
  rules: z.array(policyRuleResultSchema),
  rejection_reason: z.string().nullable(),
});

export type PolicyRuleResult = z.infer<typeof policyRuleResultSchema>;
export type PolicyEvaluation = z.infer<typeof policyEvaluationSchema>;
