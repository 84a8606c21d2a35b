import { z } from "zod";
import { parseIndianLocalTime } from "./dates";
import { emptyAsAbsentFields } from "./empty-values";

/** The bank's UTR: IMPS 12, NEFT 16, RTGS 22 characters, upper-case letters and digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

export const disbursalRequestSchema = z
  .strictObject(
    emptyAsAbsentFields({
      amount: z
        .number({ error: "must be a number" })
        .positive("must be more than 0")
        .max(1e12, "is too large")
        .optional()
        .meta({ description: "Rupees. When sent, must equal the net amount due within ₹1 (else 422 `disbursal_amount_mismatch` with `details.expected`); the net amount due is what is recorded." }),
      transaction_time: z
        .string({ error: "must be a string" })
        .transform((value, ctx) => {
          const time = parseIndianLocalTime(value.trim());
          if (!time) {
            ctx.addIssue({ code: "custom", message: "must be YYYY-MM-DDTHH:mm:ss or DD-MMM-YYYY HH:mm:ss (India time)" });
            return z.NEVER;
          }
          return time;
        })
        .optional()
        .meta({
          description:
            "Bank transaction time in India Standard Time: YYYY-MM-DDTHH:mm:ss or 19-Apr-2022 00:00:00. Defaults to now; neither in the future, nor more than 24 hours before the call, nor before the loan was booked (400 `validation_error`). Its date in India must be the loan's start, the principal tranches' date (else 409 `disbursal_date_mismatch` with `details.expected`).",
        }),
      transaction_id: z
        .string({ error: "must be a string" })
        .regex(UTR_PATTERN, "must be the bank's UTR: 12-22 upper-case letters and digits")
        .optional()
        .meta({
          description:
            "The bank's UTR: 12-22 upper-case letters and digits (IMPS 12, NEFT 16, RTGS 22). Required in production mode; demo mode generates one when absent.",
          examples: ["HDFCN52026112412345678"],
        }),
    }),
  )
  .meta({ id: "DisbursalRequest" });

export type DisbursalRequest = z.output<typeof disbursalRequestSchema>;

export const withheldReleaseSchema = z
  .object({
    date: z.iso.date().meta({ description: "The withhold tranche's date: when its money is due to the borrower." }),
    released_at: z.iso.datetime().nullable().meta({ description: "When operations released it; null until then." }),
    amount: z.number().nullable().meta({ description: "Rupees released; null until then." }),
    transaction_id: z.string().nullable().meta({ description: "The release's UTR; null until then." }),
  })
  .meta({ id: "WithheldRelease", description: "One withhold tranche's money, paid later by operations to the verified account." });

export const disbursalBreakdownSchema = z
  .object({
    gross: z.number().meta({ description: "loan_amount less the withheld money: the principal paid now, before deductions." }),
    processing_fee: z.number(),
    gst: z.number(),
    pre_emi: z.number(),
    subvention: z.number(),
    upfront_emi: z.number(),
    insurance: z.number(),
    withheld: z.number().meta({ description: "The withhold tranches' amounts summed: sanctioned, not paid out." }),
    net: z.number().meta({ description: "gross less the six deductions: the amount paid out, equal to the Key Facts Statement's `paid_at_disbursal`." }),
    withheld_releases: z.array(withheldReleaseSchema).meta({
      description: "One entry per withhold tranche, in the loan's order, each due on its tranche's date; empty when nothing is withheld.",
    }),
  })
  .meta({
    id: "DisbursalBreakdown",
    description: "Rupees, as at disbursal. Each deduction is summed over the principal tranches (a withhold tranche carries none).",
  });

export const disbursalBeneficiarySchema = z
  .object({
    ac_name: z.string(),
    ifsc_code: z.string(),
    ac_number: z
      .string()
      .meta({ description: "Masked, keeping its length: its last 4 digits when it has 8 or more, its last 2 otherwise.", examples: ["XXXXXXXXXX7890", "XXX45"] }),
  })
  .meta({ id: "DisbursalBeneficiary", description: "The account paid, as at disbursal: the loan's first bank account number." });

export type WithheldRelease = z.infer<typeof withheldReleaseSchema>;
export type DisbursalBreakdown = z.infer<typeof disbursalBreakdownSchema>;
export type DisbursalBeneficiary = z.infer<typeof disbursalBeneficiarySchema>;
