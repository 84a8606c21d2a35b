import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataKeyId, dataKeyringOf } from "@/lib/crypto/data-key";
import { POLICY_INPUTS } from "@/lib/crypto/sealed-columns";
import type { DB } from "@/lib/db/tables";
import { storedEvaluations, type StoredEvaluation } from "@/lib/loan-records/policy-evaluations";
import { POLICY } from "@/lib/policy/config";
import { api } from "./client";
import { queryRows } from "./database";
import { book, loanPath, type Booking } from "./helpers";
import { approvedLoan, individualPan, today } from "../support/loan-fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { queriesOn, rerun } from "./policy-reruns";
import { sealedKeyIds } from "./sealed-values";

const KEY = randomBytes(32);
const keyring = dataKeyringOf(KEY);
const BUREAU = { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 };

/** A booking body for the customer with this PAN, paid out on the day it is judged (no tranche), so any amount fits. */
const untranched = (pan: string, overrides: Record<string, unknown> = {}) =>
  approvedLoan({ kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }], disbursal_detail: undefined, additional_variables: BUREAU, ...overrides });

describe("reproducible decisions (contract v3 section 5): every evaluation is stored with its inputs and re-runs to the same result", () => {
  let server: OwnServer | undefined;
  let queries: Kysely<DB> | undefined;
  const target = () => ({ baseUrl: server?.baseUrl ?? "" });
  const evaluationsOf = (leadId: string) => storedEvaluations(queries as Kysely<DB>, leadId, keyring);

  beforeAll(async () => {
    server = await startOwnServer({ LOANDESK_DATA_KEY: KEY.toString("base64") });
    queries = queriesOn(server.database.databaseUrl);
  });

  afterAll(async () => {
    await queries?.destroy();
    await server?.dispose();
  });

  it("stores each booking's and each re-run update's evaluation, and re-running them gives the same rules, outcome and figures", async () => {
    const pan = individualPan();
    const bookings: Record<string, Booking> = {
      approved: await book(approvedLoan(), undefined, target().baseUrl),
      creditScore: await book(approvedLoan({ credit_score: 600 }), undefined, target().baseUrl),
      upfrontCharges: await book(approvedLoan({ disbursal_detail: [{ date: today(), amount: 200000, processing_fee: 20000, gst: 3600 }] }), undefined, target().baseUrl),
      unplanned: await book(untranched(pan, { loan_type: "education_loan", loan_amount: 600000 }), undefined, target().baseUrl),
      exposure: await book(untranched(pan, { loan_amount: 500000 }), undefined, target().baseUrl),
    };
    expect(Object.fromEntries(Object.entries(bookings).map(([name, booking]) => [name, booking.status]))).toEqual({
      approved: "Approved",
      creditScore: "Rejected",
      upfrontCharges: "Rejected",
      unplanned: "Approved",
      exposure: "Rejected",
    });
    // A change to the rate re-runs the policy; a change to the email does not.
    const raised = await api("PATCH", loanPath(bookings.approved?.lead_id ?? ""), { body: { interest_rate: 16 }, ...target() });
    expect(raised.status, raised.text).toBe(200);
    const emailed = await api("PATCH", loanPath(bookings.approved?.lead_id ?? ""), { body: { email: "asha.v@example.com" }, ...target() });
    expect(emailed.status, emailed.text).toBe(200);

    const stored = Object.fromEntries(await Promise.all(Object.entries(bookings).map(async ([name, booking]) => [name, await evaluationsOf(booking.lead_id)] as const)));

    expect(Object.fromEntries(Object.entries(stored).map(([name, evaluations]) => [name, evaluations.map((evaluation) => evaluation.trigger)]))).toEqual({
      approved: ["booking", "update"],
      creditScore: ["booking"],
      upfrontCharges: ["booking"],
      unplanned: ["booking"],
      exposure: ["booking"],
    });
    const failed = (evaluation: StoredEvaluation) => evaluation.rules.filter((rule) => rule.passed === false).map((rule) => rule.code);
    expect(failed(stored.creditScore?.[0] as StoredEvaluation)).toEqual(["credit_score"]);
    expect(failed(stored.upfrontCharges?.[0] as StoredEvaluation)).toEqual(["upfront_charges"]);
    expect(failed(stored.exposure?.[0] as StoredEvaluation)).toEqual(["exposure"]);
    expect(stored.approved?.[1]?.inputs.loan.interest_rate).toBe(16);
    // What the exposure rule was given (the customer's other live loans) and what it compared (with this one).
    expect(stored.exposure?.[0]?.inputs.exposure).toEqual({ loans: 1, amount: 600000 });
    expect(stored.exposure?.[0]?.derived.exposure).toEqual({ loans: 2, amount: 1100000 });
    expect(stored.exposure?.[0]?.exposureEvaluated).toBe(true);
    expect(stored.creditScore?.[0]?.exposureEvaluated).toBe(false);

    const all = Object.values(stored).flat();
    expect(all).toHaveLength(6);
    for (const evaluation of all) {
      const again = await rerun(queries as Kysely<DB>, evaluation);
      expect(evaluation.version).toBe(POLICY.version);
      expect(again.evaluation.version).toBe(evaluation.version);
      expect(again.evaluation.outcome).toBe(evaluation.outcome);
      expect(again.evaluation.rules).toEqual(evaluation.rules);
      expect(again.derived).toEqual(evaluation.derived);
      expect(evaluation.derived.lastDueDate).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    }

    // The loan keeps the latest evaluation and ends on the last due date it judged.
    for (const [name, booking] of Object.entries(bookings)) {
      const latest = stored[name]?.at(-1) as StoredEvaluation;
      const [loan] = await queryRows<{ policy: string; maturesOn: string | null }>(`SELECT "policy", "maturesOn" FROM "Loan" WHERE "id" = $1`, [booking.lead_id], server?.database.databaseUrl);
      expect(JSON.parse(loan?.policy ?? "{}")).toMatchObject({ version: latest.version, outcome: latest.outcome, rules: latest.rules });
      expect(loan?.maturesOn).toBe(latest.derived.lastDueDate);
    }
  });

  it("keeps the inputs encrypted under the data key, and the derived figures free of identifiers", async () => {
    const pan = individualPan();
    const { lead_id } = await book(approvedLoan({ kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }] }), undefined, target().baseUrl);

    const rows = await queryRows<Record<string, unknown>>(`SELECT * FROM "PolicyEvaluation" WHERE "loanId" = $1`, [lead_id], server?.database.databaseUrl);

    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(pan);
    expect(text).not.toContain("Asha");
    expect(text).not.toMatch(/1990-03-12|12-Mar-1990/);
    expect(await sealedKeyIds(server?.database.databaseUrl ?? "", [POLICY_INPUTS])).toEqual(new Set([dataKeyId(KEY)]));
    const [evaluation] = await evaluationsOf(lead_id);
    expect(JSON.stringify(evaluation?.inputs.loan.kyc)).toContain(pan);
  });
});
