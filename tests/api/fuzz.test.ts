/**
 * Property-based fuzzing of booking and PATCH against the running server
 * (issue 5). Generated bodies come from tests/api/loan-arbitraries.ts, which
 * restates the contract instead of importing the schema, so a schema bug
 * shows up here as a difference.
 *
 * Each run draws a new seed, so that every run tries new bodies, and prints
 * it first; a failure prints fast-check's `seed` and `path` too. Rerun
 * with `FUZZ_SEED=<seed> FUZZ_PATH=<path>` to replay it, adding
 * `FUZZ_SHRINK=1` to have fast-check shrink it (slow: every step sends its
 * requests again). `FUZZ_SCALE=10` multiplies the number of runs for a longer
 * hunt. A run is a batch of FUZZ_CONCURRENCY (default 16) values, so replay
 * with the same concurrency.
 */
import { randomInt, randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type ApiResponse } from "./client";
import { countRows } from "./database";
import { countLoans, dataOf, expectError, ISO_MS, LEAD_ID, LOAN_ACCOUNT_NUMBER, LOANS, loanPath, type Booking, type UpdateResult } from "./helpers";
import {
  asJson,
  bodyOfRead,
  creditNeutralPatch,
  CREDIT_TERMS,
  identifierChange,
  ID_SLOT,
  mergeExpected,
  mutatedLoan,
  mutatedPatch,
  normaliseLoan,
  POLICY_RULE_CODES,
  validLoan,
  validPatch,
  withPan,
  withPartnerLoanId,
  type Body,
  type Mutated,
  type PatchBase,
} from "./loan-arbitraries";
import { addDays } from "@/lib/calendar/calendar-date";
import { approvedLoan, lenderDate, panOf, today, updateBody } from "../support/loan-fixtures";

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const REPLAY_PATH = process.env.FUZZ_PATH;
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const SHRINK = process.env.FUZZ_SHRINK === "1";
/** Requests in flight at once. */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
// Half what it was until issue 30: each run draws a new seed, so the bodies tried add up across runs,
// and FUZZ_SCALE=2 tries as many as before in one (docs/testing.md).
const RUNS = { booking: 750, mutated: 500, patch: 150, identifiers: 50, mutatedPatch: 100 };
const FUZZ_TIMEOUT_MS = 300_000;

/** Every generated partner_loan_id of this run starts with this, so a refused body can be looked for in the database. */
const RUN = `FZ${randomUUID().slice(0, 8)}`;
let counter = 0;
const uniquePrefix = (kind: "V" | "M" | "P") => `${RUN}-${kind}${++counter}-`;

/**
 * Runs `check` on `runs` generated values, CONCURRENCY at a time: each
 * fast-check run is a batch of CONCURRENCY values checked in parallel.
 * Values print as a short summary; the failing check's own message carries
 * the whole body sent and the answer.
 */
async function fuzz<T>(arbitrary: fc.Arbitrary<T>, runs: number, check: (value: T) => Promise<void>): Promise<void> {
  const labelled = arbitrary.map((value) => ({ value, [fc.toStringMethod]: () => JSON.stringify(value)?.slice(0, 300) ?? String(value) }));
  await fc.assert(
    fc.asyncProperty(fc.array(labelled, { minLength: CONCURRENCY, maxLength: CONCURRENCY }), async (batch) => {
      await Promise.all(batch.map(({ value }) => check(value)));
    }),
    {
      numRuns: Math.max(1, Math.ceil((runs * SCALE) / CONCURRENCY)),
      seed: SEED,
      ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
      // The failing check's message already shows the whole body and answer; shrinking is opt-in.
      endOnFailure: !SHRINK,
      // Stop (as a failure, keeping what was found) well before the test's own timeout.
      interruptAfterTimeLimit: FUZZ_TIMEOUT_MS - 30_000,
      markInterruptAsFailure: true,
    },
  );
}

