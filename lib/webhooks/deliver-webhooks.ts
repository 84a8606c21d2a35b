import type { ExpressionBuilder } from "kysely";
import { read, write, type Queries } from "@/lib/db/client";
import type { DB } from "@/lib/db/tables";
import { env } from "@/lib/config/env";
import { openText, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { newId } from "@/lib/ids/ids";
import { logger } from "@/lib/log/logger";
import { nextAttemptAt } from "./schedule";
import { createWebhookSender, type SendWebhook } from "./send-webhook";
import { webhookHeaders } from "./signing";

/**
 * Due at `now`, and no worker holds a live lease on it. The claim's UPDATE
 * tests it on the row itself, so on PostgreSQL a second claimant, having
 * waited for the first one's row lock, tests the claimed row and fails.
 */
const isDue = (now: Date) => (where: ExpressionBuilder<DB, "WebhookDelivery">) =>
  where.and([where("status", "=", "pending"), where("nextAttemptAt", "<=", now), where.or([where("leaseUntil", "is", null), where("leaseUntil", "<", now)])]);

/**
 * Claims up to `limit` due deliveries for this worker. A claim is a
 * conditional write that only one worker can win, on either database; the
 * lease outlasts one attempt's timeout, so no attempt is sent twice, and a
 * worker that dies leaves its claims to expire and be taken up again.
 */
async function claimDue(workerId: string, now: Date, limit: number): Promise<string[]> {
  const candidates = await read((queries) =>
    queries.selectFrom("WebhookDelivery").select("id").where(isDue(now)).orderBy("nextAttemptAt", "asc").limit(limit).execute(),
  );
  const leaseUntil = new Date(now.getTime() + env().WEBHOOK_LEASE_MS);
  const claimed: string[] = [];
  for (const { id } of candidates) {
    const result = await write((queries) =>
      queries
        .updateTable("WebhookDelivery")
        .set({ leaseUntil, leaseOwner: workerId, updatedAt: new Date() })
        .where("id", "=", id)
        .where(isDue(now))
        .executeTakeFirst(),
    );
    if (result.numUpdatedRows === BigInt(1)) claimed.push(id);
  }
  return claimed;
}

let sender: SendWebhook | undefined;

const send: SendWebhook = (url, headers, body) => {
  const { LOANDESK_MODE, WEBHOOK_TIMEOUT_MS } = env();
  sender ??= createWebhookSender({ production: LOANDESK_MODE === "production", timeoutMs: WEBHOOK_TIMEOUT_MS });
  return sender(url, headers, body);
};

async function attemptDelivery(deliveryId: string, workerId: string): Promise<void> {
  const delivery = await read((queries) =>
    queries
      .selectFrom("WebhookDelivery as delivery")
      .innerJoin("WebhookEvent as event", "event.id", "delivery.eventId")
      .innerJoin("WebhookEndpoint as endpoint", "endpoint.id", "delivery.endpointId")
      .select([
        "delivery.leaseOwner",
        "delivery.attemptCount",
        "event.id as eventId",
        "event.body",
        "endpoint.id as endpointId",
        "endpoint.url",
        "endpoint.secret",
        "endpoint.enabled",
        "endpoint.deletedAt",
      ])
      .where("delivery.id", "=", deliveryId)
      .executeTakeFirst(),
  );
  if (!delivery || delivery.leaseOwner !== workerId) return;
  const ownLease = (queries: Queries) => queries.updateTable("WebhookDelivery").where("id", "=", deliveryId).where("leaseOwner", "=", workerId);
  if (!delivery.enabled || delivery.deletedAt) {
    await write((queries) =>
      ownLease(queries).set({ status: "failed", nextAttemptAt: null, leaseUntil: null, leaseOwner: null, updatedAt: new Date() }).execute(),
    );
    return;
  }
  const attemptedAt = new Date();
  const secret = openText(WEBHOOK_SECRET, delivery.endpointId, delivery.secret);
  const outcome = await send(delivery.url, webhookHeaders({ secret, id: delivery.eventId, body: delivery.body, now: attemptedAt }), delivery.body);
  const succeeded = outcome.httpStatus !== null && outcome.httpStatus >= 200 && outcome.httpStatus < 300;
  const gone = outcome.httpStatus === 410;
  const attemptsMade = delivery.attemptCount + 1;
  const next = succeeded || gone ? null : nextAttemptAt({ schedule: env().WEBHOOK_RETRY_SCHEDULE, attemptsMade, now: new Date(), retryAfterSeconds: outcome.retryAfterSeconds });
  const recordedAt = new Date();
  await write(async (queries) => {
    await queries
      .insertInto("WebhookAttempt")
      .values({ id: newId(), deliveryId, attemptedAt, httpStatus: outcome.httpStatus, latencyMs: outcome.latencyMs, responseExcerpt: outcome.responseExcerpt, error: outcome.error })
      .execute();
    await ownLease(queries)
      .set({ attemptCount: attemptsMade, status: succeeded ? "succeeded" : next ? "pending" : "failed", nextAttemptAt: next, leaseUntil: null, leaseOwner: null, updatedAt: recordedAt })
      .execute();
    if (gone) {
      // 410 Gone: the receiver says the endpoint no longer exists.
      await queries
        .updateTable("WebhookEndpoint")
        .set({ enabled: false, disabledReason: "The receiver answered 410 Gone", updatedAt: recordedAt })
        .where("id", "=", delivery.endpointId)
        .execute();
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

/** When the earliest pending delivery falls due after `after` (a retry's time); null when none does. */
export async function nextDeliveryDueAt(after: Date): Promise<Date | null> {
  const next = await read((queries) =>
    queries
      .selectFrom("WebhookDelivery")
      .select("nextAttemptAt")
      .where("status", "=", "pending")
      .where("nextAttemptAt", ">", after)
      .orderBy("nextAttemptAt", "asc")
      .limit(1)
      .executeTakeFirst(),
  );
  return next?.nextAttemptAt ?? null;
}
