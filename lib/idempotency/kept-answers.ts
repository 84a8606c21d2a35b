/**
 * Which answers an Idempotency-Key keeps for replay: those of an operation
 * that ran. That is a success (2xx), or the operation's own refusal after it
 * looked at the stored state: 404 (no such loan or mandate of this partner),
 * 409 (duplicate, already disbursed, not approved, ...) and 422 (a business
 * rule). A retry with the same key gets that same answer.
 *
 * Not kept: a request refused before anything ran (400 validation_error or
 * invalid_json, 413, 415; a 401 or 429 never reaches this far), which is no
 * operation and whose answer can be as large as the body was; and server
 * faults (5xx), so a retry gets a real second try. Neither changed anything,
 * so running the retry is safe.
 */
const KEPT_REFUSALS: ReadonlySet<number> = new Set([404, 409, 422]);

export const isKeptAnswer = (status: number): boolean => (status >= 200 && status < 300) || KEPT_REFUSALS.has(status);
