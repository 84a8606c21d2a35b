import { z } from "zod";
import { AGREEMENT_SIGNATURE_TYPE, codeField, describeCodes } from "./enums";
import { identifier } from "./fields";
import { instant, sha256Hex } from "./timestamp";

/** The loan agreement as executed (contract v3 section 12). */
export const agreementRequestSchema = z
  .strictObject({
    executed_at: instant("When the agreement was executed: not in the future (400), after the acceptance of the current KFS (409 `agreement_before_kfs`)."),
    signature_type: codeField(AGREEMENT_SIGNATURE_TYPE),
    document_sha256: sha256Hex("SHA-256 of the executed agreement"),
    reference: identifier(100).optional().meta({ description: "The partner's or e-sign provider's reference for the document" }),
  })
  .meta({ id: "AgreementRequest" });

export type AgreementRequest = z.output<typeof agreementRequestSchema>;

export const agreementSchema = z
  .object({
    lead_id: z.uuid(),
    executed_at: z.iso.datetime(),
    signature_type: z.int().meta({ description: `agreement_signature_type's code: ${describeCodes(AGREEMENT_SIGNATURE_TYPE)}` }),
    document_sha256: z.string(),
    reference: z.string().nullable(),
    kfs_id: z.uuid().meta({ description: "The accepted KFS version the agreement follows" }),
    recorded_at: z.iso.datetime().meta({ description: "When the service recorded it" }),
  })
  .meta({ id: "Agreement", description: "The loan agreement as recorded; it sets the loan's agreement_date (its IST date) and agreement_signature_type" });

export type Agreement = z.infer<typeof agreementSchema>;
