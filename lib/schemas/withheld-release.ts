import { z } from "zod";
import { indianLocalTimeField } from "./dates";
import { UTR_PATTERN } from "./disbursal";

/**
 * Operations' record of one withhold tranche's release (contract v3
 * section 6), from the portal: which tranche, when the bank paid it, the
 * amount and the bank's UTR.
 */
export const withheldReleaseRecordSchema = z.strictObject({
  position: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 or more"),
  released_at: indianLocalTimeField.meta({ description: "When the bank paid the release, India time; neither in the future nor before the disbursal." }),
  amount: z.coerce.number({ error: "must be a number" }).positive("must be more than 0").max(1e12, "is too large"),
  transaction_id: z.string({ error: "must be a string" }).trim().regex(UTR_PATTERN, "must be the bank's UTR: 12-22 upper-case letters and digits"),
});

export type WithheldReleaseRecordInput = z.input<typeof withheldReleaseRecordSchema>;
export type WithheldReleaseRecord = z.output<typeof withheldReleaseRecordSchema>;
