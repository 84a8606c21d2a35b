import { expect, inject } from "vitest";
import { partnerApi, LOANS, type Booking, type LoanRead } from "../support/partner-api";
import { api, basic, DEMO, type ApiResponse, type Credentials } from "./client";
import { countRows } from "./database";
import { assertConforms } from "./openapi-conformance";
import { approvedLoan } from "../support/loan-fixtures";
import type { LoanList, LoanSummary } from "@/lib/schemas/loan-responses";

export { disbursePath, LOANS, loanPath, type Booking, type LoanRead } from "../support/partner-api";
export type { CoApplicantSummary, DisbursalRecord, LoanList, LoanSummary, UpdateResult } from "@/lib/schemas/loan-responses";

/** The partner API's calls on the shared server (or the `baseUrl` a call names). */
export const partner = partnerApi(api);

export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const LOAN_ACCOUNT_NUMBER = /^LD\d{10}$/;
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The `data` of a success envelope, typed as the test expects it. */
export function dataOf<T = Record<string, unknown>>(response: ApiResponse): T {
  return response.body.data as T;
}

/** Asserts the failure envelope of contract section 7. */
export function expectError(response: ApiResponse, status: number, code: string): void {
  expect(response.status, response.text).toBe(status);
  expect(response.body.is_success).toBe(false);
  expect(response.body).not.toHaveProperty("data");
  expect(response.body.error?.code).toBe(code);
  expect(typeof response.body.error?.message).toBe("string");
  const details = response.body.error?.details;
  expect(details !== null && typeof details === "object" && !Array.isArray(details)).toBe(true);
}

/** The paths named by a validation_error's `details.fields`. */
export function fieldPaths(response: ApiResponse): string[] {
  const fields = response.body.error?.details.fields;
  expect(Array.isArray(fields), response.text).toBe(true);
  return (fields as { path: string; message: string }[]).map((field) => field.path);
}

export const book = (body: Record<string, unknown> = approvedLoan(), auth?: Credentials, baseUrl?: string): Promise<Booking> => partner.book(body, { auth, baseUrl });

export const readLoan = (leadId: string, auth?: Credentials, baseUrl?: string): Promise<{ loan: LoanRead; etag: string | null }> => partner.read(leadId, { auth, baseUrl });

/** Follows `next_cursor` from the newest loan until `done` says stop or the list ends. */
export async function walkList(
  query: Record<string, string>,
  done: (seen: LoanSummary[]) => boolean,
  auth?: Credentials,
): Promise<{ items: LoanSummary[]; pages: LoanList[] }> {
  const items: LoanSummary[] = [];
  const pages: LoanList[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10_000; page++) {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const response = await api("GET", `${LOANS}?${params}`, { auth });
    expect(response.status, response.text).toBe(200);
    const list = dataOf<LoanList>(response);
    pages.push(list);
    items.push(...list.items);
    cursor = list.next_cursor;
    if (cursor === null || done(items)) break;
  }
  return { items, pages };
}

/** LoanEvent rows (the audit trail) of one type for one loan, straight from the database. */
export const countEvents = (leadId: string, type: "booked" | "policy_evaluated" | "exposure_refused" | "updated" | "disbursed") =>
  countRows("LoanEvent", `"loanId" = $1 AND "type" = $2`, [leadId, type]);

/** Loan rows of a partner_loan_id, straight from the database (any partner). */
export const countLoans = (partnerLoanId: string) => countRows("Loan", `"partnerLoanId" = $1`, [partnerLoanId]);

/** A file download's answer: the bytes, and the error envelope when the answer is JSON. */
export interface FileAnswer {
  status: number;
  etag: string | null;
  retryAfter: string | null;
  contentType: string | null;
  bytes: Buffer;
  json: ApiResponse["body"] | null;
}

/** GETs a partner's file (a PDF), held to the OpenAPI document like every other answer. */
export async function downloadFile(
  path: string,
  { baseUrl = inject("baseUrl"), auth = DEMO, headers = {} }: { baseUrl?: string; auth?: Credentials; headers?: Record<string, string> } = {},
): Promise<FileAnswer> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: basic(auth), ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type");
  const isJson = contentType?.startsWith("application/json") ?? false;
  const text = isJson ? bytes.toString("utf8") : bytes.length === 0 ? "" : "%PDF";
  assertConforms("GET", path, { status: response.status, headers: response.headers, text });
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    retryAfter: response.headers.get("retry-after"),
    contentType,
    bytes,
    json: isJson ? (JSON.parse(text) as ApiResponse["body"]) : null,
  };
}
