import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataKeyId, dataKeyOf } from "@/lib/crypto/data-key";
import { panHash } from "@/lib/crypto/pan-lookup";
import { api } from "./client";
import { queryRows } from "./database";
import { book, disbursePath, LOANS, loanPath, partner } from "./helpers";
import { approvedLoan, individualPan } from "../support/loan-fixtures";
import { ownDatabase, runsOnPostgres, type OwnDatabase } from "./own-server";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { expectSealedFixturesIntact, sealedKeyIds, writeSealedFixtures } from "./sealed-values";
import { ROOT, startServer, type RunningServer } from "./server";

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
    const run = promisify(execFile)(path.join(ROOT, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/rotate-data-key.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: "silent", LOANDESK_DATA_KEY: "", LOANDESK_DATA_KEYS_PREVIOUS: "", ...keys },
    });
    return run.then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }

  const read = (leadId: string) => api("GET", loanPath(leadId), { baseUrl: baseUrl() });

  beforeAll(async () => {
    database = await ownDatabase();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await database?.drop();
  });

  it("refuses, naming the steps in order, while the service still writes under the old key; nothing changes", async () => {
    await restart({ LOANDESK_DATA_KEY: A });
    const { lead_id } = await book(approvedLoan({ kyc: [{ kyc_type: "pan", identifier: PAN, verified_using: "registry-api" }] }), undefined, baseUrl());

    // Run before any instance writes under B: re-encrypting now would leave every instance without B unable to read.
    const early = await rotate({ LOANDESK_DATA_KEY: B, LOANDESK_DATA_KEYS_PREVIOUS: A });

    expect(early.code).toBe(2);
    expect(early.stderr).toContain(`the newest loan is encrypted under data key ${dataKeyId(KEY_A)}, not under ${dataKeyId(KEY_B)}`);
    expect(early.stderr).toMatch(/1\. every instance learns the new key[\s\S]*2\. every instance takes it as LOANDESK_DATA_KEY[\s\S]*3\. once the service writes under the new key, this command[\s\S]*4\. the old key leaves/);
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY_A)]));
    expect(await queryRows(`SELECT "panHash" FROM "Loan" WHERE "id" = $1`, [lead_id], databaseUrl())).toEqual([{ panHash: panHash(PAN, dataKeyOf(KEY_A)) }]);
    expect((await read(lead_id)).status).toBe(200);
  });

  it("re-encrypts what key A wrote under key B while the service runs, after which key B alone reads everything", async () => {
    // Written under key A: a loan (booked with an Idempotency-Key), an endpoint, a signed scan.
    await restart({ LOANDESK_DATA_KEY: A });
    const written = await writeSealedFixtures({ baseUrl: baseUrl(), receiverUrl: receiver?.url ?? "", pan: PAN, scan: SCAN, idempotencyKeyPrefix: "rotation" });
    const disbursed = (await book(approvedLoan(), undefined, baseUrl())).lead_id;
    await partner.prepareForDisbursal(disbursed, { baseUrl: baseUrl() });
    // Its account verified under key A: once A is gone, the verification's hash, made again under B, still binds it.
    const verifiedUnderA = (await book(approvedLoan(), undefined, baseUrl())).lead_id;
    const disbursal = await api("POST", disbursePath(disbursed), { baseUrl: baseUrl() });
    expect(disbursal.status, disbursal.text).toBe(200);
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY_A)]));

    // Every instance now encrypts with B and still reads A; once a loan is written under B, the rotation runs beside them.
    await restart({ LOANDESK_DATA_KEY: B, LOANDESK_DATA_KEYS_PREVIOUS: A });
    expect((await read(written.leadId)).text).toBe(written.loanRead);
    await book(approvedLoan(), undefined, baseUrl());
    const rotation = await rotate({ LOANDESK_DATA_KEY: B, LOANDESK_DATA_KEYS_PREVIOUS: A });

    expect(rotation.code, rotation.stderr).toBe(0);
    // The first test's loan, the fixtures' loan, the disbursed one and the one verified under A.
    expect(rotation.stdout).toMatch(/Loan\.body\s+re-encrypted: 4\b/);
    expect(rotation.stdout).toMatch(/BankAccountVerification\.account\s+re-encrypted: 4\b/);
    expect(rotation.stdout).toMatch(/NachScan\.data\s+re-encrypted: 1\b/);
    expect(rotation.stdout).toMatch(/Disbursal\.beneficiary\s+re-encrypted: 1\b/);
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY_B)]));
    expect(await queryRows(`SELECT "panHash" FROM "Loan" WHERE "id" = $1`, [written.leadId], databaseUrl())).toEqual([{ panHash: panHash(PAN, dataKeyOf(KEY_B)) }]);
    const accountHashes = await queryRows<{ accountHash: string }>(`SELECT "accountHash" FROM "BankAccountVerification"`, [], databaseUrl());
    expect(accountHashes.every(({ accountHash }) => accountHash.startsWith(`${dataKeyId(KEY_B)}.`))).toBe(true);

    // Key A is gone: the loan, the replayed answer, the scan and the webhook secret all still work.
    await restart({ LOANDESK_DATA_KEY: B });
    await expectSealedFixturesIntact(written, { baseUrl: baseUrl(), receiver: receiver as Receiver, portalUser: "partner@demo.loandesk.test" });
    expect((await api("GET", disbursePath(disbursed), { baseUrl: baseUrl() })).text).toBe(disbursal.text);
    await partner.prepareForDisbursal(verifiedUnderA, { baseUrl: baseUrl() });
    const paid = await api("POST", disbursePath(verifiedUnderA), { baseUrl: baseUrl() });
    expect(paid.status, paid.text).toBe(200);
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

// Mid-rotation, instances run with different current keys (steps 1-2 of the
// README's rotation). The exposure rule's lock must still make their bookings
// of one PAN take turns; on SQLite there is one writer, so PostgreSQL only.
if (runsOnPostgres()) {
  describe("bookings of one PAN on instances with different current keys", () => {
    let database: OwnDatabase | undefined;
    const servers: RunningServer[] = [];

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
    });

    it("still take turns: exactly three of twelve, six on each instance, are approved", async () => {
      database = await ownDatabase();
      for (const [name, keys] of [
        ["old", { LOANDESK_DATA_KEY: A, LOANDESK_DATA_KEYS_PREVIOUS: B }],
        ["new", { LOANDESK_DATA_KEY: B, LOANDESK_DATA_KEYS_PREVIOUS: A }],
      ] as const) {
        servers.push(await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, `${name}.log`), env: keys }));
      }
      const pan = individualPan();
      const body = () => approvedLoan({ kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }], disbursal_detail: undefined, loan_amount: 100000 });

      const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => api("POST", LOANS, { body: body(), baseUrl: servers[index % 2]?.baseUrl })));

      for (const answer of answers) expect(answer.status, answer.text).toBe(201);
      expect(answers.filter((answer) => answer.body.data?.status === "Approved")).toHaveLength(3);
    });
  });
}
