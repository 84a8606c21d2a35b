import type { Tx } from "@/lib/db/client";
import type { PostgresSession } from "@/lib/db/postgres-direct";
import { storedDate, type Stored } from "@/lib/db/sql-rows";
import type { SqliteSession } from "@/lib/db/sqlite-direct";
import { notFound } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import { nachStatusSchema, type NachStatus } from "./nach-status";

export type NachRecord = Prisma.PhysicalNachGetPayload<object>;

export const nachStatusOf = (record: { status: string }): NachStatus => nachStatusSchema.parse(record.status);

/** A partner's mandate; another partner's, a malformed id and an unknown one are all not found. */
export async function findPartnerNach(tx: Tx, partnerId: string, nachId: string): Promise<NachRecord> {
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

export function presentNachStatus(record: Pick<NachRecord, "id" | "status" | "umrn">) {
  return { umrn: record.umrn, status: nachStatusOf(record), physical_nach_id: record.id };
}

export const nachFormPath = (nachId: string) => `/api/v1/nach/physical/${nachId}/form.pdf`;
