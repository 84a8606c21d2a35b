import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/ids/ids";
import type { CoApplicantInput } from "@/lib/schemas/loan";

interface ExistingCoApplicant {
  id: string;
  fullName: string;
  relation: number;
}

/**
 * Rewrites a loan's co-applicant rows after its array was replaced. A
 * co-applicant sent again with the same name and relation keeps its id, so
 * ids stay stable across updates that do not touch them.
 */
export async function replaceCoApplicants(
  tx: Tx,
  loanId: string,
  items: CoApplicantInput[] | undefined,
  existing: ExistingCoApplicant[] = [],
): Promise<void> {
  const unused = [...existing];
  const rows = (items ?? []).map((item, position) => {
    const index = unused.findIndex((row) => row.fullName === item.co_full_name && row.relation === item.co_relation);
    const id = index >= 0 ? (unused.splice(index, 1)[0]?.id ?? newId()) : newId();
    return { id, loanId, position, fullName: item.co_full_name, relation: item.co_relation };
  });
  if (existing.length > 0) await tx.coApplicant.deleteMany({ where: { loanId } });
  if (rows.length > 0) await tx.coApplicant.createMany({ data: rows });
}
