import type { ConsentRow } from "@/lib/db/tables";
import type { ConsentPurpose } from "@/lib/schemas/consents";

/** The consents a disbursal needs in force (contract v3 section 12): the two the policy needs at booking. */
export const DISBURSAL_CONSENTS: readonly ConsentPurpose[] = ["bureau_pull", "data_processing"];

type Record = Pick<ConsentRow, "id" | "purpose" | "action" | "at" | "recordedAt">;

/** Later by the borrower's time; of two at the same moment, the one recorded later. */
const later = (a: Record, b: Record): boolean =>
  a.at.getTime() !== b.at.getTime() ? a.at > b.at : a.recordedAt.getTime() !== b.recordedAt.getTime() ? a.recordedAt > b.recordedAt : a.id > b.id;

/**
 * The purposes of `required` with no consent in force. A purpose is in force
 * when its latest record by the borrower's time (a consent's `given_at`, a
 * revocation's `revoked_at`) is a consent: a revocation revokes every consent
 * given before it, and a consent given after a revocation restores the
 * purpose, whenever either was recorded. A consent given before a revocation
 * but recorded after it restores nothing. In `required`'s order.
 */
export function purposesNotInForce(records: readonly Record[], required: readonly ConsentPurpose[]): ConsentPurpose[] {
  return required.filter((purpose) => {
    const latest = records.filter((record) => record.purpose === purpose).reduce<Record | null>((last, record) => (last === null || later(record, last) ? record : last), null);
    return latest?.action !== "given";
  });
}
