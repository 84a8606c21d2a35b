import "server-only";
import { changeTogether, type AnyChange, type Queries } from "@/lib/db/transactions";
import { sql } from "kysely";
import { newId } from "@/lib/ids/ids";
import type { WebhookPayload } from "@/lib/schemas/webhook-events";
import { notifyDeliveryWorkers } from "./delivery-wakeup";
import { WEBHOOK_EVENT_ENTITIES, type WebhookEventType } from "@/lib/codes/webhook-event-types";

export interface OutboxEvent<Type extends WebhookEventType> {
  partnerId: string;
  type: Type;
  payload: WebhookPayload<Type>;
}

/** An event's body as signed and sent: the same bytes on every attempt. */
export const eventBody = ({ id, type, entity, payload, now }: { id: string; type: string; entity: string; payload: object; now: Date }): string =>
  JSON.stringify({ entity, payload, event: type, id, created_at: now.toISOString() });

/**
 * The LIKE pattern that finds `type` in an endpoint's `eventTypes` (a JSON
 * array of names): quoted, so one name never matches inside another, and
 * its `_` escaped, which LIKE would take for any character.
 */
export const subscribedPattern = (type: string) => `%${JSON.stringify(type).replaceAll("!", "!!").replaceAll("_", "!_").replaceAll("%", "!%")}%`;

/** The inserts that store an event and its deliveries, and whether any endpoint is sent it. */
export interface QueuedEvent {
  id: string;
  inserts: AnyChange[];
  delivered: boolean;
}

/**
 * What stores `event` and one pending delivery per enabled endpoint of the
 * partner that subscribes to its type (no subscription: every type). The
 * endpoints are read now; the inserts go into `changeTogether` with the
 * change the event reports, in its transaction, so a committed change
 * always has its event and a rolled-back one never, and on PostgreSQL the
 * event costs that change one statement (the endpoints' read), not three.
 * When `delivered`, the same transaction calls notifyDeliveryWorkers, and
 * the caller wakes this process's worker (wakeDeliveryWorker) once it has
 * committed; workers elsewhere hear of it by notification.
 */
export async function queueEvent<Type extends WebhookEventType>(queries: Queries, event: OutboxEvent<Type>, now = new Date()): Promise<QueuedEvent> {
  const id = newId();
  const body = eventBody({ id, type: event.type, entity: WEBHOOK_EVENT_ENTITIES[event.type], payload: event.payload, now });
  const endpoints = await queries
    .selectFrom("WebhookEndpoint")
    .select("id")
    .where("partnerId", "=", event.partnerId)
    .where("enabled", "=", true)
    .where("deletedAt", "is", null)
    .where((eb) => eb.or([eb("eventTypes", "is", null), sql<boolean>`${eb.ref("eventTypes")} LIKE ${subscribedPattern(event.type)} ESCAPE '!'`]))
    .execute();
  const deliveries = endpoints.map((endpoint) => ({
    id: newId(),
    eventId: id,
    endpointId: endpoint.id,
    partnerId: event.partnerId,
    status: "pending",
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  const inserts: AnyChange[] = [queries.insertInto("WebhookEvent").values({ id, partnerId: event.partnerId, type: event.type, body, createdAt: now })];
  if (deliveries.length > 0) inserts.push(queries.insertInto("WebhookDelivery").values(deliveries));
  return { id, inserts, delivered: deliveries.length > 0 };
}

/** Stores `event` and its deliveries in the transaction of `queries` (queueEvent), for a change that has no inserts of its own to join. */
export async function enqueueEvent<Type extends WebhookEventType>(queries: Queries, event: OutboxEvent<Type>, now = new Date()): Promise<string> {
  const queued = await queueEvent(queries, event, now);
  await changeTogether(queries, queued.inserts);
  if (queued.delivered) await notifyDeliveryWorkers(queries);
  return queued.id;
}
