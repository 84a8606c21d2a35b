import { z } from "zod";

/** The Key Facts Statement of contract section 11 (RBI's Annex A Part 1, Part 2, and the repayment schedule). */

const rupees = (description: string) => z.number().meta({ description: `${description}, rupees to the paisa` });
const date = z.iso.date().meta({ description: "YYYY-MM-DD (IST)" });

export const KFS_FEE_TYPES = ["processing_fee", "gst", "pre_emi", "subvention", "insurance"] as const;
export const KFS_INSTALMENT_TYPES = ["monthly", "weekly", "fortnightly", "other"] as const;

const feeSchema = z.object({ type: z.enum(KFS_FEE_TYPES), amount: rupees("The total over the loan's tranches") });

export const kfsScheduleRowSchema = z.object({
  number: z.int().min(1),
  due_date: date,
  opening_principal: rupees("Principal outstanding before the instalment"),
  principal: rupees("Principal repaid"),
  interest: rupees("Interest paid"),
  instalment: rupees("The instalment"),
});

export const kfsSchema = z
  .object({
    lead_id: z.uuid(),
    lender_name: z.string(),
    loan_account_number: z.string(),
    loan_type: z.int().meta({ description: "1 personal loan, 2 education loan" }),
    loan_amount: rupees("Sanctioned amount"),
    disbursal_schedule: z
      .array(
        z.object({
          disbursal_type: z.int().meta({ description: "0 principal (paid out), 1 withhold (sanctioned, held back)" }),
          date: date.nullable().meta({ description: "The tranche's date; null for the single tranche of a loan that names none" }),
          amount: rupees("The tranche"),
        }),
      )
      .meta({ description: "The loan's tranches, or one tranche of the whole amount" }),
    tenure_months: z.int(),
    instalments: z.object({
      type: z.enum(KFS_INSTALMENT_TYPES),
      count: z.int(),
      amount: rupees("The regular instalment; instalments that differ are in repayment_schedule"),
      first_due_date: date,
    }),
    interest_rate: z.number().meta({ description: "Percent per annum" }),
    interest_type: z.literal("fixed"),
    total_interest: rupees("Interest over the term"),
    fees: z.object({
      to_lender: z.array(feeSchema),
      to_third_parties: z.array(feeSchema),
    }),
    net_disbursed: rupees("The sanctioned amount less every upfront fee and charge"),
    total_payable: rupees("The sanctioned amount plus the total interest"),
    apr: z
      .number()
      .nullable()
      .meta({ description: "Annual Percentage Rate, percent, two decimals (contract section 11); null only when no rate balances the flows" }),
    contingent_charges: z.object({
      penal_charges: z.string(),
      foreclosure_charges: z.string(),
      other_charges: z.string(),
    }),
    part_2: z.object({
      recovery_agents_clause: z.string(),
      grievance_officer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
      transferable: z.boolean(),
      cooling_off_days: z.int().min(1),
      lending_service_provider: z.string(),
    }),
    repayment_schedule: z.array(kfsScheduleRowSchema),
    generated_on: z.iso.datetime().meta({ description: "When the statement was generated (ISO 8601 UTC); for a disbursed loan, the disbursal" }),
    valid_until: date.meta({ description: "The last day (IST) the lender's terms hold: 3 working days after generated_on" }),
  })
  .meta({ id: "KeyFactsStatement" });

export type Kfs = z.infer<typeof kfsSchema>;
export type KfsScheduleRow = z.infer<typeof kfsScheduleRowSchema>;
export type KfsFee = z.infer<typeof feeSchema>;
