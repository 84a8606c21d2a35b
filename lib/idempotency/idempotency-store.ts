import { createHash } from "node:crypto";
import { read, write } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
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

/** The response first given for this key, if it is still inside the window. */
export async function findStoredResponse({ partnerId, scope, key }: KeyScope, now = new Date()): Promise<StoredResponse | null> {
  const row = await read((tx) => tx.idempotencyRecord.findUnique({ where: { partnerId_scope_key: { partnerId, scope, key } } }));
  if (!row) return null;
  if (now.getTime() - row.createdAt.getTime() > IDEMPOTENCY_WINDOW_MS) {
    await write((tx) => tx.idempotencyRecord.deleteMany({ where: { id: row.id, createdAt: row.createdAt } }));
    return null;
  }
  return { requestHash: row.requestHash, status: row.responseStatus, body: row.responseBody };
}

export async function storeResponse(scope: KeyScope, response: StoredResponse): Promise<void> {
  try {
    await write((tx) =>
      tx.idempotencyRecord.create({
        data: {
          id: newId(),
          ...scope,
          requestHash: response.requestHash,
          responseStatus: response.status,
          responseBody: response.body,
        },
      }),
    );
  } catch (error) {
    // A concurrent request with the same key stored first; its answer stands.
    if (!isUniqueViolation(error)) throw error;
  }
}
