import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { coolingOffExitRequestSchema, coolingOffExitSchema } from "@/lib/schemas/cooling-off-exit";
import { disbursalRequestSchema } from "@/lib/schemas/disbursal";
import { livenessSchema, readinessSchema } from "@/lib/schemas/health";
import { agreementRequestSchema, agreementSchema } from "@/lib/schemas/agreement";
import { consentsRequestSchema, consentsResultSchema } from "@/lib/schemas/consents";
import { kfsSchema, kfsVersionListSchema, kfsVersionSchema } from "@/lib/schemas/kfs";
import { kfsAcceptanceRequestSchema, kfsAcceptanceSchema } from "@/lib/schemas/kfs-acceptance";
import { loanHistorySchema } from "@/lib/schemas/loan-history";
import { bookingSchema, loanFields, loanPatchSchema, loanSchema } from "@/lib/schemas/loan";
import {
  bookingResultSchema,
  disbursalRecordSchema,
  loanListSchema,
  loanReadExtrasSchema,
  updateResultSchema,
} from "@/lib/schemas/loan-responses";
import { nachInitiatedSchema, nachInitiateRequestSchema, nachStatusResponseSchema, nachUploadedSchema } from "@/lib/schemas/nach";
import { testEventSchema, WEBHOOK_EVENT_SCHEMAS } from "@/lib/schemas/webhook-events";
import {
  deliveryListSchema,
  deliverySchema,
  endpointCreateSchema,
  endpointDeletedSchema,
  endpointListSchema,
  endpointSchema,
  endpointSecretSchema,
  endpointUpdateSchema,
  endpointWithSecretSchema,
} from "@/lib/schemas/webhooks";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/codes/webhook-event-types";
import { errorEnvelopeSchema, errorSchemaName } from "./error-codes";
import { WEBHOOK_EVENT_EXAMPLES } from "./webhook-events";
import { BOOKING_EXAMPLES, BOOKING_REQUEST_EXAMPLE, CONSENTS_REQUEST_EXAMPLE, HISTORY_EXAMPLE, LOAN_EXAMPLE, LOAN_PATCH_EXAMPLE, POLICY_EXAMPLE, REQUEST_EXAMPLES } from "./examples";
import { emptyAsNotSent, markEmptyAsAbsent } from "./empty-values";
import { withFieldDocs } from "./field-docs";
import { ref, type JsonSchema } from "./json-schema";
import { policyRulesTable } from "./policy-rules";
import { defaultsInWords } from "./request-defaults";

const REQUESTS = {
  Booking: bookingSchema,
  Loan: loanSchema,
  LoanPatch: loanPatchSchema,
  DisbursalRequest: disbursalRequestSchema,
  CoolingOffExitRequest: coolingOffExitRequestSchema,
  ConsentsRequest: consentsRequestSchema,
  NachInitiateRequest: nachInitiateRequestSchema,
  WebhookEndpointCreate: endpointCreateSchema,
  WebhookEndpointUpdate: endpointUpdateSchema,
  KfsAcceptanceRequest: kfsAcceptanceRequestSchema,
  AgreementRequest: agreementRequestSchema,
};

const RESPONSES = {
  BookingResult: bookingResultSchema,
  UpdateResult: updateResultSchema,
  // The loan body as a read returns it: the stored (output) form, codes not words.
  LoanBody: z.object(loanFields),
  LoanReadExtras: loanReadExtrasSchema,
  LoanList: loanListSchema,
  DisbursalRecord: disbursalRecordSchema,
  ConsentsResult: consentsResultSchema,
  KeyFactsStatement: kfsSchema,
  LoanHistory: loanHistorySchema,
  CoolingOffExit: coolingOffExitSchema,
  KeyFactsStatementVersion: kfsVersionSchema,
  KeyFactsStatementVersionList: kfsVersionListSchema,
  KfsAcceptance: kfsAcceptanceSchema,
  Agreement: agreementSchema,
  NachStatus: nachStatusResponseSchema,
  NachInitiated: nachInitiatedSchema,
  NachUploaded: nachUploadedSchema,
  WebhookEndpoint: endpointSchema,
  WebhookEndpointWithSecret: endpointWithSecretSchema,
  WebhookEndpointList: endpointListSchema,
  WebhookEndpointDeleted: endpointDeletedSchema,
  WebhookEndpointSecret: endpointSecretSchema,
  WebhookDelivery: deliverySchema,
  WebhookDeliveryList: deliveryListSchema,
  ...Object.fromEntries(Object.values(WEBHOOK_EVENT_SCHEMAS).map((schema) => [eventSchemaId(schema), schema])),
  WebhookTestEvent: testEventSchema,
  Readiness: readinessSchema,
  Liveness: livenessSchema,
};

