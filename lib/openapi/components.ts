import { z } from "zod";
import { disbursalRequestSchema } from "@/lib/schemas/disbursal";
import { loanPatchSchema, loanSchema } from "@/lib/schemas/loan";
import {
  bookingResultSchema,
  disbursalRecordSchema,
  loanListSchema,
  loanReadExtrasSchema,
  updateResultSchema,
} from "@/lib/schemas/loan-responses";
import { nachInitiatedSchema, nachInitiateRequestSchema, nachStatusEventSchema, nachStatusResponseSchema, nachUploadedSchema } from "@/lib/schemas/nach";
import { deliverySchema, endpointCreateSchema, endpointSchema, endpointWithSecretSchema } from "@/lib/schemas/webhooks";
import { errorSchema, ref, type JsonSchema } from "./operations";

const REQUESTS = {
  Loan: loanSchema,
  LoanPatch: loanPatchSchema,
  DisbursalRequest: disbursalRequestSchema,
  NachInitiateRequest: nachInitiateRequestSchema,
  WebhookEndpointCreate: endpointCreateSchema,
};

const RESPONSES = {
  BookingResult: bookingResultSchema,
  UpdateResult: updateResultSchema,
  LoanReadExtras: loanReadExtrasSchema,
  LoanList: loanListSchema,
  DisbursalRecord: disbursalRecordSchema,
  NachStatus: nachStatusResponseSchema,
  NachInitiated: nachInitiatedSchema,
  NachUploaded: nachUploadedSchema,
  NachStatusEvent: nachStatusEventSchema,
  WebhookEndpoint: endpointSchema,
  WebhookEndpointWithSecret: endpointWithSecretSchema,
  WebhookDelivery: deliverySchema,
};

/** The schemas named in the document, each converted from the zod schema the API itself uses. */
export function componentSchemas(): Record<string, JsonSchema> {
  const shared: Record<string, JsonSchema> = {};
  const convert = (schemas: Record<string, z.ZodType>, io: "input" | "output") =>
    Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => {
        // A schema with a meta id comes back as a $ref into its own $defs;
        // those definitions become components, and the refs follow them.
        const text = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" }));
        const json = JSON.parse(text.replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & {
          $defs?: Record<string, JsonSchema>;
        };
        const { $schema: _schema, $defs = {}, $ref: _ref, ...rest } = json;
        const { [id]: root, ...others } = $defs;
        Object.assign(shared, others);
        return [id, root ?? rest];
      }),
    );
  return {
    ...convert(REQUESTS, "input"),
    ...convert(RESPONSES, "output"),
    ...shared,
    LoanRead: { allOf: [ref("Loan"), ref("LoanReadExtras")] },
    Error: errorSchema,
  };
}