/** What a failure message shows: the case, the body sent and the answer. */
function described(what: string, sent: unknown, response?: ApiResponse): string {
  const body = JSON.stringify(sent) ?? String(sent);
  const answer = response ? `\nanswer ${response.status}: ${response.text.slice(0, 2000)}` : "";
  return `${what} (seed ${SEED})\nsent: ${body.length > 3000 ? `${body.slice(0, 3000)}...` : body}${answer}`;
}

// Internals that must never reach a response (contract section 1).
const LEAKS = [/\n\s+at\s/, /node_modules/, /\.(?:ts|js|mjs|tsx):\d+/, /\bSELECT\b[\s\S]*\bFROM\b/, /\bINSERT\s+INTO\b/, /\bprisma\b/i, /\bsqlite/i, /postgres/i, /SQLSTATE/];

/** Never a 5xx, always the envelope (contract sections 1 and 7). */
function expectEnvelope(response: ApiResponse, context: string): void {
  expect(response.status, context).toBeLessThan(500);
  expect(typeof response.body.is_success, context).toBe("boolean");
  if (response.body.is_success) {
    expect(response.body.data !== null && typeof response.body.data === "object", context).toBe(true);
    expect(response.body, context).not.toHaveProperty("error");
  } else {
    const error = response.body.error;
    expect(response.body, context).not.toHaveProperty("data");
    expect(typeof error?.code, context).toBe("string");
    expect(typeof error?.message, context).toBe("string");
    expect(error?.details !== null && typeof error?.details === "object" && !Array.isArray(error?.details), context).toBe(true);
  }
  for (const leak of LEAKS) expect(response.text, context).not.toMatch(leak);
}

/** The error of a refusal, with `details.fields` as contract section 7 has it. */
function expectRefusal(response: ApiResponse, mutated: Mutated, context: string): void {
  expect(response.status, context).toBe(mutated.expect.status);
  expect(response.body.error?.code, context).toBe(mutated.expect.code);
  const fields = response.body.error?.details.fields as { path: unknown; message: unknown }[] | undefined;
  expect(Array.isArray(fields), context).toBe(true);
  for (const field of fields ?? []) {
    expect(typeof field.path, context).toBe("string");
    expect(typeof field.message, context).toBe("string");
  }
  const path = mutated.expect.path;
  if (path !== undefined) {
    const paths = (fields ?? []).map((field) => String(field.path));
    const named = paths.some((reported) => reported === path || reported.startsWith(`${path}.`) || reported.startsWith(`${path}[`));
    expect(named, `${context}\nexpected a field at ${JSON.stringify(path)}, got ${JSON.stringify(paths)}`).toBe(true);
    // A value that was sent is wrong, not missing.
    if (mutated.sentValue) {
      const messages = (fields ?? []).filter((field) => field.path === path).map((field) => field.message);
      expect(messages, `${context}\nmessage at ${path}`).not.toContain("is required");
    }
  }
  if (mutated.secret !== undefined) expect(response.text, context).not.toContain(mutated.secret);
}

async function readBack(leadId: string, context: string): Promise<{ read: Body; etag: string | null }> {
  const response = await api("GET", loanPath(leadId));
  expectEnvelope(response, context);
  expect(response.status, `${context}\nread: ${response.text.slice(0, 500)}`).toBe(200);
  return { read: dataOf<Body>(response), etag: response.headers.get("etag") };
}

/** The co-applicant rows (section 6) are the body's co-applicants, in order. */
function expectCoApplicants(summaries: unknown, expected: Body, context: string): void {
  const rows = (summaries as { co_applicant_id: string; co_full_name: string; co_relation: number }[]).map((row) => [row.co_full_name, row.co_relation]);
  const sent = ((expected.co_applicant_details as Body[] | undefined) ?? []).map((item) => [item.co_full_name, item.co_relation]);
  expect(rows, `${context}\nco_applicants`).toStrictEqual(sent);
}

/**
 * Every few requests carry an Idempotency-Key (contract section 6), and are
 * sent again: an operation's answer is replayed; a request refused before
 * anything ran (400) is not kept, and is answered afresh, the same way.
 */
const idempotencyKey = () => (counter % 5 === 0 ? randomUUID() : undefined);

