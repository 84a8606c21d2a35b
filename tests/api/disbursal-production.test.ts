import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Credentials } from "./client";
import { countRows } from "./database";
import { productionEnv } from "./lender-env";
import { book, dataOf, disbursePath, expectError, fieldPaths, partner as partnerCalls, readLoan, type DisbursalRecord } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { createPartnerWithCli, ownDatabase, type OwnDatabase } from "./own-server";
import { operationsOn, recordBankAnswer } from "./operations-staff";
import { startServer, type RunningServer } from "./server";

const PRODUCTION_ENV = productionEnv();

describe("disbursal on a production server", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;
  let partner: Credentials = { clientId: "", secret: "" };
  const as = () => ({ auth: partner, baseUrl: server?.baseUrl ?? "" });

  beforeAll(async () => {
    database = await ownDatabase();
    partner = await createPartnerWithCli(database.databaseUrl, "Production Disbursal Finance");
    server = await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, "server.log"), env: PRODUCTION_ENV });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("requires the bank's UTR: without it 400 validation_error naming transaction_id, nothing changes; with it the loan disburses", async () => {
    const booking = await book(approvedLoan(), partner, server?.baseUrl);
    await partnerCalls.prepareForDisbursal(booking.lead_id, as());
    // Production verifies an account only when operations record the bank's answer (contract v3 section 12).
    const operations = await operationsOn(server?.baseUrl ?? "", database?.databaseUrl ?? "");
    expect(await recordBankAnswer(operations, { leadId: booking.lead_id, databaseUrl: database?.databaseUrl ?? "" }, { outcome: "name_at_bank", name_at_bank: "ASHA VERMA" })).toMatchObject({ ok: true });
    const { loan: before } = await readLoan(booking.lead_id, partner, server?.baseUrl);

    for (const body of [undefined, {}, { transaction_id: "" }, { amount: 197640 }]) {
      const response = await api("POST", disbursePath(booking.lead_id), { ...as(), ...(body ? { body } : {}) });
      expectError(response, 400, "validation_error");
      expect(fieldPaths(response)).toEqual(["transaction_id"]);
    }
    expect(await countRows("Disbursal", `"loanId" = $1`, [booking.lead_id], database?.databaseUrl)).toBe(0);
    expect((await readLoan(booking.lead_id, partner, server?.baseUrl)).loan).toEqual(before);

    const disbursed = await api("POST", disbursePath(booking.lead_id), { ...as(), body: { transaction_id: "SBINR52026112400012345" } });

    expect(disbursed.status, disbursed.text).toBe(200);
    expect(dataOf<DisbursalRecord>(disbursed)).toEqual(expect.objectContaining({ amount: 197640, transaction_id: "SBINR52026112400012345" }));
  });
});
