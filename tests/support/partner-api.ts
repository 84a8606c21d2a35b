import type { CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import type { BookingResult } from "@/lib/schemas/loan-responses";
import type { NachInitiated, NachStatusResponse } from "@/lib/schemas/nach";
import type { Delivery, Endpoint as EndpointBase } from "@/lib/schemas/webhooks";
import { dataWith, type Api, type ApiResponse, type Target } from "./api-client";

// What a partner's own system does through the API, as both suites need it
// done to set a scene; each call fails with the answer when it is refused.

export const LOANS = "/api/v1/client/loan/";
export const loanPath = (leadId: string) => `${LOANS}${leadId}/`;
export const disbursePath = (leadId: string) => `${LOANS}${leadId}/disburse/`;
export const coolingOffExitPath = (leadId: string) => `${LOANS}${leadId}/cooling-off-exit/`;
export const kfsPath = (leadId: string, rest = "") => `${LOANS}${leadId}/kfs/${rest}`;
export const agreementPath = (leadId: string) => `${LOANS}${leadId}/agreement/`;
export const NACH_INITIATE = "/api/v1/nach/physical/initiate/";
export const nachPath = (nachId: string, rest: "status/" | "upload/" | "form.pdf") => `/api/v1/nach/physical/${nachId}/${rest}`;
export const ENDPOINTS = "/api/v1/webhooks/endpoints/";
export const DELIVERIES = "/api/v1/webhooks/deliveries/";

export type Booking = BookingResult;
export type NachStatus = NachStatusResponse;
export type Endpoint = EndpointBase & { secret?: string };
export type { Delivery, NachInitiated };

/** The read of a loan: the body as it stands plus the server's fields. */
export type LoanRead = Record<string, unknown> & {
  lead_id: string;
  partner_loan_id: string;
  status: string;
  loan_account_number: string;
  loan_ac_no?: string;
  rejection_reason?: string;
  disbursed: boolean;
  disbursed_at: string | null;
  physical_nach: unknown;
  policy: { version: string; rules: { code: string; passed: boolean; observed: unknown; threshold: string; message: string }[] };
  created_at: string;
  updated_at: string;
  email?: string;
  loan_amount: number;
  bank_account: Record<string, unknown>;
  additional_variables?: Record<string, unknown>;
  kyc: Record<string, unknown>[];
  co_applicant_details?: Record<string, unknown>[];
  disbursal_detail?: Record<string, unknown>[];
  repayment_schedule?: Record<string, unknown>[];
};

/** A document's SHA-256 as a partner's e-sign provider reports it; any 64 hex digits do for a fixture. */
export const FIXTURE_SHA256 = "ab".repeat(32);

/** The KFS as served, as much of it as the fixtures read. */
export type KfsRead = Record<string, unknown> & { kfs_id: string; version: number; generated_on: string; valid_until: string; accepted: unknown };

/** The partner API's calls, made through `api`. */
export function partnerApi(api: Api) {
  /**
   * What disbursal needs beyond an Approved loan (contract v3 section 12):
   * the borrower accepts the current KFS version by click-wrap when it is
   * issued, and the agreement is executed a moment later. Nothing is done
   * when the current version is accepted already. With `lenient`, a loan
   * that has no KFS to accept (another partner's, Rejected, without a
   * principal tranche) is left for the disbursal to refuse.
   */
  const prepare = async (leadId: string, target: Target, { lenient }: { lenient: boolean }) => {
    const response = await api("GET", kfsPath(leadId), target);
    if (lenient && response.status !== 200) return;
    const kfs = dataWith<KfsRead>(response, 200);
    if (kfs.accepted !== null) return;
    const acceptedAt = Date.parse(kfs.generated_on);
    const acceptance = { kfs_id: kfs.kfs_id, accepted_at: new Date(acceptedAt).toISOString(), channel: "click_wrap", ip: "203.0.113.7", user_agent: "Mozilla/5.0 (fixture)" };
    dataWith(await api("POST", kfsPath(leadId, "acceptance/"), { body: acceptance, ...target }), 201);
    const agreement = { executed_at: new Date(Math.max(Date.now(), acceptedAt + 1)).toISOString(), signature_type: "click-wrap", document_sha256: FIXTURE_SHA256 };
    dataWith(await api("POST", agreementPath(leadId), { body: agreement, ...target }), 201);
  };

  return {
    book: async (body: Record<string, unknown>, target: Target = {}) => dataWith<Booking>(await api("POST", LOANS, { body, ...target }), 201),

    read: async (leadId: string, target: Target = {}) => {
      const response = await api("GET", loanPath(leadId), target);
      return { loan: dataWith<LoanRead>(response, 200), etag: response.headers.get("etag") };
    },

    patch: async (leadId: string, patch: Record<string, unknown>, target: Target = {}) => dataWith(await api("PATCH", loanPath(leadId), { body: patch, ...target }), 200),

    /** Records the borrower's click-wrap acceptance of the current KFS and the agreement after it; fails with the answer when refused. */
    prepareForDisbursal: (leadId: string, target: Target = {}) => prepare(leadId, target, { lenient: false }),

    /** Prepares the loan (prepareForDisbursal) and disburses it with the sandbox bank's UTR (demo mode), under a fresh Idempotency-Key. */
    disburse: async (leadId: string, target: Target = {}) => {
      await prepare(leadId, target, { lenient: true });
      return dataWith(await api("POST", disbursePath(leadId), { headers: { "idempotency-key": crypto.randomUUID() }, ...target }), 200);
    },

    /** Records the borrower's cooling-off exit request (contract v3 section 12). */
    requestCoolingOffExit: async (leadId: string, target: Target = {}) => dataWith<CoolingOffExit>(await api("POST", coolingOffExitPath(leadId), target), 201),

    /** Starts a physical NACH with the contract's default terms, or with the terms given. */
    initiateNach: async (leadId: string, terms: Record<string, unknown> = {}, target: Target = {}) =>
      dataWith<NachInitiated>(await api("POST", NACH_INITIATE, { body: { lead_id: leadId, ...terms }, ...target }), 201),

    nachStatus: async (nachId: string, target: Target = {}) => dataWith<NachStatus>(await api("GET", nachPath(nachId, "status/"), target), 200),

    /** PUTs the signed form as the multipart field `signed_nach` (or `field`); the answer is the caller's to judge. */
    uploadScan: (nachId: string, bytes: Uint8Array | string, file: { name?: string; type?: string; field?: string } = {}, target: Target = {}): Promise<ApiResponse> => {
      const form = new FormData();
      const blob = new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: file.type ?? "application/pdf" });
      form.append(file.field ?? "signed_nach", blob, file.name ?? "signed.pdf");
      return api("PUT", nachPath(nachId, "upload/"), { form, ...target });
    },

    /** Adds an endpoint, sent every event type unless `eventTypes` names some. */
    createEndpoint: async (url: string, target: Target = {}, eventTypes?: string[]) =>
      dataWith<Endpoint & { secret: string }>(await api("POST", ENDPOINTS, { body: { url, event_types: eventTypes }, ...target }), 201),

    /** Deletes an endpoint; one already gone is fine. */
    deleteEndpoint: async (id: string, target: Target = {}) => {
      const response = await api("DELETE", `${ENDPOINTS}${id}/`, target);
      if (response.status !== 404) dataWith(response, 200);
    },

    listEndpoints: async (target: Target = {}) => dataWith<{ items: Endpoint[] }>(await api("GET", ENDPOINTS, target), 200).items,

    listDeliveries: async (query: Record<string, string>, target: Target = {}) =>
      dataWith<{ items: Delivery[] }>(await api("GET", `${DELIVERIES}?${new URLSearchParams(query)}`, target), 200).items,
  };
}

export type PartnerApi = ReturnType<typeof partnerApi>;
