import { read } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findPartnerLoan } from "@/lib/loans/find-loan";
import { getKeyFacts } from "@/lib/kfs/get-kfs";
import { kfsDocument } from "@/lib/kfs/kfs-document";
import { can, type StaffActor } from "@/lib/staff/roles";
import type { PortalFile } from "./portal-nach-files";

export const kfsFileName = (leadId: string) => `kfs-${leadId}.pdf`;

/** The loan's Key Facts Statement as a PDF, for staff who may see the loan (partner staff: their own partner's). */
export async function getPortalKfs({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalFile> {
  if (!can(actor, "viewKeyFacts")) throw new AppError("forbidden", "Your role does not allow opening Key Facts Statements");
  const loan = await read((queries) => findPartnerLoan(queries, actor.partnerId, leadId));
  const document = kfsDocument(await getKeyFacts({ partnerId: loan.partnerId, leadId, actor: `staff:${actor.email}` }));
  return { bytes: await document.bytes(), contentType: "application/pdf", fileName: kfsFileName(leadId) };
}
