import { read, write } from "@/lib/db/legacy-prisma";
import { env } from "@/lib/config/env";
import { sealText, WEBHOOK_SECRET } from "@/lib/crypto/sealed-columns";
import { notFound } from "@/lib/errors/app-error";
import { isUuid, newId } from "@/lib/ids/ids";
import { parseInput } from "@/lib/schemas/parse";
import { endpointCreateSchema, type Endpoint, type EndpointWithSecret } from "@/lib/schemas/webhooks";
import { generateWebhookSecret } from "./signing";
import { assertPublicDestination, parseEndpointUrl } from "./url-policy";

interface EndpointRow {
  id: string;
  url: string;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
}

export const presentEndpoint = (row: EndpointRow): Endpoint => ({
  id: row.id,
  url: row.url,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
});

export async function createEndpoint({ partnerId, input }: { partnerId: string; input: unknown }): Promise<EndpointWithSecret> {
  const { url: text } = parseInput(endpointCreateSchema, input);
  const production = env().LOANDESK_MODE === "production";
  const url = parseEndpointUrl(text, production);
  if (production) await assertPublicDestination(url);
  const id = newId();
  const secret = generateWebhookSecret();
  const row = await write((tx) => tx.webhookEndpoint.create({ data: { id, partnerId, url: url.toString(), secret: sealText(WEBHOOK_SECRET, id, secret) } }));
  return { ...presentEndpoint(row), secret };
}

export async function listEndpoints({ partnerId }: { partnerId: string }): Promise<{ items: Endpoint[] }> {
  const rows = await read((tx) => tx.webhookEndpoint.findMany({ where: { partnerId, deletedAt: null }, orderBy: { createdAt: "asc" } }));
  return { items: rows.map(presentEndpoint) };
}

const partnerEndpoint = (partnerId: string, id: string) => ({ id: isUuid(id) ? id : "", partnerId, deletedAt: null });

/** Deletes an endpoint; its delivery log stays readable to support, and nothing more is sent to it. */
export async function deleteEndpoint({ partnerId, endpointId }: { partnerId: string; endpointId: string }): Promise<{ id: string; deleted: true }> {
  const { count } = await write((tx) =>
    tx.webhookEndpoint.updateMany({ where: partnerEndpoint(partnerId, endpointId), data: { deletedAt: new Date(), enabled: false } }),
  );
  if (count === 0) throw notFound("Webhook endpoint");
  return { id: endpointId, deleted: true };
}

/** A new secret, shown once and stored encrypted; deliveries from now on are signed with it. */
export async function rotateEndpointSecret({ partnerId, endpointId }: { partnerId: string; endpointId: string }): Promise<{ id: string; secret: string }> {
  const secret = generateWebhookSecret();
  const { count } = await write((tx) =>
    tx.webhookEndpoint.updateMany({ where: partnerEndpoint(partnerId, endpointId), data: { secret: sealText(WEBHOOK_SECRET, endpointId, secret) } }),
  );
  if (count === 0) throw notFound("Webhook endpoint");
  return { id: endpointId, secret };
}
