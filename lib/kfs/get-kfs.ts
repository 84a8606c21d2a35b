import "server-only";
import { read, type Queries } from "@/lib/db/transactions";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { changeLockedLoan, getPartnerLoan } from "@/lib/loan-records/find-loan";
import { loanBodyOf, type LoanRecord } from "@/lib/loan-records/loan-record";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import type { Kfs, KfsVersionSummary } from "@/lib/schemas/kfs";
import type { KfsAccepted } from "@/lib/schemas/kfs-acceptance";
import { acceptedCurrentVersion } from "./accepted-terms";
import { currentTerms, currentVersionLocked, issueDue } from "./current-version";
import { currentKfs } from "./freeze-kfs";
import { findVersion, latestVersion, listVersions, summaryOf } from "./kfs-versions";
import { replaceKfs, storedKfs, storeKfs } from "./stored-kfs";

/** A version as served: its content's text as stored, and its acceptance beside it. */
export interface ServedVersion {
  contentText: string;
  accepted: KfsAccepted | null;
}

export interface KeyFacts extends ServedVersion {
  kfs: Kfs;
  /** The borrower's name as the loan holds it, which the PDF prints; it cannot change after booking. */
  borrowerName: string;
}

interface KfsRequest {
  partnerId: string;
  leadId: string;
  /** Who asked: a version the request issues is theirs in the loan's events. */
  actor: string;
  now?: Date;
}

function assertApproved(record: LoanRecord): void {
  if (record.status !== "Approved") throw new AppError("loan_not_approved", "Only an Approved loan has a Key Facts Statement", { status: record.status });
}

/**
 * A disbursed loan's statement: the version frozen at disbursal with its
 * acceptance, or, for a loan disbursed before versions were issued, the
 * statement frozen then. Null when none is stored in v3's form.
 */
async function frozenVersion(queries: Queries, record: LoanRecord): Promise<ServedVersion | null> {
  const stored = await storedKfs(queries, record.id);
  if (!stored?.v3) return null;
  return (await findVersion(queries, record.id, stored.kfs.kfs_id)) ?? { contentText: JSON.stringify(stored.kfs), accepted: null };
}

/**
 * A disbursed loan whose statement is missing keeps the version accepted for
 * its terms, as its disbursal would have. One disbursed before versions
 * were issued (none accepted) and before statements were frozen (migration
 * 0011) is stated now; one frozen before contract v3 is stated again as of
 * its own date. The loan has not changed since, as updates stop at disbursal.
 */
async function freezeLate(queries: Queries, record: LoanRecord, now: Date): Promise<ServedVersion> {
  const stored = await storedKfs(queries, record.id);
  const accepted = stored ? null : await acceptedCurrentVersion(queries, record);
  if (accepted) {
    await storeKfs(queries, JSON.parse(accepted.contentText) as Kfs);
    return accepted;
  }
  const before = stored && !stored.v3 ? stored.generatedOn : null;
  const kfs = await currentKfs(queries, record, before ?? now);
  await (stored ? replaceKfs(queries, kfs) : storeKfs(queries, kfs));
  return { contentText: JSON.stringify(kfs), accepted: null };
}

/** A disbursed loan's statement as frozen (frozen now if it is missing), for what the loan's later life reads from it. */
export async function frozenKfs(queries: Queries, record: LoanRecord, now: Date): Promise<Kfs> {
  const served = (await frozenVersion(queries, record)) ?? (await freezeLate(queries, record, now));
  return JSON.parse(served.contentText) as Kfs;
}

const factsOf = (record: LoanRecord, served: ServedVersion): KeyFacts => ({
  ...served,
  kfs: JSON.parse(served.contentText) as Kfs,
  borrowerName: loanBodyOf(record).full_name,
});

/**
 * The current Key Facts Statement of a partner's Approved loan (contract v3
 * sections 11 and 12): until disbursal the latest version, a new one issued
 * first when the terms (configuration included) no longer match it or it
 * lapsed unaccepted; after disbursal the accepted version frozen then. A
 * read that finds nothing due writes nothing.
 */
export async function getKeyFacts({ partnerId, leadId, actor, now = new Date() }: KfsRequest): Promise<KeyFacts> {
  const found = await read(async (queries) => {
    const record = await getPartnerLoan(queries, partnerId, leadId);
    assertApproved(record);
    if (record.disbursedAt) return { record, served: await frozenVersion(queries, record) };
    const { hash } = await currentTerms(queries, record);
    const latest = await latestVersion(queries, record.id);
    return { record, served: latest && issueDue(latest, hash, now, { expiry: true }) === null ? latest : null };
  });
  if (found.served) return factsOf(found.record, found.served);
  const facts = await changeLockedLoan(partnerId, leadId, async (queries, record) => {
    if (record.disbursedAt) return factsOf(record, (await frozenVersion(queries, record)) ?? (await freezeLate(queries, record, now)));
    return factsOf(record, await currentVersionLocked(queries, record, { now, actor, expiry: true }));
  });
  wakeDeliveryWorker();
  return facts;
}

/** One version of the loan's statement by its kfs_id: 404 for an id the loan has not issued (another loan's included). */
export async function getKfsVersion({ partnerId, leadId, kfsId }: { partnerId: string; leadId: string; kfsId: string }): Promise<KeyFacts> {
  return read(async (queries) => {
    const record = await getPartnerLoan(queries, partnerId, leadId);
    const version = isUuid(kfsId) ? await findVersion(queries, record.id, kfsId) : null;
    if (version) return factsOf(record, version);
    const frozen = record.disbursedAt ? await frozenVersion(queries, record) : null;
    if (frozen && (JSON.parse(frozen.contentText) as Kfs).kfs_id === kfsId) return factsOf(record, frozen);
    throw notFound("Key Facts Statement version");
  });
}

/**
 * Every version of the loan's statement, oldest first, the current one last
 * (issued first if due, as GET .../kfs/ would). A loan disbursed before
 * versions were issued lists its frozen statement alone.
 */
export async function listKfsVersions(request: KfsRequest): Promise<{ items: KfsVersionSummary[] }> {
  const current = await getKeyFacts(request);
  const items = await read((queries) => listVersions(queries, request.leadId));
  if (items.length > 0) return { items };
  const { kfs } = current;
  return { items: [summaryOf({ id: kfs.kfs_id, version: kfs.version, termsHash: kfs.terms_hash, generatedAt: new Date(kfs.generated_on), validUntil: new Date(kfs.valid_until), accepted: null, acceptedAt: null })] };
}
