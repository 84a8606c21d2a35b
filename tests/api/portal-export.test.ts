import { randomInt } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { DEMO2 } from "./client";
import { book, partner } from "./helpers";
import { PortalClient } from "./portal-session";
import { approvedLoan, bankAccount, individualPan, PENDING_ACCOUNT, rejectedLoan, uniqueLoanId } from "../support/loan-fixtures";
import { initiateNach, nachStatus, UMRN, waitFor } from "./webhook-helpers";

// Run on both databases: the export pages through the list's own SQL (lib/loans/loan-filter-query.ts).

/** A word no other test's borrower has in their name: every export below is scoped by it. */
const WORD = `Qx${Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz".charAt(randomInt(26))).join("")}`;
const ACCOUNT = "123456789012";

interface Fixture {
  leadId: string;
  partnerLoanId: string;
  loanAccountNumber: string;
  pan: string;
}

async function bookAs(
  name: string,
  { rejected = false, account = ACCOUNT, auth, loanIdPrefix = "" }: { rejected?: boolean; account?: string; auth?: typeof DEMO2; loanIdPrefix?: string } = {},
): Promise<Fixture> {
  const pan = individualPan();
  const fields = {
    partner_loan_id: `${loanIdPrefix}${uniqueLoanId("EXPT")}`,
    full_name: name,
    mobile_number: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    bank_account: { ...bankAccount(account), ac_name: name },
    kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: name }, { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: "12 MG Road, Bengaluru" }],
  };
  const booking = await book(rejected ? rejectedLoan(fields) : approvedLoan(fields), auth);
  return { leadId: booking.lead_id, partnerLoanId: fields.partner_loan_id, loanAccountNumber: booking.loan_account_number, pan };
}

async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

type Row = Record<string, string>;

/** The export as the browser saves it: checked to be UTF-8 with a BOM and CRLF records, then read as records by header. */
async function exported(client: PortalClient, path: string, query: Record<string, string>): Promise<Row[]> {
  const response = await client.request(`${path}?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text.endsWith("\r\n")).toBe(true);
  return parse(text, { bom: true, columns: true }) as Row[];
}

const loans = (client: PortalClient, query: Record<string, string>) => exported(client, "/portal-files/loans/export.csv", query);
const idsOf = (rows: Row[]) => rows.map((row) => row.lead_id).sort();
const ids = (...fixtures: Fixture[]) => fixtures.map((fixture) => fixture.leadId).sort();

let registered: Fixture;
let pending: Fixture;
let rejected: Fixture;
let formula: Fixture;
let otherPartners: Fixture;
let umrn: string;
let nachId: string;
let demoStaff: PortalClient;
let otherStaff: PortalClient;
let operations: PortalClient;
let support: PortalClient;
let admin: PortalClient;

beforeAll(async () => {
  [registered, pending, rejected, formula, otherPartners] = await Promise.all([
    bookAs(`Anaya ${WORD} Iyer`),
    bookAs(`José ${WORD} D'Souza`, { account: PENDING_ACCOUNT }),
    bookAs(`Meera ${WORD}`, { rejected: true }),
    // What a spreadsheet would run, as a partner may send it.
    bookAs(`=HYPERLINK("http://evil.example","Vikram ${WORD}")`, { loanIdPrefix: "@" }),
    bookAs(`Anaya ${WORD} Iyer`, { auth: DEMO2 }),
  ]);
  const nach = await initiateNach(registered.leadId);
  nachId = nach.physical_nach_id;
  umrn = await waitFor(async () => (await nachStatus(nachId)).umrn ?? null, { what: "the sandbox bank's registration" });
  await partner.disburse(registered.leadId);
  [demoStaff, otherStaff, operations, support, admin] = await Promise.all([
    signedIn("partner@demo.loandesk.test"),
    signedIn("partner2@demo.loandesk.test"),
    signedIn("operations@demo.loandesk.test"),
    signedIn("support@demo.loandesk.test"),
    signedIn("admin@demo.loandesk.test"),
  ]);
}, 90_000);

