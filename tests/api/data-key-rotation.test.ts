import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataKeyId, dataKeyOf } from "@/lib/crypto/data-key";
import { panHash } from "@/lib/crypto/pan-lookup";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api, type ApiResponse } from "./client";
import { queryRows } from "./database";
import { book, LOANS, loanPath } from "./helpers";
import { approvedLoan } from "./loan-body";
import { ownDatabase, type OwnDatabase } from "./own-server";
import { PortalClient } from "./portal-session";
import { startReceiver, type Receiver } from "./receiver";
import { sealedKeyIds } from "./sealed-values";
import { ROOT, startServer, type RunningServer } from "./server";
import { createEndpoint, firstWebhook, initiateNach, PENDING_ACCOUNT, uploadScan, verifyWebhook } from "./webhook-helpers";

const [KEY_A, KEY_B] = [randomBytes(32), randomBytes(32)];
const A = KEY_A.toString("base64");
const B = KEY_B.toString("base64");
const PAN = "RTNPK4821Q";
const SCAN = Buffer.concat([Buffer.from("%PDF-1.4\n% rotation\n"), randomBytes(3000)]);

interface RotationRun {
  code: number;
  stdout: string;
  stderr: string;
}

describe("rotating the data key (npm run data-key:rotate)", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;
  let receiver: Receiver | undefined;
  const databaseUrl = () => database?.databaseUrl ?? "";
  const baseUrl = () => server?.baseUrl ?? "";

  async function restart(keys: Record<string, string>): Promise<void> {
    await server?.stop();
    server = await startServer({ databaseUrl: databaseUrl(), logFile: path.join(database?.dir ?? "", "server.log"), env: keys });
  }

  async function rotate(keys: Record<string, string>): Promise<RotationRun> {
    const run = promisify(execFile)(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/rotate-data-key.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: "silent", LOANDESK_DATA_KEY: "", LOANDESK_DATA_KEYS_PREVIOUS: "", ...keys },
    });
    return run.then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }

  const read = (leadId: string) => api("GET", loanPath(leadId), { baseUrl: baseUrl() });
  const expectStatus = (response: ApiResponse, status: number) => expect(response.status, response.text).toBe(status);

  beforeAll(async () => {
    database = await ownDatabase();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await database?.drop();
  });

  it("re-encrypts what key A wrote under key B while the service runs, after which key B alone reads everything", async () => {
    // Written under key A: a loan (booked with an Idempotency-Key), an endpoint, a signed scan.
    await restart({ LOANDESK_DATA_KEY: A });
    const idempotencyKey = `rotation-${randomBytes(6).toString("hex")}`;
    const body = approvedLoan({
      bank_account: { ac_number: [PENDING_ACCOUNT], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" },
      kyc: [{ kyc_type: "pan", identifier: PAN, verified_using: "registry-api" }],
    });
    const booked = await api("POST", LOANS, { body, headers: { "idempotency-key": idempotencyKey }, baseUrl: baseUrl() });
    expectStatus(booked, 201);
    const leadId = String(booked.body.data?.lead_id);
    const endpoint = await createEndpoint(receiver?.url ?? "", { baseUrl: baseUrl() });
    const nach = await initiateNach(leadId, { baseUrl: baseUrl() });
    expectStatus(await uploadScan(nach.physical_nach_id, SCAN, {}, { baseUrl: baseUrl() }), 200);
    const asRead = (await read(leadId)).text;
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY_A)]));

    // Every instance now encrypts with B and still reads A; the rotation runs beside them.
    await restart({ LOANDESK_DATA_KEY: B, LOANDESK_DATA_KEYS_PREVIOUS: A });
    expect((await read(leadId)).text).toBe(asRead);
    const rotation = await rotate({ LOANDESK_DATA_KEY: B, LOANDESK_DATA_KEYS_PREVIOUS: A });

    expect(rotation.code, rotation.stderr).toBe(0);
    expect(rotation.stdout).toMatch(/Loan\.body\s+re-encrypted: 1\b/);
    expect(rotation.stdout).toMatch(/NachScan\.data\s+re-encrypted: 1\b/);
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY_B)]));
    expect(await queryRows(`SELECT "panHash" FROM "Loan" WHERE "id" = $1`, [leadId], databaseUrl())).toEqual([{ panHash: panHash(PAN, dataKeyOf(KEY_B)) }]);

    // Key A is gone: the loan, the replayed answer, the scan and the webhook secret all still work.
    await restart({ LOANDESK_DATA_KEY: B });
    expect((await read(leadId)).text).toBe(asRead);
    const replay = await api("POST", LOANS, { body, headers: { "idempotency-key": idempotencyKey }, baseUrl: baseUrl() });
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.text).toBe(booked.text);
    const portal = new PortalClient(baseUrl());
    expect(await portal.signIn("partner@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();
    const scan = await portal.download(`/portal-files/nach/${nach.physical_nach_id}/scan`);
    expect(scan.status).toBe(200);
    expect(scan.bytes.equals(SCAN)).toBe(true);
    const registered = await initiateNach((await book(approvedLoan(), undefined, baseUrl())).lead_id, { baseUrl: baseUrl() });
    const webhook = await firstWebhook(receiver as Receiver, registered.physical_nach_id);
    expect(() => verifyWebhook(endpoint.secret, webhook)).not.toThrow();
  });

  it("can be run again, and then has nothing left to do", async () => {
    const again = await rotate({ LOANDESK_DATA_KEY: B });

    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toMatch(/re-encrypted: [1-9]/);
    expect(again.stdout).toMatch(/Every value is under the current key/);
  });

  it("stops, naming the key, when a value is under a key it is not given", async () => {
    const unknown = await rotate({ LOANDESK_DATA_KEY: randomBytes(32).toString("base64") });

    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`is encrypted under data key ${dataKeyId(KEY_B)}, which is not configured`);
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY_B)]));
  });

  it("leaves a server given only the old key unable to start: it refuses rather than write under a key the others lack", async () => {
    await server?.stop();
    const logFile = path.join(database?.dir ?? "", "old-key.log");

    // A server that does start is stopped again, so a failure here leaves nothing running.
    const outcome = await startServer({ databaseUrl: databaseUrl(), logFile, env: { LOANDESK_DATA_KEY: A } }).then(
      async (started) => {
        await started.stop();
        return "it started";
      },
      (error: Error) => error.message,
    );

    expect(outcome).toMatch(/exited with 1/);
    expect(readFileSync(logFile, "utf8")).toContain(`the newest Loan.body is encrypted under data key ${dataKeyId(KEY_B)}, which is not configured`);
  });
});
