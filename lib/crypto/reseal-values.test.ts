import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import type { SqlValue, StatementStore } from "@/lib/db/statement-store";
import { dataKeyId, dataKeyringOf, type DataKeyring } from "./data-key";
import { SealedValueError, sealedKeyId } from "./field-cipher";
import { panHash } from "./pan-lookup";
import { resealValues, type ResealCount } from "./reseal-values";
import { IDEMPOTENT_RESPONSE, KEY_FACTS, LOAN_BODY, NACH_SCAN, openBytes, openText, SEALED_BY_0005, sealBytes, sealText, WEBHOOK_PREVIOUS_SECRET, WEBHOOK_SECRET } from "./sealed-columns";

const [keyA, keyB] = [randomBytes(32), randomBytes(32)];
const onlyA = dataKeyringOf(keyA);
const bWithA = dataKeyringOf(keyB, [keyA]);
const PAN = "ABCPE1234F";
const BODY = JSON.stringify({ full_name: "Asha", kyc: [{ kyc_type: 2, identifier: PAN }], bank_account: { ac_number: ["123456789012"] } });
const SCAN = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2048)]);

const id = (n: number) => `0190a6c4-0000-7000-8000-${String(n).padStart(12, "0")}`;

let db: Database.Database;

/** The statements on an in-memory database; `meanwhile` runs just before a transaction, as another writer would. */
function storeOn(database: Database.Database, meanwhile: () => void = () => undefined): StatementStore {
  return {
    all: async <T>(sql: string, params: SqlValue[]) => database.prepare(sql).all(...params) as T[],
    transaction: async (statements) => {
      meanwhile();
      return database.transaction(() => statements.map(({ sql, params }) => database.prepare(sql).run(...params).changes))();
    },
  };
}

function insertLoan(n: number, body: string, hash: string | null = null) {
  db.prepare(
    `INSERT INTO "Loan" ("id", "partnerId", "partnerLoanId", "loanAccountNumber", "status", "mobileNumber", "fullName", "loanAmount", "body", "panHash", "policy", "policyVersion", "updatedAt")
     VALUES (?, 'p', ?, ?, 'Approved', '9876543210', 'Asha', 100000, ?, ?, '{}', 'v', '2026-11-01T00:00:00.000+00:00')`,
  ).run(id(n), `PL-${n}`, `LD${String(n).padStart(10, "0")}`, body, hash);
}

const loanRow = (n: number) => db.prepare(`SELECT "body", "panHash" FROM "Loan" WHERE "id" = ?`).get(id(n)) as { body: string; panHash: string | null };
const column = (sql: string, n: number) => (db.prepare(sql).get(id(n)) as { value: string | Buffer }).value;
const reseal = (scope: "plain" | "stale", keyring: DataKeyring, store = storeOn(db)) => resealValues(store, { scope, keyring: () => keyring });
const total = (counts: ResealCount[], key: "resealed" | "changedMeanwhile") => counts.reduce((sum, count) => sum + count[key], 0);

beforeEach(() => {
  db = new Database(":memory:");
  const root = path.join(__dirname, "../../prisma/migrations/sqlite");
  for (const name of readdirSync(root).sort()) db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
  // The rows here stand alone, without the partners and mandates they would belong to. After the
  // migrations, since one that rebuilds a table switches foreign keys back on at its end.
  db.pragma("foreign_keys = OFF");
});

