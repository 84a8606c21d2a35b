import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-portal-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  // A key of its own, or demo mode would keep one in the shared temporary directory.
  process.env.LOANDESK_DATA_KEY = Buffer.from("portal-scope-test-data-key-32-b!").toString("base64");
  return file;
});

import { disconnect } from "@/lib/db/database";
import { read } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { bookLoan } from "@/lib/loans/book-loan";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { recordBankResponse } from "@/lib/nach/record-bank-response";
import { uploadSignedScan } from "@/lib/nach/upload-scan";
import { createPartner } from "@/lib/partners/create-partner";
import { createStaffUser } from "@/lib/staff/create-staff-user";
import type { StaffActor, StaffRole } from "@/lib/codes/roles";
import { createEndpoint } from "@/lib/webhooks/manage-endpoints";
import { getPortalLoanStamp } from "./loan-stamp";
import { getPortalLoan, getPortalLoanNach } from "./portal-loans";
import { searchPortalMandates, getPortalMandate, listPortalMandates, mandateSearch } from "./portal-mandates";
import { getMandateForm, getSignedScan } from "./portal-nach-files";
import { disablePortalStaffUser, listPortalPartners, listPortalStaff } from "./portal-settings";
import { listPortalDeliveries, replayPortalDelivery } from "./portal-webhooks";
import { minimalLoan } from "@/tests/support/loan-fixtures";

// One customer per loan: the exposure rule counts a PAN's loans lender-wide.
const loanBody = (partnerLoanId: string) =>
  minimalLoan({ partner_loan_id: partnerLoanId, kyc: [{ kyc_type: "pan", identifier: `${partnerLoanId.slice(0, 3)}PE1234F`, verified_using: "registry-api" }] });

const actor = (role: StaffRole, partnerId: string | null = null, userId = `user-${role}`): StaffActor => ({
  userId,
  name: role,
  email: `${role}@example.test`,
  role,
  partnerId,
});

const codeOf = (promise: Promise<unknown>) => promise.then(() => "ok", (error: { code?: string }) => error.code);