async function expectReplay(body: unknown, key: string, first: ApiResponse, context: string): Promise<void> {
  const again = await api("POST", LOANS, { body, headers: { "idempotency-key": key } });
  expectEnvelope(again, context);
  expect(again.headers.get("idempotency-replayed"), `${context}\nreplay: ${again.text.slice(0, 300)}`).toBe(first.status === 400 ? null : "true");
  expect(again.status, context).toBe(first.status);
  expect(again.body, context).toStrictEqual(first.body);
}

async function bookValid(generated: Body): Promise<void> {
  const body = asJson(withPartnerLoanId(generated, uniquePrefix("V")));
  const key = idempotencyKey();
  const response = await api("POST", LOANS, { body, headers: key ? { "idempotency-key": key } : {} });
  const context = described(`valid booking${key ? " with an Idempotency-Key" : ""}`, body, response);
  expectEnvelope(response, context);
  expect(response.status, context).toBe(201);
  const booking = dataOf<Booking>(response);
  expect(booking.lead_id, context).toMatch(LEAD_ID);
  expect(booking.loan_account_number, context).toMatch(LOAN_ACCOUNT_NUMBER);
  expect(["Approved", "Rejected"], context).toContain(booking.status);

  const { read } = await readBack(booking.lead_id, context);
  const expected = normaliseLoan(body);
  expect(bodyOfRead(read), `${context}\nread back`).toStrictEqual(expected);
  expect(read.status, context).toBe(booking.status);
  expect(read.created_at, context).toMatch(ISO_MS);
  expectCoApplicants(read.co_applicants, expected, context);
  if (key) {
    await expectReplay(body, key, response, context);
    expect(await countLoans(body.partner_loan_id as string), context).toBe(1);
  }
}

async function bookMutated(mutated: Mutated): Promise<void> {
  const body = withPartnerLoanId(mutated.body, uniquePrefix("M"));
  const sampled = counter % 8 === 0;
  const key = idempotencyKey();
  const response = await api("POST", LOANS, { body, headers: key ? { "idempotency-key": key } : {} });
  const context = described(`mutated booking: ${mutated.kind}${key ? " with an Idempotency-Key" : ""}`, body, response);
  expectEnvelope(response, context);
  expectRefusal(response, mutated, context);
  if (key) await expectReplay(body, key, response, context);
  // A sample is also looked up by its own id; the run's prefix is checked for all at the end. PostgreSQL
  // refuses a NUL even as a query parameter, so an id holding one is left to that prefix check.
  const partnerLoanId = body !== null && typeof body === "object" ? (body as Body).partner_loan_id : undefined;
  if (sampled && typeof partnerLoanId === "string" && !partnerLoanId.includes("\u0000")) {
    expect(await countLoans(partnerLoanId), context).toBe(0);
  }
}

/**
 * Loans booked from approvedLoan(); its identifiers and terms, for the
 * patches. Each base loan has a PAN of its own (the exposure rule counts a
 * PAN's loans), written into a patch in place of `pan` by withPan.
 */
const BASE_BODY = approvedLoan();
const BASE: PatchBase = {
  partner_loan_id: ID_SLOT,
  mobile_number: "9876543210",
  full_name: "Asha Verma",
  date_of_birth: "1990-03-12",
  loan_application_date: String(BASE_BODY.loan_application_date),
  agreement_date: String(BASE_BODY.agreement_date),
  // Each base loan is booked for a new customer: withPan puts its PAN in place of this one.
  pan: "AAAPA0000A",
  aadhaar: "1234",
  loan_amount: Number(BASE_BODY.loan_amount),
  interest_rate: Number(BASE_BODY.interest_rate),
  loan_tenure: Number(BASE_BODY.loan_tenure),
  repayment_count: Number(BASE_BODY.repayment_count),
  payment_frequency: 1,
  disbursal_detail: BASE_BODY.disbursal_detail as Body[],
};

interface BaseLoan {
  leadId: string;
  partnerLoanId: string;
  pan: string;
  expected: Body;
}

