import { randomInt, randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

/** The demo partners' API credentials (README), by the portal user who works for each. */
const CREDENTIALS = { partner: "demo:demo-secret", partner2: "demo2:demo2-secret" } as const;
export type ApiPartner = keyof typeof CREDENTIALS;

const headers = (partner: ApiPartner) => ({ authorization: `Basic ${Buffer.from(CREDENTIALS[partner]).toString("base64")}` });

/** A partner loan id no other test (or earlier run) uses. */
export const uniqueLoanId = (prefix = "E2E") => `${prefix}-${randomUUID().slice(0, 13)}`;

const IST_OFFSET_MS = 330 * 60 * 1000;

/** A date `days` before today in India (contract section 1's "today"). */
export const daysAgo = (days: number) => new Date(Date.now() + IST_OFFSET_MS - days * 86_400_000).toISOString().slice(0, 10);

const letter = () => "ABCDEFGHIJKLMNOPQRSTUVWXYZ".charAt(randomInt(26));

/** A fresh individual's PAN: the exposure rule limits a PAN to three live approved loans lender-wide. */
export const individualPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, "0")}${letter()}`;

/** A booking body the policy approves (the README's example, with every section the loan page shows). */
export function approvedLoanBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    partner_loan_id: uniqueLoanId(),
    mobile_number: "9876543210",
    full_name: "Asha Verma",
    email: "asha.verma@example.com",
    gender: "female",
    date_of_birth: "1990-03-12",
    pincode: 560001,
    monthly_income: 85000,
    credit_score: 760,
    employment_type: "salaried",
    loan_application_date: daysAgo(5),
    loan_amount: 200000,
    loan_tenure: 24,
    interest_rate: 14.5,
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: "physical" },
    kyc: [{ kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api" }],
    additional_variables: { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 },
    ...overrides,
  };
}

/** Fails the policy on its credit score alone. */
export const rejectedLoanBody = (overrides: Record<string, unknown> = {}) => approvedLoanBody({ credit_score: 600, ...overrides });

export interface BookedLoan {
  lead_id: string;
  loan_account_number: string;
  status: "Approved" | "Rejected";
  rejection_reason?: string;
  partner_loan_id: string;
}

async function dataOf<T>(response: APIResponse, status: number): Promise<T> {
  const body = (await response.json()) as { is_success: boolean; data: T; error?: unknown };
  expect(response.status(), JSON.stringify(body.error)).toBe(status);
  return body.data;
}

/** Books a loan through the partner API, as a partner's own system would. */
export async function bookLoan(request: APIRequestContext, body: Record<string, unknown> = approvedLoanBody(), partner: ApiPartner = "partner"): Promise<BookedLoan> {
  const response = await request.post("/api/v1/client/loan/", { headers: headers(partner), data: body });
  const data = await dataOf<Omit<BookedLoan, "partner_loan_id">>(response, 201);
  return { ...data, partner_loan_id: String(body.partner_loan_id) };
}

/** The loan as the partner API reads it. */
export interface ReadLoan {
  disbursed: boolean;
  email?: string;
  loan_amount: number;
  policy: { version: string; rules: { code: string; passed: boolean; message: string }[] };
}

export async function readLoan(request: APIRequestContext, leadId: string, partner: ApiPartner = "partner"): Promise<ReadLoan> {
  return dataOf(await request.get(`/api/v1/client/loan/${leadId}/`, { headers: headers(partner) }), 200);
}

export async function createEndpoint(request: APIRequestContext, url: string, partner: ApiPartner): Promise<{ id: string; secret: string }> {
  return dataOf(await request.post("/api/v1/webhooks/endpoints/", { headers: headers(partner), data: { url } }), 201);
}

/** Stops deliveries to a receiver the test is about to close. */
export async function deleteEndpointByUrl(request: APIRequestContext, url: string, partner: ApiPartner): Promise<void> {
  const { items } = await dataOf<{ items: { id: string; url: string }[] }>(await request.get("/api/v1/webhooks/endpoints/", { headers: headers(partner) }), 200);
  for (const endpoint of items.filter((item) => item.url === url)) {
    await request.delete(`/api/v1/webhooks/endpoints/${endpoint.id}/`, { headers: headers(partner) });
  }
}

/** Starts a physical NACH with the contract's default terms, or with the terms given. */
export async function startNach(request: APIRequestContext, leadId: string, partner: ApiPartner, terms: Record<string, unknown> = {}): Promise<{ physical_nach_id: string }> {
  return dataOf(await request.post("/api/v1/nach/physical/initiate/", { headers: headers(partner), data: { lead_id: leadId, ...terms } }), 201);
}

/** Uploads the customer's signed form, as the partner's system would. */
export async function uploadSignedScan(request: APIRequestContext, nachId: string, file: { name: string; mimeType: string; buffer: Buffer }, partner: ApiPartner): Promise<void> {
  await dataOf(await request.put(`/api/v1/nach/physical/${nachId}/upload/`, { headers: headers(partner), multipart: { signed_nach: file } }), 200);
}

/** What the API answers a NACH initiation it refuses. */
export async function refusedNach(request: APIRequestContext, leadId: string, partner: ApiPartner): Promise<{ status: number; code: string; message: string }> {
  const response = await request.post("/api/v1/nach/physical/initiate/", { headers: headers(partner), data: { lead_id: leadId } });
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status(), code: body.error.code, message: body.error.message };
}

export interface ApiDelivery {
  id: string;
  event_id: string;
  endpoint_url: string;
  status: string;
  attempt_count: number;
}

/** Waits for the partner's delivery to one endpoint URL to succeed, and returns it. */
export async function succeededDeliveryTo(request: APIRequestContext, url: string, partner: ApiPartner): Promise<ApiDelivery> {
  let found: ApiDelivery | undefined;
  await expect(async () => {
    const { items } = await dataOf<{ items: ApiDelivery[] }>(await request.get("/api/v1/webhooks/deliveries/?status=succeeded", { headers: headers(partner) }), 200);
    found = items.find((item) => item.endpoint_url === url);
    expect(found, `a succeeded delivery to ${url}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found as ApiDelivery;
}

/** Changes a loan through the partner API (a PATCH of the fields given), as a partner's own system would. */
export async function patchLoan(request: APIRequestContext, leadId: string, patch: Record<string, unknown>, partner: ApiPartner = "partner"): Promise<void> {
  await dataOf(await request.patch(`/api/v1/client/loan/${leadId}/`, { headers: headers(partner), data: patch }), 200);
}

/** Disburses a loan through the partner API; the sandbox bank makes the UTR. */
export async function disburseLoan(request: APIRequestContext, leadId: string, partner: ApiPartner = "partner"): Promise<void> {
  await dataOf(await request.post(`/api/v1/client/loan/${leadId}/disburse/`, { headers: { ...headers(partner), "idempotency-key": randomUUID() } }), 200);
}
