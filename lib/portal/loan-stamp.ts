import { read } from "@/lib/db/legacy-prisma";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { partnerScope, type StaffActor } from "@/lib/staff/roles";

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
  const found = isUuid(leadId)
    ? await read((tx) =>
        tx.loan.findFirst({
          where: { id: leadId, ...partnerScope(actor) },
          select: {
            version: true,
            status: true,
            disbursedAt: true,
            _count: { select: { events: true } },
            nachs: { orderBy: { id: "desc" }, select: { id: true, status: true, updatedAt: true } },
          },
        }),
      )
    : null;
  if (!found) throw notFound("Loan");
  return loanStampOf({ ...found, eventCount: found._count.events });
}
