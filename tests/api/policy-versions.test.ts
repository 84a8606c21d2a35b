import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataKeyringOf } from "@/lib/crypto/data-key";
import type { DB } from "@/lib/db/tables";
import { storedEvaluations } from "@/lib/loan-records/policy-evaluations";
import { POLICY } from "@/lib/policy/config";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api } from "./client";
import { book, dataOf, expectError, loanPath, readLoan } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { queriesOn, rerun } from "./policy-reruns";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";

const KEY = randomBytes(32);
const keyring = dataKeyringOf(KEY);
const PAGE = "/settings/policy";
const policyAction = (name: "replayPolicyDraftAction" | "publishPolicyDraftAction") => serverActionId("app/(portal)/settings/policy/actions.ts", name);

/** The built-in thresholds with `change` over them, as the draft form sends them. */
const thresholds = (change: (rules: typeof POLICY.rules) => Record<string, unknown> = () => ({})) => ({ ...structuredClone(POLICY.rules), ...change(POLICY.rules) });
const stricterScore = (min: number) => thresholds(({ creditScore }) => ({ creditScore: { ...creditScore, min } }));

interface Replay {
  replayed: number;
  baseline: string;
  approvedToRejected: number;
  rejectedToApproved: number;
  byRule: { code: string; approvedToRejected: number; rejectedToApproved: number }[];
  changed: { leadId: string; partnerName: string; from: string; to: string; rules: string[] }[];
}

