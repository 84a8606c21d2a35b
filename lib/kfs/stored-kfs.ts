import { KEY_FACTS, openText, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import type { Kfs } from "@/lib/schemas/kfs";

/**
 * The frozen statement is kept encrypted like the loan body, bound to the
 * loan's id: it holds no PII today, but it is the borrower's loan terms and
 * the PDF built from it may print their name.
 */
const sealed = (kfs: Kfs) => ({ body: sealText(KEY_FACTS, kfs.lead_id, JSON.stringify(kfs)), generatedAt: new Date(kfs.generated_on) });

export async function storeKfs(queries: Queries, kfs: Kfs): Promise<void> {
  await queries
    .insertInto("KeyFactsStatement")
    .values({ id: kfs.lead_id, ...sealed(kfs) })
    .execute();
}

/** Replaces a statement frozen before contract v3 with the v3 statement of the same loan at the same time. */
export async function replaceKfs(queries: Queries, kfs: Kfs): Promise<void> {
  await queries.updateTable("KeyFactsStatement").set(sealed(kfs)).where("id", "=", kfs.lead_id).execute();
}

/**
 * A stored statement: a v3 one as frozen, or one frozen before contract v3
 * (it has no `kfs_id`), whose amounts v3 redefined (net disbursed, fees,
 * the APR's flows) and whose fields the v3 statement lacks: only its date
 * is kept, to state it again as v3 defines it.
 */
export type StoredKfs = { v3: true; kfs: Kfs } | { v3: false; generatedOn: Date };

// Only storeKfs and replaceKfs write the column, from a statement built by buildKfs.
export async function storedKfs(queries: Queries, leadId: string): Promise<StoredKfs | null> {
  const row = await queries.selectFrom("KeyFactsStatement").select(["id", "body", "generatedAt"]).where("id", "=", leadId).executeTakeFirst();
  if (!row) return null;
  const kfs = JSON.parse(openText(KEY_FACTS, row.id, row.body)) as Partial<Kfs>;
  return kfs.kfs_id === undefined ? { v3: false, generatedOn: row.generatedAt } : { v3: true, kfs: kfs as Kfs };
}
