import { expect } from "vitest";
import { Webhook } from "standardwebhooks";
import { api, type ApiResponse, type Credentials } from "./client";
import { dataOf } from "./helpers";
import type { ReceivedRequest, Receiver } from "./receiver";
import type { NachInitiated, NachStatusEvent, NachStatusResponse } from "@/lib/schemas/nach";
import type { Delivery, Endpoint as EndpointBase } from "@/lib/schemas/webhooks";

/** Which server and partner a request goes to; the shared server and DEMO by default. */
export interface Target {
  auth?: Credentials;
  baseUrl?: string;
}

export const NACH_INITIATE = "/api/v1/nach/physical/initiate/";
export const nachPath = (nachId: string, rest: "status/" | "upload/" | "form.pdf") => `/api/v1/nach/physical/${nachId}/${rest}`;
export const ENDPOINTS = "/api/v1/webhooks/endpoints/";
export const DELIVERIES = "/api/v1/webhooks/deliveries/";
/** The sandbox bank's UMRNs: its code, 0 for a paper mandate, 15 digits. */
export const UMRN = /^LDSK0\d{15}$/;
/** The account number the sandbox bank never registers. */
export const PENDING_ACCOUNT = "12345678";
/** The account number the sandbox bank fails with NPCI's M038 (no such account). */
export const FAILING_ACCOUNT = "99999999";

export const bankAccount = (account: string) => ({ ac_number: [account], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" });

// Response shapes are the API's own, from its schemas.

export type NachStatus = NachStatusResponse;
export type WebhookBody = NachStatusEvent;
export type { Delivery, NachInitiated };
export type Attempt = Delivery["attempts"][number];
export type Endpoint = EndpointBase & { secret?: string };

/**
 * Polls `probe` until it returns a truthy value (which it resolves to) or
 * stops throwing; after `timeoutMs` it fails with the last value or error.
 */
type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

export async function waitFor<T>(probe: () => T | Promise<T>, { timeoutMs = 15_000, intervalMs = 50, what = "a condition" } = {}): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await probe();
      if (value) return value as Truthy<T>;
      failure = new Error(`last value: ${JSON.stringify(value)}`);
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const detail = failure instanceof Error ? failure.message : String(failure);
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}: ${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function initiateNach(leadId: string, target: Target = {}): Promise<NachInitiated> {
  const response = await api("POST", NACH_INITIATE, { body: { lead_id: leadId }, ...target });
  expect(response.status, response.text).toBe(201);
  return dataOf<NachInitiated>(response);
}

export async function nachStatus(nachId: string, target: Target = {}): Promise<NachStatus> {
  const response = await api("GET", nachPath(nachId, "status/"), target);
  expect(response.status, response.text).toBe(200);
  return dataOf<NachStatus>(response);
}

/** PUT the signed form as the multipart field `signed_nach` (or `field`). */
export function uploadScan(nachId: string, bytes: Uint8Array | string, file: { name?: string; type?: string; field?: string } = {}, target: Target = {}): Promise<ApiResponse> {
  const form = new FormData();
  const blob = new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: file.type ?? "application/pdf" });
  form.append(file.field ?? "signed_nach", blob, file.name ?? "signed.pdf");
  return api("PUT", nachPath(nachId, "upload/"), { form, ...target });
}

/** Just enough of each format for its magic bytes to tell it apart. */
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
export const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const TINY_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

export async function createEndpoint(url: string, target: Target = {}): Promise<Endpoint & { secret: string }> {
  const response = await api("POST", ENDPOINTS, { body: { url }, ...target });
  expect(response.status, response.text).toBe(201);
  return dataOf<Endpoint & { secret: string }>(response);
}

export async function deleteEndpoint(id: string, target: Target = {}): Promise<void> {
  const response = await api("DELETE", `${ENDPOINTS}${id}/`, target);
  expect([200, 404], response.text).toContain(response.status);
}

export async function listEndpoints(target: Target = {}): Promise<Endpoint[]> {
  const response = await api("GET", ENDPOINTS, target);
  expect(response.status, response.text).toBe(200);
  return dataOf<{ items: Endpoint[] }>(response).items;
}

export async function listDeliveries(query: Record<string, string>, target: Target = {}): Promise<Delivery[]> {
  const response = await api("GET", `${DELIVERIES}?${new URLSearchParams(query)}`, target);
  expect(response.status, response.text).toBe(200);
  return dataOf<{ items: Delivery[] }>(response).items;
}

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
