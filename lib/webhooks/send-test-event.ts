import "server-only";
import { write } from "@/lib/db/transactions";
import { env } from "@/lib/config/env";
import { AppError, notFound } from "@/lib/errors/app-error";
import { InFlightLimit } from "@/lib/limits/in-flight-limit";
import { isUuid, newId } from "@/lib/ids/ids";
import type { TestEventPayload } from "@/lib/schemas/webhook-events";
import type { Delivery } from "@/lib/schemas/webhooks";
import { attemptDelivery } from "./attempt-delivery";
import { TEST_EVENT_TYPE } from "@/lib/codes/webhook-event-types";
import { findDelivery } from "./manage-deliveries";
import { eventBody } from "./outbox";

/** Test events one partner may have waiting on a receiver at once, per instance: each holds an outbound request for up to WEBHOOK_TIMEOUT_MS. */
const TEST_EVENTS_IN_FLIGHT = 2;

// On globalThis: the API's route and the portal's action may load this module in different bundles, and must count together.
const globalForTests = globalThis as unknown as { loandeskTestEvents?: InFlightLimit };

const endpointDisabled = (reason: string | null) =>
  new AppError(
    "endpoint_disabled",
    `The endpoint is disabled${reason ? ` (${reason})` : ""}, so nothing is sent to it, a test event included; add it again (POST /api/v1/webhooks/endpoints/) once its receiver answers`,
    { disabled_reason: reason },
  );

/**
 * Sends a signed `webhook.test` event to one of the partner's endpoints now,
 * whatever event types it subscribes to: one attempt, in the caller's
 * request, bounded by WEBHOOK_TIMEOUT_MS and under the same URL policy as
 * every delivery. The delivery is stored as any other (leased to this
 * request, so no worker sends it meanwhile) and is not retried when the
 * attempt fails: the partner sees the outcome and may replay it. A
 * disabled endpoint is refused (409 `endpoint_disabled`); a deleted,
 * unknown or another partner's one is 404. A partner may have
 * TEST_EVENTS_IN_FLIGHT under way at once; one more is 429 `rate_limited`.
 */
export function sendTestEvent({ partnerId, endpointId }: { partnerId: string; endpointId: string }): Promise<Delivery> {
  const { WEBHOOK_TIMEOUT_MS, WEBHOOK_LEASE_MS } = env();
  globalForTests.loandeskTestEvents ??= new InFlightLimit(TEST_EVENTS_IN_FLIGHT, "test events");
  return globalForTests.loandeskTestEvents.run(partnerId, () => sendNow(partnerId, endpointId, WEBHOOK_LEASE_MS), { leaseMs: WEBHOOK_TIMEOUT_MS + 5_000 });
}

async function sendNow(partnerId: string, endpointId: string, leaseMs: number): Promise<Delivery> {
  const now = new Date();
  const deliveryId = newId();
  const leaseOwner = `test-event:${deliveryId}`;
  await write(async (queries) => {
    const endpoint = await queries
      .selectFrom("WebhookEndpoint")
      .select(["id", "enabled", "disabledReason"])
      .where("id", "=", isUuid(endpointId) ? endpointId : "")
      .where("partnerId", "=", partnerId)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    if (!endpoint) throw notFound("Webhook endpoint");
    if (!endpoint.enabled) throw endpointDisabled(endpoint.disabledReason);
    const eventId = newId();
    const payload: TestEventPayload = { endpoint_id: endpoint.id, message: "A test event from LoanDesk: verify its signature and answer 2xx." };
    const body = eventBody({ id: eventId, type: TEST_EVENT_TYPE, entity: "webhook", payload, now });
    await queries.insertInto("WebhookEvent").values({ id: eventId, partnerId, type: TEST_EVENT_TYPE, body, createdAt: now }).execute();
    await queries
      .insertInto("WebhookDelivery")
      .values({
        id: deliveryId,
        eventId,
        endpointId: endpoint.id,
        partnerId,
        status: "pending",
        nextAttemptAt: now,
        leaseOwner,
        leaseUntil: new Date(now.getTime() + leaseMs),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  await attemptDelivery(deliveryId, leaseOwner, { retries: false });
  return findDelivery({ partnerId, deliveryId });
}
