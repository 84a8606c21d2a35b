import { createHash } from "node:crypto";
import { IDEMPOTENT_RESPONSE, openText, sealText } from "@/lib/crypto/sealed-columns";
import { usesPostgres } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { insertPostgresRows, postgresAutocommit } from "@/lib/db/postgres-direct";
import { storedDate, type Stored } from "@/lib/db/sql-rows";
import { insertRows, sqliteRead, sqliteWrite } from "@/lib/db/sqlite-direct";
import { AppError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StoredResponse {
  requestHash: string;
  status: number;
  body: string;
}

/**
 * The hash of a parsed request body. JSON.stringify recurses, so a body that
 * JSON.parse accepted may still be nested too deeply to serialise again: that
 * is the client's error (no endpoint takes such a body), not a 500.
 */
export function hashRequest(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body ?? null);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new AppError("validation_error", "The request body is nested too deeply", { fields: [] });
  }
  return createHash("sha256").update(text).digest("hex");
}

interface KeyScope {
  partnerId: string;
  scope: string;
  key: string;
}

interface StoredRecord {
  id: string;
  requestHash: string;
  responseStatus: number;
  responseBody: string;
  createdAt: Date;
}

// Bookings carry a key more often than not, so these run on the direct
// connections like the booking itself (docs/performance.md).
const SELECT_RECORD =
  'SELECT "id", "requestHash", "responseStatus", "responseBody", "createdAt" FROM "IdempotencyRecord" WHERE "partnerId" = ? AND "scope" = ? AND "key" = ?';
// A record made again since it was read has a new id, so the id alone is enough.
const DELETE_RECORD = 'DELETE FROM "IdempotencyRecord" WHERE "id" = ?';

type StoredRow = Stored<StoredRecord, "createdAt">;

async function findRecord({ partnerId, scope, key }: KeyScope): Promise<StoredRecord | null> {
  const row = usesPostgres()
    ? await postgresAutocommit((session) => session.get<StoredRow>(SELECT_RECORD, partnerId, scope, key))
    : sqliteRead((session) => session.get<StoredRow>(SELECT_RECORD, partnerId, scope, key));
  return row ? { ...row, createdAt: storedDate(row.createdAt) } : null;
}

async function deleteRecord({ id }: StoredRecord): Promise<void> {
  if (usesPostgres()) await postgresAutocommit((session) => session.run(DELETE_RECORD, id));
  else await sqliteWrite((session) => session.run(DELETE_RECORD, id));
}

/** The response first given for this key, if it is still inside the window. */
export async function findStoredResponse(scope: KeyScope, now = new Date()): Promise<StoredResponse | null> {
  const row = await findRecord(scope);
  if (!row) return null;
  if (now.getTime() - row.createdAt.getTime() > IDEMPOTENCY_WINDOW_MS) {
    await deleteRecord(row);
    return null;
  }
  return { requestHash: row.requestHash, status: row.responseStatus, body: openText(IDEMPOTENT_RESPONSE, row.id, row.responseBody) };
}

/** Stores the answer encrypted: a replayed answer may carry what the request stored (a mandate's account number, say). */
export async function storeResponse(scope: KeyScope, response: StoredResponse): Promise<void> {
  const id = newId();
  const record = {
    id,
    ...scope,
    requestHash: response.requestHash,
    responseStatus: response.status,
    responseBody: sealText(IDEMPOTENT_RESPONSE, id, response.body),
    createdAt: new Date(),
  };
  try {
    if (usesPostgres()) await postgresAutocommit((session) => insertPostgresRows(session, "IdempotencyRecord", [record]));
    else await sqliteWrite((session) => insertRows(session, "IdempotencyRecord", [record]));
  } catch (error) {
    // A concurrent request with the same key stored first; its answer stands.
    if (!isUniqueViolation(error)) throw error;
  }
}
