import { z } from "zod";
import { dateField } from "./dates";
import { emptyAsAbsent, emptyAsAbsentFields } from "./empty-values";
import { personName } from "./fields";
import { isWholePaise } from "@/lib/money/paise";
import { npciReasonCodeSchema } from "@/lib/codes/npci-reasons";
import { umrnSchema } from "@/lib/codes/umrn";

export const MANDATE_ACCOUNT_TYPES = ["savings", "current", "sb_nro", "other"] as const;
export const MANDATE_DEBIT_TYPES = ["maximum", "fixed"] as const;
export const MANDATE_FREQUENCIES = ["monthly", "quarterly", "half_yearly", "yearly", "as_presented"] as const;

const isoDate = z.iso.date();

/**
 * Every value printed on the mandate form, fixed at initiation (contract
 * section 8): the form is rendered from this, never from the loan as it is
 * later, so the paper the customer signed and what the lender holds agree.
 */
export const mandateSnapshotSchema = z
  .object({
    mandate_date: isoDate.meta({ description: "The initiation date in IST" }),
    sponsor_bank_code: z.string().max(11),
    utility_code: z.string().max(18),
    creditor_name: z.string().meta({ description: "The lender, whom the customer authorises" }),
    ac_number: z.string(),
    ac_name: z.string(),
    account_type: z.enum(MANDATE_ACCOUNT_TYPES),
    bank_name: z.string(),
    ifsc_code: z.string(),
    debit_type: z.enum(MANDATE_DEBIT_TYPES),
    amount: z.number().meta({ description: "Rupees: the most (maximum) or exactly (fixed) what one debit may take" }),
    frequency: z.enum(MANDATE_FREQUENCIES),
    start_date: isoDate,
    end_date: isoDate.nullable().meta({ description: "Null when until_cancelled" }),
    until_cancelled: z.boolean(),
    signatories: z.array(z.string()).min(1).max(3),
    reference_1: z.string().meta({ description: "The loan account number" }),
    reference_2: z.string().meta({ description: "The partner_loan_id" }),
    phone: z.string(),
    email: z.string().nullable(),
  })
  .meta({ id: "NachMandate" });

/** Account types banks refuse to debit through NACH (NPCI M030 and M051); asked for, they get 422, not 400. */
export const REFUSED_ACCOUNT_TYPES = ["cc", "sb_nre"] as const;

/** NPCI's per-debit limit: ₹1 crore. */
export const MANDATE_AMOUNT_LIMIT = 10_000_000;

/**
 * A word from `values` or one of its synonyms (the lender's public API
 * names), in any case and with surrounding spaces, as the contract's other
 * word fields are read (section 3). Yields the canonical word.
 */