describe("exporting the loans list", () => {
  it("writes the filtered list's loans, one row each, with the disbursal and the latest mandate", async () => {
    const rows = await loans(demoStaff, { q: WORD });
    expect(idsOf(rows)).toEqual(ids(registered, pending, rejected, formula));
    const row = rows.find((each) => each.lead_id === registered.leadId);
    const { loan } = await partner.read(registered.leadId);
    expect(row).toMatchObject({
      partner_loan_id: registered.partnerLoanId,
      loan_account_number: registered.loanAccountNumber,
      customer_name: `Anaya ${WORD} Iyer`,
      pan: registered.pan,
      bank_account_number: ACCOUNT,
      loan_amount: `${loan.loan_amount}.00`,
      status: "Approved",
      mandate_status: "registered",
      umrn,
    });
    expect(row?.umrn).toMatch(UMRN);
    expect(row?.booked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row?.disbursed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row?.disbursed_amount).toMatch(/^\d+\.\d{2}$/);
    expect(row?.utr).not.toBe("");
    expect(rows.find((each) => each.lead_id === rejected.leadId)).toMatchObject({ status: "Rejected", disbursed_on: "", disbursed_amount: "", utr: "", mandate_status: "", umrn: "" });
    // Newest first, as the list shows them.
    expect(rows.map((each) => each.lead_id)).toEqual(rows.map((each) => each.lead_id).sort().reverse());
  });

  it("escapes the cells a spreadsheet would run as formulas", async () => {
    const row = (await loans(demoStaff, { q: formula.leadId }))[0];
    expect(row?.customer_name).toBe(`'=HYPERLINK("http://evil.example","Vikram ${WORD}")`);
    expect(row?.partner_loan_id).toBe(`'${formula.partnerLoanId}`);
  });

  it("takes the loans page's own filter parameters", async () => {
    expect(idsOf(await loans(demoStaff, { q: WORD, status: "Rejected" }))).toEqual(ids(rejected));
    expect(idsOf(await loans(demoStaff, { q: WORD, disbursed: "yes" }))).toEqual(ids(registered));
    expect(idsOf(await loans(demoStaff, { q: WORD, nach: "none" }))).toEqual(ids(rejected, formula, pending));
    expect(idsOf(await loans(demoStaff, { q: registered.pan }))).toEqual(ids(registered));
    expect(idsOf(await loans(demoStaff, { q: `jose ${WORD}`, tag: "ignored" }))).toEqual(ids(pending));
  });

  it("never holds another partner's loan; the lender's staff export both partners'", async () => {
    expect(idsOf(await loans(otherStaff, { q: WORD }))).toEqual(ids(otherPartners));
    expect(idsOf(await loans(demoStaff, { q: otherPartners.leadId }))).toEqual([]);
    expect(idsOf(await loans(operations, { q: WORD }))).toEqual(ids(registered, pending, rejected, formula, otherPartners));
  });

  it("masks the PAN and account numbers for the roles that see them masked on the loan page", async () => {
    for (const client of [operations, support]) {
      const row = (await loans(client, { q: registered.leadId }))[0];
      expect(row?.pan).toBe(`••••••${registered.pan.slice(-4)}`);
      expect(row?.bank_account_number).toBe(`••••••••${ACCOUNT.slice(-4)}`);
    }
    const full = (await loans(admin, { q: registered.leadId }))[0];
    expect(full).toMatchObject({ pan: registered.pan, bank_account_number: ACCOUNT });
  });

  it("refuses a bad filter with what is wrong, before any row is written", async () => {
    for (const [query, words] of [
      ["booked_from=2026-02-30", "booked_from must be a real date"],
      ["status=Approved&status=Rejected", "status is given more than once"],
      ["amount_min=500&amount_max=100", "amount_max must not be less than amount_min"],
      ["by=pan", "by needs a search term"],
    ] as const) {
      const response = await demoStaff.request(`/portal-files/loans/export.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toContain(words);
    }
  });

  it("answers 401 without a portal session", async () => {
    const response = await fetch(`${inject("baseUrl")}/portal-files/loans/export.csv`, { redirect: "manual" });
    expect(response.status).toBe(401);
  });
});

describe("exporting the loans list's disbursals", () => {
  it("writes the filtered list's disbursed loans with the UTR, the breakdown and the account paid, masked for the roles that mask it", async () => {
    const rows = await exported(demoStaff, "/portal-files/disbursals/export.csv", { q: WORD });
    expect(idsOf(rows)).toEqual(ids(registered));
    const row = rows[0];
    const { loan } = await partner.read(registered.leadId);
    expect(row).toMatchObject({ loan_amount: `${loan.loan_amount}.00`, beneficiary_account_number: ACCOUNT, beneficiary_name: `Anaya ${WORD} Iyer` });
    expect(row?.utr).not.toBe("");
    expect(row?.amount_paid).toBe(row?.net);
    expect(Number(row?.gross) - Number(row?.processing_fee) - Number(row?.gst) - Number(row?.pre_emi) - Number(row?.subvention) - Number(row?.upfront_emi) - Number(row?.insurance)).toBeCloseTo(Number(row?.net), 2);
    expect(row?.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await exported(otherStaff, "/portal-files/disbursals/export.csv", { q: WORD })).toEqual([]);
    expect(await exported(demoStaff, "/portal-files/disbursals/export.csv", { q: WORD, disbursed: "no" })).toEqual([]);
    expect((await exported(operations, "/portal-files/disbursals/export.csv", { q: registered.leadId }))[0]?.beneficiary_account_number).toBe(`••••••••${ACCOUNT.slice(-4)}`);
  });
});

describe("exporting the mandates list", () => {
  it("writes the NACH page's filtered list, scoped by partner, the account masked for the roles that mask it", async () => {
    const ours = (await exported(demoStaff, "/portal-files/mandates/export.csv", { status: "registered" })).find((row) => row.nach_id === nachId);
    expect(ours).toMatchObject({ lead_id: registered.leadId, status: "registered", umrn, bank_account_number: ACCOUNT, failure_code: "" });
    expect(ours?.mandate_amount).toMatch(/^\d+\.\d{2}$/);
    expect((await exported(demoStaff, "/portal-files/mandates/export.csv", { status: "initiated" })).some((row) => row.nach_id === nachId)).toBe(false);
    expect((await exported(otherStaff, "/portal-files/mandates/export.csv", {})).some((row) => row.lead_id === registered.leadId)).toBe(false);
    const masked = (await exported(support, "/portal-files/mandates/export.csv", { status: "registered" })).find((row) => row.nach_id === nachId);
    expect(masked?.bank_account_number).toBe(`••••••••${ACCOUNT.slice(-4)}`);
  });

  it("refuses a reason with another status than failed", async () => {
    const response = await demoStaff.request("/portal-files/mandates/export.csv?status=registered&reason=M038");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("reason filters failed mandates");
  });
});
