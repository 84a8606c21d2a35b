import { z } from "zod";
import { emptyAsAbsent } from "./empty-values";
import { noAadhaar } from "./fields";

export const nachInitiateRequestSchema = z
  .strictObject({ lead_id: emptyAsAbsent(z.string({ error: "must be the loan's lead_id" })) })
  .meta({ id: "NachInitiateRequest" });

export const nachStatusResponseSchema = z
  .object({
    umrn: z.string().nullable().meta({ description: "Set exactly when status is registered" }),
    status: z.enum(["initiated", "registered", "failed", "expired"]),
    physical_nach_id: z.uuid(),
  })
  .meta({ id: "NachStatus" });

export const nachInitiatedSchema = nachStatusResponseSchema
  .extend({ lead_id: z.uuid(), nach_pdf_url: z.string() })
  .meta({ id: "NachInitiated" });

export const nachUploadedSchema = z
  .object({ physical_nach_id: z.uuid(), status: nachStatusResponseSchema.shape.status, uploaded_at: z.iso.datetime() })
  .meta({ id: "NachUploaded" });

export const nachStatusEventSchema = z
  .object({
    entity: z.literal("nach"),
    payload: nachStatusResponseSchema,
    event: z.literal("physical_nach.status_update"),
    id: z.uuid().meta({ description: "Unique per event; the same on every retry, and sent as the webhook-id header" }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "NachStatusEvent" });

/** What operations staff record from the sponsor bank. */
export const bankResponseSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("registered"), umrn: noAadhaar(z.string().trim().min(1, "is required").max(20, "must be at most 20 characters")) }),
  z.strictObject({ status: z.literal("failed"), reason: noAadhaar(z.string().trim().min(1, "is required").max(500, "must be at most 500 characters")) }),
]);

export type NachStatusResponse = z.infer<typeof nachStatusResponseSchema>;
export type NachInitiated = z.infer<typeof nachInitiatedSchema>;
export type NachUploaded = z.infer<typeof nachUploadedSchema>;
export type BankResponse = z.output<typeof bankResponseSchema>;
export type NachStatusEvent = z.infer<typeof nachStatusEventSchema>;
