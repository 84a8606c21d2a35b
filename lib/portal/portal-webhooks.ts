import "server-only";
import { z } from "zod";
import { read } from "@/lib/db/transactions";
import { parseInput } from "@/lib/schemas/parse";
import { deliveryListQuerySchema, type Delivery, type Endpoint, type EndpointSecret, type EndpointWithSecret } from "@/lib/schemas/webhooks";
import { actingPartnerId, type StaffActor } from "@/lib/codes/roles";
import { listDeliveries, retryDelivery } from "@/lib/webhooks/manage-deliveries";
import { createEndpoint, deleteEndpoint, listEndpoints, rotateEndpointSecret } from "@/lib/webhooks/manage-endpoints";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

// Endpoints belong to one partner, so only that partner's staff manage them;
// the lender's roles have no partner to act for and are refused.

export async function listPortalEndpoints({ actor }: { actor: StaffActor }): Promise<Endpoint[]> {
  return (await listEndpoints({ partnerId: actingPartnerId(actor) })).items;
}

export async function createPortalEndpoint({ actor, input }: { actor: StaffActor; input: unknown }): Promise<EndpointWithSecret> {
  return createEndpoint({ partnerId: actingPartnerId(actor), input });
}

export async function rotatePortalEndpointSecret({ actor, endpointId }: { actor: StaffActor; endpointId: string }): Promise<EndpointSecret> {
  return rotateEndpointSecret({ partnerId: actingPartnerId(actor), endpointId, actor: `staff:${actor.email}` });
}

/** Sends a signed test event to one of the partner's endpoints now, and answers with its delivery. */
export async function sendPortalTestEvent({ actor, endpointId }: { actor: StaffActor; endpointId: string }): Promise<Delivery> {
  return sendTestEvent({ partnerId: actingPartnerId(actor), endpointId });
}

export async function deletePortalEndpoint({ actor, endpointId }: { actor: StaffActor; endpointId: string }): Promise<{ id: string; deleted: true }> {
  return deleteEndpoint({ partnerId: actingPartnerId(actor), endpointId });
}

/**
 * The portal's deliveries filter: the API's, and `within`, deliveries whose
 * status was set in that time before now (the home page's failed deliveries).
 */
export const DELIVERY_WINDOWS = { "24h": 24 * 60 * 60 * 1000 } as const;
export const portalDeliveryQuerySchema = deliveryListQuerySchema.extend({
  within: z.enum(Object.keys(DELIVERY_WINDOWS) as [keyof typeof DELIVERY_WINDOWS], { error: "must be 24h" }).optional(),
});

export type PortalDeliveryQuery = z.input<typeof portalDeliveryQuerySchema>;

export interface PortalDelivery extends Delivery {
  /** Shown to the lender's roles, who see every partner's deliveries. */
  partnerName: string | null;
}

/** Partner names by endpoint, for deliveries listed across partners. */
async function partnerNamesByEndpoint(endpointIds: string[]): Promise<Map<string, string>> {
  if (endpointIds.length === 0) return new Map();
  const endpoints = await read((queries) =>
    queries
      .selectFrom("WebhookEndpoint")
      .leftJoin("Partner", "Partner.id", "WebhookEndpoint.partnerId")
      .select(["WebhookEndpoint.id", "Partner.name"])
      .where("WebhookEndpoint.id", "in", endpointIds)
      .execute(),
  );
  return new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.name ?? "—"]));
}

/** The delivery log: the actor's partner's, or every partner's (with its name) for the lender's roles. */
export async function listPortalDeliveries({ actor, query, now = new Date() }: { actor: StaffActor; query: unknown; now?: Date }): Promise<PortalDelivery[]> {
  const { within, ...filter } = parseInput(portalDeliveryQuerySchema, query, "Invalid query");
  const changedSince = within && new Date(now.getTime() - DELIVERY_WINDOWS[within]);
  const { items } = await listDeliveries({ partnerId: actor.partnerId ?? undefined, query: filter, changedSince });
  if (actor.partnerId) return items.map((item) => ({ ...item, partnerName: null }));
  const names = await partnerNamesByEndpoint([...new Set(items.map((item) => item.endpoint_id))]);
  return items.map((item) => ({ ...item, partnerName: names.get(item.endpoint_id) ?? null }));
}

/** Sends a delivery again now; partner staff only their own partner's. */
export async function replayPortalDelivery({ actor, deliveryId }: { actor: StaffActor; deliveryId: string }): Promise<Delivery> {
  return retryDelivery({ partnerId: actor.partnerId ?? undefined, deliveryId });
}
