import { lockKey, read, write, type Queries } from "@/lib/db/client";
import type { WebhookEndpointRow } from "@/lib/db/tables";
import { env } from "@/lib/config/env";
import { sealText, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid, newId } from "@/lib/ids/ids";
import { parseInput } from "@/lib/schemas/parse";
import { endpointCreateSchema, endpointUpdateSchema, type Endpoint, type EndpointWithSecret } from "@/lib/schemas/webhooks";
import { isWebhookEventType, type WebhookEventType } from "./event-types";
import { generateWebhookSecret } from "./signing";
import { assertPublicDestination, parseEndpointUrl } from "./url-policy";

type EndpointRow = Pick<WebhookEndpointRow, "id" | "url" | "enabled" | "disabledReason" | "eventTypes" | "createdAt">;

const ENDPOINT_COLUMNS = ["id", "url", "enabled", "disabledReason", "eventTypes", "createdAt"] as const;

/** The subscription as stored: a JSON array of the types, or null for every type. */
const storedEventTypes = (types: readonly WebhookEventType[] | null | undefined): string | null => (types ? JSON.stringify(types) : null);

/** Names no longer known (a type since withdrawn) are left out of the read. */
function eventTypesOf(stored: string | null): WebhookEventType[] | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter(isWebhookEventType) : null;
}

export const presentEndpoint = (row: EndpointRow): Endpoint => ({
  id: row.id,
  url: row.url,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  event_types: eventTypesOf(row.eventTypes),
  created_at: row.createdAt.toISOString(),
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
  return { ...presentEndpoint(row), secret };
}

export async function listEndpoints({ partnerId }: { partnerId: string }): Promise<{ items: Endpoint[] }> {
  const rows = await read((queries) =>
    queries.selectFrom("WebhookEndpoint").select(ENDPOINT_COLUMNS).where("partnerId", "=", partnerId).where("deletedAt", "is", null).orderBy("createdAt", "asc").execute(),
  );
  return { items: rows.map(presentEndpoint) };
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

/** A new secret, shown once and stored encrypted; deliveries from now on are signed with it. */
export async function rotateEndpointSecret({ partnerId, endpointId }: { partnerId: string; endpointId: string }): Promise<{ id: string; secret: string }> {
  const secret = generateWebhookSecret();
  const sealed = sealText(WEBHOOK_SECRET, endpointId, secret);
  const result = await write((queries) =>
    updatePartnerEndpoint(queries, partnerId, endpointId).set({ secret: sealed, updatedAt: new Date() }).executeTakeFirst(),
  );
  if (result.numUpdatedRows === BigInt(0)) throw notFound("Webhook endpoint");
  return { id: endpointId, secret };
}