function wordField<T extends readonly [string, ...string[]]>(values: T, synonyms: Record<string, T[number]> = {}) {
  const accepted = [...values, ...Object.keys(synonyms)];
  const message = `must be one of ${accepted.join(", ")}`;
  return z
    .string({ error: message })
    .transform((value, ctx): T[number] => {
      const word = value.trim().toLowerCase();
      const canonical = synonyms[word] ?? values.find((candidate) => candidate === word);
      if (canonical === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return canonical;
    })
    .meta({ description: `One of ${accepted.join(", ")} (any case).` });
}

/**
 * The terms a partner may choose at initiation (contract section 8); every
 * one optional, with the defaults lib/nach/mandate-terms.ts applies.
 */
export const nachInitiateRequestSchema = z
  .strictObject({
    lead_id: emptyAsAbsent(z.string({ error: "must be the loan's lead_id" })),
    ...emptyAsAbsentFields({
      ac_number: z
        .string({ error: "must be one of the loan's account numbers, as a string of digits" })
        .transform((value) => value.trim())
        .optional()
        .meta({ description: "One of the loan's account numbers; default the first." }),
      account_type: wordField([...MANDATE_ACCOUNT_TYPES, ...REFUSED_ACCOUNT_TYPES])
        .optional()
        .meta({ description: "savings (default), current, sb_nro or other; cc and sb_nre get 422 account_type_not_allowed." }),
      debit_type: wordField(MANDATE_DEBIT_TYPES, { variable: "maximum" })
        .optional()
        .meta({ description: "maximum [variable] (default) or fixed; fixed only when every instalment is the same amount." }),
      amount: z
        .number({ error: "must be an amount in rupees" })
        .positive("must be more than 0")
        .max(MANDATE_AMOUNT_LIMIT, `must be at most ${MANDATE_AMOUNT_LIMIT} (NPCI's per-debit limit)`)
        .refine(isWholePaise, "must be rupees with at most two decimals")
        .optional()
        .meta({ description: "Rupees, at least the largest instalment and at most 10,000,000; default the largest instalment x 1.5 rounded up to the next 100 (the instalment itself for fixed)." }),
      frequency: wordField(MANDATE_FREQUENCIES, { semiannually: "half_yearly", adhoc: "as_presented" })
        .optional()
        .meta({ description: "monthly, quarterly, half_yearly [semiannually], yearly or as_presented [adhoc]; default from payment_frequency." }),
      start_date: dateField.optional().meta({ description: "Not before today (IST); default the first instalment's due date, or today when that has passed." }),
      end_date: dateField.optional().meta({ description: "After start_date; default the last instalment's due date plus 6 months. Not with until_cancelled: true." }),
      until_cancelled: z.boolean({ error: "must be true or false" }).optional(),
      signatories: z
        .array(personName(200), { error: "must be an array of 1 to 3 names" })
        .min(1, "must name 1 to 3 signatories")
        .max(3, "must name 1 to 3 signatories")
        .optional()
        .meta({ description: "1-3 names as in the bank's records; default [bank_account.ac_name]." }),
    }),
  })
  .meta({ id: "NachInitiateRequest" });

export type NachInitiateRequest = z.output<typeof nachInitiateRequestSchema>;

const nachStatusValue = z.enum(["initiated", "registered", "failed", "expired", "cancelled"]);

/** What a webhook says about a mandate (contract section 9: exactly these three). */
export const nachEventPayloadSchema = z
  .object({
    umrn: z.string().nullable().meta({ description: "Set when status is registered, and kept when a registered mandate is cancelled" }),
    status: nachStatusValue,
    physical_nach_id: z.uuid(),
  })
  .meta({ id: "NachEventPayload" });

export const failureReasonSchema = z
  .object({
    code: npciReasonCodeSchema
      .nullable()
      .meta({ description: "NPCI's mandate rejection code; null for a failure recorded before reasons were NPCI codes" }),
    description: z.string().meta({ description: "NPCI's description of the code as it was when the failure was recorded, or the older free-text reason" }),
  })
  .meta({ id: "NachFailureReason", description: "Why the bank rejected the mandate: NPCI's reason code and its description" });

const nachStatusFields = nachEventPayloadSchema.extend({
  failure_reason: failureReasonSchema.nullable().meta({ description: "Set exactly when status is failed" }),
});

export const nachStatusResponseSchema = nachStatusFields
  .extend({ mandate: mandateSnapshotSchema })
  .meta({ id: "NachStatus" });

export const nachInitiatedSchema = nachStatusResponseSchema
  .extend({ lead_id: z.uuid(), nach_pdf_url: z.string() })
  .meta({ id: "NachInitiated" });

export const nachUploadedSchema = z
  .object({ physical_nach_id: z.uuid(), status: nachStatusValue, uploaded_at: z.iso.datetime() })
  .meta({ id: "NachUploaded" });

export const nachStatusEventSchema = z
  .object({
    entity: z.literal("nach"),
    payload: nachEventPayloadSchema,
    event: z.literal("physical_nach.status_update"),
    id: z.uuid().meta({ description: "Unique per event; the same on every retry, and sent as the webhook-id header" }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "NachStatusEvent" });

/** What operations staff record from the sponsor bank. */
export const bankResponseSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("registered"), umrn: umrnSchema }),
  z.strictObject({ status: z.literal("failed"), reason_code: npciReasonCodeSchema }),
]);

/** Operations' reason for clearing the disbursal hold an M013-M015 failure put on its loan (contract v3 section 8). */
export const disbursalHoldClearanceSchema = z.strictObject({
  note: z
    .string({ error: "must say why the hold is cleared" })
    .trim()
    .min(1, "must say why the hold is cleared")
    .max(1000, "must be at most 1000 characters"),
});

export type DisbursalHoldClearanceInput = z.input<typeof disbursalHoldClearanceSchema>;

export type MandateSnapshot = z.infer<typeof mandateSnapshotSchema>;
export type NachStatusResponse = z.infer<typeof nachStatusResponseSchema>;
/** The status without the snapshot: what operations' answer and the portal need. */
export type NachStatusFields = z.infer<typeof nachStatusFields>;
export type NachEventPayload = z.infer<typeof nachEventPayloadSchema>;
export type FailureReason = z.infer<typeof failureReasonSchema>;
export type NachInitiated = z.infer<typeof nachInitiatedSchema>;
export type NachUploaded = z.infer<typeof nachUploadedSchema>;
export type BankResponse = z.output<typeof bankResponseSchema>;
export type NachStatusEvent = z.infer<typeof nachStatusEventSchema>;
