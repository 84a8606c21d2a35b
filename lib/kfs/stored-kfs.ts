import { KEY_FACTS, openText, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/client";
import type { Kfs } from "@/lib/schemas/kfs";

/**
 * The frozen statement is kept encrypted like the loan body, bound to the
 * loan's id: it holds no PII today, but it is the borrower's loan terms and
 * the PDF built from it may print their name.
 */
export async function storeKfs(queries: Queries, kfs: Kfs): Promise<void> {
  await queries
    .insertInto("KeyFactsStatement")
    .values({ id: kfs.lead_id, body: sealText(KEY_FACTS, kfs.lead_id, JSON.stringify(kfs)), generatedAt: new Date(kfs.generated_on) })
    .execute();
}

// Only storeKfs writes the column, from a statement built by buildKfs.
export async function storedKfs(queries: Queries, leadId: string): Promise<Kfs | null> {
  const row = await queries.selectFrom("KeyFactsStatement").select(["id", "body"]).where("id", "=", leadId).executeTakeFirst();
  return row ? (JSON.parse(openText(KEY_FACTS, row.id, row.body)) as Kfs) : null;
}
