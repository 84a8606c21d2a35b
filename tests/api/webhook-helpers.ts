import { Webhook } from "standardwebhooks";
import { waitFor } from "../support/poll";
import type { ReceivedRequest, Receiver } from "../support/webhook-receiver";
import { partner } from "./helpers";
import type { Target } from "../support/api-client";
import type { Delivery } from "../support/partner-api";
import type { NachStatusEvent } from "@/lib/schemas/nach";

export { DELIVERIES, ENDPOINTS, NACH_INITIATE, nachPath, type Delivery, type Endpoint, type NachInitiated, type NachStatus } from "../support/partner-api";
export { bankAccount, FAILING_ACCOUNT, PENDING_ACCOUNT } from "../support/loan-fixtures";
export { waitFor } from "../support/poll";
export type { Target } from "../support/api-client";

/** For endpoints whose test counts or times the mandates' webhooks alone: bookings and disbursals send other events too. */
export const NACH_EVENTS = ["physical_nach.status_update"];

/** The sandbox bank's UMRNs: its code, 0 for a paper mandate, 15 digits. */
export const UMRN = /^LDSK0\d{15}$/;

export type WebhookBody = NachStatusEvent;
export type Attempt = Delivery["attempts"][number];

export const initiateNach = (leadId: string, target: Target = {}) => partner.initiateNach(leadId, {}, target);
export const { nachStatus, uploadScan, createEndpoint, deleteEndpoint, listEndpoints, listDeliveries } = partner;

/** Just enough of each format for its magic bytes to tell it apart. */
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
export const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const TINY_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** The delivery of an event to one endpoint, once it is no longer pending. */
export async function settledDelivery(eventId: string, endpointId: string, target: Target = {}, timeoutMs = 15_000): Promise<Delivery> {
  return waitFor(
    async () => (await listDeliveries({ event_id: eventId }, target)).find((delivery) => delivery.endpoint_id === endpointId && delivery.status !== "pending"),
    { timeoutMs, what: `the delivery of event ${eventId}` },
  );
}

export const bodyOf = (request: ReceivedRequest) => JSON.parse(request.body) as WebhookBody;

/** The webhooks a receiver got about one mandate (other tests' events reach the same partner's endpoints). */
export const webhooksFor = (receiver: Receiver, nachId: string) =>
  receiver.requests.filter((request) => {
    try {
      return bodyOf(request).payload.physical_nach_id === nachId;
    } catch {
      return false;
    }
  });

/** Waits for the first webhook about a mandate. */
export const firstWebhook = (receiver: Receiver, nachId: string, timeoutMs = 15_000) =>
  waitFor(() => webhooksFor(receiver, nachId)[0], { timeoutMs, what: `a webhook about mandate ${nachId}` });

/** Verifies a received webhook as a partner would, with the standardwebhooks package; throws when it does not verify. */
export const verifyWebhook = (secret: string, request: ReceivedRequest) => new Webhook(secret).verify(request.body, request.headers);
