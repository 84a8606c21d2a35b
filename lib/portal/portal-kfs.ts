import { read } from "@/lib/db/legacy-prisma";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { kfsDocument } from "@/lib/kfs/kfs-document";
import { can, partnerScope, type StaffActor } from "@/lib/staff/roles";
import type { PortalFile } from "./portal-nach-files";

export const kfsFileName = (leadId: string) => `kfs-${leadId}.pdf`;

/** The loan's Key Facts Statement as a PDF, for staff who may see the loan (partner staff: their own partner's). */
export async function getPortalKfs({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalFile> {
  if (!can(actor, "viewKeyFacts")) throw new AppError("forbidden", "Your role does not allow opening Key Facts Statements");
  const loan = isUuid(leadId)
    ? await read((tx) => tx.loan.findFirst({ where: { id: leadId, ...partnerScope(actor) }, select: { partnerId: true } }))
    : null;
  if (!loan) throw notFound("Loan");
  const { pdf } = await kfsDocument({ partnerId: loan.partnerId, leadId });
  return { bytes: pdf, contentType: "application/pdf", fileName: kfsFileName(leadId) };
}
