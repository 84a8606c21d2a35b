import { apiClient, dataWith, DEMO, DEMO2 } from "../../tests/support/api-client";
import { minimalLoan } from "../../tests/support/loan-fixtures";
import { NACH_INITIATE, partnerApi, type Booking, type Delivery } from "../../tests/support/partner-api";

export type { LoanRead } from "../../tests/support/partner-api";
import { waitFor } from "../../tests/support/poll";
import { E2E_BASE_URL } from "./server-address";

export { bankAccount, daysAgo, FAILING_ACCOUNT, individualPan, PENDING_ACCOUNT, uniqueLoanId } from "../../tests/support/loan-fixtures";

/** A booking the policy approves: the README's example, which the loan page shows section by section. */
export const approvedLoan = minimalLoan;
/** Fails the policy on its credit score alone. */
export const rejectedLoan = (overrides: Record<string, unknown> = {}) => minimalLoan({ credit_score: 600, ...overrides });

// The partner API as a partner's own system calls it, to set the scene a page shows.
const api = apiClient({ baseUrl: () => E2E_BASE_URL });
const calls = partnerApi(api);

/** The demo partners' API credentials, by the portal user who works for each. */
const CREDENTIALS = { partner: DEMO, partner2: DEMO2 } as const;
export type ApiPartner = keyof typeof CREDENTIALS;
const as = (partner: ApiPartner) => ({ auth: CREDENTIALS[partner] });

export type BookedLoan = Booking & { partner_loan_id: string };

export async function bookLoan(body: Record<string, unknown> = approvedLoan(), partner: ApiPartner = "partner"): Promise<BookedLoan> {
  return { ...(await calls.book(body, as(partner))), partner_loan_id: String(body.partner_loan_id) };
}

export const readLoan = async (leadId: string, partner: ApiPartner = "partner") => (await calls.read(leadId, as(partner))).loan;

/** Changes a loan through the partner API (a PATCH of the fields given). */
export const patchLoan = (leadId: string, patch: Record<string, unknown>, partner: ApiPartner = "partner") => calls.patch(leadId, patch, as(partner));

/** Records the borrower's click-wrap acceptance of the current KFS and the agreement after it, as disbursal needs (contract v3 section 12). */
export const prepareForDisbursal = (leadId: string, partner: ApiPartner = "partner") => calls.prepareForDisbursal(leadId, as(partner));

/** Disburses a loan (prepared first, as prepareForDisbursal does); the sandbox bank makes the UTR. */
export const disburseLoan = (leadId: string, partner: ApiPartner = "partner") => calls.disburse(leadId, as(partner));

/** The borrower's cooling-off exit request, as the partner's system sends it. */
export const requestCoolingOffExit = (leadId: string, partner: ApiPartner = "partner") => calls.requestCoolingOffExit(leadId, as(partner));

/** Starts a physical NACH with the contract's default terms, or with the terms given. */
export const startNach = (leadId: string, partner: ApiPartner, terms: Record<string, unknown> = {}) => calls.initiateNach(leadId, terms, as(partner));

/** A mandate's status as its partner reads it. */
export const nachStatus = (nachId: string, partner: ApiPartner) => calls.nachStatus(nachId, as(partner));

/** Uploads the customer's signed form. */
export async function uploadSignedScan(nachId: string, file: { name: string; mimeType: string; buffer: Buffer }, partner: ApiPartner): Promise<void> {
  dataWith(await calls.uploadScan(nachId, file.buffer, { name: file.name, type: file.mimeType }, as(partner)), 200);
}

/** What the API answers a NACH initiation it refuses. */
export async function refusedNach(leadId: string, partner: ApiPartner): Promise<{ status: number; code?: string; message?: string }> {
  const response = await api("POST", NACH_INITIATE, { body: { lead_id: leadId }, ...as(partner) });
  return { status: response.status, code: response.body.error?.code, message: response.body.error?.message };
}

export const createEndpoint = (url: string, partner: ApiPartner) => calls.createEndpoint(url, as(partner));

/** Stops deliveries to a receiver the test is about to close. */
export async function deleteEndpointByUrl(url: string, partner: ApiPartner): Promise<void> {
  for (const endpoint of (await calls.listEndpoints(as(partner))).filter((item) => item.url === url)) {
    await calls.deleteEndpoint(endpoint.id, as(partner));
  }
}

/** Waits for the partner's delivery to one endpoint URL to succeed, and returns it. */
export const succeededDeliveryTo = (url: string, partner: ApiPartner): Promise<Delivery> =>
  waitFor(async () => (await calls.listDeliveries({ status: "succeeded" }, as(partner))).find((item) => item.endpoint_url === url), {
    what: `a succeeded delivery to ${url}`,
  });
