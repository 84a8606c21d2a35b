import "server-only";
import { lockKey } from "@/lib/db/locks";
import { read, write, type Queries } from "@/lib/db/transactions";
import type { WebhookEndpointRow } from "@/lib/db/tables";
import { env } from "@/lib/config/env";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { openText, sealText, WEBHOOK_PREVIOUS_SECRET, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid, newId } from "@/lib/ids/ids";
import { parseInput } from "@/lib/schemas/parse";
import { endpointCreateSchema, endpointUpdateSchema, type Endpoint, type EndpointSecret, type EndpointWithSecret } from "@/lib/schemas/webhooks";
import { isWebhookEventType, type WebhookEventType } from "@/lib/codes/webhook-event-types";
import { generateWebhookSecret, WEBHOOK_SECRET_OVERLAP_MS } from "./signing";
import { assertPublicDestination, parseEndpointUrl } from "./url-policy";

type EndpointRow = Pick<WebhookEndpointRow, "id" | "url" | "enabled" | "disabledReason" | "eventTypes" | "createdAt" | "previousSecretExpiresAt">;

const ENDPOINT_COLUMNS = ["id", "url", "enabled", "disabledReason", "eventTypes", "createdAt", "previousSecretExpiresAt"] as const;

/** The subscription as stored: a JSON array of the types, or null for every type. */
const storedEventTypes = (types: readonly WebhookEventType[] | null | undefined): string | null => (types ? JSON.stringify(types) : null);

/** Names no longer known (a type since withdrawn) are left out of the read. */
function eventTypesOf(stored: string | null): WebhookEventType[] | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter(isWebhookEventType) : null;
}

/** The previous secret's expiry while it still signs; null once it has passed. */
const overlapEnd = (expiresAt: Date | null, now: Date): string | null => (expiresAt && expiresAt > now ? expiresAt.toISOString() : null);

export const presentEndpoint = (row: EndpointRow, now = new Date()): Endpoint => ({
  id: row.id,
  url: row.url,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  event_types: eventTypesOf(row.eventTypes),
  created_at: row.createdAt.toISOString(),
  previous_secret_expires_at: overlapEnd(row.previousSecretExpiresAt, now),
});

export async function createEndpoint({ partnerId, input }: { partnerId: string; input: unknown }): Promise<EndpointWithSecret> {
  const { url: text, event_types } = parseInput(endpointCreateSchema, input);
  const production = env().LOANDESK_MODE === "production";
  const url = parseEndpointUrl(text, production);
  if (production) await assertPublicDestination(url);
  const id = newId();
  const secret = generateWebhookSecret();
  const now = new Date();
  const row = {
    id,
    partnerId,
    url: url.toString(),
    secret: sealText(WEBHOOK_SECRET, id, secret),
    enabled: true,
    disabledReason: null,
    eventTypes: storedEventTypes(event_types),
    createdAt: now,
    updatedAt: now,
  };
  const limit = env().WEBHOOK_ENDPOINTS_PER_PARTNER;
  await write(async (queries) => {
    // Counted and added under one lock per partner, so that endpoints added at once cannot pass the limit together.
    await lockKey(queries, `webhook-endpoints:${partnerId}`);
    const { count } = await queries
      .selectFrom("WebhookEndpoint")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("partnerId", "=", partnerId)
      .where("deletedAt", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit) {
      throw new AppError("endpoint_limit_reached", `A partner may have at most ${limit} webhook endpoints; delete one before adding another`, { limit });
    }
    await queries.insertInto("WebhookEndpoint").values(row).execute();
  });
  return { ...presentEndpoint({ ...row, previousSecretExpiresAt: null }), secret };
}

export async function listEndpoints({ partnerId }: { partnerId: string }): Promise<{ items: Endpoint[] }> {
  const rows = await read((queries) =>
    queries.selectFrom("WebhookEndpoint").select(ENDPOINT_COLUMNS).where("partnerId", "=", partnerId).where("deletedAt", "is", null).orderBy("createdAt", "asc").execute(),
  );
  const now = new Date();
  return { items: rows.map((row) => presentEndpoint(row, now)) };
}

/** An update of a partner's endpoint that is not deleted; a malformed id matches none. */
const updatePartnerEndpoint = (queries: Queries, partnerId: string, id: string) =>
  queries.updateTable("WebhookEndpoint").where("id", "=", isUuid(id) ? id : "").where("partnerId", "=", partnerId).where("deletedAt", "is", null);

/**
 * Changes the event types an endpoint is sent, from the next event on; a
 * delivery already queued is still sent. A disabled endpoint takes the
 * change too, for when it is enabled again.
 */
export async function updateEndpoint({ partnerId, endpointId, input }: { partnerId: string; endpointId: string; input: unknown }): Promise<Endpoint> {
  const { event_types } = parseInput(endpointUpdateSchema, input);
  const row = await write((queries) =>
    updatePartnerEndpoint(queries, partnerId, endpointId).set({ eventTypes: storedEventTypes(event_types), updatedAt: new Date() }).returning(ENDPOINT_COLUMNS).executeTakeFirst(),
  );
  if (!row) throw notFound("Webhook endpoint");
  return presentEndpoint(row);
}

/** Deletes an endpoint; its delivery log stays readable to support, and nothing more is sent to it. */
export async function deleteEndpoint({ partnerId, endpointId }: { partnerId: string; endpointId: string }): Promise<{ id: string; deleted: true }> {
  const now = new Date();
  const result = await write((queries) =>
    updatePartnerEndpoint(queries, partnerId, endpointId).set({ deletedAt: now, enabled: false, updatedAt: now }).executeTakeFirst(),
  );
  if (result.numUpdatedRows === BigInt(0)) throw notFound("Webhook endpoint");
  return { id: endpointId, deleted: true };
}

/**
 * A new secret, shown once and stored encrypted. The one it replaces keeps
 * signing beside it for WEBHOOK_SECRET_OVERLAP_MS, so the partner can switch
 * without missing a delivery; a rotation within that overlap drops the
 * oldest at once, so only the newest two secrets ever sign.
 */
export async function rotateEndpointSecret({ partnerId, endpointId, actor }: { partnerId: string; endpointId: string; actor: string }): Promise<EndpointSecret> {
  const secret = generateWebhookSecret();
  const now = new Date();
  const previousSecretExpiresAt = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
  await write(async (queries) => {
    // One rotation at a time per endpoint: two at once would each keep the same secret as the previous one.
    await lockKey(queries, `webhook-endpoint-secret:${endpointId}`);
    const current = await queries
      .selectFrom("WebhookEndpoint")
      .select("secret")
      .where("id", "=", isUuid(endpointId) ? endpointId : "")
      .where("partnerId", "=", partnerId)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    if (!current) throw notFound("Webhook endpoint");
    const previous = sealText(WEBHOOK_PREVIOUS_SECRET, endpointId, openText(WEBHOOK_SECRET, endpointId, current.secret));
    await updatePartnerEndpoint(queries, partnerId, endpointId)
      .set({ secret: sealText(WEBHOOK_SECRET, endpointId, secret), previousSecret: previous, previousSecretExpiresAt, updatedAt: now })
      .execute();
    await recordSecurityEvent(queries, { partnerId, actor, action: "webhook_secret.rotated", targetId: endpointId, previousSecretExpiresAt, at: now });
  });
  return { id: endpointId, secret, previous_secret_expires_at: previousSecretExpiresAt.toISOString() };
}
