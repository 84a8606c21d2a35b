import type { Queries } from "@/lib/db/transactions";
import type { PhysicalNachRow } from "@/lib/db/tables";

export interface ScanDetails {
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: Date;
}

/** A mandate with what the loan page shows of its signed scan, if one was uploaded. */
export type MandateWithScan = PhysicalNachRow & { scan: ScanDetails | null };

/** The scan's details from a row LEFT JOINed with NachScan: null when the mandate has no scan. */
export function scanOf(row: { scanId: string | null; contentType: string | null; size: number | null; sha256: string | null; uploadedAt: Date | null }): ScanDetails | null {
  const { scanId, contentType, size, sha256, uploadedAt } = row;
  return scanId !== null && contentType !== null && size !== null && sha256 !== null && uploadedAt !== null ? { contentType, size, sha256, uploadedAt } : null;
}

/** A loan's mandates, newest first, each with its scan's details (never its bytes). */
export async function loanMandates(queries: Queries, loanId: string): Promise<MandateWithScan[]> {
  const rows = await queries
    .selectFrom("PhysicalNach")
    .leftJoin("NachScan", "NachScan.nachId", "PhysicalNach.id")
    .selectAll("PhysicalNach")
    .select(["NachScan.id as scanId", "NachScan.contentType", "NachScan.size", "NachScan.sha256", "NachScan.uploadedAt"])
    .where("PhysicalNach.loanId", "=", loanId)
    .orderBy("PhysicalNach.id", "desc")
    .execute();
  return rows.map(({ scanId, contentType, size, sha256, uploadedAt, ...nach }) => ({ ...nach, scan: scanOf({ scanId, contentType, size, sha256, uploadedAt }) }));
}

/** The scan's details as the pages show them. */
export const scanView = (scan: ScanDetails | null) => scan && { ...scan, uploadedAt: scan.uploadedAt.toISOString() };
