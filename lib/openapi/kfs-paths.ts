import type { ErrorCode } from "@/lib/errors/app-error";
import { leadId } from "./loan-paths";
import { kfsPdfQuerySchema } from "@/lib/schemas/kfs-pdf-query";
import { BODY_ERRORS, jsonBody, operation, pathId, queryParameters } from "./operations";
import { pdfOperation } from "./pdf-operation";
import { ref } from "./json-schema";
import { envelope, headers, successResponse } from "./responses";

/** The Key Facts Statement's versions, their acceptance and the agreement (contract v3 sections 11 and 12). */

const kfsId = pathId("kfs_id", "A version's kfs_id; another loan's gets 404 `not_found`.");

const KFS_ERRORS: ErrorCode[] = ["not_found", "loan_not_approved", "disbursal_date_missing", "inconsistent_terms"];

const CONTENT =
  "RBI's Key Facts Statement (contract v3 section 11), the borrower's cash flows from the start (the principal tranches' date): Part 1 (amounts, instalments, fees split by payee, `net_disbursed` = `loan_amount` less the fees, `paid_at_disbursal` = what the disbursal pays, `released_later` = the withheld money by date, `total_payable` = the sum of the instalments, APR, contingent charges), `part_2` and `repayment_schedule` (an upfront EMI is instalment 1, due on the start and collected at disbursal). APR: the periodic internal rate of return of the borrower's dated flows (`paid_at_disbursal` at the start, `released_later` on their dates, each other instalment on its due date) x 12, 52 or 26, percent, two decimals; never missing.";

const VERSIONS =
  "Versions (contract v3 section 12): a version is issued with the booking of an Approved loan, with every update or change of configuration that changes the `terms_hash` (SHA-256 of the RFC 8785 canonical JSON of the content without `kfs_id`, `version`, `terms_hash`, `generated_on`, `valid_until` and `accepted`; Part 2 and the contingent charges included), and by a read when the latest lapsed (`valid_until`) unaccepted; never after disbursal. A change of the partner's KFS settings or of the lender's configuration is found by the next read, acceptance or disbursal, which compares the content as it would be now with the latest version's. A version's content is byte-stable: served exactly as first issued, its `ETag` a hash of that content alone (`accepted` beside it does not change it). `kfs_id` is derived from the lead id, `version` and `terms_hash`. After disbursal the statement is the accepted version the disbursal relied on, with its own dates.";

const LANGUAGE =
  "`lang=hi` prints every label in Hindi (Devanagari) and the values exactly as in English (amounts, dates, names, identifiers, the lender's configured texts); each language is its own byte-stable PDF with its own ETag. An unknown `lang` gets 400 `validation_error` naming `lang`. The JSON (`kfs/`) is the same whatever the language.";

const jsonVersion = (operationId: string, summary: string, description: string, errors: ErrorCode[]) => {
  const base = operation({
    operationId,
    summary,
    description,
    access: "partner",
    parameters: [{ name: "If-None-Match", in: "header", required: false, description: "The ETag of a version fetched before; when it names this one's content, the answer is 304 without a body.", schema: { type: "string" } }],
    success: { status: 200, data: "KeyFactsStatementVersion", description: "The version" },
    errors,
  });
  return {
    ...base,
    responses: {
      ...base.responses,
      200: successResponse("The version", envelope(ref("KeyFactsStatementVersion")), ["KfsContentETag"]),
      304: { description: "Not modified: If-None-Match names this version's content", headers: headers("KfsContentETag") },
    },
  };
};

