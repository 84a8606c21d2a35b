import { z } from "zod";
import { agreementSchema } from "./agreement";
import { coolingOffExitSchema } from "./cooling-off-exit";
import { storedConsentsSchema } from "./consents";
import { bankAccountVerificationSchema } from "./bank-verification";
import { disbursalBeneficiarySchema, disbursalBreakdownSchema } from "./disbursal";
import { mandateSnapshotSchema } from "./nach";
import { loanStatusSchema } from "./loan-status";
import { policyEvaluationSchema, policyRuleViewSchema } from "./policy";


const timestamp = z.iso.datetime().meta({ description: "ISO 8601 UTC with milliseconds" });

export const bookingResultSchema = z
  .object({
    lead_id: z.uuid(),
    loan_account_number: z.string(),
    status: loanStatusSchema,
    rejection_reason: z.string().optional(),
  })
  .meta({ id: "BookingResult" });

export const coApplicantSummarySchema = z.object({
  co_applicant_id: z.uuid(),
  co_full_name: z.string(),
  co_relation: z.int(),
});

export const updateResultSchema = z
  .object({
    lead_id: z.uuid(),
    loan_account_number: z.string(),
    status: loanStatusSchema,
    co_applicants: z.array(coApplicantSummarySchema),
  })
  .meta({ id: "UpdateResult" });

export const physicalNachSummarySchema = z.object({
  physical_nach_id: z.uuid(),
  status: z.enum(["initiated", "registered", "failed", "expired", "cancelled"]),
  umrn: z.string().nullable(),
  mandate: mandateSnapshotSchema.meta({ description: "What the mandate's form prints, fixed at initiation (as in the status response)" }),
});

/** What a read adds to the loan body as it stands. */
export const loanReadExtrasSchema = z.object({
  lead_id: z.uuid(),
  status: loanStatusSchema,
  loan_account_number: z.string(),
  loan_ac_no: z.string().optional().meta({ description: "Present only when Approved" }),
  apr: z
    .number()
    .nullable()
    .optional()
    .meta({
      description:
        "Annual Percentage Rate as the Key Facts Statement states it (contract v3 section 11: the IRR of the borrower's dated cash flows, x 12, 52 or 26), percent, two decimals; present only when Approved. Null only for a loan booked before contract v3 whose flows have no single rate; for a loan without a principal tranche, stated from the day it was booked.",
    }),
  rejection_reason: z.string().optional().meta({ description: "Present only when Rejected" }),
  disbursed: z.boolean(),
  disbursed_at: timestamp.nullable(),
  physical_nach: physicalNachSummarySchema.nullable(),
  agreement: agreementSchema.nullable().meta({ description: "The loan agreement as recorded through agreement/ (contract v3 section 12), or null before one is" }),
  cooling_off_exit: coolingOffExitSchema.nullable().meta({ description: "The borrower's cooling-off exit (contract v3 section 12), or null when none was requested" }),
  bank_account_verification: bankAccountVerificationSchema.nullable().meta({
    description:
      "The latest verification of the account the loan pays into (its first ac_number with the IFSC), made at booking and again when an update changes that account number, the IFSC or ac_name; disbursal and mandates need it verified. Null for a Rejected loan, and for one booked before verifications were kept (2026-12, migration 0022), until operations record one.",
  }),
  co_applicants: z.array(coApplicantSummarySchema),
  consents: storedConsentsSchema,
  policy: z.object({ version: policyEvaluationSchema.shape.version, rules: z.array(policyRuleViewSchema) }).meta({
    description: "The latest evaluation. The exposure rule shows partners only whether it passed: its observed and threshold are null and its message is \"within the lender's limit\" or \"above the lender's limit\"",
  }),
  created_at: timestamp,
  updated_at: timestamp,
});

export const loanSummarySchema = z
  .object({
    lead_id: z.uuid(),
    partner_loan_id: z.string(),
    loan_account_number: z.string(),
    status: loanStatusSchema,
    full_name: z.string(),
    loan_amount: z.int(),
    disbursed: z.boolean(),
    disbursed_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "LoanSummary" });

export const loanListSchema = z
  .object({ items: z.array(loanSummarySchema), next_cursor: z.string().nullable() })
  .meta({ id: "LoanList" });

export const disbursalRecordSchema = z
  .object({
    lead_id: z.uuid(),
    loan_account_number: z.string(),
    status: z.literal("Disbursed"),
    amount: z.number().meta({ description: "Rupees paid out: the net amount due (breakdown.net)." }),
    transaction_time: timestamp,
    transaction_id: z.string().nullable().meta({ description: "The bank's UTR; null only on a disbursal recorded before UTRs were required (2026-11, migration 0010)." }),
    breakdown: disbursalBreakdownSchema
      .nullable()
      .meta({ description: "How the amount was reached, as at disbursal; null on a disbursal recorded before 2026-11 (migration 0010), which kept no breakdown." }),
    beneficiary: disbursalBeneficiarySchema
      .nullable()
      .meta({ description: "The account paid, as at disbursal; null on a disbursal recorded before 2026-11 (migration 0010), which kept no beneficiary." }),
  })
  .meta({ id: "DisbursalRecord" });

export type BookingResult = z.infer<typeof bookingResultSchema>;
export type UpdateResult = z.infer<typeof updateResultSchema>;
export type CoApplicantSummary = z.infer<typeof coApplicantSummarySchema>;
export type LoanReadExtras = z.infer<typeof loanReadExtrasSchema>;
export type LoanSummary = z.infer<typeof loanSummarySchema>;
export type LoanList = z.infer<typeof loanListSchema>;
export type DisbursalRecord = z.infer<typeof disbursalRecordSchema>;
