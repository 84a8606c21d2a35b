import "server-only";
import { todayInIndia } from "@/lib/calendar/india-day";
import { lenderConfig } from "@/lib/config/lender";
import type { Queries } from "@/lib/db/transactions";
import { recordEvents } from "@/lib/loan-records/audit";
import { loanBodyOf, type LoanRecord } from "@/lib/loan-records/loan-record";
import { getKfsPartner, type KfsPartner } from "@/lib/partners/kfs-partner";
import type { Kfs, KfsTerms } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import { issueKfs, kfsTermsOf } from "./build-kfs";
import type { IssueReason } from "@/lib/codes/kfs-issue-reasons";
import { enqueueKfsIssued } from "./kfs-events";
import { termsHash } from "./kfs-id";
import { kfsVersionRow, latestVersion, type NewKfsVersionRow, type StoredVersion } from "./kfs-versions";


type SubjectLoan = Pick<LoanRecord, "id" | "partnerId" | "partnerLoanId" | "loanAccountNumber" | "body" | "createdAt">;

/** The terms a statement of the loan states as it stands, with its partner and the lender's configuration as they are now. */
export function termsOf(record: Pick<LoanRecord, "id" | "loanAccountNumber">, loan: Loan, partner: KfsPartner, figures: LoanFigures): KfsTerms {
  return kfsTermsOf({ leadId: record.id, loanAccountNumber: record.loanAccountNumber, loan, partner }, lenderConfig(), figures);
}

/**
 * The loan's terms as they stand, the partner read afresh: this is how a
 * change of configuration (the partner CLI's settings, the lender's
 * environment at a restart) reaches the statement (docs/decisions/0129-kfs-versions.md).
 * A loan with a principal tranche is stated from it, whatever the day.
 */
export async function currentTerms(queries: Queries, record: SubjectLoan): Promise<{ terms: KfsTerms; hash: string }> {
  const loan = loanBodyOf(record);
  const terms = termsOf(record, loan, await getKfsPartner(queries, record.partnerId), loanFigures(loan, todayInIndia(record.createdAt)));
  return { terms, hash: termsHash(terms) };
}

/** Why a new version is due, or null when the latest stands. Only a read (`expiry`) issues one for a version that lapsed unaccepted. */
export function issueDue(latest: Pick<StoredVersion, "termsHash" | "validUntil" | "accepted"> | null, hash: string, now: Date, { expiry }: { expiry: boolean }): IssueReason | null {
  if (!latest || latest.termsHash !== hash) return "terms_changed";
  if (expiry && latest.accepted === null && latest.validUntil.getTime() < now.getTime()) return "expired";
  return null;
}

/** The next version of the loan's statement (`hash` its terms'), for the caller to store in its transaction, and its event's data. */
export function nextVersion(terms: KfsTerms, hash: string, latest: { version: number } | null, now: Date): { kfs: Kfs; row: NewKfsVersionRow } {
  const kfs = issueKfs(terms, (latest?.version ?? 0) + 1, now, lenderConfig().holidays, hash);
  return { kfs, row: kfsVersionRow(kfs) };
}

export const issuedEventData = (kfs: Kfs, reason: IssueReason) => ({ kfs_id: kfs.kfs_id, version: kfs.version, terms_hash: kfs.terms_hash, reason });

/**
 * The loan's current version, issued first if one is due (its `kfs.issued`
 * event queued: the caller wakes the delivery worker once its transaction
 * commits). The caller holds the loan's row lock, so no other writer issues
 * or accepts meanwhile.
 */
export async function currentVersionLocked(
  queries: Queries,
  record: SubjectLoan,
  { now, actor, expiry }: { now: Date; actor: string; expiry: boolean },
): Promise<StoredVersion> {
  const { terms, hash } = await currentTerms(queries, record);
  const latest = await latestVersion(queries, record.id);
  const reason = issueDue(latest, hash, now, { expiry });
  if (latest && reason === null) return latest;
  const { kfs, row } = nextVersion(terms, hash, latest, now);
  await queries.insertInto("KfsVersion").values(row).execute();
  await recordEvents(queries, [{ loanId: record.id, partnerId: record.partnerId, actor, type: "kfs_issued", data: issuedEventData(kfs, reason ?? "terms_changed") }]);
  await enqueueKfsIssued(queries, record, row, reason ?? "terms_changed", now);
  const contentText = JSON.stringify(kfs);
  return { id: kfs.kfs_id, version: kfs.version, termsHash: kfs.terms_hash, generatedAt: row.generatedAt, validUntil: row.validUntil, contentText, accepted: null, acceptedAt: null };
}
