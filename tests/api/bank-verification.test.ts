import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api } from "./client";
import { countRows, queryRows } from "./database";
import { book, dataOf, disbursePath, expectError, ISO_MS, loanPath, partner, readLoan } from "./helpers";
import { recordBankAnswer } from "./operations-staff";
import { PortalClient, type ActionOutcome } from "./portal-session";
import { NACH_INITIATE, waitFor } from "./webhook-helpers";
import { approvedLoan, bankAccount, panOf, rejectedLoan, updateBody } from "../support/loan-fixtures";

/** The demo sandbox's test accounts (contract v3 section 12). */
const ENTITY_ACCOUNT = "11110000";
const CLOSED_ACCOUNT = "22220000";
const SILENT_ACCOUNT = "33330000";

type Verification = {
  status: string;
  ac_number: string;
  name_at_bank: string | null;
  name_match_score: number | null;
  reason: string | null;
  method: string;
  verified_at: string | null;
};

const verificationOf = async (leadId: string) => (await readLoan(leadId)).loan.bank_account_verification as Verification | null;
const verifications = (leadId: string) => countRows("BankAccountVerification", `"loanId" = $1`, [leadId]);

/** A disbursal refused as not verified (every precondition before it met), having paid nothing. */
async function expectNotPaid(leadId: string, details: { status: string | null; reason: string | null }) {
  await partner.prepareForDisbursal(leadId);
  const response = await api("POST", disbursePath(leadId));
  expectError(response, 409, "bank_account_not_verified");
  expect(response.body.error?.details).toEqual(details);
  expect(await countRows("Disbursal", `"loanId" = $1`, [leadId])).toBe(0);
  expect((await readLoan(leadId)).loan.disbursed).toBe(false);
}

const OPERATIONS = DEMO_STAFF.find((user) => user.role === "operations");
const PARTNER_STAFF = DEMO_STAFF.find((user) => user.role === "partner");

describe("bank-account verification at booking (demo sandbox)", () => {
  it("verifies the default fixture's account (ac_name, full_name and the PAN's kyc_name all Asha Verma) and the loan disburses", async () => {
    const { lead_id } = await book(approvedLoan());

    expect(await verificationOf(lead_id)).toEqual({
      status: "verified",
      ac_number: "XXXXXXXX9012",
      name_at_bank: "ASHA VERMA",
      name_match_score: 100,
      reason: null,
      method: "sandbox",
      verified_at: expect.stringMatching(ISO_MS),
    });
    await partner.disburse(lead_id);
  });

  it.each([
    [ENTITY_ACCOUNT, { status: "failed", name_at_bank: "UNRELATED TRADERS PVT LTD", reason: "entity_name" }],
    [CLOSED_ACCOUNT, { status: "failed", name_at_bank: null, name_match_score: null, reason: "account_closed" }],
    [SILENT_ACCOUNT, { status: "pending", name_at_bank: null, name_match_score: null, reason: "awaiting_bank", verified_at: null }],
  ])("answers for account %s as the contract says, and the disbursal gets 409 bank_account_not_verified, paying nothing", async (account, expected) => {
    const { lead_id } = await book(approvedLoan({ bank_account: bankAccount(account) }));

    const verification = await verificationOf(lead_id);
    expect(verification).toMatchObject({ ...expected, ac_number: `XXXX${account.slice(-4)}`, method: "sandbox" });
    await expectNotPaid(lead_id, { status: expected.status, reason: expected.reason });
  });

  it.each([
    ["MEERA IYER", "verified", null],
    ["IYER MEERA", "verified", null],
    ["Mrs. Meera  Iyer", "verified", null],
    ["MEERA R IYER", "verified", null],
    ["M IYER", "pending", "initial_for_name"],
    ["MEERA IYER HUF", "failed", "entity_name"],
    ["RAHUL SHARMA", "failed", "name_mismatch"],
    ["मीरा अय्यर", "failed", "name_mismatch"],
  ])("judges the name at the bank %s against Meera Iyer as %s", async (acName, status, reason) => {
    const body = approvedLoan({ full_name: "Meera Iyer", bank_account: { ...bankAccount("123456789012"), ac_name: acName } });
    (body.kyc as Record<string, unknown>[])[0] = { kyc_type: "pan", identifier: panOf(body), verified_using: "registry-api", kyc_name: "Meera Iyer" };
    const { lead_id } = await book(body);

    expect(await verificationOf(lead_id)).toMatchObject({ status, reason, name_at_bank: acName.toUpperCase() });
  });

  it("scores against the PAN's kyc_name too: a kyc_name unlike the account's name fails it", async () => {
    const body = approvedLoan();
    (body.kyc as Record<string, unknown>[])[0] = { kyc_type: "pan", identifier: panOf(body), verified_using: "registry-api", kyc_name: "Rahul Sharma" };
    const { lead_id } = await book(body);

    expect(await verificationOf(lead_id)).toMatchObject({ status: "failed", reason: "name_mismatch", name_match_score: 0 });
  });

  it("masks a 5-digit account number to its last 2 digits", async () => {
    const { lead_id } = await book(approvedLoan({ bank_account: bankAccount("12345") }));

    expect(await verificationOf(lead_id)).toMatchObject({ status: "verified", ac_number: "XXX45" });
  });

  it("does not verify a Rejected loan's account: the read shows null", async () => {
    const { lead_id, status } = await book(rejectedLoan());

    expect(status).toBe("Rejected");
    expect(await verificationOf(lead_id)).toBeNull();
    expect(await verifications(lead_id)).toBe(0);
  });
});

