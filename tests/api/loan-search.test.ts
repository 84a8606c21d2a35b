import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { DEMO2 } from "./client";
import { book, partner } from "./helpers";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";
import { approvedLoan, bankAccount, FAILING_ACCOUNT, individualPan, PENDING_ACCOUNT, rejectedLoan, today, uniqueLoanId } from "../support/loan-fixtures";
import { initiateNach, nachStatus, waitFor } from "./webhook-helpers";

// Run on both databases: the list's query is SQL of its own (lib/loans/loan-filter-query.ts).

interface Row {
  leadId: string;
  partnerLoanId: string;
  status: string;
  disbursed: boolean;
  nachStatus: string | null;
  loanAmount: number;
}

/** A word no other test's (or earlier run's) borrower has in their name: every search below is scoped by it. */
const WORD = `Qz${Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz".charAt(randomInt(26))).join("")}`;
const mobile = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;

interface Fixture {
  leadId: string;
  partnerLoanId: string;
  loanAccountNumber: string;
  mobile: string;
  pan: string | null;
}

/** A loan of `name`, its account and PAN in that name, so the sandbox verifies the account and a mandate can start. */
async function bookAs(name: string, { rejected = false, account = "123456789012", auth }: { rejected?: boolean; account?: string; auth?: typeof DEMO2 } = {}): Promise<Fixture> {
  const pan = rejected ? null : individualPan();
  const fields = {
    partner_loan_id: uniqueLoanId("SRCH"),
    full_name: name,
    mobile_number: mobile(),
    bank_account: { ...bankAccount(account), ac_name: name },
    ...(pan ? { kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: name }, { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: "12 MG Road, Bengaluru" }] } : {}),
  };
  const booking = await book(rejected ? rejectedLoan(fields) : approvedLoan(fields), auth);
  return { leadId: booking.lead_id, partnerLoanId: fields.partner_loan_id, loanAccountNumber: booking.loan_account_number, mobile: fields.mobile_number, pan };
}

async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

const listLoans = () => serverActionId("app/(portal)/loans/actions.ts", "listLoansAction");

async function rows(client: PortalClient, query: Record<string, unknown>): Promise<Row[]> {
  const outcome: ActionOutcome = await client.action("/loans", listLoans(), [query]);
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return (outcome as { data: { items: Row[] } }).data.items;
}

const idsOf = async (client: PortalClient, query: Record<string, unknown>) => (await rows(client, query)).map((row) => row.partnerLoanId).sort();
const ids = (...fixtures: Fixture[]) => fixtures.map((fixture) => fixture.partnerLoanId).sort();

let disbursed: Fixture;
let initiated: Fixture;
let rejected: Fixture;
let failed: Fixture;
let otherPartners: Fixture;
let demoStaff: PortalClient;
let otherStaff: PortalClient;
let operations: PortalClient;

beforeAll(async () => {
  [disbursed, initiated, rejected, failed, otherPartners] = await Promise.all([
    bookAs(`Rajesh ${WORD} Sharma`),
    bookAs(`José ${WORD} D'Souza`, { account: PENDING_ACCOUNT }),
    bookAs(`Meera ${WORD}`, { rejected: true }),
    bookAs(`Farhan ${WORD} Khan`, { account: FAILING_ACCOUNT }),
    bookAs(`Rajesh ${WORD} Sharma`, { auth: DEMO2 }),
  ]);
  await partner.disburse(disbursed.leadId);
  await initiateNach(initiated.leadId);
  const failing = await initiateNach(failed.leadId);
  await waitFor(async () => ((await nachStatus(failing.physical_nach_id)).status === "failed" ? true : null), { what: "the sandbox bank's failure" });
  [demoStaff, otherStaff, operations] = await Promise.all([
    signedIn("partner@demo.loandesk.test"),
    signedIn("partner2@demo.loandesk.test"),
    signedIn("operations@demo.loandesk.test"),
  ]);
}, 60_000);

describe("searching the loans list", () => {
  it("finds a borrower by any whole word of the name, in any case and without accents, and all the words given", async () => {
    const ours = ids(disbursed, initiated, rejected, failed);
    expect(await idsOf(demoStaff, { q: WORD })).toEqual(ours);
    expect(await idsOf(demoStaff, { q: WORD.toUpperCase() })).toEqual(ours);
    expect(await idsOf(demoStaff, { q: `JOSE ${WORD}` })).toEqual(ids(initiated));
    expect(await idsOf(demoStaff, { q: `d'souza ${WORD}`, by: "name" })).toEqual(ids(initiated));
    // Whole words: a part of one finds nothing.
    expect(await idsOf(demoStaff, { q: WORD.slice(0, -1) })).toEqual([]);
  });

  it("finds a loan by mobile, PAN, loan account number, lead id and partner loan id", async () => {
    expect(await idsOf(demoStaff, { q: disbursed.mobile })).toEqual(ids(disbursed));
    expect(await idsOf(demoStaff, { q: `+91 ${disbursed.mobile}` })).toEqual(ids(disbursed));
    expect(await idsOf(demoStaff, { q: String(initiated.pan).toLowerCase() })).toEqual(ids(initiated));
    expect(await idsOf(demoStaff, { q: rejected.loanAccountNumber })).toEqual(ids(rejected));
    expect(await idsOf(demoStaff, { q: failed.leadId.toUpperCase() })).toEqual(ids(failed));
    expect(await idsOf(demoStaff, { q: initiated.partnerLoanId })).toEqual(ids(initiated));
    expect(await idsOf(demoStaff, { q: WORD, by: "partner_loan_id" })).toEqual([]);
    expect(await idsOf(demoStaff, { q: disbursed.mobile, by: "pan" })).toEqual([]);
  });

  it("never shows another partner's loan, by any search; the lender's staff see both partners'", async () => {
    for (const q of [WORD, disbursed.mobile, String(initiated.pan), rejected.loanAccountNumber, failed.leadId, initiated.partnerLoanId]) {
      expect(await idsOf(otherStaff, { q }), q).toEqual(q === WORD ? ids(otherPartners) : []);
    }
    expect(await idsOf(demoStaff, { q: otherPartners.mobile })).toEqual([]);
    expect(await idsOf(operations, { q: WORD })).toEqual(ids(disbursed, initiated, rejected, failed, otherPartners));
    expect(await idsOf(operations, { q: otherPartners.leadId })).toEqual(ids(otherPartners));
  });
});

