import type { SqlValue, Statement, StatementStore } from "@/lib/db/statement-store";
import type { Loan } from "@/lib/schemas/loan";
import type { DataKeyring } from "./data-key";
import { decryptBytes, decryptText, encryptBytes, encryptText, SEALED_HEADER_LENGTH, sealedKeyId } from "./field-cipher";
import { accountHash } from "./account-hash";
import type { DataKey } from "./data-key";
import { loanPanHash, panHashIsUnder } from "./pan-lookup";
import { LOAN_BODY, placeOf, SEALED_COLUMNS, VERIFIED_ACCOUNT, type SealedColumn } from "./sealed-columns";

/**
 * Brings every encrypted column to the current data key: the rotation
 * command (scope "stale") and the data step of migration 0005 (scope
 * "plain", which only encrypts what is still in clear) share it.
 *
 * Rows are walked in id order, a batch at a time. A batch's rows are read,
 * re-encrypted here, and written in one transaction by a conditional
 * UPDATE that matches the value as read: a row the service changed in the
 * meantime is left alone (it was written under the service's own current
 * key) and counted, so a second run can take it. Running again is always
 * safe; rows already under the current key are only looked at.
 */

export type ResealScope = "plain" | "stale";

export interface ResealCount {
  /** `Table.column` */
  column: string;
  resealed: number;
  /** Rows that changed between their read and their write; a later run takes them. */
  changedMeanwhile: number;
}

type Stored = string | Uint8Array;

interface ResealRow {
  id: string;
  rowKey: string;
  value: Stored;
  hash?: string | null;
}

const BATCH_ROWS = { text: 200, bytes: 8 } as const;

/** A keyed lookup hash kept beside a sealed column and made from its plain value: it moves to the current key with it. */
interface TrackedHash {
  column: string;
  of: (plain: string, key: DataKey) => string | null;
}

const TRACKED_HASHES: ReadonlyMap<SealedColumn, TrackedHash> = new Map([
  [LOAN_BODY, { column: "panHash", of: (plain: string, key: DataKey) => loanPanHash(JSON.parse(plain) as Loan, key) }],
  [
    VERIFIED_ACCOUNT,
    {
      column: "accountHash",
      of: (plain: string, key: DataKey) => {
        const account = JSON.parse(plain) as { ac_number: string; ifsc_code: string };
        return accountHash(account.ac_number, account.ifsc_code, key);
      },
    },
  ],
]);

function needsWork(column: SealedColumn, row: { value: Stored; hash?: string | null }, scope: ResealScope, keyring: () => DataKeyring): boolean {
  const keyId = sealedKeyId(row.value);
  if (keyId === null) return true;
  if (scope === "plain") return false;
  const { current } = keyring();
  return keyId !== current.id || (TRACKED_HASHES.has(column) && !panHashIsUnder(row.hash ?? null, current));
}

function selectRows(column: SealedColumn, what: "head" | "value", where: string): string {
  const value = what === "head" ? `substr("${column.column}", 1, ${SEALED_HEADER_LENGTH})` : `"${column.column}"`;
  const tracked = TRACKED_HASHES.get(column);
  const hash = tracked ? `, "${tracked.column}" AS "hash"` : "";
  // An Idempotency-Key still reserved has no answer yet: nothing to encrypt.
  return `SELECT "id", "${column.rowKey}" AS "rowKey", ${value} AS "value"${hash} FROM "${column.table}" WHERE ${where} AND "${column.column}" IS NOT NULL ORDER BY "id"`;
}

/** The statement that brings the row to the current key, provided it is still as read. */
function resealStatement(column: SealedColumn, row: ResealRow, keyring: DataKeyring): Statement {
  const place = placeOf(column, row.rowKey);
  const keyId = sealedKeyId(row.value);
  const sets: [string, SqlValue][] = [];
  let asRead: SqlValue;
  if (column.kind === "text") {
    const stored = String(row.value);
    const plain = keyId === null ? stored : decryptText(keyring, place, stored);
    if (keyId !== keyring.current.id) sets.push([column.column, encryptText(keyring, place, plain)]);
    const tracked = TRACKED_HASHES.get(column);
    if (tracked) sets.push([tracked.column, tracked.of(plain, keyring.current)]);
    asRead = stored;
  } else {
    const stored = Buffer.from(row.value as Uint8Array);
    sets.push([column.column, encryptBytes(keyring, place, keyId === null ? stored : decryptBytes(keyring, place, stored))]);
    asRead = stored;
  }
  return {
    sql: `UPDATE "${column.table}" SET ${sets.map(([name]) => `"${name}" = ?`).join(", ")} WHERE "id" = ? AND "${column.column}" = ?`,
    params: [...sets.map(([, value]) => value), row.id, asRead],
  };
}

async function resealColumn(store: StatementStore, column: SealedColumn, scope: ResealScope, keyring: () => DataKeyring): Promise<ResealCount> {
  const count: ResealCount = { column: `${column.table}.${column.column}`, resealed: 0, changedMeanwhile: 0 };
  const batch = BATCH_ROWS[column.kind];
  const headsAfter = `${selectRows(column, "head", `"id" > ?`)} LIMIT ${batch}`;
  const rowsBetween = selectRows(column, "value", `"id" >= ? AND "id" <= ?`);
  let after = "";
  for (;;) {
    // Only the first characters first, so a run with little to do reads little (a scan is up to 5 MiB).
    const heads = await store.all<ResealRow>(headsAfter, [after]);
    const last = heads.at(-1);
    if (!last) return count;
    after = last.id;
    const due = heads.filter((row) => needsWork(column, row, scope, keyring));
    const [first, final] = [due[0], due.at(-1)];
    if (!first || !final) continue;
    const rows = (await store.all<ResealRow>(rowsBetween, [first.id, final.id])).filter((row) => needsWork(column, row, scope, keyring));
    const changed = await store.transaction(rows.map((row) => resealStatement(column, row, keyring())));
    for (const rowsChanged of changed) {
      if (rowsChanged === 1) count.resealed++;
      else count.changedMeanwhile++;
    }
  }
}

/**
 * Every encrypted column, brought to the current key (`stale`) or only
 * encrypted where still in clear (`plain`). The keyring is asked for only
 * when there is something to do, so a fresh database needs no key yet.
 */
export async function resealValues(
  store: StatementStore,
  { scope, keyring, columns = SEALED_COLUMNS }: { scope: ResealScope; keyring: () => DataKeyring; columns?: readonly SealedColumn[] },
): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const column of columns) counts.push(await resealColumn(store, column, scope, keyring));
  return counts;
}
