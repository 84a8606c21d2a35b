import { sealedKeyId } from "@/lib/crypto/field-cipher";
import { SEALED_COLUMNS } from "@/lib/crypto/sealed-columns";
import { queryRows } from "./database";

/** The id of the key each encrypted value of a database is under, null for a value in clear; one entry per distinct answer. */
export async function sealedKeyIds(databaseUrl: string): Promise<Set<string | null>> {
  const ids = new Set<string | null>();
  for (const { table, column } of SEALED_COLUMNS) {
    const rows = await queryRows<{ head: string | Buffer }>(`SELECT substr("${column}", 1, 12) AS "head" FROM "${table}"`, [], databaseUrl);
    for (const { head } of rows) ids.add(sealedKeyId(head));
  }
  return ids;
}
