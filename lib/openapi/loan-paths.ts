import { loanListQuerySchema } from "@/lib/schemas/loan-list";
import { BODY_ERRORS, errors, idempotencyKey, ifMatch, jsonBody, pathId, queryParameters, success } from "./operations";


const updateErrors = [...BODY_ERRORS, "not_found", "loan_disbursed", "precondition_failed", "kyc_not_verified", "customer_identifier_immutable"] as const;

export const loanPaths = {
  "/api/v1/client/loan/": {
    post: {
      summary: "Book a loan",
      parameters: [idempotencyKey],
      requestBody: jsonBody("Loan"),
      responses: {
        ...success(201, "BookingResult", "Booked; the policy's outcome is in `status`"),
        ...errors(...BODY_ERRORS, "duplicate_partner_loan_id", "kyc_not_verified", "idempotency_key_in_use", "idempotency_key_reused"),
      },
    },
    get: {
      summary: "List loans, newest first",
      parameters: queryParameters(loanListQuerySchema),
      responses: { ...success(200, "LoanList", "A page of loans"), ...errors("validation_error") },
    },
  },
  "/api/v1/client/loan/{lead_id}/": {
    parameters: [pathId("lead_id")],
    get: {
      summary: "Read a loan",
      responses: { ...success(200, "LoanRead", "The loan as it stands, with an ETag header"), ...errors("not_found") },
    },
    put: {
      summary: "Replace a loan's details",
      parameters: [ifMatch],
      requestBody: jsonBody("Loan"),
      responses: { ...success(200, "UpdateResult", "Updated"), ...errors(...updateErrors) },
    },
    patch: {
      summary: "Update some of a loan's details",
      parameters: [ifMatch],
      requestBody: jsonBody("LoanPatch"),
      responses: { ...success(200, "UpdateResult", "Updated"), ...errors(...updateErrors) },
    },
  },
  "/api/v1/client/loan/{lead_id}/disburse/": {
    parameters: [pathId("lead_id")],
    post: {
      summary: "Disburse an Approved loan, once",
      parameters: [idempotencyKey],
      requestBody: jsonBody("DisbursalRequest", false),
      responses: {
        ...success(200, "DisbursalRecord", "Disbursed"),
        ...errors(...BODY_ERRORS, "not_found", "already_disbursed", "loan_not_approved", "idempotency_key_in_use", "idempotency_key_reused"),
      },
    },
    get: {
      summary: "The disbursal record",
      responses: { ...success(200, "DisbursalRecord", "The record"), ...errors("not_found") },
    },
  },
};