describe("verification again on updates", () => {
  it("verifies again when a PATCH changes the first ac_number: to 11110000 it fails and the disbursal is refused; back to a good account it disburses", async () => {
    const { lead_id } = await book(approvedLoan());

    await partner.patch(lead_id, { bank_account: { ac_number: [ENTITY_ACCOUNT] } });
    expect(await verificationOf(lead_id)).toMatchObject({ status: "failed", reason: "entity_name", ac_number: "XXXX0000" });
    await expectNotPaid(lead_id, { status: "failed", reason: "entity_name" });

    await partner.patch(lead_id, { bank_account: { ac_number: ["50100012347890"] } });
    expect(await verificationOf(lead_id)).toMatchObject({ status: "verified", ac_number: "XXXXXXXXXX7890" });
    expect(await verifications(lead_id)).toBe(3);
    await partner.disburse(lead_id);
  });

  it("verifies again when a PATCH changes only ac_name: Someone Else fails as name_mismatch", async () => {
    const { lead_id } = await book(approvedLoan());

    await partner.patch(lead_id, { bank_account: { ac_name: "Someone Else" } });

    expect(await verificationOf(lead_id)).toMatchObject({ status: "failed", reason: "name_mismatch", name_at_bank: "SOMEONE ELSE", name_match_score: 0 });
    await expectNotPaid(lead_id, { status: "failed", reason: "name_mismatch" });
  });

  it("verifies again when a PUT changes the IFSC", async () => {
    const body = approvedLoan();
    const { lead_id } = await book(body);
    const before = await verificationOf(lead_id);

    const put = await api("PUT", loanPath(lead_id), { body: { ...updateBody(body), bank_account: { ...bankAccount("123456789012"), ifsc_code: "ICIC0004321" } } });

    expect(put.status, put.text).toBe(200);
    expect(await verifications(lead_id)).toBe(2);
    expect(await verificationOf(lead_id)).toMatchObject({ status: "verified" });
    expect((await verificationOf(lead_id))?.verified_at).not.toBe(before?.verified_at);
  });

  it("keeps the verification when an update leaves the account alone (another field, a second account number)", async () => {
    const { lead_id } = await book(approvedLoan());
    const before = await verificationOf(lead_id);

    await partner.patch(lead_id, { email: "asha.new@example.com" });
    await partner.patch(lead_id, { bank_account: { ac_number: ["123456789012", "987654321"] } });

    expect(await verifications(lead_id)).toBe(1);
    expect(await verificationOf(lead_id)).toEqual(before);
  });
});

describe("the mandate and the verified account", () => {
  it("keeps the verification through a mandate's registration, whose nach_umrn write verifies nothing again; the loan still disburses", async () => {
    const { lead_id } = await book(approvedLoan());
    const before = await verificationOf(lead_id);
    const started = await partner.initiateNach(lead_id);

    const registered = await waitFor(async () => (await partner.nachStatus(started.physical_nach_id)).status === "registered", { what: "the mandate to be registered" });

    expect(registered).toBe(true);
    const { loan } = await readLoan(lead_id);
    expect(loan.bank_account.nach_umrn).toEqual(expect.any(String));
    expect(loan.bank_account_verification).toEqual(before);
    expect(await verifications(lead_id)).toBe(1);
    await partner.disburse(lead_id);
  });

  it("refuses a mandate on an account not verified with 422 account_not_verified, and one on the loan's second account number", async () => {
    const pending = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
    const refused = await api("POST", NACH_INITIATE, { body: { lead_id: pending.lead_id } });
    expectError(refused, 422, "account_not_verified");
    expect(refused.body.error?.details).toEqual({ status: "pending", reason: "awaiting_bank" });

    const twoAccounts = await book(approvedLoan({ bank_account: { ...bankAccount("123456789012"), ac_number: ["123456789012", "55556666777"] } }));
    const second = await api("POST", NACH_INITIATE, { body: { lead_id: twoAccounts.lead_id, ac_number: "55556666777" } });
    expectError(second, 422, "account_not_verified");
    expect(second.body.error?.details).toEqual({ status: null, reason: null });

    expect(await countRows("PhysicalNach", `"loanId" IN ($1, $2)`, [pending.lead_id, twoAccounts.lead_id])).toBe(0);
  });
});

