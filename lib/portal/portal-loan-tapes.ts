import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { listTapeRows, getTapeUpload, listTapeUploads, type TapeRowFilter, type TapeRowResultView, type TapeUpload } from "@/lib/loan-tape/tape-progress";
import { tapeResultsCsv } from "@/lib/loan-tape/tape-results";
import { csvTemplate, xlsxTemplate } from "@/lib/loan-tape/tape-template";
import { uploadLoanTape, type TapeUploaded } from "@/lib/loan-tape/upload-tape";
import { actingPartnerId, can, type StaffActor } from "@/lib/codes/roles";
import type { PortalFile } from "./portal-nach-files";
import { portalUserActor } from "@/lib/actors/recorded-actor";

/** Loan tapes are partner staff's, as booking is: the lender's roles see none, and each partner only its own. */
function tapePartner(actor: StaffActor): string {
  if (!can(actor, "editLoans")) throw new AppError("forbidden", "Your role does not allow this: loan tapes are uploaded by a partner's staff");
  return actingPartnerId(actor);
}

export const uploadTapeFor = ({ actor, fileName, bytes }: { actor: StaffActor; fileName?: string; bytes: Uint8Array }): Promise<TapeUploaded> =>
  uploadLoanTape({ partnerId: tapePartner(actor), actor: portalUserActor(actor), fileName, bytes });

export const listTapesFor = (actor: StaffActor): Promise<TapeUpload[]> => listTapeUploads({ partnerId: tapePartner(actor) });

export interface PortalTapeQuery {
  uploadId: string;
  filter?: TapeRowFilter;
  fromRow?: number;
}

export interface PortalTapeProgress {
  upload: TapeUpload;
  rows: TapeRowResultView[];
}

/** Rows shown on one page of an upload's results. */
export const TAPE_PAGE_ROWS = 100;

/** An upload's counts and one page of its rows' results, for its page and its polling. */
export async function tapeProgressFor(actor: StaffActor, { uploadId, filter = "all", fromRow = 0 }: PortalTapeQuery): Promise<PortalTapeProgress> {
  const partnerId = tapePartner(actor);
  const upload = await getTapeUpload({ partnerId, uploadId });
  const rows = await listTapeRows({ partnerId, uploadId, filter, fromRow, limit: TAPE_PAGE_ROWS });
  return { upload, rows };
}

export async function tapeResultsFileFor(actor: StaffActor, uploadId: string): Promise<PortalFile> {
  const { fileName, text } = await tapeResultsCsv({ partnerId: tapePartner(actor), uploadId });
  return { bytes: new TextEncoder().encode(text), contentType: "text/csv; charset=utf-8", fileName };
}

export async function tapeTemplateFile(format: "csv" | "xlsx"): Promise<PortalFile> {
  return format === "csv"
    ? { bytes: new TextEncoder().encode(csvTemplate()), contentType: "text/csv; charset=utf-8", fileName: "loan-tape-template.csv" }
    : { bytes: await xlsxTemplate(), contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", fileName: "loan-tape-template.xlsx" };
}