async function bookBase(): Promise<BaseLoan> {
  const partnerLoanId = `${uniquePrefix("P")}base`;
  const body = approvedLoan({ partner_loan_id: partnerLoanId, disbursal_detail: BASE.disbursal_detail });
  const response = await api("POST", LOANS, { body });
  const context = described("base booking", body, response);
  expectEnvelope(response, context);
  expect(response.status, context).toBe(201);
  expect(dataOf<Booking>(response).status, context).toBe("Approved");
  return { leadId: dataOf<Booking>(response).lead_id, partnerLoanId, pan: panOf(body), expected: normaliseLoan(body) };
}

const patchFor = (generated: unknown, loan: BaseLoan) => withPan(withPartnerLoanId(generated, loan.partnerLoanId), BASE.pan, loan.pan);

/** How the valid patches fared: the policy may refuse a credit-relevant one (contract section 5). */
const patchOutcomes = { applied: 0, refusedByPolicy: 0 };

async function patchValid(generated: Body): Promise<void> {
  const loan = await bookBase();
  const patch = asJson(patchFor(generated, loan) as Body);
  const before = await readBack(loan.leadId, "base read");
  const response = await api("PATCH", loanPath(loan.leadId), { body: patch });
  const context = described("valid patch", patch, response);
  expectEnvelope(response, context);
  if (response.status === 422 && response.body.error?.code === "policy_rejects_update") {
    expect(Object.keys(patch).some((field) => CREDIT_TERMS.includes(field)), `${context}\nno credit term was sent`).toBe(true);
    const rules = response.body.error.details.rules as { code: string; message: string }[];
    expect(rules.length, context).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(POLICY_RULE_CODES, context).toContain(rule.code);
      expect(rule.message, context).toEqual(expect.any(String));
    }
    const after = await readBack(loan.leadId, context);
    expect(bodyOfRead(after.read), `${context}
read back`).toStrictEqual(loan.expected);
    expect(after.etag, context).toBe(before.etag);
    patchOutcomes.refusedByPolicy += 1;
    return;
  }
  expect(response.status, context).toBe(200);
  patchOutcomes.applied += 1;
  const result = dataOf<UpdateResult>(response);
  expect(result.lead_id, context).toBe(loan.leadId);
  // Updates change data, never the status (contract section 5).
  expect(result.status, context).toBe("Approved");

  const expected = mergeExpected(loan.expected, patch);
  const { read } = await readBack(loan.leadId, context);
  expect(bodyOfRead(read), `${context}\nread back`).toStrictEqual(expected);
  expect(read.status, context).toBe("Approved");
  expectCoApplicants(result.co_applicants, expected, context);
  expectCoApplicants(read.co_applicants, expected, context);
}

async function patchIdentifiers({ patch: generated, fields }: { patch: Body; fields: string[] }): Promise<void> {
  const loan = await bookBase();
  const before = await readBack(loan.leadId, "base read");
  const patch = asJson(patchFor(generated, loan) as Body);
  const response = await api("PATCH", loanPath(loan.leadId), { body: patch });
  const context = described(`identifier change: ${fields.join(", ")}`, patch, response);
  expectEnvelope(response, context);
  expect(response.status, context).toBe(422);
  expect(response.body.error?.code, context).toBe("customer_identifier_immutable");
  expect([...((response.body.error?.details.fields as string[] | undefined) ?? [])].sort(), context).toStrictEqual(fields);
  const after = await readBack(loan.leadId, context);
  expect(bodyOfRead(after.read), `${context}\nread back`).toStrictEqual(loan.expected);
  expect(after.etag, context).toBe(before.etag);
}