describe("operations record the bank's answer in the portal", () => {
  let operations: PortalClient;
  let partnerStaff: PortalClient;
  const record = (client: PortalClient, leadId: string, result: Record<string, unknown>, answering?: string | null) =>
    recordBankAnswer(client, { leadId, databaseUrl: inject("databaseUrl"), answering }, result);
  const refusalOf = (outcome: ActionOutcome) => {
    expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
    return (outcome as Extract<ActionOutcome, { ok: false }>).error;
  };

  beforeAll(async () => {
    operations = new PortalClient(inject("baseUrl"));
    expect(await operations.signIn(OPERATIONS?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
    partnerStaff = new PortalClient(inject("baseUrl"));
    expect(await partnerStaff.signIn(PARTNER_STAFF?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
  });

  it("scores the name operations enter for a pending account: the loan then disburses, and the answer is in the history", async () => {
    const { lead_id } = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));

    const outcome = await record(operations, lead_id, { outcome: "name_at_bank", name_at_bank: "VERMA ASHA" });

    expect(outcome).toEqual({ ok: true, data: expect.objectContaining({ status: "verified", name_match_score: 100, method: "manual" }) });
    expect(await verificationOf(lead_id)).toMatchObject({ status: "verified", name_at_bank: "VERMA ASHA", method: "manual", ac_number: "XXXX0000" });
    expect(await countRows("LoanEvent", `"loanId" = $1 AND "type" = 'bank_account_verification_recorded'`, [lead_id])).toBe(1);
    await partner.disburse(lead_id);
  });

  it("fails a name scoring below 80, with no override afterwards; a failure reason fails it too", async () => {
    const mismatch = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
    const failed = await record(operations, mismatch.lead_id, { outcome: "name_at_bank", name_at_bank: "ASHA KUMARI SINGH" });
    expect(failed).toEqual({ ok: true, data: expect.objectContaining({ status: "failed", reason: "name_mismatch" }) });

    const override = refusalOf(await record(operations, mismatch.lead_id, { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" }));
    expect(override.code).toBe("invalid_transition");
    expect(await verificationOf(mismatch.lead_id)).toMatchObject({ status: "failed", reason: "name_mismatch" });

    const closed = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
    expect(await record(operations, closed.lead_id, { outcome: "account_failed", reason: "account_frozen" })).toEqual({
      ok: true,
      data: expect.objectContaining({ status: "failed", reason: "account_frozen", name_at_bank: null }),
    });
    await expectNotPaid(closed.lead_id, { status: "failed", reason: "account_frozen" });
  });

  it("refuses a bad answer with field errors, another role with forbidden, and changes nothing", async () => {
    const { lead_id } = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));

    for (const bad of [{ outcome: "name_at_bank", name_at_bank: "" }, { outcome: "account_failed", reason: "stolen" }, { outcome: "verified" }, { outcome: "name_at_bank", name_at_bank: "A", extra: 1 }]) {
      expect(refusalOf(await record(operations, lead_id, bad)).code).toBe("validation_error");
    }
    expect(refusalOf(await record(partnerStaff, lead_id, { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" })).code).toBe("forbidden");
    expect(refusalOf(await record(operations, "not-a-lead-id", { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" })).code).toBe("not_found");

    expect(await verifications(lead_id)).toBe(1);
    expect(await verificationOf(lead_id)).toMatchObject({ status: "pending", reason: "awaiting_bank" });
  });

  it("refuses an answer for a verification the partner's new account has replaced (412), which the new one then takes", async () => {
    const { lead_id } = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
    const [first] = await queryRows<{ id: string }>(`SELECT "id" FROM "BankAccountVerification" WHERE "loanId" = $1`, [lead_id]);
    await partner.patch(lead_id, { bank_account: { ac_number: ["44440000"], ac_name: "Asha V" } });

    expect(refusalOf(await record(operations, lead_id, { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" }, first?.id ?? null)).code).toBe("precondition_failed");
    expect(await verificationOf(lead_id)).toMatchObject({ status: "pending", reason: "initial_for_name", ac_number: "XXXX0000" });

    expect(await record(operations, lead_id, { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" })).toMatchObject({ ok: true, data: { status: "verified" } });
  });

  it("shows the verification on the loan page to partner staff, without the form", async () => {
    const { lead_id } = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));

    const partnerPage = await (await partnerStaff.request(`/loans/${lead_id}`)).text();
    const operationsPage = await (await operations.request(`/loans/${lead_id}`)).text();

    expect(partnerPage).toContain("Bank account verification");
    expect(partnerPage).toContain("Waiting for the bank");
    expect(partnerPage).not.toContain("Record answer");
    expect(operationsPage).toContain("Record answer");
  });
});

it("answers a read with bank_account_verification beside the body (typed by the OpenAPI document)", async () => {
  const { lead_id } = await book(approvedLoan());
  const response = await api("GET", loanPath(lead_id));
  expect(dataOf(response)).toHaveProperty("bank_account_verification.status", "verified");
});
