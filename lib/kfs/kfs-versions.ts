import { createHash } from "node:crypto";
import { KFS_VERSION, openText, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import type { Kfs, KfsVersionSummary } from "@/lib/schemas/kfs";
import type { KfsAccepted } from "@/lib/schemas/kfs-acceptance";
import { acceptedOf, type AcceptanceRow } from "./kfs-acceptances";

/**
 * The versions of a loan's Key Facts Statement (contract v3 section 12),
 * stored as issued: the content's JSON text is sealed as it was served the
 * first time and served from then on as stored, so its bytes and its ETag
 * never change. The acceptance is kept beside it (./kfs-acceptances.ts).
 */

export interface NewKfsVersionRow {
  id: string;
  loanId: string;
  version: number;
  termsHash: string;
  content: string;
  generatedAt: Date;
  validUntil: Date;
}

export const kfsVersionRow = (kfs: Kfs): NewKfsVersionRow => ({
  id: kfs.kfs_id,
  loanId: kfs.lead_id,
  version: kfs.version,
  termsHash: kfs.terms_hash,
  content: sealText(KFS_VERSION, kfs.kfs_id, JSON.stringify(kfs)),
  generatedAt: new Date(kfs.generated_on),
  validUntil: new Date(kfs.valid_until),
});

/** The strong ETag of a version's content: the hash of its text as stored, so `accepted` does not change it. */
export const contentEtagOf = (contentText: string): string => `"${createHash("sha256").update(contentText).digest("base64url")}"`;

/** A version as read: its content as stored, and its acceptance. */
export interface StoredVersion {
  id: string;
  version: number;
  termsHash: string;
  generatedAt: Date;
  validUntil: Date;
  contentText: string;
  accepted: KfsAccepted | null;
  acceptedAt: Date | null;
}

type VersionHead = Omit<StoredVersion, "contentText">;

function selectVersions(queries: Queries, loanId: string) {
  return queries
    .selectFrom("KfsVersion")
    .leftJoin("KfsAcceptance", "KfsAcceptance.kfsId", "KfsVersion.id")
    .select([
      "KfsVersion.id",
      "KfsVersion.version",
      "KfsVersion.termsHash",
      "KfsVersion.generatedAt",
      "KfsVersion.validUntil",
      "KfsAcceptance.id as acceptanceId",
      "KfsAcceptance.channel",
      "KfsAcceptance.acceptedAt",
      "KfsAcceptance.recordedAt",
      "KfsAcceptance.lang",
      "KfsAcceptance.evidence",
    ])
    .where("KfsVersion.loanId", "=", loanId);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>["execute"]>>[number];

function headOf(row: VersionRow): VersionHead {
  const acceptance: AcceptanceRow | null =
    row.acceptanceId === null || row.channel === null || row.acceptedAt === null || row.recordedAt === null || row.lang === null || row.evidence === null
      ? null
      : { id: row.acceptanceId, channel: row.channel, acceptedAt: row.acceptedAt, recordedAt: row.recordedAt, lang: row.lang, evidence: row.evidence };
  return {
    id: row.id,
    version: row.version,
    termsHash: row.termsHash,
    generatedAt: row.generatedAt,
    validUntil: row.validUntil,
    accepted: acceptance && acceptedOf(acceptance),
    acceptedAt: acceptance?.acceptedAt ?? null,
  };
}

async function withContent(queries: Queries, head: VersionHead): Promise<StoredVersion> {
  const { content } = await queries.selectFrom("KfsVersion").select("content").where("id", "=", head.id).executeTakeFirstOrThrow();
  return { ...head, contentText: openText(KFS_VERSION, head.id, content) };
}

/** The loan's latest version, its content included; null before the first. */
export async function latestVersion(queries: Queries, loanId: string): Promise<StoredVersion | null> {
  const row = await selectVersions(queries, loanId).select("KfsVersion.content").orderBy("KfsVersion.version", "desc").limit(1).executeTakeFirst();
  return row ? { ...headOf(row), contentText: openText(KFS_VERSION, row.id, row.content) } : null;
}

/** One version of the loan by its kfs_id; null when the loan has none by that id (another loan's included). */
export async function findVersion(queries: Queries, loanId: string, kfsId: string): Promise<StoredVersion | null> {
  const row = await selectVersions(queries, loanId).where("KfsVersion.id", "=", kfsId).executeTakeFirst();
  return row ? withContent(queries, headOf(row)) : null;
}

/**
 * The latest accepted version with these terms: what lets the loan be
 * disbursed as it stands, and what its agreement must follow. An older
 * version counts while its terms are the loan's (contract v3 section 12).
 */
export async function acceptedVersionOf(queries: Queries, loanId: string, termsHash: string): Promise<StoredVersion | null> {
  const row = await selectVersions(queries, loanId)
    .where("KfsVersion.termsHash", "=", termsHash)
    .where("KfsAcceptance.id", "is not", null)
    .orderBy("KfsVersion.version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? withContent(queries, headOf(row)) : null;
}

/** Every version of the loan, oldest first, without their content. */
export async function listVersions(queries: Queries, loanId: string): Promise<KfsVersionSummary[]> {
  const rows = await selectVersions(queries, loanId).orderBy("KfsVersion.version", "asc").execute();
  return rows.map((row) => summaryOf(headOf(row)));
}

export const summaryOf = (head: VersionHead): KfsVersionSummary => ({
  kfs_id: head.id,
  version: head.version,
  terms_hash: head.termsHash,
  generated_on: head.generatedAt.toISOString(),
  valid_until: head.validUntil.toISOString(),
  accepted: head.accepted,
});
