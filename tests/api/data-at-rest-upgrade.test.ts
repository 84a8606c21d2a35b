import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataKeyId, dataKeyOf, dataKeyringOf } from "@/lib/crypto/data-key";
import { decryptBytes, decryptText } from "@/lib/crypto/field-cipher";
import { panHash } from "@/lib/crypto/pan-lookup";
import { placeOf, SEALED_BY_0005 } from "@/lib/crypto/sealed-columns";
import { api } from "./client";
import { changeDatabase, queryRows } from "./database";
import { book, dataOf, disbursePath, partner, type DisbursalRecord } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { ownDatabase, runsOnPostgres, type OwnDatabase } from "./own-server";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { expectSealedFixturesIntact, sealedKeyIds, writeSealedFixtures } from "./sealed-values";
import { startServer, type RunningServer } from "./server";

const KEY = randomBytes(32);
const KEYS = { LOANDESK_DATA_KEY: KEY.toString("base64") };
const PAN = "GHJPM7310K";
const SCAN = Buffer.concat([Buffer.from("%PDF-1.4\n% upgrade\n"), randomBytes(3000)]);
const DELETED = `{"pan":"${PAN}"}`;

/**
 * The database as a release before 0005 left it: every value in clear, no
 * panHash column, 0005 not in the ledger (and so neither 0007 nor 0009). Made from one the service wrote,
 * by decrypting its values with the key this test gave it.
 */
async function asBeforeEncryption(databaseUrl: string): Promise<void> {
  const keyring = dataKeyringOf(KEY);
  const statements: { sql: string; params: unknown[] }[] = [];
  // The columns there were before 0005; later ones are dropped below or postdate the release this imitates.
  for (const column of SEALED_BY_0005) {
    const rows = await queryRows<{ id: string; rowKey: string; value: string | Buffer }>(
      `SELECT "id", "${column.rowKey}" AS "rowKey", "${column.column}" AS "value" FROM "${column.table}"`,
      [],
      databaseUrl,
    );
    for (const { id, rowKey, value } of rows) {
      const place = placeOf(column, rowKey);
      const plain = typeof value === "string" ? decryptText(keyring, place, value) : decryptBytes(keyring, place, value);
      statements.push({ sql: `UPDATE "${column.table}" SET "${column.column}" = $1 WHERE "id" = $2`, params: [plain, id] });
    }
  }
  await changeDatabase(
    [
      ...statements,
      // What an earlier release replaced or deleted in clear: an answer past its 24 hours, say.
      {
        sql: `INSERT INTO "IdempotencyRecord" ("id", "partnerId", "scope", "key", "requestHash", "responseStatus", "responseBody") VALUES ('gone', 'p', 's', 'k', 'h', 201, $1)`,
        params: [DELETED.repeat(4096)],
      },
      { sql: `DELETE FROM "IdempotencyRecord" WHERE "id" = 'gone'`, params: [] },
      // Nor had it 0007's maturity dates, which index the PAN hash too.
      { sql: `DROP INDEX "Loan_panHash_status_maturesOn_idx"`, params: [] },
      { sql: `ALTER TABLE "Loan" DROP COLUMN "maturesOn"`, params: [] },
      { sql: `DELETE FROM "_loandesk_migrations" WHERE "name" = '0007_exposure'`, params: [] },
      // Nor 0009's mandate snapshots: its data step makes them again from the loans.
      { sql: `ALTER TABLE "PhysicalNach" DROP COLUMN "mandate"`, params: [] },
      { sql: `DELETE FROM "_loandesk_migrations" WHERE "name" = '0009_nach_mandate'`, params: [] },
      { sql: `DROP INDEX "Loan_panHash_idx"`, params: [] },
      { sql: `ALTER TABLE "Loan" DROP COLUMN "panHash"`, params: [] },
      { sql: `DELETE FROM "_loandesk_migrations" WHERE "name" = '0005_data_at_rest'`, params: [] },
      // Nor had it 0010's disbursal breakdown and beneficiary: 0005 must not look for them.
      { sql: `ALTER TABLE "Disbursal" DROP COLUMN "beneficiary"`, params: [] },
      { sql: `ALTER TABLE "Disbursal" DROP COLUMN "breakdown"`, params: [] },
      { sql: `DELETE FROM "_loandesk_migrations" WHERE "name" = '0010_disbursal_breakdown'`, params: [] },
    ],
    databaseUrl,
  );
}

