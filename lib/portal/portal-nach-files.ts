import "server-only";
import { NACH_SCAN, openBytes } from "@/lib/crypto/sealed-columns";
import { read } from "@/lib/db/transactions";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { mandateForm } from "@/lib/nach/mandate-form";
import { can, type StaffActor } from "@/lib/codes/roles";

export interface PortalFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/** The download name of a signed scan, from the type its bytes were recognised as. */
export const scanFileName = (nachId: string, contentType: string) => `signed-nach-${nachId}.${EXTENSIONS[contentType] ?? "bin"}`;

/** The mandate's partner, when the actor may see the mandate at all. */
async function partnerOfMandate(actor: StaffActor, nachId: string): Promise<string> {
  const row = isUuid(nachId)
    ? await read((queries) =>
        queries
          .selectFrom("PhysicalNach")
          .select("partnerId")
          .where((eb) => eb.and([eb("id", "=", nachId), ...(actor.partnerId ? [eb("partnerId", "=", actor.partnerId)] : [])]))
          .executeTakeFirst(),
      )
    : undefined;
  if (!row) throw notFound("Physical NACH");
  return row.partnerId;
}

const assertMayDownload = (actor: StaffActor) => {
  if (!can(actor, "downloadMandateDocuments")) throw new AppError("forbidden", "Your role does not allow downloading mandate documents");
};

/** The pre-filled mandate form, for partner staff (their own partner's), operations and admins. */
export async function getMandateForm({ actor, nachId }: { actor: StaffActor; nachId: string }): Promise<PortalFile> {
  assertMayDownload(actor);
  const partnerId = await partnerOfMandate(actor, nachId);
  const form = await mandateForm({ partnerId, nachId });
  return { bytes: await form.bytes(), contentType: "application/pdf", fileName: `nach-mandate-${nachId}.pdf` };
}

/**
 * The customer's signed scan as uploaded, with the content type recognised
 * from its bytes. It is decrypted only here, once the role and the
 * partner scope have allowed the download.
 */
export async function getSignedScan({ actor, nachId }: { actor: StaffActor; nachId: string }): Promise<PortalFile> {
  assertMayDownload(actor);
  const scan = isUuid(nachId)
    ? await read((queries) =>
        queries
          .selectFrom("NachScan")
          .innerJoin("PhysicalNach", "PhysicalNach.id", "NachScan.nachId")
          .select(["NachScan.data", "NachScan.contentType"])
          .where((eb) => eb.and([eb("NachScan.nachId", "=", nachId), ...(actor.partnerId ? [eb("PhysicalNach.partnerId", "=", actor.partnerId)] : [])]))
          .executeTakeFirst(),
      )
    : undefined;
  if (!scan) throw notFound("Signed scan");
  return { bytes: openBytes(NACH_SCAN, nachId, scan.data), contentType: scan.contentType, fileName: scanFileName(nachId, scan.contentType) };
}
