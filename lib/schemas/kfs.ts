import { z } from "zod";
import { kfsAcceptedSchema } from "./kfs-acceptance";

/** The Key Facts Statement of contract v3 section 11 (RBI's Annex A Part 1, Part 2, and the repayment schedule). */

const rupees = (description: string) => z.number().meta({ description: `${description}, rupees to the paisa` });
const date = z.iso.date().meta({ description: "YYYY-MM-DD (IST)" });

export const KFS_FEE_TYPES = ["processing_fee", "gst", "pre_emi", "subvention", "insurance"] as const;
export const KFS_INSTALMENT_TYPES = ["monthly", "weekly", "fortnightly", "other"] as const;

const feeSchema = z.object({ type: z.enum(KFS_FEE_TYPES), amount: rupees("The total over the loan's principal tranches") });

export const kfsScheduleRowSchema = z.object({
  number: z.int().min(1),
  due_date: date,
  opening_principal: rupees("Principal outstanding before the instalment"),
  principal: rupees("Principal repaid"),
  interest: rupees("Interest paid: the instalment less the principal"),
  instalment: rupees("The instalment"),
  collected_at_disbursal: z.boolean().meta({ description: "The upfront EMI: instalment 1, due on the start and deducted from the payout, not collected again" }),
});

/** What the statement says, without what identifies and dates one issue of it: the terms its hash covers (contract v3 section 12). */
export const kfsTermsSchema = z.object({
  lead_id: z.uuid(),
  lender_name: z.string(),
  loan_account_number: z.string(),
  loan_type: z.int().meta({ description: "1 personal loan, 2 education loan" }),
  loan_amount: rupees("Sanctioned amount"),
  disbursal_schedule: z
    .array(
      z.object({
        disbursal_type: z.int().meta({ description: "0 principal (paid out on the start), 1 withhold (sanctioned, released to the borrower on its date)" }),
        date: date.meta({ description: "The tranche's date: the start for a principal tranche, the release for a withhold tranche" }),
        amount: rupees("The tranche"),
      }),
    )
    .meta({ description: "The loan's tranches" }),
  tenure_months: z.int(),
  instalments: z.object({
    type: z.enum(KFS_INSTALMENT_TYPES),
    count: z.int().meta({ description: "Every instalment, an upfront EMI included" }),
    amount: rupees("The regular instalment; instalments that differ are in repayment_schedule"),
    first_due_date: date.meta({ description: "Instalment 1's due date: the start when it is an upfront EMI" }),
  }),
  interest_rate: z.number().meta({ description: "Percent per annum" }),
  interest_type: z.literal("fixed"),
  total_interest: rupees("The instalments' sum less the sanctioned amount"),
  fees: z.object({
    to_lender: z.array(feeSchema),
    to_third_parties: z.array(feeSchema),
  }),
  net_disbursed: rupees("RBI's row 7: the sanctioned amount less the sum of fees"),
  paid_at_disbursal: rupees("What the disbursal pays the borrower: net_disbursed less the withheld money and the upfront EMI; the disbursal record's breakdown.net"),
  released_later: z
    .array(z.object({ date, amount: rupees("Withheld money released to the borrower on that date") }))
    .meta({ description: "One entry per withhold tranche" }),
  total_payable: rupees("The sum of the instalments: the sanctioned amount plus the total interest"),
  apr: z.number().meta({
    description:
      "Annual Percentage Rate, percent, two decimals: the periodic IRR of the borrower's dated cash flows (paid_at_disbursal at the start, released_later on their dates, each instalment but an upfront EMI on its due date) x periods a year (contract v3 section 11)",
  }),
  contingent_charges: z.object({
    penal_charges: z.string(),
    foreclosure_charges: z.string(),
    other_charges: z.string(),
  }),
  part_2: z.object({
    recovery_agents_clause: z.string(),
    grievance_clause: z.string().meta({ description: "The loan agreement's clause on grievance redressal (configuration)" }),
    grievance_officer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    transferable: z.boolean(),
    digital_loan: z.boolean().meta({ description: "Booked through a lending service provider (the partner's digital_lending setting): the cooling-off rows apply" }),
    cooling_off_days: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "IST calendar days after the disbursal's date in which the borrower may exit (contract v3 section 12); null for a loan that is not digital" }),
    cooling_off_pay_days: z.int().min(1).nullable().meta({ description: "Days after an exit request within which the borrower repays; null for a loan that is not digital" }),
    lending_service_provider: z.string().meta({ description: "The partner that booked the loan" }),
    lsp_recovery_agent: z.boolean().meta({ description: "Whether the lending service provider acts as a recovery agent (the partner's setting; only for a digital loan)" }),
  }),
  repayment_schedule: z.array(kfsScheduleRowSchema),
});

export const kfsSchema = kfsTermsSchema
  .extend({
    kfs_id: z.uuid().meta({
      description: "The statement's unique number (RBI's proposal number): derived from lead_id, version and terms_hash, so the same terms give the same id",
    }),
    version: z.int().min(1).meta({ description: "The statement's version for the loan" }),
    terms_hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: "SHA-256 (hex) of the RFC 8785 canonical JSON of the statement without kfs_id, version, terms_hash, generated_on and valid_until" }),
    generated_on: z.iso.datetime().meta({ description: "When the version was issued (ISO 8601 UTC); a disbursed loan's statement is the accepted version, with its own date" }),
    valid_until: z.iso.datetime().meta({ description: "The end (23:59:59.999 IST, as ISO 8601 UTC) of the third working day after generated_on's IST date; working days are Monday to Friday but the configured HOLIDAYS" }),
  })
  .meta({ id: "KeyFactsStatement" });

const accepted = kfsAcceptedSchema.nullable().meta({ description: "The borrower's acceptance of this version, or null; not part of the content or its ETag" });

/** A version as served (contract v3 section 12): its content as issued, byte for byte, and its acceptance beside it. */
export const kfsVersionSchema = kfsSchema.extend({ accepted }).meta({ id: "KeyFactsStatementVersion" });

export const kfsVersionSummarySchema = kfsSchema
  .pick({ kfs_id: true, version: true, terms_hash: true, generated_on: true, valid_until: true })
  .extend({ accepted })
  .meta({ id: "KeyFactsStatementVersionSummary" });

export const kfsVersionListSchema = z
  .object({ items: z.array(kfsVersionSummarySchema).meta({ description: "Every version issued, oldest first; the last is the current one" }) })
  .meta({ id: "KeyFactsStatementVersionList" });

export type Kfs = z.infer<typeof kfsSchema>;
export type KfsVersion = z.infer<typeof kfsVersionSchema>;
export type KfsVersionSummary = z.infer<typeof kfsVersionSummarySchema>;
export type KfsTerms = z.infer<typeof kfsTermsSchema>;
export type KfsScheduleRow = z.infer<typeof kfsScheduleRowSchema>;
export type KfsFee = z.infer<typeof feeSchema>;