function eventSchemaId(schema: z.ZodType): string {
  const id = schema.meta()?.id;
  if (typeof id !== "string") throw new Error("every webhook event schema has a meta id");
  return id;
}

/** Each event's component with its example body. */
const eventExamples = (responses: Record<string, JsonSchema>) =>
  Object.fromEntries(
    [...WEBHOOK_EVENT_TYPES.map((type) => [type, eventSchemaId(WEBHOOK_EVENT_SCHEMAS[type])] as const), [TEST_EVENT_TYPE, "WebhookTestEvent"] as const].map(([type, id]) => [
      id,
      { ...responses[id], examples: [WEBHOOK_EVENT_EXAMPLES[type]] },
    ]),
  );

function convert(schemas: Record<string, z.ZodType>, io: "input" | "output", shared: Record<string, JsonSchema>) {
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      // A schema with a meta id comes back as a $ref into its own $defs;
      // those definitions become components, and the refs follow them.
      const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline", override: io === "input" ? markEmptyAsAbsent : undefined });
      const text = JSON.stringify(converted);
      const json = JSON.parse(text.replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & { $defs?: Record<string, JsonSchema> };
      const { $schema: _schema, $defs = {}, $ref: _ref, ...rest } = json;
      const { [id]: root, ...others } = $defs;
      for (const [name, definition] of Object.entries(others)) {
        // One component can hold one rendering: a schema that a request and a read both name, rendered two ways, needs an id for each.
        if (shared[name] && JSON.stringify(shared[name]) !== JSON.stringify(definition)) throw new Error(`${name} differs as a request (input) and as a read (output)`);
        shared[name] = definition;
      }
      return [id, root ?? rest];
    }),
  );
}

/** An object schema without its top-level `additionalProperties: false`, to be composed (the composition closes it). */
const open = ({ additionalProperties: _closed, ...schema }: JsonSchema): JsonSchema => schema;

function withPolicyDocs(extras: JsonSchema): JsonSchema {
  const properties = extras.properties as Record<string, JsonSchema>;
  const policy = properties.policy ?? {};
  return {
    ...extras,
    properties: {
      ...properties,
      policy: {
        ...policy,
        description: `The latest policy evaluation: the policy version and every rule's \`code\`, \`passed\`, \`observed\` (the value the rule saw, null when its input was missing: a missing input fails), \`threshold\` and \`message\`. The rules of contract section 5:\n\n${policyRulesTable()}`,
        examples: [POLICY_EXAMPLE],
      },
    },
  };
}

/** The schemas named in the document, each converted from the zod schema the API itself uses. */
export function componentSchemas(): Record<string, JsonSchema> {
  const shared: Record<string, JsonSchema> = {};
  const requests = convert(REQUESTS, "input", shared);
  const responses = convert(RESPONSES, "output", shared);
  const errors = Object.fromEntries((Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => [errorSchemaName(code), errorEnvelopeSchema(code)]));
  return {
    ...responses,
    ...shared,
    ...Object.fromEntries(Object.entries(requests).map(([id, schema]) => [id, defaultsInWords(emptyAsNotSent(schema))])),
    Booking: { ...defaultsInWords(emptyAsNotSent(withFieldDocs(requests.Booking ?? {}))), examples: [BOOKING_REQUEST_EXAMPLE] },
    Loan: { ...defaultsInWords(emptyAsNotSent(withFieldDocs(requests.Loan ?? {}))), examples: [LOAN_EXAMPLE] },
    ConsentsRequest: { ...defaultsInWords(emptyAsNotSent(requests.ConsentsRequest ?? {})), examples: [CONSENTS_REQUEST_EXAMPLE] },
    // In a PATCH, "" or null removes a field; that is allowed where the loan may go without it.
    LoanPatch: { ...defaultsInWords(emptyAsNotSent(withFieldDocs(requests.LoanPatch ?? {}), requests.Loan)), examples: [LOAN_PATCH_EXAMPLE] },
    BookingResult: { ...responses.BookingResult, examples: BOOKING_EXAMPLES },
    LoanHistory: { ...responses.LoanHistory, examples: [HISTORY_EXAMPLE] },
    ...eventExamples(responses),
    ...Object.fromEntries(Object.entries(REQUEST_EXAMPLES).map(([id, example]) => [id, { ...emptyAsNotSent(requests[id] ?? {}), examples: [example] }])),
    LoanBody: open(withFieldDocs(responses.LoanBody ?? {})),
    LoanReadExtras: open(withPolicyDocs(responses.LoanReadExtras ?? {})),
    LoanRead: {
      type: "object",
      description: "A read: the loan body as it stands plus the server's fields. No other property appears.",
      allOf: [ref("LoanBody"), ref("LoanReadExtras")],
      unevaluatedProperties: false,
    },
    ...errors,
  };
}
