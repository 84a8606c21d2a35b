import { z } from "zod";
import { emptyAsAbsent } from "./empty-values";
import { npciReasonCodeSchema } from "@/lib/nach/npci-reasons";
import { umrnSchema } from "@/lib/nach/umrn";

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

export const nachInitiateRequestSchema = z
  .strictObject({ lead_id: emptyAsAbsent(z.string({ error: "must be the loan's lead_id" })) })
  .meta({ id: "NachInitiateRequest" });

const nachStatusValue = z.enum(["initiated", "registered", "failed", "expired"]);

/** What a webhook says about a mandate (contract section 9: exactly these three). */
export const nachEventPayloadSchema = z
  .object({
    umrn: z.string().nullable().meta({ description: "Set exactly when status is registered" }),
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

export const nachStatusResponseSchema = nachEventPayloadSchema
  .extend({ failure_reason: failureReasonSchema.nullable().meta({ description: "Set exactly when status is failed" }) })
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

export type MandateSnapshot = z.infer<typeof mandateSnapshotSchema>;
export type NachStatusResponse = z.infer<typeof nachStatusResponseSchema>;
export type NachEventPayload = z.infer<typeof nachEventPayloadSchema>;
export type FailureReason = z.infer<typeof failureReasonSchema>;
export type NachInitiated = z.infer<typeof nachInitiatedSchema>;
export type NachUploaded = z.infer<typeof nachUploadedSchema>;
export type BankResponse = z.output<typeof bankResponseSchema>;
export type NachStatusEvent = z.infer<typeof nachStatusEventSchema>;