/** The SQLite file with its WAL and shared-memory index, as a copy of the database directory would hold them. */
function sqliteBytes(databaseUrl: string): Buffer {
  const file = databaseUrl.slice("file:".length);
  const dir = path.dirname(file);
  return Buffer.concat(readdirSync(dir).filter((name) => name.startsWith(path.basename(file))).map((name) => readFileSync(path.join(dir, name))));
}

describe("a database from before encryption at rest", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;
  let receiver: Receiver | undefined;
  const databaseUrl = () => database?.databaseUrl ?? "";
  const baseUrl = () => server?.baseUrl ?? "";
  const logFile = () => path.join(database?.dir ?? "", "server.log");

  beforeAll(async () => {
    database = await ownDatabase();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await database?.drop();
  });

  it("is encrypted by migration 0005 as the server starts, and reads exactly as before", async () => {
    server = await startServer({ databaseUrl: databaseUrl(), logFile: logFile(), env: KEYS });
    const written = await writeSealedFixtures({ baseUrl: baseUrl(), receiverUrl: receiver?.url ?? "", pan: PAN, scan: SCAN, idempotencyKeyPrefix: "upgrade" });
    const disbursed = (await book(approvedLoan(), undefined, baseUrl())).lead_id;
    await partner.prepareForDisbursal(disbursed, { baseUrl: baseUrl() });
    const disbursal = await api("POST", disbursePath(disbursed), { baseUrl: baseUrl() });
    expect(disbursal.status, disbursal.text).toBe(200);
    await server.stop();
    await asBeforeEncryption(databaseUrl());
    expect(await sealedKeyIds(databaseUrl(), SEALED_BY_0005)).toEqual(new Set([null]));
    if (!runsOnPostgres()) expect(sqliteBytes(databaseUrl()).includes(Buffer.from(DELETED))).toBe(true);

    server = await startServer({ databaseUrl: databaseUrl(), logFile: logFile(), env: KEYS });

    expect(readFileSync(logFile(), "utf8")).toMatch(/"migrations":\["0005_data_at_rest","0007_exposure","0009_nach_mandate","0010_disbursal_breakdown"\].*"msg":"database migrated"/);
    expect(await sealedKeyIds(databaseUrl())).toEqual(new Set([dataKeyId(KEY)]));
    expect(await queryRows(`SELECT "panHash" FROM "Loan" WHERE "id" = $1`, [written.leadId], databaseUrl())).toEqual([{ panHash: panHash(PAN, dataKeyOf(KEY)) }]);
    // 0007's data step read the maturity date out of the body 0005 had just encrypted.
    expect(Number((await queryRows<{ undated: number | string }>(`SELECT COUNT(*) AS "undated" FROM "Loan" WHERE "maturesOn" IS NULL`, [], databaseUrl()))[0]?.undated)).toBe(0);
    await expectSealedFixturesIntact(written, { baseUrl: baseUrl(), receiver: receiver as Receiver, portalUser: "operations@demo.loandesk.test" });
    // A disbursal recorded before 0010 kept no breakdown and no beneficiary: it reads with both null, the rest as it was.
    const older = await api("GET", disbursePath(disbursed), { baseUrl: baseUrl() });
    expect(older.body.data).toEqual({ ...dataOf<DisbursalRecord>(disbursal), breakdown: null, beneficiary: null });
  });

  // A SQLite file keeps what an UPDATE replaced or a DELETE removed in its free pages until they
  // are reused. (PostgreSQL's dead row versions are for VACUUM FULL, an operator's step: docs/security.md.)
  if (!runsOnPostgres()) {
    it("no longer holds them in clear anywhere in the SQLite file or its WAL, deleted ones included", async () => {
      await server?.stop();

      const bytes = sqliteBytes(databaseUrl());

      expect(bytes.includes(Buffer.from(PAN)), "the PAN is still in the file").toBe(false);
      expect(bytes.includes(SCAN.subarray(0, 64)), "the scan is still in the file").toBe(false);
    });
  }
});
