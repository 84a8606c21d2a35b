import "server-only";
import { SpanKind, SpanStatusCode, type Span } from "@opentelemetry/api";
import { read, write, type Queries } from "@/lib/db/transactions";
import { env } from "@/lib/config/env";
import { openText, WEBHOOK_PREVIOUS_SECRET, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { newId } from "@/lib/ids/ids";
import { timeWebhookAttempt, type AttemptResult } from "@/lib/metrics/counters";
import { tracer } from "@/lib/tracing/tracer";
import { endpointAfterTimeout } from "./endpoint-health";
import { retrySchedule } from "./retry-schedule";
import { nextAttemptAt } from "./schedule";
import { createWebhookSender, type AttemptOutcome, type SendWebhook } from "./send-webhook";
import { signingSecrets, webhookHeaders } from "./signing";

let sender: SendWebhook | undefined;

const send: SendWebhook = (url, headers, body) => {
  const { LOANDESK_MODE, WEBHOOK_TIMEOUT_MS, WEBHOOK_CONNECT_TIMEOUT_MS } = env();
  sender ??= createWebhookSender({ production: LOANDESK_MODE === "production", timeoutMs: WEBHOOK_TIMEOUT_MS, connectTimeoutMs: WEBHOOK_CONNECT_TIMEOUT_MS });
  return sender(url, headers, body);
};

/**
 * What the attempt says of the endpoint, in the attempt's transaction: an
 * answer, whatever its status, shows it alive; a timeout counts towards a
 * pause and then its disabling (./endpoint-health.ts). Other failures (a
 * refused connection, a DNS error) cost a sender no time and change nothing.
 */
async function recordEndpointHealth(queries: Queries, endpointId: string, outcome: AttemptOutcome, now: Date): Promise<void> {
  const endpoint = queries.updateTable("WebhookEndpoint").where("id", "=", endpointId);
  if (!outcome.timedOut) {
    if (outcome.httpStatus !== null) await endpoint.set({ consecutiveTimeouts: 0, pausedUntil: null }).where("consecutiveTimeouts", ">", 0).execute();
    return;
  }
  const counted = await endpoint
    .set((eb) => ({ consecutiveTimeouts: eb("consecutiveTimeouts", "+", 1) }))
    .returning(["consecutiveTimeouts", "pausedUntil"])
    .executeTakeFirst();
  if (!counted) return;
  const verdict = endpointAfterTimeout({ ...counted, now, settings: env() });
  if (!verdict) return;
  const change = "disabledReason" in verdict ? { enabled: false, disabledReason: verdict.disabledReason, pausedUntil: null } : verdict;
  await endpoint.set({ ...change, updatedAt: now }).where("enabled", "=", true).execute();
}

function resultOf(outcome: AttemptOutcome): AttemptResult {
  if (outcome.httpStatus !== null) return outcome.httpStatus >= 200 && outcome.httpStatus < 300 ? "success" : "http_error";
  return outcome.timedOut ? "timeout" : "error";
}

/**
 * What an attempt's span says of it: the receiver's host (never its path or
 * query, which may carry a partner's token), the attempt's number, its
 * status; no payload, no headers.
 */
function describeAttempt(span: Span, { url, attempt, outcome }: { url: string; attempt: number; outcome: AttemptOutcome }): void {
  span.setAttributes({ "server.address": new URL(url).hostname, "loandesk.webhook.attempt": attempt });
  if (outcome.httpStatus !== null) span.setAttribute("http.response.status_code", outcome.httpStatus);
  const result = resultOf(outcome);
  if (result !== "success") span.setStatus({ code: SpanStatusCode.ERROR });
  if (result === "timeout" || result === "error") span.setAttribute("error.type", result);
}

/**
 * One attempt of a delivery this worker has claimed, as a span of its own
 * (its statements inside it) and timed for the metrics. Without `retries`
 * (a test event) a failed attempt fails the delivery at once.
 */
export async function attemptDelivery(deliveryId: string, workerId: string, { retries = true }: { retries?: boolean } = {}): Promise<void> {
  return tracer().startActiveSpan("webhook attempt", { kind: SpanKind.CLIENT }, async (span) => {
    try {
      await attempt(deliveryId, workerId, span, retries);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Sent, logged, and the delivery scheduled again or settled, unless the
 * lease was lost meanwhile. A delivery to an endpoint disabled or deleted
 * since is failed unsent.
 */
async function attempt(deliveryId: string, workerId: string, span: Span, retries: boolean): Promise<void> {
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
        "endpoint.previousSecret",
        "endpoint.previousSecretExpiresAt",
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
  // The secrets valid now, not when the event was made: a retry or a replay after a rotation is signed as a new delivery would be.
  const secrets = signingSecrets(
    {
      current: openText(WEBHOOK_SECRET, delivery.endpointId, delivery.secret),
      previous: delivery.previousSecret === null ? null : openText(WEBHOOK_PREVIOUS_SECRET, delivery.endpointId, delivery.previousSecret),
      previousExpiresAt: delivery.previousSecretExpiresAt,
    },
    attemptedAt,
  );
  const outcome = await send(delivery.url, webhookHeaders({ secrets, id: delivery.eventId, body: delivery.body, now: attemptedAt }), delivery.body);
  const attemptsMade = delivery.attemptCount + 1;
  timeWebhookAttempt(resultOf(outcome), outcome.latencyMs / 1000);
  describeAttempt(span, { url: delivery.url, attempt: attemptsMade, outcome });
  const succeeded = resultOf(outcome) === "success";
  const gone = outcome.httpStatus === 410;
  const next = succeeded || gone || !retries ? null : nextAttemptAt({ schedule: retrySchedule(env()), attemptsMade, now: new Date(), retryAfterSeconds: outcome.retryAfterSeconds });
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
    } else {
      await recordEndpointHealth(queries, delivery.endpointId, outcome, recordedAt);
    }
  });
}
