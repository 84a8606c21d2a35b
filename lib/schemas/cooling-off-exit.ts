import { z } from "zod";
import { indianLocalTimeField } from "./dates";
import { UTR_PATTERN } from "./disbursal";

export const COOLING_OFF_EXIT_STATES = ["requested", "completed", "lapsed"] as const;

/** The exit request takes no fields: its figures are the service's; an empty body or none is the request. */
export const coolingOffExitRequestSchema = z.strictObject({}).meta({ id: "CoolingOffExitRequest" });

export const coolingOffExitSchema = z
  .object({
    state: z.enum(COOLING_OFF_EXIT_STATES).meta({
      description:
        "requested until operations record the borrower's repayment (then completed); a request not repaid by pay_by is lapsed from the next IST day, and the loan continues",
    }),
    requested_at: z.iso.datetime().meta({ description: "When the request was recorded" }),
    days: z.int().min(1).meta({ description: "IST calendar days from the disbursal's date to the request's, at least 1: the days interest is charged for" }),
    apr: z.number().meta({ description: "The APR of the Key Facts Statement frozen at disbursal, percent, two decimals" }),
    principal: z.number().meta({ description: "Rupees: the KFS's paid_at_disbursal plus the withheld money already released" }),
    interest: z.number().meta({ description: "Rupees: principal x apr / 100 x days / 365, rounded half-up to the paisa; no fee or charge is collected" }),
    amount_due: z.number().meta({ description: "Rupees: principal + interest" }),
    pay_by: z.iso.date().meta({ description: "The last IST day to repay: the request's IST date + COOLING_OFF_PAY_DAYS" }),
    received: z
      .object({
        received_at: z.iso.datetime(),
        amount: z.number().meta({ description: "Rupees received, at least amount_due" }),
        transaction_id: z.string().meta({ description: "The repayment's UTR" }),
      })
      .nullable()
      .meta({ description: "The borrower's repayment as operations recorded it; null until the exit is completed" }),
  })
  .meta({
    id: "CoolingOffExit",
    description:
      "A borrower's exit from a digital loan within its cooling-off period (contract v3 section 12). Unreleased withheld money is cancelled when the exit completes; an initiated or registered mandate is then cancelled and the loan stops counting for exposure.",
  });

/** Operations' record of the borrower's repayment of an exit, from the portal. */
export const exitReceiptSchema = z.strictObject({
  received_at: indianLocalTimeField.meta({ description: "When the repayment reached the lender, India time; not in the future, not before the request, on or before pay_by." }),
  amount: z.coerce.number({ error: "must be a number" }).positive("must be more than 0").max(1e12, "is too large"),
  transaction_id: z.string({ error: "must be a string" }).trim().regex(UTR_PATTERN, "must be the bank's UTR: 12-22 upper-case letters and digits"),
});

export type CoolingOffExit = z.infer<typeof coolingOffExitSchema>;
export type CoolingOffExitState = CoolingOffExit["state"];
export type ExitReceiptInput = z.input<typeof exitReceiptSchema>;
