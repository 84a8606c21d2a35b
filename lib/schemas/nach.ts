import { z } from "zod";
import { emptyAsAbsent } from "./empty-values";
import { npciReasonCodeSchema } from "@/lib/nach/npci-reasons";
import { umrnSchema } from "@/lib/nach/umrn";

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

export type NachStatusResponse = z.infer<typeof nachStatusResponseSchema>;
export type NachEventPayload = z.infer<typeof nachEventPayloadSchema>;
export type FailureReason = z.infer<typeof failureReasonSchema>;
export type NachInitiated = z.infer<typeof nachInitiatedSchema>;
export type NachUploaded = z.infer<typeof nachUploadedSchema>;
export type BankResponse = z.output<typeof bankResponseSchema>;
export type NachStatusEvent = z.infer<typeof nachStatusEventSchema>;
