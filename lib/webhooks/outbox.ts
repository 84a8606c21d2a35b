import "server-only";
import type { Queries } from "@/lib/db/transactions";
import { newId } from "@/lib/ids/ids";
import { notifyDeliveryWorkers } from "./delivery-wakeup";

export interface OutboxEvent {
  partnerId: string;
  type: string;
  entity: string;
  payload: Record<string, unknown>;
}

/**
 * Writes an event and one pending delivery per enabled endpoint of the
 * partner, with `tx`: in the transaction of the change the event reports,
 * so a committed change always has its event and a rolled-back one never.
 * The caller wakes this process's worker (wakeDeliveryWorker) once `tx` has
 * committed; workers elsewhere hear of it by notification.
 */
export async function enqueueEvent(queries: Queries, event: OutboxEvent, now = new Date()): Promise<string> {
  const id = newId();
  const body = JSON.stringify({ entity: event.entity, payload: event.payload, event: event.type, id, created_at: now.toISOString() });
  await queries.insertInto("WebhookEvent").values({ id, partnerId: event.partnerId, type: event.type, body, createdAt: now }).execute();
  const endpoints = await queries
    .selectFrom("WebhookEndpoint")
    .select("id")
    .where("partnerId", "=", event.partnerId)
    .where("enabled", "=", true)
    .where("deletedAt", "is", null)
    .execute();
  if (endpoints.length > 0) {
    await queries
      .insertInto("WebhookDelivery")
      .values(
        endpoints.map((endpoint) => ({
          id: newId(),
          eventId: id,
          endpointId: endpoint.id,
          partnerId: event.partnerId,
          status: "pending",
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await notifyDeliveryWorkers(queries);
  }
  return id;
}
