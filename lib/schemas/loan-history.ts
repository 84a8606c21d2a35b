import { z } from "zod";

const timestamp = z.iso.datetime().meta({ description: "ISO 8601 UTC with milliseconds" });

/**
 * One change an update made (contract v3 section 12). Objects are compared
 * key by key down to their leaves (`bank_account.ifsc_code`); an array is
 * compared whole, so a replaced one is one change at its path with the
 * whole old and new arrays. A field the update added has `from: null`, one
 * it removed `to: null`. Identifiers are masked.
 */
export const loanChangeSchema = z.object({
  path: z.string().meta({ description: "Dotted path of the field: `email`, `bank_account.ifsc_code`, `repayment_schedule`" }),
  from: z.unknown().meta({ description: "The value before the update (masked); null when the field was absent" }),
  to: z.unknown().meta({ description: "The value after the update (masked); null when the update removed the field" }),
});

/** Who made an event, as a partner may know them. */
export const historyActorSchema = z.object({
  kind: z.enum(["api_client", "staff", "service"]).meta({
    description:
      "`api_client`: one of the partner's API clients (`name` is its client_id); `staff`: a portal user (`name` is the name of one of the partner's own users, or `Lender staff` for the lender's, who are not named); `service`: LoanDesk itself (`name` says which job, e.g. `sandbox-bank`)",
  }),
  name: z.string(),
});

export const loanHistoryEventSchema = z.object({
  type: z.string().meta({ description: "`booked`, `policy_evaluated`, `updated`, `disbursed`, `nach_initiated`, `nach_scan_uploaded`, `nach_status_reported`, `nach_umrn_recorded`, ..." }),
  at: timestamp,
  actor: historyActorSchema,
  data: z.record(z.string(), z.unknown()).meta({
    description:
      "What the event recorded. `booked`: `partner_loan_id`, `loan_account_number` and `body`, the loan body as booked (masked). `updated`: `method` (PUT or PATCH), `fields` (the top-level fields changed) and `changes` (`[{path, from, to}]`, masked; absent on events recorded before contract v3). `policy_evaluated`: the evaluation as the read shows it (the exposure rule without figures). Account numbers show their last 4 digits (8 or more) or last 2, PANs their first 3 and last character (`ABC******F`), CKYC numbers their last 4 digits.",
  }),
});

export const loanHistorySchema = z
  .object({
    lead_id: z.uuid(),
    events: z.array(loanHistoryEventSchema).meta({ description: "Every event of the loan, oldest first" }),
  })
  .meta({ id: "LoanHistory" });

export type LoanChange = z.infer<typeof loanChangeSchema>;
export type HistoryActor = z.infer<typeof historyActorSchema>;
export type LoanHistoryEvent = z.infer<typeof loanHistoryEventSchema>;
export type LoanHistory = z.infer<typeof loanHistorySchema>;
