import "server-only";
import { read, write, type Queries } from "@/lib/db/transactions";
import type { WebhookAttemptRow, WebhookDeliveryRow } from "@/lib/db/tables";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { parseInput } from "@/lib/schemas/parse";
import { DELIVERY_STATUSES, deliveryListQuerySchema, type Delivery } from "@/lib/schemas/webhooks";
import { notifyDeliveryWorkers, wakeDeliveryWorker } from "./delivery-wakeup";

type DeliverySummary = Pick<WebhookDeliveryRow, "id" | "eventId" | "endpointId" | "status" | "attemptCount" | "nextAttemptAt" | "createdAt"> & {
  eventType: string;
  endpointUrl: string;
};

type AttemptRow = Pick<WebhookAttemptRow, "deliveryId" | "attemptedAt" | "httpStatus" | "latencyMs" | "responseExcerpt" | "error">;

const deliveryStatus = (status: string): Delivery["status"] => DELIVERY_STATUSES.find((known) => known === status) ?? "pending";

function presentDelivery(row: DeliverySummary, attempts: AttemptRow[]): Delivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event: row.eventType,
    endpoint_id: row.endpointId,
    endpoint_url: row.endpointUrl,
    status: deliveryStatus(row.status),
    attempt_count: row.attemptCount,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    attempts: attempts.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      http_status: attempt.httpStatus,
      latency_ms: attempt.latencyMs,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
    })),
  };
}

const selectDeliveries = (queries: Queries) =>
  queries
    .selectFrom("WebhookDelivery as delivery")
    .innerJoin("WebhookEvent as event", "event.id", "delivery.eventId")
    .innerJoin("WebhookEndpoint as endpoint", "endpoint.id", "delivery.endpointId")
    .select([
      "delivery.id",
      "delivery.eventId",
      "delivery.endpointId",
      "delivery.status",
      "delivery.attemptCount",
      "delivery.nextAttemptAt",
      "delivery.createdAt",
      "event.type as eventType",
      "endpoint.url as endpointUrl",
    ]);

/** The deliveries with their attempts, oldest attempt first: two queries however many deliveries. */
async function withAttempts(queries: Queries, rows: DeliverySummary[]): Promise<Delivery[]> {
  if (rows.length === 0) return [];
  const attempts = await queries
    .selectFrom("WebhookAttempt")
    .select(["deliveryId", "attemptedAt", "httpStatus", "latencyMs", "responseExcerpt", "error"])
    .where(
      "deliveryId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("deliveryId")
    .orderBy("attemptedAt", "asc")
    .execute();
  const byDelivery = new Map<string, AttemptRow[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.deliveryId);
    if (list) list.push(attempt);
    else byDelivery.set(attempt.deliveryId, [attempt]);
  }
  return rows.map((row) => presentDelivery(row, byDelivery.get(row.id) ?? []));
}

/**
 * Deliveries with every attempt, newest first. `partnerId` scopes them to a
 * partner; support staff, who may see every partner's, pass none.
 * `changedSince` keeps those whose status was last set at or after it (the
 * portal's "failed in the last 24 hours"); the API does not offer it.
 */
export async function listDeliveries({ partnerId, query, changedSince }: { partnerId?: string; query: unknown; changedSince?: Date }): Promise<{ items: Delivery[] }> {
  const { event_id, status, limit } = parseInput(deliveryListQuerySchema, query, "Invalid query");
  const items = await read(async (queries) => {
    let select = selectDeliveries(queries).orderBy("delivery.id", "desc").limit(limit);
    if (partnerId) select = select.where("delivery.partnerId", "=", partnerId);
    if (event_id !== undefined) select = select.where("delivery.eventId", "=", event_id);
    if (status !== undefined) select = select.where("delivery.status", "=", status);
    if (changedSince) select = select.where("delivery.updatedAt", ">=", changedSince);
    return withAttempts(queries, await select.execute());
  });
  return { items };
}

/** One of a partner's deliveries with its attempts, as the deliveries log shows it. */
export async function findDelivery({ partnerId, deliveryId }: { partnerId: string; deliveryId: string }): Promise<Delivery> {
  const [delivery] = await read(async (queries) =>
    withAttempts(queries, await selectDeliveries(queries).where("delivery.id", "=", deliveryId).where("delivery.partnerId", "=", partnerId).execute()),
  );
  if (!delivery) throw notFound("Webhook delivery");
  return delivery;
}

/** Sends a delivery again now: same event id and body, a fresh signature. */
export async function retryDelivery({ partnerId, deliveryId }: { partnerId?: string; deliveryId: string }): Promise<Delivery> {
  const now = new Date();
  const delivery = await write(async (queries) => {
    let update = queries
      .updateTable("WebhookDelivery")
      .set({ status: "pending", nextAttemptAt: now, updatedAt: now })
      .where("id", "=", isUuid(deliveryId) ? deliveryId : "");
    if (partnerId) update = update.where("partnerId", "=", partnerId);
    const result = await update.executeTakeFirst();
    if (result.numUpdatedRows === BigInt(0)) throw notFound("Webhook delivery");
    await notifyDeliveryWorkers(queries);
    const [presented] = await withAttempts(queries, await selectDeliveries(queries).where("delivery.id", "=", deliveryId).execute());
    if (!presented) throw notFound("Webhook delivery");
    return presented;
  });
  wakeDeliveryWorker();
  return delivery;
}
