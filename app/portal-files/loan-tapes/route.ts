import { MAX_TAPE_BYTES, TAPE_TOO_LARGE } from "@/lib/loan-tape/tape-sheet";
import { uploadTapeFor } from "@/lib/portal/portal-loan-tapes";
import { staffUploadRoute } from "@/lib/web/staff-upload-route";

// POST /portal-files/loan-tapes — a partner's staff upload a loan tape (multipart: tape, file_name); its rows book in the background
export const POST = staffUploadRoute({ field: "tape", fields: ["file_name"], maxBytes: MAX_TAPE_BYTES, tooLarge: TAPE_TOO_LARGE }, (actor, { bytes, fields }) =>
  uploadTapeFor({ actor, fileName: fields.file_name, bytes }),
);
