import "server-only";
import { read } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { getPartnerLoan } from "@/lib/loan-records/find-loan";
import { getKeyFacts } from "@/lib/kfs/get-kfs";
import { kfsDocument } from "@/lib/kfs/kfs-document";
import { kfsPdfFileName, requestedKfsLanguage } from "@/lib/documents/kfs-language";
import { can, type StaffActor } from "@/lib/codes/roles";
import type { PortalFile } from "./portal-nach-files";
import { portalUserActor } from "@/lib/actors/recorded-actor";

/**
 * The loan's Key Facts Statement as a PDF, in the language asked for
 * (`?lang=`, English by default), for staff who may see the loan (partner
 * staff: their own partner's).
 */
export async function getPortalKfs({ actor, leadId, query }: { actor: StaffActor; leadId: string; query: URLSearchParams }): Promise<PortalFile> {
  if (!can(actor, "viewKeyFacts")) throw new AppError("forbidden", "Your role does not allow opening Key Facts Statements");
  const lang = requestedKfsLanguage(query);
  const loan = await read((queries) => getPartnerLoan(queries, actor.partnerId, leadId));
  const document = kfsDocument(await getKeyFacts({ partnerId: loan.partnerId, leadId, actor: portalUserActor(actor) }), lang);
  return { bytes: await document.bytes(), contentType: "application/pdf", fileName: kfsPdfFileName(`kfs-${leadId}`, lang) };
}
