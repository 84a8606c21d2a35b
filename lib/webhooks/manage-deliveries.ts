import { read, write } from "@/lib/db/legacy-prisma";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { parseInput } from "@/lib/schemas/parse";
import { DELIVERY_STATUSES, deliveryListQuerySchema, type Delivery } from "@/lib/schemas/webhooks";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { legacyNotifyDeliveryWorkers, wakeDeliveryWorker } from "./delivery-wakeup";

const deliveryInclude = {
  event: { select: { type: true } },
  endpoint: { select: { url: true } },
  attempts: { orderBy: { attemptedAt: "asc" } },
} satisfies Prisma.WebhookDeliveryInclude;

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

const deliveryStatus = (status: string): Delivery["status"] => DELIVERY_STATUSES.find((known) => known === status) ?? "pending";

export function presentDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event: row.event.type,
    endpoint_id: row.endpointId,
    endpoint_url: row.endpoint.url,
    status: deliveryStatus(row.status),
    attempt_count: row.attemptCount,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    attempts: row.attempts.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      http_status: attempt.httpStatus,
      latency_ms: attempt.latencyMs,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
    })),
  };
}

/**
 * Deliveries with every attempt, newest first. `partnerId` scopes them to a
 * partner; support staff, who may see every partner's, pass none.
 */
export async function listDeliveries({ partnerId, query }: { partnerId?: string; query: unknown }): Promise<{ items: Delivery[] }> {
  const { event_id, status, limit } = parseInput(deliveryListQuerySchema, query, "Invalid query");
  const rows = await read((tx) =>
    tx.webhookDelivery.findMany({
      where: { ...(partnerId ? { partnerId } : {}), eventId: event_id, status },
      orderBy: { id: "desc" },
      take: limit,
      include: deliveryInclude,
    }),
  );
  return { items: rows.map(presentDelivery) };
}

/** Sends a delivery again now: same event id and body, a fresh signature. */
export async function retryDelivery({ partnerId, deliveryId }: { partnerId?: string; deliveryId: string }): Promise<Delivery> {
  const delivery = await write(async (tx) => {
    const where = { id: isUuid(deliveryId) ? deliveryId : "", ...(partnerId ? { partnerId } : {}) };
    const { count } = await tx.webhookDelivery.updateMany({ where, data: { status: "pending", nextAttemptAt: new Date() } });
    if (count === 0) throw notFound("Webhook delivery");
    await legacyNotifyDeliveryWorkers(tx);
    return presentDelivery(await tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, include: deliveryInclude }));
  });
  wakeDeliveryWorker();
  return delivery;
}
