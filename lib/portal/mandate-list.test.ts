import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, or the PostgreSQL server scripts/with-postgres.sh started, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-mandate-list-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.LOANDESK_DATA_KEY = Buffer.from("mandate-list-test-data-key-32-b!").toString("base64");
  return file;
});

import { databaseKind, disconnect } from "@/lib/db/database";
import { read, write } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { bookLoan } from "@/lib/loans/book-loan";
import { cancelActiveMandate } from "@/lib/nach/cancel-mandate";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { recordBankResponse } from "@/lib/nach/record-bank-response";
import { reportNachStatus } from "@/lib/nach/report-nach-status";
import type { NpciReasonCode } from "@/lib/codes/npci-reasons";
import { createPartner } from "@/lib/partners/create-partner";
import type { StaffActor } from "@/lib/codes/roles";
import { minimalLoan } from "@/tests/support/loan-fixtures";
import { listPortalMandates, mandateList, portalMandateQuerySchema, type PortalMandateRow } from "./portal-mandates";

const staff = (partnerId: string | null): StaffActor => ({
  userId: `user-${partnerId ?? "operations"}`,
  name: "Staff",
  email: "staff@example.test",
  role: partnerId ? "partner" : "operations",
  partnerId,
});

type Outcome = "initiated" | "registered" | "expired" | "cancelled" | NpciReasonCode;

