import { KFS_ACCEPTANCE_EVIDENCE, KFS_ACCEPTANCE_SCAN, openText, sealBytes, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import type { KfsAccepted, KfsAcceptanceChannel, KfsAcceptanceEvidence } from "@/lib/schemas/kfs-acceptance";

/** An acceptance as stored: its evidence sealed, bound to the acceptance's id (it holds the borrower's mobile or IP). */
export interface AcceptanceRow {
  id: string;
  channel: string;
  acceptedAt: Date;
  recordedAt: Date;
  lang: string;
  evidence: string;
}

// Only storeAcceptance writes these columns, from a parsed request.
export const acceptedOf = (row: AcceptanceRow): KfsAccepted => ({
  channel: row.channel as KfsAcceptanceChannel,
  accepted_at: row.acceptedAt.toISOString(),
  recorded_at: row.recordedAt.toISOString(),
  lang: row.lang as KfsAccepted["lang"],
  ...(JSON.parse(openText(KFS_ACCEPTANCE_EVIDENCE, row.id, row.evidence)) as KfsAcceptanceEvidence),
});

export interface NewAcceptance {
  id: string;
  kfsId: string;
  loanId: string;
  channel: KfsAcceptanceChannel;
  acceptedAt: Date;
  recordedAt: Date;
  lang: KfsAccepted["lang"];
  evidence: KfsAcceptanceEvidence;
  actor: string;
  /** A physical acceptance's signed statement, with the type its content showed. */
  scan: { bytes: Uint8Array; contentType: string; sha256: string } | null;
}

export async function storeAcceptance(queries: Queries, acceptance: NewAcceptance): Promise<void> {
  const { scan, evidence, ...row } = acceptance;
  await queries
    .insertInto("KfsAcceptance")
    .values({ ...row, evidence: sealText(KFS_ACCEPTANCE_EVIDENCE, row.id, JSON.stringify(evidence)) })
    .execute();
  if (scan) {
    await queries
      .insertInto("KfsAcceptanceScan")
      .values({ id: row.id, contentType: scan.contentType, size: scan.bytes.byteLength, sha256: scan.sha256, data: sealBytes(KFS_ACCEPTANCE_SCAN, row.id, scan.bytes) })
      .execute();
  }
}
