import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Credentials } from "./client";
import { countRows } from "./database";
import { book, disbursePath, expectError, partner as partnerCalls, readLoan } from "./helpers";
import { productionEnv } from "./lender-env";
import { operationsOn, recordBankAnswer } from "./operations-staff";
import { createPartnerWithCli, ownDatabase, type OwnDatabase } from "./own-server";
import type { PortalClient } from "./portal-session";
import { startServer, type RunningServer } from "./server";
import { approvedLoan, uniqueUtr } from "../support/loan-fixtures";

describe("bank-account verification on a production server: operations record the bank's answer", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;
  let partner: Credentials = { clientId: "", secret: "" };
  let operations: PortalClient;
  const baseUrl = () => server?.baseUrl ?? "";
  const at = (leadId: string) => ({ leadId, databaseUrl: database?.databaseUrl ?? "" });
  const verificationOf = async (leadId: string) => (await readLoan(leadId, partner, baseUrl())).loan.bank_account_verification;
  /** Disburses once every precondition before the verification is met. */
  const disburse = async (leadId: string) => {
    await partnerCalls.prepareForDisbursal(leadId, { auth: partner, baseUrl: baseUrl() });
    return api("POST", disbursePath(leadId), { auth: partner, baseUrl: baseUrl(), body: { transaction_id: uniqueUtr() } });
  };

  beforeAll(async () => {
    database = await ownDatabase();
    partner = await createPartnerWithCli(database.databaseUrl, "Production Verification Finance");
    server = await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, "server.log"), env: productionEnv() });
    operations = await operationsOn(baseUrl(), database.databaseUrl);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("keeps every account pending for operations, and refuses the disbursal until they record a name that scores 80 or more", async () => {
    const { lead_id } = await book(approvedLoan(), partner, baseUrl());
    expect(await verificationOf(lead_id)).toMatchObject({ status: "pending", reason: "awaiting_operations", method: "manual", name_at_bank: null, verified_at: null });
    expectError(await disburse(lead_id), 409, "bank_account_not_verified");

    expect(await recordBankAnswer(operations, at(lead_id), { outcome: "name_at_bank", name_at_bank: "Mrs Asha Verma" })).toMatchObject({ ok: true, data: { status: "verified", name_match_score: 100 } });

    const paid = await disburse(lead_id);
    expect(paid.status, paid.text).toBe(200);
  });

  it("fails a name below 80 with no override, and a name that needs an initial stays pending for a better answer", async () => {
    const mismatch = await book(approvedLoan(), partner, baseUrl());
    expect(await recordBankAnswer(operations, at(mismatch.lead_id), { outcome: "name_at_bank", name_at_bank: "UNRELATED TRADERS PVT LTD" })).toMatchObject({
      ok: true,
      data: { status: "failed", reason: "entity_name" },
    });
    expect(await recordBankAnswer(operations, at(mismatch.lead_id), { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" })).toMatchObject({ ok: false, error: { code: "invalid_transition" } });
    expectError(await disburse(mismatch.lead_id), 409, "bank_account_not_verified");

    const initial = await book(approvedLoan(), partner, baseUrl());
    expect(await recordBankAnswer(operations, at(initial.lead_id), { outcome: "name_at_bank", name_at_bank: "A VERMA" })).toMatchObject({
      ok: true,
      data: { status: "pending", reason: "initial_for_name" },
    });
    expect(await recordBankAnswer(operations, at(initial.lead_id), { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" })).toMatchObject({ ok: true, data: { status: "verified" } });
    expect(await countRows("BankAccountVerification", `"loanId" = $1`, [initial.lead_id], database?.databaseUrl)).toBe(3);
  });
});
