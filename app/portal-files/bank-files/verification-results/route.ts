import { VERIFICATION_RESULT_SHEET } from "@/lib/bank-files/verification-result-file";
import { bankFileFor } from "@/lib/portal/portal-bank-files";
import { staffUploadRoute } from "@/lib/web/staff-upload-route";

// POST /portal-files/bank-files/verification-results — operations preview a bank's account verification results (multipart: file, step=preview), then apply it (step=apply, sha256 from the preview)
export const POST = staffUploadRoute({ field: "file", fields: ["step", "sha256"], maxBytes: VERIFICATION_RESULT_SHEET.maxBytes, tooLarge: VERIFICATION_RESULT_SHEET.tooLarge }, (actor, { bytes, fields }) =>
  bankFileFor({ actor, kind: "verification-results", step: fields.step, bytes, sha256: fields.sha256 }),
);