describe("filtering the loans list", () => {
  it("by status, disbursal and the latest mandate's state", async () => {
    expect(await idsOf(demoStaff, { q: WORD, status: "Rejected" })).toEqual(ids(rejected));
    expect(await idsOf(demoStaff, { q: WORD, status: "Approved" })).toEqual(ids(disbursed, initiated, failed));
    expect(await idsOf(demoStaff, { q: WORD, disbursed: "yes" })).toEqual(ids(disbursed));
    expect(await idsOf(demoStaff, { q: WORD, disbursed: "no" })).toEqual(ids(initiated, rejected, failed));
    expect(await idsOf(demoStaff, { q: WORD, nach: "initiated" })).toEqual(ids(initiated));
    expect(await idsOf(demoStaff, { q: WORD, nach: "failed" })).toEqual(ids(failed));
    expect(await idsOf(demoStaff, { q: WORD, nach: "none" })).toEqual(ids(disbursed, rejected));
    expect(await idsOf(demoStaff, { q: WORD, nach: "registered" })).toEqual([]);
    const shown = await rows(demoStaff, { q: WORD, nach: "failed" });
    expect(shown[0]).toMatchObject({ status: "Approved", disbursed: false, nachStatus: "failed" });
  });

  it("by booking day (India's) and amount, both ends included", async () => {
    const all = ids(disbursed, initiated, rejected, failed);
    expect(await idsOf(demoStaff, { q: WORD, booked_from: today(), booked_to: today() })).toEqual(all);
    expect(await idsOf(demoStaff, { q: WORD, booked_to: addDays(today(), -1) })).toEqual([]);
    expect(await idsOf(demoStaff, { q: WORD, booked_from: addDays(today(), 1) })).toEqual([]);
    expect(await idsOf(demoStaff, { q: WORD, amount_min: 200_000, amount_max: 200_000 })).toEqual(all);
    expect(await idsOf(demoStaff, { q: WORD, amount_max: 199_999 })).toEqual([]);
    expect(await idsOf(demoStaff, { q: WORD, amount_min: 200_001 })).toEqual([]);
  });

  it("filters without a search: every loan shown fits, and the lender's list holds the other partner's", async () => {
    const shown = await rows(demoStaff, { nach: "initiated", disbursed: "no", status: "Approved", booked_from: today() });
    expect(shown.map((row) => row.partnerLoanId)).toContain(initiated.partnerLoanId);
    for (const row of shown) expect(row).toMatchObject({ nachStatus: "initiated", disbursed: false, status: "Approved" });
    expect((await rows(otherStaff, { booked_from: today(), limit: 100 })).map((row) => row.leadId)).not.toContain(disbursed.leadId);
  });

  it("refuses a bad filter with the field named, and changes nothing", async () => {
    for (const [query, path] of [
      [{ status: "approved", nach: "active" }, ["nach", "status"]],
      [{ amount_min: "10", amount_max: "5" }, ["amount_max"]],
    ] as const) {
      const outcome = await demoStaff.action("/loans", listLoans(), [query]);
      expect(outcome.ok).toBe(false);
      const { error } = outcome as { ok: false; error: { code: string; fields: { path: string }[] } };
      expect(error.code).toBe("validation_error");
      expect(error.fields.map((field) => field.path).sort()).toEqual(path);
    }
  });
});

describe("the loans page's URL", () => {
  it("renders the list its filter names", async () => {
    const response = await demoStaff.request(`/loans?q=${WORD}&nach=initiated`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(initiated.partnerLoanId);
    expect(html).not.toContain(disbursed.partnerLoanId);
  });

  it("says what is wrong with a bad or repeated value, not a 500", async () => {
    const bad = await demoStaff.request("/loans?status=approved&booked_from=2026-02-30&amount_min=ten");
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).toContain("cannot be used");
    for (const field of ["status", "booked_from", "amount_min"]) expect(html).toContain(field);
    const repeated = await (await demoStaff.request("/loans?status=Approved&status=Rejected")).text();
    expect(repeated).toContain("is given more than once");
  });
});
