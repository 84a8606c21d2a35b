import type { CoApplicantRow } from "@/lib/db/tables";
import { newId } from "@/lib/ids/ids";
import type { CoApplicantInput } from "@/lib/schemas/loan";

/**
 * The co-applicant rows of a loan whose array was (re)placed. A co-applicant
 * sent again with the same name and relation keeps its id, so ids stay
 * stable across updates that do not touch them.
 */
export function coApplicantRows(loanId: string, items: CoApplicantInput[] | undefined, existing: CoApplicantRow[] = []): CoApplicantRow[] {
  const unused = [...existing];
  return (items ?? []).map((item, position) => {
    const index = unused.findIndex((row) => row.fullName === item.co_full_name && row.relation === item.co_relation);
    const id = index >= 0 ? (unused.splice(index, 1)[0]?.id ?? newId()) : newId();
    return { id, loanId, position, fullName: item.co_full_name, relation: item.co_relation };
  });
}