describe("fuzzing booking and PATCH", () => {
  beforeAll(() => {
    console.log(`fuzz seed ${SEED}: replay this run with FUZZ_SEED=${SEED} (and FUZZ_PATH from a failure)`);
  });

  it("the test-side normalisation gives the hand-written expectation, and so does the server", async () => {
    const body = approvedLoan({
      partner_loan_id: `${uniquePrefix("V")}hand`,
      gender: "FEMALE",
      date_of_birth: "12-mAR-1990",
      loan_tenure: "024",
      loan_type: undefined,
      payment_frequency: 3,
      repayment_count: 52,
      bank_account: { ac_number: "123456789012", ifsc_code: "hdfc0001234", nach_type: "API-Mandate", ac_name: "Asha Verma" },
      kyc: [
        { kyc_type: "PAN", identifier: "abcpe1234f", verified_using: "Registry-API" },
        { kyc_type: 1, identifier: "0042", verified_using: "offline-ekyc", is_verified: true },
      ],
      disbursal_detail: [{ date: lenderDate(today()), amount: 200000 }, { date: addDays(today(), 1), amount: 0, disbursal_type: "withhold" }],
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "Spouse", co_gender: "male", co_dob: "01-jan-1988", co_pancard: "pqrpt6789k" }],
    });
    // The consents are kept beside the loan body, never in it.
    const hand = {
      ...asJson(updateBody(body)),
      gender: 2,
      date_of_birth: "1990-03-12",
      loan_tenure: 24,
      loan_type: 1,
      employment_type: 1,
      agreement_signature_type: 2,
      bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 2, ac_name: "Asha Verma" },
      kyc: [
        { kyc_type: 2, identifier: "ABCPE1234F", verified_using: 2, is_verified: true },
        { kyc_type: 1, identifier: "0042", verified_using: 3, is_verified: true },
      ],
      disbursal_detail: [
        { date: today(), amount: 200000, disbursal_type: 0 },
        { date: addDays(today(), 1), amount: 0, disbursal_type: 1 },
      ],
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_gender: 1, co_dob: "1988-01-01", co_pancard: "PQRPT6789K" }],
    };
    expect(normaliseLoan(body)).toStrictEqual(hand);
    expect(mergeExpected(hand, { bank_account: { ac_number: "55555", nach_type: "physical" }, additional_variables: { iir: 0.5 }, kyc: [hand.kyc[0]] })).toStrictEqual({
      ...hand,
      bank_account: { ...hand.bank_account, ac_number: ["55555"], nach_type: 1 },
      additional_variables: { ...(body.additional_variables as Body), iir: 0.5 },
      kyc: [hand.kyc[0]],
    });

    const response = await api("POST", LOANS, { body });
    expect(response.status, response.text).toBe(201);
    const { read } = await readBack(dataOf<Booking>(response).lead_id, "hand-written read");
    expect(bodyOfRead(read)).toStrictEqual(hand);
  });

  it.each([
    ["partner_loan_id", { partner_loan_id: `${RUN}-M0-a\u0000b` }],
    ["full_name", { full_name: "Asha\u0000Verma" }],
    ["co_applicant_details[0].co_full_name", { co_applicant_details: [{ co_full_name: "Ravi\u0000", co_relation: 1 }] }],
    ["partner_loan_id", { partner_loan_id: `${RUN}-M0-\ud800` }],
    ["full_name", { full_name: "Asha\udc00" }],
    ["co_applicant_details[0].co_full_name", { co_applicant_details: [{ co_full_name: "Ravi\ud83d", co_relation: 1 }] }],
    ["fathers_name", { fathers_name: "Mohan\u0000" }],
  ])("found by fuzzing: refuses NUL or an unpaired surrogate in %s with 400 (was a 500)", async (path, override) => {
    const response = await api("POST", LOANS, { body: approvedLoan(override) });
    const context = described("regression", override, response);
    expectEnvelope(response, context);
    expectRefusal(response, { kind: "regression", body: override, expect: { status: 400, code: "validation_error", path } }, context);
  });

  it.each([
    ["an unknown field", (nested: string) => JSON.stringify(approvedLoan()).replace(/}$/, `,"extra":${nested}}`)],
    ["a kyc item", (nested: string) => JSON.stringify(approvedLoan()).replace(/"kyc":\[/, `"kyc":[${nested},`)],
    ["the whole body", (nested: string) => nested],
  ])("found while fuzzing: JSON nested 100,000 deep as %s is 400, with or without an Idempotency-Key (was a 500 with one)", async (_where, build) => {
    for (const nested of ["[".repeat(100_000) + "]".repeat(100_000), '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000)]) {
      for (const headers of [{}, { "idempotency-key": randomUUID() }] as Record<string, string>[]) {
        const response = await api("POST", LOANS, { rawBody: build(nested), headers: { "content-type": "application/json", ...headers } });
        expectEnvelope(response, `deep nesting ${JSON.stringify(headers)}`);
        expect(response.status, response.text).toBe(400);
        expect(response.body.error?.code).toBe("validation_error");
      }
    }
  });

  it("found by fuzzing: a value of the wrong type is reported as such, not as missing", async () => {
    const response = await api("POST", LOANS, { body: approvedLoan({ full_name: 42, bank_account: [], kyc: [7], date_of_birth: undefined }) });
    expectError(response, 400, "validation_error");
    const messages = Object.fromEntries((response.body.error?.details.fields as { path: string; message: string }[]).map((field) => [field.path, field.message]));
    expect(messages).toMatchObject({ full_name: "must be a string", date_of_birth: "is required" });
    for (const path of ["full_name", "bank_account", "kyc[0]"]) expect(messages[path], path).not.toBe("is required");
  });

  it("found by fuzzing: a NUL in the list's partner_loan_id filter is 400 (was a 500 on PostgreSQL)", async () => {
    const response = await api("GET", `${LOANS}?partner_loan_id=a%00b`);
    expectEnvelope(response, "list filter");
    expect(response.status, response.text).toBe(400);
    expect(response.body.error?.code).toBe("validation_error");
  });

  it(`accepts every valid booking (${RUNS.booking} runs) and reads back what was sent, normalised`, async () => {
    await fuzz(validLoan(), RUNS.booking, bookValid);
  }, FUZZ_TIMEOUT_MS);

  it(`refuses every mutated booking (${RUNS.mutated} runs) with 400 validation_error (422 kyc_not_verified), storing nothing`, async () => {
    await fuzz(mutatedLoan(), RUNS.mutated, bookMutated);
    expect(await countRows("Loan", `"partnerLoanId" LIKE $1`, [`${RUN}-M%`])).toBe(0);
  }, FUZZ_TIMEOUT_MS);

  it(`applies every valid PATCH (${RUNS.patch} runs): fields replace, bank_account and additional_variables merge, arrays replace`, async () => {
    await fuzz(fc.oneof(validPatch(BASE), creditNeutralPatch(BASE)), RUNS.patch, patchValid);
    // Both outcomes happen: generated credit terms often fail a rule, and patches without them always apply.
    expect(patchOutcomes.applied).toBeGreaterThan(0);
    expect(patchOutcomes.refusedByPolicy).toBeGreaterThan(0);
  }, FUZZ_TIMEOUT_MS);

  it(`refuses every identifier change by PATCH (${RUNS.identifiers} runs) with 422 customer_identifier_immutable, changing nothing`, async () => {
    await fuzz(identifierChange(BASE), RUNS.identifiers, patchIdentifiers);
  }, FUZZ_TIMEOUT_MS);

  it(`refuses every mutated PATCH (${RUNS.mutatedPatch} runs) with 400 validation_error (422 kyc_not_verified), changing nothing`, async () => {
    const loans = await Promise.all(Array.from({ length: 4 }, () => bookBase()));
    const etags = new Map<string, string | null>();
    for (const loan of loans) etags.set(loan.leadId, (await readBack(loan.leadId, "base read")).etag);
    let next = 0;
    await fuzz(mutatedPatch(BASE), RUNS.mutatedPatch, async (mutated) => {
      const loan = loans[next++ % loans.length] as (typeof loans)[number];
      const body = patchFor(mutated.body, loan);
      const response = await api("PATCH", loanPath(loan.leadId), { body });
      const context = described(`mutated patch: ${mutated.kind}`, body, response);
      expectEnvelope(response, context);
      expectRefusal(response, mutated, context);
    });
    for (const loan of loans) {
      const { read, etag } = await readBack(loan.leadId, "read after refused patches");
      expect(bodyOfRead(read)).toStrictEqual(loan.expected);
      expect(etag).toBe(etags.get(loan.leadId));
    }
  }, FUZZ_TIMEOUT_MS);
});
