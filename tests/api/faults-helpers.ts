import { expect } from "vitest";
import { basic, DEMO, type ApiResponse, type Credentials } from "./client";
import { approvedLoan, daysAgo, individualPan } from "../support/loan-fixtures";

/** One answer, as a partner's client sees it. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed envelope, or null when the answer is not JSON. */
  body: ApiResponse["body"] | null;
}

/**
 * One request to `baseUrl` that gives up after `timeoutMs` (fetch then
 * rejects with a TimeoutError), so a hanging server fails the test instead
 * of stalling it. Network failures reject too.
 */
export async function send(
  baseUrl: string,
  method: string,
  path: string,
  { body, auth = DEMO, timeoutMs = 20_000 }: { body?: unknown; auth?: Credentials | null; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = basic(auth);
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw new Error(`${method} ${path}: no answer within ${timeoutMs} ms (a hang)`, { cause: error });
    throw error;
  }
  let parsed: Answer["body"] = null;
  try {
    parsed = JSON.parse(text) as Answer["body"];
  } catch {
    // left null: the assertions name the status and text
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** What a 503 must not carry: driver codes, SQL, hosts, paths, stack frames. */
const INTERNALS = /prisma|postgres|sqlite|econn|socket|127\.0\.0\.1|select |insert |node_modules|\/work\/|\bat \S+ \(|\.ts:\d+/i;

/** 503 service_unavailable in the envelope, with Retry-After and nothing internal in the text. */
export function expectUnavailable(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.text}`).toBe(503);
  expect(answer.body?.is_success, what).toBe(false);
  expect(answer.body?.error?.code, what).toBe("service_unavailable");
  expect(typeof answer.body?.error?.message, what).toBe("string");
  expect(answer.body?.error?.details, what).toEqual(expect.any(Object));
  expect(answer.headers.get("retry-after"), what).toMatch(/^\d+$/);
  expect(answer.text, what).not.toMatch(INTERNALS);
}

// A customer of its own per index, the same for the same index within a run: the
// exposure rule counts a PAN's approved loans across every partner and test.
const RUN_LETTERS = individualPan().slice(0, 3);
const panFor = (index: number) => `${RUN_LETTERS}P${String.fromCharCode(65 + (Math.floor(index / 10_000) % 26))}${String(index % 10_000).padStart(4, "0")}Z`;

/**
 * A booking body already in the form a read returns (codes, not words;
 * ISO dates), so the read of the loan must contain it as is. Every third
 * loan is rejected by the policy; the number of co-applicants is 0, 1 or 2.
 */
export function canonicalLoan(index: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const rejected = index % 3 === 2;
  const coApplicants = [
    { co_full_name: `Ravi Verma ${index}`, co_relation: 1, co_gender: 1, co_dob: "1988-01-15" },
    { co_full_name: `Mohan Verma ${index}`, co_relation: 2 },
  ].slice(0, index % 3);
  const body = approvedLoan({
    full_name: `Asha Verma ${index}`,
    mobile_number: `98${String(76_543_210 + index).padStart(8, "0")}`,
    gender: 2,
    date_of_birth: "1990-03-12",
    employment_type: 1,
    payment_frequency: 1,
    loan_type: 1,
    agreement_signature_type: 2,
    loan_amount: 100_000 + index * 100,
    credit_score: rejected ? 600 : 760,
    bank_account: { ac_number: [String(100_000_000_000 + index)], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: `Asha Verma ${index}` },
    kyc: [
      { kyc_type: 2, identifier: panFor(index), verified_using: 2, kyc_name: "Asha Verma", is_verified: true },
      { kyc_type: 1, identifier: "1234", verified_using: 3, address: "12 MG Road, Bengaluru", is_verified: true },
    ],
    disbursal_detail: [{ date: daysAgo(3), amount: 100_000 + index * 100, processing_fee: 2000, gst: 360 }],
    co_applicant_details: coApplicants,
    ...overrides,
  });
  // None at all is sent as no field, as a partner would.
  if (Array.isArray(body.co_applicant_details) && body.co_applicant_details.length === 0) delete body.co_applicant_details;
  return body;
}

/** Runs `work` over `items`, at most `limit` at a time; resolves when all are done. */
export async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
