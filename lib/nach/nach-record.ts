import { forUpdate, type Queries } from "@/lib/db/client";
import type { Tx } from "@/lib/db/legacy-prisma";
import type { PostgresSession } from "@/lib/db/postgres-direct";
import { storedDate, type Stored } from "@/lib/db/sql-rows";
import type { SqliteSession } from "@/lib/db/sqlite-direct";
import { notFound } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import type { FailureReason, MandateSnapshot, NachEventPayload, NachStatusFields, NachStatusResponse } from "@/lib/schemas/nach";
import { mandateOf } from "./mandate-snapshot";
import { nachStatusSchema, type NachStatus } from "./nach-status";
import { isNpciReasonCode } from "./npci-reasons";

export type NachRecord = Prisma.PhysicalNachGetPayload<object>;

export const nachStatusOf = (record: { status: string }): NachStatus => nachStatusSchema.parse(record.status);

/**
 * A partner's mandate; another partner's, a malformed id and an unknown one
 * are all not found. With `lock`, inside a write, other writers of the
 * mandate wait until this transaction ends.
 */
export async function findPartnerNach(queries: Queries, partnerId: string, nachId: string, { lock = false } = {}): Promise<NachRecord> {
  if (!isUuid(nachId)) throw notFound("Physical NACH");
  const select = queries.selectFrom("PhysicalNach").selectAll().where("id", "=", nachId).where("partnerId", "=", partnerId);
  const record = await (lock ? forUpdate(select) : select).executeTakeFirst();
  if (!record) throw notFound("Physical NACH");
  return record;
}

/** TRANSITION (issue 15): findPartnerNach for a Prisma Client transaction. */
export async function legacyFindPartnerNach(tx: Tx, partnerId: string, nachId: string): Promise<NachRecord> {
  const record = isUuid(nachId) ? await tx.physicalNach.findFirst({ where: { id: nachId, partnerId } }) : null;
  if (!record) throw notFound("Physical NACH");
  return record;
}

export type StoredNach = Stored<NachRecord, "sandboxSettleAt" | "createdAt" | "updatedAt">;

export function nachOf(row: StoredNach): NachRecord {
  return { ...row, sandboxSettleAt: storedDate(row.sandboxSettleAt), createdAt: storedDate(row.createdAt), updatedAt: storedDate(row.updatedAt) };
}

const SELECT_PARTNER_NACH = 'SELECT * FROM "PhysicalNach" WHERE "id" = ? AND "partnerId" = ?';

function foundNach(row: StoredNach | undefined): NachRecord {
  if (!row) throw notFound("Physical NACH");
  return nachOf(row);
}

/** findPartnerNach on the direct connections (lib/db/sqlite-direct.ts, postgres-direct.ts). */
export function findPartnerNachSqlite(session: SqliteSession, partnerId: string, nachId: string): NachRecord {
  return foundNach(isUuid(nachId) ? session.get<StoredNach>(SELECT_PARTNER_NACH, nachId, partnerId) : undefined);
}

export async function findPartnerNachPostgres(session: PostgresSession, partnerId: string, nachId: string): Promise<NachRecord> {
  return foundNach(isUuid(nachId) ? await session.get<StoredNach>(SELECT_PARTNER_NACH, nachId, partnerId) : undefined);
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
