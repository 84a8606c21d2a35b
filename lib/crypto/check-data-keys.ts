import type { StatementStore } from "@/lib/db/statement-store";
import type { DataKeyring } from "./data-key";
import { SEALED_HEADER_LENGTH, sealedKeyId } from "./field-cipher";
import { SEALED_COLUMNS } from "./sealed-columns";

/**
 * Refuses a keyring that cannot read the newest value of each encrypted
 * column: a wrong or missing key (a lost demo key file, a key not yet rolled
 * out to this instance) would otherwise fail every read of old data while
 * writing new data under a key the others do not have. One indexed row per
 * column, so it costs nothing at start; a row with nothing stored yet (an
 * Idempotency-Key still reserved) has nothing to read.
 */
export async function assertNewestValuesReadable(store: StatementStore, keyring: DataKeyring): Promise<void> {
  for (const { table, column } of SEALED_COLUMNS) {
    const [newest] = await store.all<{ head: string | Uint8Array }>(
      `SELECT substr("${column}", 1, ${SEALED_HEADER_LENGTH}) AS "head" FROM "${table}" WHERE "${column}" IS NOT NULL ORDER BY "id" DESC LIMIT 1`,
      [],
    );
    if (!newest) continue;
    const keyId = sealedKeyId(newest.head);
    if (keyId === null) throw new Error(`Refusing to start: the newest ${table}.${column} is not encrypted`);
    if (!keyring.byId.has(keyId)) {
      throw new Error(
        `Refusing to start: the newest ${table}.${column} is encrypted under data key ${keyId}, which is not configured; set LOANDESK_DATA_KEY or LOANDESK_DATA_KEYS_PREVIOUS to include it (a database restored from a backup needs the key it was written under, which is backed up apart from it)`,
      );
    }
  }
}

/**
 * The key the service writes the newest loan under, or null when there is
 * no loan: what the rotation command checks before it re-encrypts anything.
 */
export async function newestLoanKeyId(store: StatementStore): Promise<string | null> {
  const [newest] = await store.all<{ head: string | Uint8Array }>(
    `SELECT substr("body", 1, ${SEALED_HEADER_LENGTH}) AS "head" FROM "Loan" ORDER BY "id" DESC LIMIT 1`,
    [],
  );
  return newest ? sealedKeyId(newest.head) : null;
}
