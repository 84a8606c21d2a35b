import { z } from "zod";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "./fields";
import { LOAN_STATUSES } from "./loan-status";

export const loanListQuerySchema = z.strictObject({
  status: z.enum(LOAN_STATUSES, { error: "must be Approved or Rejected" }).optional(),
  partner_loan_id: z.string().max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE).optional(),
  limit: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(20),
  cursor: z.string().max(200).optional(),
});

export type LoanListQuery = z.output<typeof loanListQuerySchema>;