function dataOfAction<T>(outcome: ActionOutcome): T {
  if (!outcome.ok) throw new Error(`The action failed: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.data as T;
}

/**
 * Issue 27 part 9: published policy versions decide the next booking and
 * update, and every stored evaluation re-runs under the version it names.
 * The file has its own server: a publish changes how every later booking
 * on the server is decided.
 */
describe("published policy versions and the what-if replay", () => {
  let server: OwnServer | undefined;
  let queries: Kysely<DB> | undefined;
  const clients: Record<"admin" | "support" | "operations" | "partner", PortalClient | undefined> = { admin: undefined, support: undefined, operations: undefined, partner: undefined };
  const baseUrl = () => server?.baseUrl ?? "";
  const q = () => queries as Kysely<DB>;
  const client = (name: keyof typeof clients) => clients[name] as PortalClient;
  const replay = (who: keyof typeof clients, request: Record<string, unknown>) => client(who).action(PAGE, policyAction("replayPolicyDraftAction"), [request]);
  const publish = (who: keyof typeof clients, draft: Record<string, unknown>) => client(who).action(PAGE, policyAction("publishPolicyDraftAction"), [draft]);
  const versionRows = () => q().selectFrom("PolicyVersion").selectAll().execute();

  beforeAll(async () => {
    server = await startOwnServer({ LOANDESK_DATA_KEY: KEY.toString("base64") });
    queries = queriesOn(server.database.databaseUrl);
    for (const name of Object.keys(clients) as (keyof typeof clients)[]) {
      const signedIn = new PortalClient(server.baseUrl);
      expect(await signedIn.signIn(`${name}@demo.loandesk.test`, DEMO_STAFF_PASSWORD)).toBeNull();
      clients[name] = signedIn;
    }
  });

  afterAll(async () => {
    await queries?.destroy();
    await server?.dispose();
  });

  it("refuses the replay and the publish to everyone but an administrator, storing nothing", async () => {
    const draft = { based_on: POLICY.version, rules: stricterScore(700) };
    for (const who of ["support", "operations", "partner"] as const) {
      expect(await publish(who, draft)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await replay(who, { ...draft, limit: 10 })).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await new PortalClient(baseUrl()).action(PAGE, policyAction("publishPolicyDraftAction"), [draft])).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(await versionRows()).toEqual([]);
    const page = await (await client("support").request(PAGE)).text();
    expect(page).toContain("does not give access to this page");
  });

  it("finds no difference for a draft with the thresholds in force", async () => {
    await book(approvedLoan(), undefined, baseUrl());
    await book(approvedLoan({ credit_score: 600 }), undefined, baseUrl());

    const report = dataOfAction<Replay>(await replay("admin", { based_on: POLICY.version, rules: thresholds(), limit: 1000 }));

    expect(report.replayed).toBeGreaterThanOrEqual(2);
    expect(report).toMatchObject({ baseline: POLICY.version, approvedToRejected: 0, rejectedToApproved: 0, changed: [] });
    expect(report.byRule.every((rule) => rule.approvedToRejected === 0 && rule.rejectedToApproved === 0)).toBe(true);
  });

  it("refuses a draft that does not add up, naming the fields, and publishes nothing", async () => {
    const bad = thresholds(({ creditScore, byLoanType }) => ({
      creditScore: { ...creditScore, min: -5 },
      byLoanType: { ...byLoanType, 1: { ...byLoanType[1], age: { min: 61, max: 60 } } },
      foir: { max: "0.6" },
    }));
    const answer = await publish("admin", { based_on: POLICY.version, rules: bad, extra: true });
    expect(answer).toMatchObject({ ok: false, error: { code: "validation_error" } });
    const fields = answer.ok ? [] : (answer.error.fields ?? []).map((field) => field.path);
    expect(fields).toEqual(expect.arrayContaining(["rules.creditScore.min", "rules.byLoanType.1.age.max", "rules.foir.max", "extra"]));
    expect(await replay("admin", { based_on: POLICY.version, rules: thresholds(), limit: 0 })).toMatchObject({ ok: false, error: { code: "validation_error" } });
    expect(await versionRows()).toEqual([]);
  });

  it("publishing a draft decides the next booking and update under it, and evaluations under either version re-run to their stored results", async () => {
    const before = await book(approvedLoan({ credit_score: 680 }), undefined, baseUrl());
    expect(before.status).toBe("Approved");

    // The replay shows the loan the draft would reject.
    const report = dataOfAction<Replay>(await replay("admin", { based_on: POLICY.version, rules: stricterScore(700), limit: 1000 }));
    expect(report.changed).toContainEqual({ leadId: before.lead_id, partnerId: expect.any(String), partnerName: "Demo Finance", from: "Approved", to: "Rejected", rules: ["credit_score"] });
    expect(report.byRule.find((rule) => rule.code === "credit_score")).toMatchObject({ approvedToRejected: report.changed.length, rejectedToApproved: 0 });

    const published = dataOfAction<{ version: string; basedOn: string; publishedBy: string; publishedAt: string }>(
      await publish("admin", { based_on: POLICY.version, rules: stricterScore(700) }),
    );
    const version = `${POLICY.version}+d1`;
    expect(published).toMatchObject({ version, basedOn: POLICY.version, publishedBy: "Anil (Admin)" });
    const [row] = await versionRows();
    expect(row).toMatchObject({ version, release: POLICY.version, basedOn: POLICY.version });
    expect(JSON.parse(row?.rules ?? "{}")).toEqual(stricterScore(700));

    // The next booking is decided under the published version.
    const after = await book(approvedLoan({ credit_score: 680 }), undefined, baseUrl());
    expect(after.status).toBe("Rejected");
    expect(after.rejection_reason).toBe(`Rejected by policy ${version}: credit score 680 is below the minimum of 700.`);
    const approved = await book(approvedLoan({ credit_score: 760 }), undefined, baseUrl());
    expect((await readLoan(approved.lead_id, undefined, baseUrl())).loan.policy.version).toBe(version);

    // So is the next credit change: the loan approved before the publish no longer passes.
    const update = await api("PATCH", loanPath(before.lead_id), { body: { interest_rate: 15 }, baseUrl: baseUrl() });
    expectError(update, 422, "policy_rejects_update");
    const email = await api("PATCH", loanPath(before.lead_id), { body: { email: "asha.v@example.com" }, baseUrl: baseUrl() });
    expect(dataOf(email)).toMatchObject({ status: "Approved" });

    const evaluations = (await Promise.all([before, after, approved].map((booking) => storedEvaluations(q(), booking.lead_id, keyring)))).flat();
    expect(evaluations.map((evaluation) => evaluation.version)).toEqual([POLICY.version, version, version]);
    for (const evaluation of evaluations) {
      const again = await rerun(q(), evaluation);
      expect(again.evaluation.version).toBe(evaluation.version);
      expect(again.evaluation.outcome).toBe(evaluation.outcome);
      expect(again.evaluation.rules).toEqual(evaluation.rules);
      expect(again.derived).toEqual(evaluation.derived);
    }

    // The page shows the version in force and lists it.
    const page = await (await client("admin").request(PAGE)).text();
    expect(page).toContain(`Version in force: ${version}`);
    expect(page).toContain("Anil (Admin)");
  });

  it("refuses a draft started from a version no longer in force, and one that changes nothing", async () => {
    const [current] = await versionRows();
    const stale = await publish("admin", { based_on: POLICY.version, rules: stricterScore(720) });
    expect(stale).toMatchObject({ ok: false, error: { code: "precondition_failed" } });
    const unchanged = await publish("admin", { based_on: current?.version, rules: stricterScore(700) });
    expect(unchanged).toMatchObject({ ok: false, error: { code: "validation_error" } });
    expect(await versionRows()).toHaveLength(1);

    const next = dataOfAction<{ version: string }>(await publish("admin", { based_on: current?.version, rules: stricterScore(690) }));
    expect(next.version).toBe(`${POLICY.version}+d2`);
    const rebooked = await book(approvedLoan({ credit_score: 695 }), undefined, baseUrl());
    expect(rebooked.status).toBe("Approved");
  });
});
