import "server-only";
import { read } from "@/lib/db/transactions";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import type { StaffActor } from "@/lib/codes/roles";

/** What the loan page shows that can change under it: the body and status (version), the disbursal, the history, the mandates. */
export interface LoanStampSource {
  version: number;
  status: string;
  disbursedAt: Date | null;
  eventCount: number;
  nachs: readonly { id: string; status: string; updatedAt: Date }[];
}

/**
 * A short text that differs whenever the loan page would: the page polls it
 * instead of the whole loan, and re-renders only when it moves. Events are
 * only ever added, so their count tells a new one.
 */
export function loanStampOf({ version, status, disbursedAt, eventCount, nachs }: LoanStampSource): string {
  const mandates = nachs.map((nach) => `${nach.id}:${nach.status}:${nach.updatedAt.getTime()}`).join(",");
  return [version, status, disbursedAt?.getTime() ?? "-", eventCount, mandates].join("|");
}

/** The loan page's stamp as it stands; another partner's loan is not found, as everywhere in the portal. */
export async function getPortalLoanStamp({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<string> {
  // Polled every few seconds: only the stamp's columns, not the whole loan (lib/loan-records/find-loan.ts reads it all).
  const found = isUuid(leadId)
    ? await read(async (queries) => {
        const loan = await queries
          .selectFrom("Loan")
          .select(["version", "status", "disbursedAt"])
          .select((eb) => eb.selectFrom("LoanEvent").select((count) => count.fn.countAll<number>().as("n")).whereRef("LoanEvent.loanId", "=", "Loan.id").as("eventCount"))
          .where((eb) => eb.and([eb("id", "=", leadId), ...(actor.partnerId ? [eb("partnerId", "=", actor.partnerId)] : [])]))
          .executeTakeFirst();
        if (!loan) return undefined;
        const nachs = await queries.selectFrom("PhysicalNach").select(["id", "status", "updatedAt"]).where("loanId", "=", leadId).orderBy("id", "desc").execute();
        return { ...loan, eventCount: Number(loan.eventCount ?? 0), nachs };
      })
    : undefined;
  if (!found) throw notFound("Loan");
  return loanStampOf(found);
}
