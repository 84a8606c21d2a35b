import { z } from "zod";

/** The policy's outcome is the loan's status; nothing else sets it. */
export const LOAN_STATUSES = ["Approved", "Rejected"] as const;
export const loanStatusSchema = z.enum(LOAN_STATUSES);
export type LoanStatus = z.infer<typeof loanStatusSchema>;
