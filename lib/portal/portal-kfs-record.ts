import "server-only";
import { read } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { listKfsVersions } from "@/lib/kfs/get-kfs";
import { getPartnerLoan } from "@/lib/loan-records/find-loan";
import { findAgreement } from "@/lib/loans/loan-agreement";
import type { Agreement } from "@/lib/schemas/agreement";
import type { KfsVersionSummary } from "@/lib/schemas/kfs";
import { can, type StaffActor } from "@/lib/codes/roles";
import { portalUserActor } from "@/lib/actors/recorded-actor";

/** The borrower's record of an Approved loan as the loan page shows it (contract v3 section 12). */
export interface PortalKfsRecord {
  /** Every KFS version, oldest first: the last is the current one. */
  versions: KfsVersionSummary[];
  agreement: Agreement | null;
  /** Why the loan has no statement to accept (no principal tranche, say); null when it has one. */
  unavailable: string | null;
}

/**
 * The loan's KFS versions with their acceptance, and its agreement, for
 * staff who may see the statement; null for a Rejected loan, which has none.
 * Listing issues the current version first when one is due, as the API does.
 */
export async function getPortalKfsRecord({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalKfsRecord | null> {
  if (!can(actor, "viewKeyFacts")) return null;
  const loan = await read((queries) => getPartnerLoan(queries, actor.partnerId, leadId));
  if (loan.status !== "Approved") return null;
  const agreement = await read((queries) => findAgreement(queries, leadId));
  try {
    const { items } = await listKfsVersions({ partnerId: loan.partnerId, leadId, actor: portalUserActor(actor) });
    return { versions: items, agreement, unavailable: null };
  } catch (error) {
    if (error instanceof AppError && (error.code === "disbursal_date_missing" || error.code === "inconsistent_terms")) {
      return { versions: [], agreement, unavailable: error.message };
    }
    throw error;
  }
}
