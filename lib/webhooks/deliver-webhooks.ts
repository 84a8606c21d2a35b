import { read, write } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { openText, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { newId } from "@/lib/ids/ids";
import { logger } from "@/lib/log/logger";
import { nextAttemptAt, parseRetryAfter } from "./schedule";
import { webhookHeaders } from "./signing";
import { assertPublicDestination } from "./url-policy";

const EXCERPT_BYTES = 1024;

interface AttemptOutcome {
  httpStatus: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  retryAfterSeconds: number | null;
}

const dueWhere = (now: Date) => ({
  status: "pending",
  nextAttemptAt: { lte: now },
  OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
});

/**
 * Claims up to `limit` due deliveries for this worker. A claim is a
 * conditional write that only one worker can win, on either database; the
 * lease outlasts one attempt's timeout, so no attempt is sent twice, and a
 * worker that dies leaves its claims to expire and be taken up again.
 */
async function claimDue(workerId: string, now: Date, limit: number): Promise<string[]> {
  const candidates = await read((tx) =>
    tx.webhookDelivery.findMany({ where: dueWhere(now), orderBy: { nextAttemptAt: "asc" }, take: limit, select: { id: true } }),
  );
  const leaseUntil = new Date(now.getTime() + env().WEBHOOK_LEASE_MS);
  const claimed: string[] = [];
  for (const { id } of candidates) {
    const { count } = await write((tx) => tx.webhookDelivery.updateMany({ where: { id, ...dueWhere(now) }, data: { leaseUntil, leaseOwner: workerId } }));
    if (count === 1) claimed.push(id);
  }
  return claimed;
}

async function readExcerpt(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < EXCERPT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return excerptOf(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES));
}

/**
 * The answer's first bytes as text of at most EXCERPT_BYTES bytes: whole
 * characters only (a cut through a multi-byte character, or undecodable
 * bytes, would otherwise grow it past the limit), and no NUL, which a
 * PostgreSQL text column refuses.
 */
function excerptOf(bytes: Uint8Array): string {
  const text = new TextDecoder("utf-8").decode(bytes, { stream: true }).replaceAll("\u0000", "\ufffd");
  let size = 0;
  let end = 0;
  for (const char of text) {
    size += Buffer.byteLength(char, "utf8");
    if (size > EXCERPT_BYTES) break;
    end += char.length;
  }
  return text.slice(0, end);
}

async function send(url: string, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
  const { WEBHOOK_TIMEOUT_MS, LOANDESK_MODE } = env();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    if (LOANDESK_MODE === "production") await assertPublicDestination(new URL(url));
    const response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
    const responseExcerpt = await readExcerpt(response).catch(() => "");
    return {
      httpStatus: response.status,
      latencyMs: elapsed(),
      responseExcerpt,
      error: null,
      retryAfterSeconds: response.status === 429 || response.status === 503 ? parseRetryAfter(response.headers.get("retry-after"), new Date()) : null,
    };
  } catch (error) {
    const message = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${WEBHOOK_TIMEOUT_MS} ms` : error instanceof Error ? error.message : "request failed";
    return { httpStatus: null, latencyMs: elapsed(), responseExcerpt: null, error: message.slice(0, 500), retryAfterSeconds: null };
  }
}

async function attemptDelivery(deliveryId: string, workerId: string): Promise<void> {
  const delivery = await read((tx) => tx.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { event: true, endpoint: true } }));
  if (!delivery || delivery.leaseOwner !== workerId) return;
  const { endpoint, event } = delivery;
  if (!endpoint.enabled || endpoint.deletedAt) {
    await write((tx) =>
      tx.webhookDelivery.updateMany({ where: { id: deliveryId, leaseOwner: workerId }, data: { status: "failed", nextAttemptAt: null, leaseUntil: null, leaseOwner: null } }),
    );
    return;
  }
  const attemptedAt = new Date();
  const secret = openText(WEBHOOK_SECRET, endpoint.id, endpoint.secret);
  const outcome = await send(endpoint.url, webhookHeaders({ secret, id: event.id, body: event.body, now: attemptedAt }), event.body);
  const succeeded = outcome.httpStatus !== null && outcome.httpStatus >= 200 && outcome.httpStatus < 300;
  const gone = outcome.httpStatus === 410;
  const attemptsMade = delivery.attemptCount + 1;
  const next = succeeded || gone ? null : nextAttemptAt({ schedule: env().WEBHOOK_RETRY_SCHEDULE, attemptsMade, now: new Date(), retryAfterSeconds: outcome.retryAfterSeconds });
  await write(async (tx) => {
    await tx.webhookAttempt.create({
      data: { id: newId(), deliveryId, attemptedAt, httpStatus: outcome.httpStatus, latencyMs: outcome.latencyMs, responseExcerpt: outcome.responseExcerpt, error: outcome.error },
    });
    await tx.webhookDelivery.updateMany({
      where: { id: deliveryId, leaseOwner: workerId },
      data: { attemptCount: attemptsMade, status: succeeded ? "succeeded" : next ? "pending" : "failed", nextAttemptAt: next, leaseUntil: null, leaseOwner: null },
    });
    if (gone) {
      // 410 Gone: the receiver says the endpoint no longer exists.
      await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled: false, disabledReason: "The receiver answered 410 Gone" } });
    }
  });
}

/** One pass of the delivery worker; returns how many deliveries it attempted. */
export async function deliverDueWebhooks({ workerId, now = new Date(), limit = 20 }: { workerId: string; now?: Date; limit?: number }): Promise<number> {
  const claimed = await claimDue(workerId, now, limit);
  await Promise.all(
    claimed.map((id) =>
      attemptDelivery(id, workerId).catch((error: unknown) => logger.error({ err: error, delivery_id: id }, "webhook delivery failed unexpectedly")),
    ),
  );
  return claimed.length;
}