/** A mandate on a loan of its own, brought to the outcome the way the service gets there. */
async function mandate(partnerId: string, outcome: Outcome): Promise<string> {
  const loan = await bookLoan({ partnerId, input: minimalLoan(), actor: "test" });
  const { physical_nach_id: nachId } = await initiateNach({ partnerId, input: { lead_id: loan.lead_id }, actor: "test" });
  const umrn = `LDSK0${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  if (outcome === "registered" || outcome === "cancelled") {
    await recordBankResponse({ nachId, input: { status: "registered", umrn }, actor: "staff:ops" });
  }
  if (outcome === "cancelled") await write((queries) => cancelActiveMandate(queries, loan.lead_id, "test", new Date()));
  if (outcome === "expired") await reportNachStatus({ nachId, report: { status: "expired" }, actor: "expiry-job" });
  if (/^M\d{3}$/.test(outcome)) await recordBankResponse({ nachId, input: { status: "failed", reason_code: outcome }, actor: "staff:ops" });
  return nachId;
}

/** Every page of the list for this filter, following the cursor. */
async function allPages(actor: StaffActor, filter: Record<string, unknown>, limit = 2): Promise<PortalMandateRow[]> {
  const rows: PortalMandateRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPortalMandates({ actor, query: { ...filter, limit, cursor } });
    rows.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => "ok", (error: { code?: string }) => error.code);

let acme: string;
let other: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  acme = (await createPartner({ name: "Acme Finance" })).partnerId;
  other = (await createPartner({ name: "Other Finance" })).partnerId;
  for (const outcome of ["initiated", "registered", "expired", "cancelled", "M038", "M083", "M003"] as const) ids[`acme:${outcome}`] = await mandate(acme, outcome);
  for (const outcome of ["M038", "registered"] as const) ids[`other:${outcome}`] = await mandate(other, outcome);
}, 60_000);

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("the mandates list", () => {
  it("shows a failed mandate's NPCI reason and whether NPCI allows presenting it again; other statuses have neither", async () => {
    const rows = await allPages(staff(acme), {});
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids["acme:M038"] ?? "")).toMatchObject({ status: "failed", failureReason: { code: "M038", description: "No such account" }, representation: 0 });
    expect(byId.get(ids["acme:M083"] ?? "")).toMatchObject({ status: "failed", failureReason: { code: "M083" }, representation: 2 });
    expect(byId.get(ids["acme:M003"] ?? "")).toMatchObject({ status: "failed", failureReason: { code: "M003" }, representation: "not_stated" });
    expect(byId.get(ids["acme:cancelled"] ?? "")).toMatchObject({ status: "cancelled", failureReason: null, representation: null });
    expect(byId.get(ids["acme:registered"] ?? "")).toMatchObject({ status: "registered", failureReason: null, representation: null });
  });

  it("gives partner staff their partner's mandates only, under every filter and on every page", async () => {
    for (const filter of [{}, { status: "failed" }, { reason: "any" }, { reason: "M038" }, { status: "registered" }]) {
      const rows = await allPages(staff(acme), filter);
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.partnerName)), JSON.stringify(filter)).toEqual(new Set(["Acme Finance"]));
    }
    expect((await allPages(staff(other), { reason: "M038" })).map((row) => row.id)).toEqual([ids["other:M038"]]);
    expect(await allPages(staff(other), { reason: "M083" })).toEqual([]);
  });

  it.each([
    ["initiated", { status: "initiated" }, ["acme:initiated"]],
    ["registered", { status: "registered" }, ["acme:registered"]],
    ["expired", { status: "expired" }, ["acme:expired"]],
    ["cancelled", { status: "cancelled" }, ["acme:cancelled"]],
    ["failed", { status: "failed" }, ["acme:M003", "acme:M083", "acme:M038"]],
    ["any failure", { reason: "any" }, ["acme:M003", "acme:M083", "acme:M038"]],
    ["failed with any reason", { status: "failed", reason: "any" }, ["acme:M003", "acme:M083", "acme:M038"]],
    ["M038", { reason: "M038" }, ["acme:M038"]],
    ["failed with M083", { status: "failed", reason: "M083" }, ["acme:M083"]],
    ["M024, which none has", { reason: "M024" }, []],
  ])("filters by %s in SQL, newest first, across pages of two", async (_name, filter, expected) => {
    expect((await allPages(staff(acme), filter)).map((row) => row.id)).toEqual(expected.map((key) => ids[key]));
  });

  it("filters every partner's mandates for the lender's roles", async () => {
    const failed = await allPages(staff(null), { reason: "M038" }, 100);
    expect(failed.map((row) => row.id)).toEqual(expect.arrayContaining([ids["acme:M038"], ids["other:M038"]]));
    expect(failed.every((row) => row.status === "failed" && row.failureReason?.code === "M038")).toBe(true);
    const registered = await allPages(staff(null), { status: "registered" }, 100);
    expect(registered.map((row) => row.partnerName)).toEqual(expect.arrayContaining(["Acme Finance", "Other Finance"]));
    expect(registered.every((row) => row.status === "registered")).toBe(true);
  });

  it.each([
    [{ status: "active" }, "status"],
    [{ reason: "M001" }, "reason"],
    [{ reason: "m038" }, "reason"],
    [{ reason: "" }, "reason"],
    [{ status: "registered", reason: "M038" }, "reason"],
    [{ status: "initiated", reason: "any" }, "reason"],
  ])("refuses %j with a validation error on the field", async (filter, path) => {
    expect(await codeOf(listPortalMandates({ actor: staff(acme), query: filter }))).toBe("validation_error");
    const parsed = portalMandateQuerySchema.safeParse(filter);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([path]);
  });

  it.runIf(databaseKind() === "sqlite")("reads a partner's failed mandates through the (partnerId, status, id) index, newest first", async () => {
    const filter = portalMandateQuerySchema.parse({ reason: "M038" });
    const plan = await read(async (queries) => {
      const { sql, parameters } = mandateList(queries, staff(acme), filter, { take: filter.limit + 1 }).compile();
      const db = new Database(database, { readonly: true });
      try {
        return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map((step) => step.detail);
      } finally {
        db.close();
      }
    });
    expect(plan).toContain("SEARCH PhysicalNach USING INDEX PhysicalNach_partnerId_status_id_idx (partnerId=? AND status=?)");
    expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/);
  });
});
