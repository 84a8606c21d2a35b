import "server-only";
import { forUpdate } from "@/lib/db/locks";
import type { Queries } from "@/lib/db/transactions";
import type { PhysicalNachRow } from "@/lib/db/tables";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import type { FailureReason, MandateSnapshot, NachEventPayload, NachStatusFields, NachStatusResponse } from "@/lib/schemas/nach";
import { mandateOf } from "./mandate-snapshot";
import { nachStatusSchema, type NachStatus } from "@/lib/codes/nach-status";
import { isNpciReasonCode } from "@/lib/codes/npci-reasons";

export type NachRecord = PhysicalNachRow;

export const nachStatusOf = (record: { status: string }): NachStatus => nachStatusSchema.parse(record.status);

/**
 * A partner's mandate; another partner's, a malformed id and an unknown one
 * are all not found. With `lock`, inside a write, other writers of the
 * mandate wait until this transaction ends.
 */
export async function getPartnerNach(queries: Queries, partnerId: string, nachId: string, { lock = false } = {}): Promise<NachRecord> {
  if (!isUuid(nachId)) throw notFound("Physical NACH");
  const select = queries.selectFrom("PhysicalNach").selectAll().where("id", "=", nachId).where("partnerId", "=", partnerId);
  const record = await (lock ? forUpdate(select) : select).executeTakeFirst();
  if (!record) throw notFound("Physical NACH");
  return record;
}

/** A webhook's payload: exactly umrn, status and id (contract section 9). */
export function presentNachEvent(record: Pick<NachRecord, "id" | "status" | "umrn">): NachEventPayload {
  return { umrn: record.umrn, status: nachStatusOf(record), physical_nach_id: record.id };
}

/**
 * NPCI's reason for a failed mandate. A failure recorded before reasons were
 * NPCI codes has no code; its free text is returned as the description.
 */
export function failureReasonOf(record: Pick<NachRecord, "status" | "failureCode" | "failureReason">): FailureReason | null {
  if (record.status !== "failed") return null;
  return { code: isNpciReasonCode(record.failureCode) ? record.failureCode : null, description: record.failureReason ?? "Rejected by the sponsor bank" };
}

export function presentNachStatus(record: Pick<NachRecord, "id" | "status" | "umrn" | "failureCode" | "failureReason">): NachStatusFields {
  return { ...presentNachEvent(record), failure_reason: failureReasonOf(record) };
}

/** The mandate's snapshot. Migration 0009 gave every older mandate one, so none is without. */
export function snapshotOf(record: Pick<NachRecord, "id" | "mandate">): MandateSnapshot {
  if (record.mandate === null) throw new Error(`physical NACH ${record.id} has no mandate snapshot`);
  return mandateOf({ id: record.id, mandate: record.mandate });
}

/** The status response: the status and what the form prints. */
export function presentNachStatusWithMandate(
  record: Pick<NachRecord, "id" | "status" | "umrn" | "failureCode" | "failureReason" | "mandate">,
): NachStatusResponse {
  return { ...presentNachStatus(record), mandate: snapshotOf(record) };
}

export const nachFormPath = (nachId: string) => `/api/v1/nach/physical/${nachId}/form.pdf`;
