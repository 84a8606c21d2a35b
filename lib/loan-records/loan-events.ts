import { LOAN_EVENT_DETAIL, openText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";

/** An audit event as its readers see it: `data` with the sealed values (the body as booked, an update's changes) opened into it. */
export interface LoanEventRecord {
  id: string;
  type: string;
  /** As recorded: `api:<client_id>`, `staff:<email>` or a job's name. */
  actor: string;
  at: string;
  data: Record<string, unknown>;
}

/**
 * Every event of one loan, oldest first. The caller has already found the
 * loan in the actor's scope; only it decides who may see the events.
 */
export async function loanEvents(queries: Queries, loanId: string): Promise<LoanEventRecord[]> {
  const rows = await queries
    .selectFrom("LoanEvent")
    .select(["id", "type", "actor", "data", "detail", "createdAt"])
    .where("loanId", "=", loanId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    actor: row.actor,
    at: row.createdAt.toISOString(),
    data: {
      ...(JSON.parse(row.data) as Record<string, unknown>),
      ...(row.detail === null ? {} : (JSON.parse(openText(LOAN_EVENT_DETAIL, row.id, row.detail)) as Record<string, unknown>)),
    },
  }));
}