describe("the data step of migration 0005 (scope plain)", () => {
  it("encrypts every value still in clear, bound to its row, and makes the PAN hash", async () => {
    insertLoan(1, BODY);
    db.prepare(`INSERT INTO "WebhookEndpoint" ("id", "partnerId", "url", "secret", "updatedAt") VALUES (?, 'p', 'https://x', 'whsec_c2VjcmV0', '2026')`).run(id(2));
    db.prepare(`INSERT INTO "IdempotencyRecord" ("id", "partnerId", "scope", "key", "requestHash", "responseStatus", "responseBody") VALUES (?, 'p', 's', 'k', 'h', 201, '{"ok":1}')`).run(id(3));
    db.prepare(`INSERT INTO "NachScan" ("id", "nachId", "contentType", "size", "sha256", "data") VALUES (?, ?, 'application/pdf', 1, 'x', ?)`).run(id(4), id(5), SCAN);

    // As lib/migrations/migrate.ts runs it: on the columns 0005 found.
    const counts = await resealValues(storeOn(db), { scope: "plain", keyring: () => onlyA, columns: SEALED_BY_0005 });

    expect(counts.map((count) => [count.column, count.resealed])).toEqual([
      ["Loan.body", 1],
      ["WebhookEndpoint.secret", 1],
      ["IdempotencyRecord.responseBody", 1],
      ["NachScan.data", 1],
    ]);
    expect(openText(LOAN_BODY, id(1), loanRow(1).body, onlyA)).toBe(BODY);
    expect(loanRow(1).panHash).toBe(panHash(PAN, onlyA.current));
    expect(openText(WEBHOOK_SECRET, id(2), String(column(`SELECT "secret" AS "value" FROM "WebhookEndpoint" WHERE "id" = ?`, 2)), onlyA)).toBe("whsec_c2VjcmV0");
    expect(openText(IDEMPOTENT_RESPONSE, id(3), String(column(`SELECT "responseBody" AS "value" FROM "IdempotencyRecord" WHERE "id" = ?`, 3)), onlyA)).toBe('{"ok":1}');
    const scan = column(`SELECT "data" AS "value" FROM "NachScan" WHERE "id" = ?`, 4) as Buffer;
    expect(openBytes(NACH_SCAN, id(5), scan, onlyA).equals(SCAN)).toBe(true);
  });

  it("leaves what is already encrypted exactly as it is, under whichever key, and needs no key when nothing is in clear", async () => {
    const underA = sealText(LOAN_BODY, id(1), BODY, onlyA);
    insertLoan(1, underA, "kept");

    const counts = await resealValues(storeOn(db), {
      scope: "plain",
      keyring: () => {
        throw new Error("no key needed");
      },
    });

    expect(total(counts, "resealed")).toBe(0);
    expect(loanRow(1)).toEqual({ body: underA, panHash: "kept" });
  });
});

