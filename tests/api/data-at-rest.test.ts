import { execFile } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type ApiResponse } from "./client";
import { book, dataOf, disbursePath, loanPath, partner } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { runsOnPostgres, startOwnServer, type OwnServer } from "./own-server";
import { pgBin } from "./postgres-cluster";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { createEndpoint, ENDPOINTS, initiateNach, PENDING_ACCOUNT, uploadScan } from "./webhook-helpers";

const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join("");
const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join("");
const randomPan = () => `${letters(3)}P${letters(1)}${digits(4)}${letters(1)}`;

/** Values this test stores, each unique to the run, so finding one in the database's bytes can only mean it was stored in clear. */
const PAN = randomPan();
const CO_APPLICANT_PAN = randomPan();
const ACCOUNT = digits(16);
const PATCHED_ACCOUNT = digits(18);
const ADDRESS = `Flat ${digits(3)}, ${letters(12)} Residency, Bengaluru`;
const SCAN_MARKER = `SIGNED-BY-${letters(24)}`;
const SCAN = Buffer.from(`%PDF-1.4\n% ${SCAN_MARKER}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`, "latin1");

const withKey = () => ({ "idempotency-key": `at-rest-${randomBytes(8).toString("hex")}` });

function expectOk(response: ApiResponse, status = 200): ApiResponse {
  expect(response.status, response.text).toBe(status);
  return response;
}

/** Every byte the database keeps: the SQLite file with its WAL (the server stopped), or a dump of the PostgreSQL database. */
async function storedBytes(server: OwnServer): Promise<Buffer> {
  if (!runsOnPostgres()) {
    const { dir } = server.database;
    const files = readdirSync(dir).filter((name) => name.startsWith("loandesk.db"));
    return Buffer.concat(files.map((name) => readFileSync(path.join(dir, name))));
  }
  const { stdout } = await promisify(execFile)(path.join(pgBin(), "pg_dump"), ["--data-only", "--dbname", server.database.databaseUrl], {
    encoding: "buffer",
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

describe("a database file read directly", () => {
  let server: OwnServer | undefined;
  let receiver: Receiver | undefined;
  let stored: Buffer = Buffer.alloc(0);
  const secrets: string[] = [];
  const partnerLoanId = `PL-at-rest-${letters(16)}`;

  beforeAll(async () => {
    server = await startOwnServer();
    receiver = await startReceiver();
    const target = { baseUrl: server.baseUrl };

    // Booked with an Idempotency-Key, so its answer is stored for replay too.
    const body = approvedLoan({
      partner_loan_id: partnerLoanId,
      bank_account: { ac_number: [PENDING_ACCOUNT, ACCOUNT], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
      kyc: [
        { kyc_type: "pan", identifier: PAN, verified_using: "registry-api", kyc_name: "Asha Verma" },
        { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: ADDRESS },
      ],
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse", co_pancard: CO_APPLICANT_PAN, co_address: ADDRESS }],
    });
    const booking = dataOf<{ lead_id: string }>(expectOk(await api("POST", "/api/v1/client/loan/", { body, headers: withKey(), ...target }), 201));
    expectOk(await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ac_number: [PENDING_ACCOUNT, ACCOUNT, PATCHED_ACCOUNT] } }, ...target }));
    await book(approvedLoan({ kyc: [{ kyc_type: "pan", identifier: randomPan() }] }), undefined, server.baseUrl);

    const endpoint = await createEndpoint(receiver.url, target);
    const rotated = dataOf<{ secret: string }>(expectOk(await api("POST", `${ENDPOINTS}${endpoint.id}/rotate/`, target)));
    secrets.push(endpoint.secret, rotated.secret);

    // The mandate of the pending account stays initiated, so it takes the signed scan.
    const nach = dataOf<{ physical_nach_id: string }>(
      expectOk(await api("POST", "/api/v1/nach/physical/initiate/", { body: { lead_id: booking.lead_id }, headers: withKey(), ...target }), 201),
    );
    await initiateNach((await book(approvedLoan(), undefined, server.baseUrl)).lead_id, target);
    expectOk(await uploadScan(nach.physical_nach_id, SCAN, { name: "signed.pdf" }, target));
    await partner.prepareForDisbursal(booking.lead_id, target);
    expectOk(await api("POST", disbursePath(booking.lead_id), { headers: withKey(), ...target }));

    await server.stop();
    stored = await storedBytes(server);
  });

  afterAll(async () => {
    await receiver?.close();
    await server?.dispose();
  });

  // The dump of PostgreSQL writes bytea as hex, so the scan is looked for that way too.
  const inClear = (value: string | Buffer) => {
    const bytes = Buffer.from(value);
    return stored.includes(bytes) || stored.includes(Buffer.from(bytes.toString("hex")));
  };

  it("is what was read: it holds the loan's partner_loan_id, a column kept in clear for lookups", () => {
    expect(inClear(partnerLoanId)).toBe(true);
  });

  it.each([
    ["the borrower's PAN", PAN],
    ["a co-applicant's PAN", CO_APPLICANT_PAN],
    ["the account number", ACCOUNT],
    ["an account number added by PATCH", PATCHED_ACCOUNT],
    ["the KYC address", ADDRESS],
  ])("does not show %s in clear text", (_what, value) => {
    expect(inClear(value), `${value} is stored in clear`).toBe(false);
  });

  it("shows no webhook signing secret, created or rotated, in clear text", () => {
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) {
      expect(inClear(secret), "a webhook secret is stored in clear").toBe(false);
      expect(inClear(secret.replace(/^whsec_/, "")), "a webhook secret's key is stored in clear").toBe(false);
    }
  });

  it("shows no signed scan in clear", () => {
    expect(inClear(SCAN_MARKER), "the scan is stored in clear").toBe(false);
    expect(inClear(SCAN), "the scan is stored in clear").toBe(false);
  });
});
