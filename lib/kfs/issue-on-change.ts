import "server-only";
import type { Queries } from "@/lib/db/transactions";
import type { LoanRecord } from "@/lib/loan-records/loan-record";
import type { KfsPartner } from "@/lib/partners/kfs-partner";
import type { Kfs } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import type { LoanFigures } from "@/lib/terms/loan-figures";
import { plannedStart } from "@/lib/terms/loan-start";
import { nextVersion, termsOf } from "./current-version";
import { termsHash } from "./kfs-id";
import type { NewKfsVersionRow } from "./kfs-versions";

/** What a booking or an update needs to issue a version in its own transaction: the partner, and the loan's latest version. */
export interface KfsIssueContext {
  partner: KfsPartner;
  latest: { version: number; termsHash: string } | null;
}

export interface IssuedVersion {
  kfs: Kfs;
  row: NewKfsVersionRow;
}

/** The context of an update, read in one statement under the loan's lock. */
export async function kfsIssueContext(queries: Queries, record: Pick<LoanRecord, "id" | "partnerId">): Promise<KfsIssueContext> {
  const row = await queries
    .selectFrom("Partner")
    .select(["name", "digitalLending", "lspRecoveryAgent"])
    .select((eb) => [
      eb.selectFrom("KfsVersion").select("version").where("KfsVersion.loanId", "=", record.id).orderBy("KfsVersion.version", "desc").limit(1).as("latestVersion"),
      eb.selectFrom("KfsVersion").select("termsHash").where("KfsVersion.loanId", "=", record.id).orderBy("KfsVersion.version", "desc").limit(1).as("latestHash"),
    ])
    .where("Partner.id", "=", record.partnerId)
    .executeTakeFirstOrThrow();
  const { latestVersion, latestHash, ...partner } = row;
  return { partner, latest: latestVersion === null || latestHash === null ? null : { version: latestVersion, termsHash: latestHash } };
}

/**
 * The version a booking or an update of an Approved loan issues with its
 * change (contract v3 section 12): the statement of the loan as it will
 * stand, when its terms hash differs from the latest version's; null when
 * it does not, or the loan has no principal tranche (no statement). The
 * content is built once from the figures the change worked out anyway.
 */
export function versionOnChange(context: KfsIssueContext, record: Pick<LoanRecord, "id" | "loanAccountNumber">, loan: Loan, figures: LoanFigures, now: Date): IssuedVersion | null {
  if (plannedStart(loan) === null) return null;
  const terms = termsOf(record, loan, context.partner, figures);
  const hash = termsHash(terms);
  return context.latest?.termsHash === hash ? null : nextVersion(terms, hash, context.latest, now);
}