describe("a rotation (scope stale)", () => {
  it("re-encrypts every value under the current key and remakes the PAN hashes, batch after batch", async () => {
    for (let n = 1; n <= 450; n++) insertLoan(n, sealText(LOAN_BODY, id(n), BODY, onlyA), panHash(PAN, onlyA.current));
    db.prepare(`INSERT INTO "NachScan" ("id", "nachId", "contentType", "size", "sha256", "data") VALUES (?, ?, 'application/pdf', 1, 'x', ?)`).run(
      id(900),
      id(901),
      sealBytes(NACH_SCAN, id(901), SCAN, onlyA),
    );

    const counts = await reseal("stale", bWithA);

    expect(counts.find((count) => count.column === "Loan.body")?.resealed).toBe(450);
    expect(counts.find((count) => count.column === "NachScan.data")?.resealed).toBe(1);
    const onlyB = dataKeyringOf(keyB);
    for (const n of [1, 200, 201, 450]) {
      expect(sealedKeyId(loanRow(n).body)).toBe(dataKeyId(keyB));
      expect(openText(LOAN_BODY, id(n), loanRow(n).body, onlyB)).toBe(BODY);
      expect(loanRow(n).panHash).toBe(panHash(PAN, onlyB.current));
    }
    const scan = column(`SELECT "data" AS "value" FROM "NachScan" WHERE "id" = ?`, 900) as Buffer;
    expect(openBytes(NACH_SCAN, id(901), scan, onlyB).equals(SCAN)).toBe(true);
  });

  it("re-encrypts a frozen Key Facts Statement under the current key", async () => {
    const kfs = '{"lead_id":"x","apr":17.07}';
    db.prepare(`INSERT INTO "KeyFactsStatement" ("id", "body", "generatedAt") VALUES (?, ?, '2026-11-01T00:00:00.000+00:00')`).run(id(7), sealText(KEY_FACTS, id(7), kfs, onlyA));

    const counts = await reseal("stale", bWithA);

    expect(counts.find((count) => count.column === "KeyFactsStatement.body")?.resealed).toBe(1);
    const stored = String(column(`SELECT "body" AS "value" FROM "KeyFactsStatement" WHERE "id" = ?`, 7));
    expect(openText(KEY_FACTS, id(7), stored, dataKeyringOf(keyB))).toBe(kfs);
  });

  it("re-encrypts an endpoint's previous secret, kept through a rotation's overlap, with its current one", async () => {
    db.prepare(`INSERT INTO "WebhookEndpoint" ("id", "partnerId", "url", "secret", "previousSecret", "updatedAt") VALUES (?, 'p', 'https://x', ?, ?, '2026')`).run(
      id(8),
      sealText(WEBHOOK_SECRET, id(8), "whsec_bmV3", onlyA),
      sealText(WEBHOOK_PREVIOUS_SECRET, id(8), "whsec_b2xk", onlyA),
    );

    const counts = await reseal("stale", bWithA);

    expect(counts.find((count) => count.column === "WebhookEndpoint.previousSecret")?.resealed).toBe(1);
    const stored = String(column(`SELECT "previousSecret" AS "value" FROM "WebhookEndpoint" WHERE "id" = ?`, 8));
    expect(openText(WEBHOOK_PREVIOUS_SECRET, id(8), stored, dataKeyringOf(keyB))).toBe("whsec_b2xk");
  });

  it("is safe to run again: the second run changes nothing", async () => {
    insertLoan(1, sealText(LOAN_BODY, id(1), BODY, onlyA), panHash(PAN, onlyA.current));
    await reseal("stale", bWithA);
    const after = loanRow(1);

    const again = await reseal("stale", bWithA);

    expect(total(again, "resealed")).toBe(0);
    expect(loanRow(1)).toEqual(after);
  });

  it("remakes a PAN hash left under the old key even when the body is already under the new one", async () => {
    insertLoan(1, sealText(LOAN_BODY, id(1), BODY, bWithA), panHash(PAN, onlyA.current));
    const body = loanRow(1).body;

    await reseal("stale", bWithA);

    expect(loanRow(1)).toEqual({ body, panHash: panHash(PAN, bWithA.current) });
  });

  it("encrypts a value it finds in clear", async () => {
    insertLoan(1, BODY);

    await reseal("stale", bWithA);

    expect(openText(LOAN_BODY, id(1), loanRow(1).body, bWithA)).toBe(BODY);
  });

  it("leaves a row the service changed between read and write to the service, and counts it", async () => {
    insertLoan(1, sealText(LOAN_BODY, id(1), BODY, onlyA), panHash(PAN, onlyA.current));
    insertLoan(2, sealText(LOAN_BODY, id(2), BODY, onlyA), panHash(PAN, onlyA.current));
    const written = sealText(LOAN_BODY, id(1), BODY.replace("Asha", "Asha V"), onlyA);
    let raced = false;
    const racing = storeOn(db, () => {
      if (raced) return;
      raced = true;
      db.prepare(`UPDATE "Loan" SET "body" = ? WHERE "id" = ?`).run(written, id(1));
    });

    const counts = await reseal("stale", bWithA, racing);

    expect(counts.find((count) => count.column === "Loan.body")).toEqual({ column: "Loan.body", resealed: 1, changedMeanwhile: 1 });
    expect(loanRow(1).body).toBe(written);
    expect(sealedKeyId(loanRow(2).body)).toBe(dataKeyId(keyB));
    expect(total(await reseal("stale", bWithA), "resealed")).toBe(1);
  });

  it("stops with the id of a key that is not configured", async () => {
    const keyC = randomBytes(32);
    insertLoan(1, sealText(LOAN_BODY, id(1), BODY, dataKeyringOf(keyC)));

    const rotation = reseal("stale", bWithA);

    await expect(rotation).rejects.toThrow(SealedValueError);
    await expect(rotation).rejects.toThrow(`Loan.body/${id(1)} is encrypted under data key ${dataKeyId(keyC)}, which is not configured`);
  });

  it("passes over an Idempotency-Key reserved while its operation runs, which has no answer to encrypt yet", async () => {
    db.prepare(`INSERT INTO "IdempotencyRecord" ("id", "partnerId", "scope", "key", "requestHash") VALUES (?, 'p', 's', 'k', 'h')`).run(id(1));

    const counts = await reseal("stale", bWithA);

    expect(counts.find((count) => count.column === "IdempotencyRecord.responseBody")).toEqual({ column: "IdempotencyRecord.responseBody", resealed: 0, changedMeanwhile: 0 });
  });
});
