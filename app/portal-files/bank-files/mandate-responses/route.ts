import { MANDATE_RESPONSE_SHEET } from "@/lib/bank-files/mandate-response-file";
import { bankFileFor } from "@/lib/portal/portal-bank-files";
import { staffUploadRoute } from "@/lib/web/staff-upload-route";

// POST /portal-files/bank-files/mandate-responses — operations preview the sponsor bank's mandate response file (multipart: file, step=preview), then apply it (step=apply, sha256 from the preview)
export const POST = staffUploadRoute({ field: "file", fields: ["step", "sha256"], maxBytes: MANDATE_RESPONSE_SHEET.maxBytes, tooLarge: MANDATE_RESPONSE_SHEET.tooLarge }, (actor, { bytes, fields }) =>
  bankFileFor({ actor, kind: "mandate-responses", step: fields.step, bytes, sha256: fields.sha256 }),
);