export const kfsPaths = {
  "/api/v1/client/loan/{lead_id}/kfs/": {
    parameters: [leadId],
    get: jsonVersion(
      "readKeyFactsStatement",
      "The current version of the Key Facts Statement, as JSON",
      `${CONTENT} ${VERSIONS} Until disbursal the latest version, valid until the end (IST) of the third working day after it was issued. Only an Approved loan has one (else 409 \`loan_not_approved\`); a loan without a principal tranche gets 409 \`disbursal_date_missing\`; a loan booked before contract v3 whose flows have no single rate gets 422 \`inconsistent_terms\`.`,
      KFS_ERRORS,
    ),
  },
  "/api/v1/client/loan/{lead_id}/kfs.pdf": {
    parameters: [leadId],
    get: pdfOperation({
      operationId: "downloadKeyFactsStatement",
      summary: "The current version of the Key Facts Statement, as a PDF in RBI's format",
      description:
        `The version \`kfs/\` serves, on A4 pages: RBI's Annex A Part 1 and Part 2 with the annex's row numbers, Annex B's computation of the APR, and the repayment schedule. Every value is extractable as text; names print in Latin and the nine Indian scripts of contract section 8, shaped (a value with a character none of its fonts prints gets 422 \`unprintable_text\` naming it). A version's PDF is the same bytes and ETag on every fetch. Prints \`kfs_id\` and \`version\`. ${LANGUAGE} Only an Approved loan has one (else 409 \`loan_not_approved\`, as a JSON error envelope); 409 \`disbursal_date_missing\` and 422 \`inconsistent_terms\` as for \`kfs/\`.`,
      document: "The statement",
      etag: "KfsETag",
      ifNoneMatch: "The ETag of a statement fetched before; when it names this statement's, the answer is 304 without a body.",
      errors: ["validation_error", ...KFS_ERRORS, "unprintable_text"],
      query: queryParameters(kfsPdfQuerySchema),
    }),
  },
  "/api/v1/client/loan/{lead_id}/kfs/versions/": {
    parameters: [leadId],
    get: operation({
      operationId: "listKeyFactsStatementVersions",
      summary: "Every version of the Key Facts Statement, with its acceptance",
      description: `Oldest first; the last is the current one (issued first if one is due, as \`kfs/\` does). Each without its content: fetch one by \`kfs/{kfs_id}/\`. ${VERSIONS} Refusals as for \`kfs/\`.`,
      access: "partner",
      success: { status: 200, data: "KeyFactsStatementVersionList", description: "The versions" },
      errors: KFS_ERRORS,
    }),
  },
  "/api/v1/client/loan/{lead_id}/kfs/{kfs_id}/": {
    parameters: [leadId, kfsId],
    get: jsonVersion(
      "readKeyFactsStatementVersion",
      "One version of the Key Facts Statement, as JSON",
      `${CONTENT} The version exactly as issued, with its acceptance. 404 \`not_found\` for a kfs_id the loan has not issued (another loan's included).`,
      ["not_found"],
    ),
  },
  "/api/v1/client/loan/{lead_id}/kfs/{kfs_id}.pdf": {
    parameters: [leadId, kfsId],
    get: pdfOperation({
      operationId: "downloadKeyFactsStatementVersion",
      summary: "One version of the Key Facts Statement, as a PDF",
      description: `The version \`kfs/{kfs_id}/\` serves, printed as \`kfs.pdf\` prints the current one: the same bytes and ETag on every fetch. ${LANGUAGE} 404 \`not_found\` for a kfs_id the loan has not issued.`,
      document: "The statement",
      etag: "KfsETag",
      ifNoneMatch: "The ETag of this version's PDF fetched before; when it names it, the answer is 304 without a body.",
      errors: ["validation_error", "not_found", "unprintable_text"],
      query: queryParameters(kfsPdfQuerySchema),
    }),
  },
  "/api/v1/client/loan/{lead_id}/kfs/acceptance/": {
    parameters: [leadId],
    post: operation({
      operationId: "acceptKeyFactsStatement",
      summary: "Record the borrower's acceptance of a version",
      description:
        "The borrower's acceptance of the current version, with the evidence its channel needs: `otp` the OTP transaction's `reference` and the `mobile` it went to (the loan's `mobile_number`); `e_sign` the signed document's `document_sha256`; `click_wrap` the borrower's `ip` and `user_agent`; `physical` the signed statement (PDF, JPEG or PNG, at most 5 MiB, checked by content) in the multipart file field `signed_kfs`, with `kfs_id`, `accepted_at`, `channel` and `lang` as form fields. The service records it with its own `recorded_at`. Answers in this order: 400 (the body; missing evidence; `accepted_at` in the future); 404 (the loan; a kfs_id it has not issued); 409 `already_disbursed`; 409 `kfs_superseded` with `details.current_kfs_id` for a version that is not the current one; 409 `kfs_already_accepted`; 400 for `accepted_at` before the version's `generated_on` or an OTP `mobile` other than the loan's; 409 `kfs_expired` for `accepted_at` after its `valid_until`. An accepted version stays valid for disbursal after its `valid_until` until the terms change. An acceptance and an update that changes the terms are decided one after the other, so an acceptance never lands on a superseded version.",
      access: "partner",
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/KfsAcceptanceRequest" } },
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["kfs_id", "accepted_at", "channel", "signed_kfs"],
              properties: {
                kfs_id: { type: "string", format: "uuid" },
                accepted_at: { type: "string", format: "date-time" },
                channel: { const: "physical" },
                lang: { type: "string", enum: ["en", "hi"] },
                signed_kfs: { type: "string", format: "binary" },
              },
            },
          },
        },
      },
      success: { status: 201, data: "KfsAcceptance", description: "Recorded" },
      errors: [...BODY_ERRORS, "not_found", "already_disbursed", "kfs_superseded", "kfs_already_accepted", "kfs_expired", "disbursal_date_missing", "rate_limited"],
    }),
  },
  "/api/v1/client/loan/{lead_id}/agreement/": {
    parameters: [leadId],
    post: operation({
      operationId: "recordAgreement",
      summary: "Record the executed loan agreement",
      description:
        "The agreement as executed, after the borrower accepted the KFS version of the loan's current terms. It replaces the loan's earlier agreement (kept in the loan's events) and sets the loan's `agreement_date` (the IST date of `executed_at`) and `agreement_signature_type`, without re-running the policy. Disbursal needs it (409 `agreement_missing`); an `agreement_date` sent in the loan body is still taken but does not count. Answers in this order: 400 (the body; `executed_at` in the future); 404; 409 `loan_not_approved`; 409 `already_disbursed`; 409 `disbursal_date_missing`; 409 `kfs_not_accepted` when no version of the loan's current terms is accepted; 409 `agreement_before_kfs` when `executed_at` is not after that acceptance's `accepted_at`.",
      access: "partner",
      requestBody: jsonBody("AgreementRequest"),
      success: { status: 201, data: "Agreement", description: "Recorded" },
      errors: [...BODY_ERRORS, "not_found", "loan_not_approved", "already_disbursed", "disbursal_date_missing", "kfs_not_accepted", "agreement_before_kfs", "inconsistent_terms"],
    }),
  },
};