let acme: string;
let other: string;
let nachId: string;

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  acme = (await createPartner({ name: "Acme Finance" })).partnerId;
  other = (await createPartner({ name: "Other Finance" })).partnerId;
  await createEndpoint({ partnerId: acme, input: { url: "http://127.0.0.1:9/hooks" } });
  for (const [partnerId, loanId] of [[acme, "ACME-1"], [other, "OTHER-1"]] as const) {
    const booked = await bookLoan({ partnerId, input: loanBody(loanId), actor: "test" });
    const started = await initiateNach({ partnerId, input: { lead_id: booked.lead_id }, actor: "test" });
    if (partnerId === acme) nachId = started.physical_nach_id;
  }
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("portal mandates are scoped by the actor", () => {
  it("partner staff list only their partner's; the lender's roles list every partner's", async () => {
    const mine = await listPortalMandates({ actor: actor("partner", acme), query: {} });
    expect(mine.items.map((row) => row.partnerName)).toEqual(["Acme Finance"]);
    const all = await listPortalMandates({ actor: actor("operations"), query: { status: "initiated" } });
    expect(all.items.map((row) => row.partnerName).sort()).toEqual(["Acme Finance", "Other Finance"]);
  });

  it("another partner's mandate is not found, and identifiers are masked for roles that may not see them", async () => {
    expect(await codeOf(getPortalMandate({ actor: actor("partner", other), nachId }))).toBe("not_found");
    expect((await getPortalMandate({ actor: actor("support"), nachId })).bankAccountNumber).toBe("••••••••9012");
    expect((await getPortalMandate({ actor: actor("admin"), nachId })).bankAccountNumber).toBe("123456789012");
  });

  it("the loan page's poll gives the loan's mandates and why another cannot start, within scope", async () => {
    const { leadId } = await getPortalMandate({ actor: actor("operations"), nachId });
    const polled = await getPortalLoanNach({ actor: actor("support"), leadId });
    expect(polled.mandates.map((mandate) => [mandate.id, mandate.status])).toEqual([[nachId, "initiated"]]);
    expect(polled.startRefusal?.code).toBe("nach_already_active");
    expect((await getPortalLoanNach({ actor: actor("partner", acme), leadId })).mandates).toHaveLength(1);
    expect(await codeOf(getPortalLoanNach({ actor: actor("partner", other), leadId }))).toBe("not_found");
    expect(await codeOf(getPortalLoanNach({ actor: actor("operations"), leadId: "not-a-lead-id" }))).toBe("not_found");
  });

  it("the loan page's stamp is the page's own, moves when the bank answers, and stays within scope", async () => {
    const pending = await bookLoan({ partnerId: acme, input: loanBody("STAMP-1"), actor: "test" });
    const started = await initiateNach({ partnerId: acme, input: { lead_id: pending.lead_id }, actor: "test" });
    const staff = actor("partner", acme);
    const before = await getPortalLoanStamp({ actor: staff, leadId: pending.lead_id });
    expect((await getPortalLoan({ actor: staff, leadId: pending.lead_id })).stamp).toBe(before);
    await recordBankResponse({ nachId: started.physical_nach_id, input: { status: "failed", reason_code: "M038" }, actor: "staff:ops" });
    expect(await getPortalLoanStamp({ actor: staff, leadId: pending.lead_id })).not.toBe(before);
    expect(await codeOf(getPortalLoanStamp({ actor: actor("partner", other), leadId: pending.lead_id }))).toBe("not_found");
    expect(await codeOf(getPortalLoanStamp({ actor: staff, leadId: "not-a-lead-id" }))).toBe("not_found");
  });

  it("serves the form and the scan to the roles that may see the account number, within scope", async () => {
    const form = await getMandateForm({ actor: actor("operations"), nachId });
    expect(Buffer.from(form.bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(await codeOf(getSignedScan({ actor: actor("partner", acme), nachId }))).toBe("not_found");
    await uploadSignedScan({ partnerId: acme, nachId, file: Buffer.from("%PDF-1.7\nsigned"), actor: "test" });
    const scan = await getSignedScan({ actor: actor("operations"), nachId });
    expect(scan.contentType).toBe("application/pdf");
    expect(scan.fileName).toBe(`signed-nach-${nachId}.pdf`);
    expect(await codeOf(getSignedScan({ actor: actor("partner", other), nachId }))).toBe("not_found");
    expect(await codeOf(getMandateForm({ actor: actor("partner", other), nachId }))).toBe("not_found");
    expect((await getMandateForm({ actor: actor("admin"), nachId })).contentType).toBe("application/pdf");
  });

  it("keeps the documents, which print the full account number, from support", async () => {
    expect(await codeOf(getMandateForm({ actor: actor("support"), nachId }))).toBe("forbidden");
    expect(await codeOf(getSignedScan({ actor: actor("support"), nachId }))).toBe("forbidden");
  });
});

describe("operations record the bank's response through the state machine", () => {
  it("needs a UMRN, registers once, and refuses a later failure", async () => {
    expect(await codeOf(recordBankResponse({ nachId, input: { status: "registered", umrn: " " }, actor: "staff:ops" }))).toBe("validation_error");
    const registered = await recordBankResponse({ nachId, input: { status: "registered", umrn: "LDSK0000000000000001" }, actor: "staff:ops" });
    expect(registered).toMatchObject({ status: "registered", umrn: "LDSK0000000000000001", failure_reason: null });
    expect(await codeOf(recordBankResponse({ nachId, input: { status: "failed", reason_code: "M038" }, actor: "staff:ops" }))).toBe("invalid_transition");
  });

  it("the report's delivery shows with its partner to support and to nobody at another partner", async () => {
    const [delivery] = await listPortalDeliveries({ actor: actor("support"), query: {} });
    expect(delivery?.partnerName).toBe("Acme Finance");
    expect(await listPortalDeliveries({ actor: actor("partner", other), query: {} })).toEqual([]);
    expect(await codeOf(replayPortalDelivery({ actor: actor("partner", other), deliveryId: delivery?.id ?? "" }))).toBe("not_found");
    expect((await replayPortalDelivery({ actor: actor("partner", acme), deliveryId: delivery?.id ?? "" })).status).toBe("pending");
  });
});

describe("settings are an administrator's", () => {
  it("refuses other roles", async () => {
    expect(await codeOf(listPortalPartners({ actor: actor("support") }))).toBe("forbidden");
    expect(await codeOf(listPortalStaff({ actor: actor("partner", acme) }))).toBe("forbidden");
  });

  it("disables a user, but never the administrator's own account", async () => {
    const { id } = await createStaffUser({ input: { email: "leaver@example.test", name: "Leaver", role: "partner", partner_id: acme, password: "a-long-password" } });
    const admin = actor("admin", null, "admin-user");
    expect(await codeOf(disablePortalStaffUser({ actor: { ...admin, userId: id }, userId: id }))).toBe("forbidden");
    await disablePortalStaffUser({ actor: admin, userId: id });
    const leaver = (await listPortalStaff({ actor: admin })).find((user) => user.id === id);
    expect(leaver).toMatchObject({ state: "disabled", partnerName: "Acme Finance", role: "partner" });
  });
});

describe("finding a mandate", () => {
  it("finds by physical NACH id, UMRN, loan account number and partner loan id, within scope", async () => {
    const acmeStaff = actor("partner", acme);
    const ids = async (term: string, who: StaffActor = acmeStaff) => (await searchPortalMandates({ actor: who, term })).map((row) => row.id);
    const { leadId } = await getPortalMandate({ actor: acmeStaff, nachId });
    const { loanAccountNumber } = await getPortalMandate({ actor: acmeStaff, nachId });
    expect(await ids(` ${nachId.toUpperCase()} `)).toEqual([nachId]);
    expect(await ids("LDSK0000000000000001")).toEqual([nachId]);
    expect(await ids("ldsk0000000000000001")).toEqual([nachId]);
    expect(await ids(loanAccountNumber)).toEqual([nachId]);
    expect(await ids(loanAccountNumber.toLowerCase())).toEqual([nachId]);
    expect(await ids("ACME-1")).toEqual([nachId]);
    expect((await searchPortalMandates({ actor: acmeStaff, term: "ACME-1" }))[0]?.leadId).toBe(leadId);
    for (const term of ["", "   ", "ACME-", "acme-1", "LDSK0000000000000002", "x".repeat(65)]) expect(await ids(term)).toEqual([]);
    // Another partner's mandate is never found, by any of its identifiers.
    for (const term of [nachId, "LDSK0000000000000001", loanAccountNumber, "ACME-1"]) expect(await ids(term, actor("partner", other))).toEqual([]);
    expect(await ids("ACME-1", actor("support"))).toEqual([nachId]);
  });

  it("looks a partner's loan up by its identifiers instead of going through the partner's mandates", async () => {
    const plan = await read(async (queries) => {
      const { sql, parameters } = mandateSearch(queries, actor("partner", acme), "ACME-1").compile();
      const db = new Database(database, { readonly: true });
      try {
        return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map((step) => step.detail);
      } finally {
        db.close();
      }
    });
    expect(plan).toContain("SEARCH Loan USING INDEX Loan_partnerId_partnerLoanId_key (partnerId=? AND partnerLoanId=?)");
    expect(plan).toContain("SEARCH PhysicalNach USING INDEX PhysicalNach_loanId_createdAt_idx (loanId=?)");
  });

  it("lists every mandate of a loan, newest first, and each partner's loans that share a partner loan id", async () => {
    const failedFirst = await bookLoan({ partnerId: acme, input: loanBody("SHARED-9"), actor: "test" });
    const first = await initiateNach({ partnerId: acme, input: { lead_id: failedFirst.lead_id }, actor: "test" });
    await recordBankResponse({ nachId: first.physical_nach_id, input: { status: "failed", reason_code: "M003" }, actor: "staff:ops" });
    const second = await initiateNach({ partnerId: acme, input: { lead_id: failedFirst.lead_id }, actor: "test" });
    const elsewhere = await bookLoan({ partnerId: other, input: { ...loanBody("SHARED-9"), kyc: [{ kyc_type: "pan", identifier: "SHBPE1234F", verified_using: "registry-api" }] }, actor: "test" });
    const theirs = await initiateNach({ partnerId: other, input: { lead_id: elsewhere.lead_id }, actor: "test" });

    const mine = await searchPortalMandates({ actor: actor("partner", acme), term: "SHARED-9" });
    expect(mine.map((row) => [row.id, row.status])).toEqual([
      [second.physical_nach_id, "initiated"],
      [first.physical_nach_id, "failed"],
    ]);
    expect((await searchPortalMandates({ actor: actor("partner", other), term: "SHARED-9" })).map((row) => row.id)).toEqual([theirs.physical_nach_id]);
    expect((await searchPortalMandates({ actor: actor("operations"), term: "SHARED-9" })).map((row) => row.id)).toEqual([
      theirs.physical_nach_id,
      second.physical_nach_id,
      first.physical_nach_id,
    ]);
  });
});
