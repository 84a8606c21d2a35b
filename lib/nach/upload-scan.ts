import "server-only";
import { createHash } from "node:crypto";
import { NACH_SCAN, sealBytes } from "@/lib/crypto/sealed-columns";
import { write } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";
import { recordEvents } from "@/lib/loan-records/audit";
import type { NachUploaded } from "@/lib/schemas/nach";
import { getPartnerNach, nachStatusOf } from "./nach-record";

export const MAX_SCAN_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { type: string; magic: number[] }[] = [
  { type: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
  { type: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The type the bytes are, whatever the file name or declared type claims. */
export function detectScanType(bytes: Uint8Array): string | null {
  return SIGNATURES.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte))?.type ?? null;
}

const invalidFile = (message: string) =>
  new AppError("validation_error", message, { fields: [{ path: "signed_nach", message }] });

/**
 * Stores the customer's signed mandate scan, encrypted, with its checksum. Only an
 * initiated mandate takes one; a later upload replaces the earlier.
 */
export async function uploadSignedScan({ partnerId, nachId, file, actor, now = new Date() }: {
  partnerId: string;
  nachId: string;
  file: Uint8Array | null;
  actor: string;
  now?: Date;
}): Promise<NachUploaded> {
  if (!file || file.byteLength === 0) throw invalidFile("a file is required in the multipart field signed_nach");
  if (file.byteLength > MAX_SCAN_BYTES) {
    throw new AppError("payload_too_large", "The signed scan is larger than 5 MiB", { limit_bytes: MAX_SCAN_BYTES });
  }
  const contentType = detectScanType(file);
  if (!contentType) throw invalidFile("must be a PDF, JPEG or PNG file");
  const sha256 = createHash("sha256").update(file).digest("hex");
  return write(async (queries) => {
    // Locked so that a status reported meanwhile cannot leave a scan on a mandate no longer initiated.
    const nach = await getPartnerNach(queries, partnerId, nachId, { lock: true });
    if (nachStatusOf(nach) !== "initiated") {
      throw new AppError("invalid_transition", `A signed form can be uploaded only while the mandate is initiated, not ${nach.status}`, {
        status: nach.status,
      });
    }
    const scan = { contentType, size: file.byteLength, sha256, data: sealBytes(NACH_SCAN, nach.id, file), uploadedAt: now };
    await queries
      .insertInto("NachScan")
      .values({ id: newId(), nachId: nach.id, ...scan })
      .onConflict((conflict) => conflict.column("nachId").doUpdateSet(scan))
      .execute();
    await recordEvents(queries, [
      { loanId: nach.loanId, partnerId, actor, type: "nach_scan_uploaded", data: { physical_nach_id: nachId, content_type: contentType, size: file.byteLength, sha256 } },
    ]);
    return { physical_nach_id: nach.id, status: nachStatusOf(nach), uploaded_at: now.toISOString() };
  });
}
