import { read, write } from "@/lib/db/legacy-prisma";
import { env } from "@/lib/config/env";
import { openText, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { newId } from "@/lib/ids/ids";
import { logger } from "@/lib/log/logger";
import { nextAttemptAt } from "./schedule";
import { createWebhookSender, type SendWebhook } from "./send-webhook";
import { webhookHeaders } from "./signing";

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

let sender: SendWebhook | undefined;

const send: SendWebhook = (url, headers, body) => {
  const { LOANDESK_MODE, WEBHOOK_TIMEOUT_MS } = env();
  sender ??= createWebhookSender({ production: LOANDESK_MODE === "production", timeoutMs: WEBHOOK_TIMEOUT_MS });
  return sender(url, headers, body);
};

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

/** When the earliest pending delivery falls due after `after` (a retry's time); null when none does. */
export async function nextDeliveryDueAt(after: Date): Promise<Date | null> {
  const next = await read((tx) =>
    tx.webhookDelivery.findFirst({
      where: { status: "pending", nextAttemptAt: { gt: after } },
      orderBy: { nextAttemptAt: "asc" },
      select: { nextAttemptAt: true },
    }),
  );
  return next?.nextAttemptAt ?? null;
}
