import "server-only";
import { read, writeOneStatement } from "@/lib/db/transactions";
import { createHash } from "node:crypto";
import { env } from "@/lib/config/env";
import { IDEMPOTENT_RESPONSE, openText, sealText } from "@/lib/crypto/sealed-columns";
import { AppError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How long a reservation may stay unanswered before it is taken for
 * abandoned (its server died mid-operation). Twice the request timeout: a
 * request still working past its 503 is normally done well within it.
 */
export const abandonedAfterMs = (): number => 2 * env().REQUEST_TIMEOUT_MS;

export interface StoredResponse {
  status: number;
  body: string;
}

/** The key is this request's to use: run the operation, then keep its answer or release the key. */
export interface Reservation {
  id: string;
}

export type KeyClaim = { reservation: Reservation } | { replay: StoredResponse };

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
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: Date;
}

// A record may change hands between the INSERT and the read (released,
// expired, taken over); past a few rounds the key is simply busy.
const CLAIM_ATTEMPTS = 3;

// Bookings carry a key more often than not, so each step is one statement
// (docs/performance.md): one INSERT before the operation and one UPDATE (or
// DELETE) after it, with no transaction around it on PostgreSQL.

async function reserve({ partnerId, scope, key }: KeyScope, id: string, requestHash: string, now: Date): Promise<boolean> {
  const result = await writeOneStatement((queries) =>
    queries
      .insertInto("IdempotencyRecord")
      .values({ id, partnerId, scope, key, requestHash, createdAt: now })
      .onConflict((conflict) => conflict.columns(["partnerId", "scope", "key"]).doNothing())
      .executeTakeFirst(),
  );
  return result.numInsertedOrUpdatedRows === BigInt(1);
}

function findRecord({ partnerId, scope, key }: KeyScope): Promise<StoredRecord | undefined> {
  return read((queries) =>
    queries
      .selectFrom("IdempotencyRecord")
      .select(["id", "requestHash", "responseStatus", "responseBody", "createdAt"])
      .where("partnerId", "=", partnerId)
      .where("scope", "=", scope)
      .where("key", "=", key)
      .executeTakeFirst(),
  );
}

// A reservation is known by its id: one taken over or made again has a new
// one, so a late writer never touches another request's record.
const deleteUnanswered = (id: string) =>
  writeOneStatement((queries) => queries.deleteFrom("IdempotencyRecord").where("id", "=", id).where("responseStatus", "is", null).executeTakeFirst());

const deleteRecord = (id: string) => writeOneStatement((queries) => queries.deleteFrom("IdempotencyRecord").where("id", "=", id).executeTakeFirst());

/**
 * What stands in the way of a reservation: nothing any more (a record past
 * the window, or abandoned, is deleted, so the caller tries again), or the
 * answer for this request.
 */
async function settleExisting(record: StoredRecord, requestHash: string, now: Date): Promise<KeyClaim | null> {
  const { responseStatus, responseBody } = record;
  const age = now.getTime() - record.createdAt.getTime();
  // Of the requests that saw the same old record only one wins the INSERT after it is gone. An abandoned
  // reservation is deleted only while still unanswered: its own request may finish after all.
  if (age > IDEMPOTENCY_WINDOW_MS) {
    await deleteRecord(record.id);
    return null;
  }
  if (responseStatus === null && age > abandonedAfterMs()) {
    await deleteUnanswered(record.id);
    return null;
  }
  if (record.requestHash !== requestHash) {
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was used with a different request body");
  }
  if (responseStatus === null || responseBody === null) {
    throw new AppError("idempotency_key_in_use", "A request with this Idempotency-Key is still being processed; retry it later");
  }
  return { replay: { status: responseStatus, body: openText(IDEMPOTENT_RESPONSE, record.id, responseBody) } };
}

/**
 * Claims the key before the operation runs (contract section 6), so that of
 * concurrent requests with one key at most one runs it. Either this request
 * reserved the key, or it gets the first answer to replay; a request still
 * running with the same body is 409 idempotency_key_in_use, another body
 * 422 idempotency_key_reused.
 */
export async function claimKey(scope: KeyScope, requestHash: string, now = new Date()): Promise<KeyClaim> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const id = newId();
    if (await reserve(scope, id, requestHash, now)) return { reservation: { id } };
    const record = await findRecord(scope);
    if (!record) continue;
    const claim = await settleExisting(record, requestHash, now);
    if (claim) return claim;
  }
  throw new AppError("idempotency_key_in_use", "A request with this Idempotency-Key is still being processed; retry it later");
}

/**
 * Keeps the operation's answer for replay, encrypted: it may carry what the
 * request stored (a mandate's account number, say). False when the
 * reservation was taken over as abandoned before the operation ended.
 */
export async function keepAnswer({ id }: Reservation, response: StoredResponse): Promise<boolean> {
  const body = sealText(IDEMPOTENT_RESPONSE, id, response.body);
  const result = await writeOneStatement((queries) =>
    queries
      .updateTable("IdempotencyRecord")
      .set({ responseStatus: response.status, responseBody: body })
      .where("id", "=", id)
      .where("responseStatus", "is", null)
      .executeTakeFirst(),
  );
  return result.numUpdatedRows === BigInt(1);
}

/** Frees the key for another try: the request was refused before its operation ran, or the operation failed. */
export async function releaseKey({ id }: Reservation): Promise<void> {
  await deleteUnanswered(id);
}
