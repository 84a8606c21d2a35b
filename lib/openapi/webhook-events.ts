import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/codes/webhook-event-types";
import { ref } from "./json-schema";

const LEAD_ID = "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70";
const PARTNER_LOAN_ID = "PL-2026-000123";
const KFS_ID = "019a8f3c-6a01-7b10-8c2d-3e4f5a6b7c8d";
const loan = { lead_id: LEAD_ID, partner_loan_id: PARTNER_LOAN_ID };

const envelope = (event: string, entity: string, id: string, created_at: string, payload: Record<string, unknown>) => ({ entity, payload, event, id, created_at });

/** One body of each event as sent, for the document and the docs; lib/openapi/webhook-events.test.ts checks each against its schema. */
export const WEBHOOK_EVENT_EXAMPLES: Record<WebhookEventType | typeof TEST_EVENT_TYPE, Record<string, unknown>> = {
  "loan.disbursed": envelope("loan.disbursed", "loan", "019a9a10-1c2d-7e3f-8a4b-5c6d7e8f9a01", "2026-11-22T06:00:02.114Z", {
    lead_id: LEAD_ID,
    loan_account_number: "LD4821937065",
    status: "Disbursed",
    amount: 147640,
    transaction_time: "2026-11-22T06:00:00.000Z",
    transaction_id: "HDFCN52026112212345678",
    breakdown: {
      gross: 150000,
      processing_fee: 2000,
      gst: 360,
      pre_emi: 0,
      subvention: 0,
      upfront_emi: 0,
      insurance: 0,
      withheld: 50000,
      net: 147640,
      withheld_releases: [{ date: "2026-12-22", released_at: null, amount: null, transaction_id: null }],
    },
    beneficiary: { ac_name: "Asha Verma", ifsc_code: "HDFC0001234", ac_number: "XXXXXXXX9012" },
    partner_loan_id: PARTNER_LOAN_ID,
  }),
  "loan.withheld_released": envelope("loan.withheld_released", "loan", "019a9a10-2c2d-7e3f-8a4b-5c6d7e8f9a02", "2026-12-22T05:31:09.020Z", {
    date: "2026-12-22",
    released_at: "2026-12-22T05:30:00.000Z",
    amount: 50000,
    transaction_id: "HDFCN52026122298765432",
    ...loan,
    position: 0,
  }),
  "loan.cooling_off_exit": envelope("loan.cooling_off_exit", "loan", "019a9a10-3c2d-7e3f-8a4b-5c6d7e8f9a03", "2026-11-24T09:12:40.551Z", {
    requested_at: "2026-11-24T09:12:40.551Z",
    days: 2,
    apr: 16.93,
    principal: 147640,
    interest: 136.96,
    amount_due: 147776.96,
    pay_by: "2026-12-01",
    received: null,
    ...loan,
    status: "requested",
  }),
  "kfs.issued": envelope("kfs.issued", "kfs", "019a9a10-4c2d-7e3f-8a4b-5c6d7e8f9a04", "2026-11-21T11:02:13.450Z", {
    kfs_id: KFS_ID,
    version: 2,
    terms_hash: "9c1185a5c5e9fc54612808977ee8f548b2258d319c1185a5c5e9fc5461280897",
    generated_on: "2026-11-21T11:02:13.450Z",
    valid_until: "2026-11-26T18:29:59.999Z",
    ...loan,
    reason: "update",
  }),
  "kfs.accepted": envelope("kfs.accepted", "kfs", "019a9a10-5c2d-7e3f-8a4b-5c6d7e8f9a05", "2026-11-21T11:20:00.120Z", {
    kfs_id: KFS_ID,
    version: 2,
    channel: "click_wrap",
    accepted_at: "2026-11-21T11:19:41.000Z",
    recorded_at: "2026-11-21T11:20:00.120Z",
    lang: "en",
    ...loan,
  }),
  "bank_account.verification_updated": envelope("bank_account.verification_updated", "bank_account", "019a9a10-6c2d-7e3f-8a4b-5c6d7e8f9a06", "2026-11-21T12:00:05.310Z", {
    status: "verified",
    ac_number: "XXXXXXXX9012",
    name_at_bank: "ASHA VERMA",
    name_match_score: 100,
    reason: null,
    method: "manual",
    verified_at: "2026-11-21T12:00:05.310Z",
    ...loan,
  }),
  "physical_nach.status_update": envelope("physical_nach.status_update", "nach", "019a9a10-7c2d-7e3f-8a4b-5c6d7e8f9a07", "2026-11-23T08:45:00.000Z", {
    umrn: "LDSK0000000000000042",
    status: "registered",
    physical_nach_id: "019a8f40-1111-7222-8333-444455556666",
  }),
  [TEST_EVENT_TYPE]: envelope(TEST_EVENT_TYPE, "webhook", "019a9a10-8c2d-7e3f-8a4b-5c6d7e8f9a08", "2026-11-20T10:00:00.000Z", {
    endpoint_id: "019a8f3d-0000-7000-8000-00000000abcd",
    message: "A test event from LoanDesk: verify its signature and answer 2xx.",
  }),
};

/** Each event's component schema id (lib/schemas/webhook-events.ts) and what the docs say of it. */
const EVENT_DOCS: Record<WebhookEventType | typeof TEST_EVENT_TYPE, { operationId: string; schema: string; summary: string; description: string }> = {
  "loan.disbursed": {
    operationId: "loanDisbursed",
    schema: "LoanDisbursedEvent",
    summary: "A loan was disbursed",
    description: "Sent once, when POST .../disburse/ records the payout: the disbursal record with the loan's `partner_loan_id`.",
  },
  "loan.withheld_released": {
    operationId: "loanWithheldReleased",
    schema: "LoanWithheldReleasedEvent",
    summary: "Operations released a withhold tranche's money",
    description: "Sent once per withhold tranche, when operations record its release to the account the disbursal paid.",
  },
  "loan.cooling_off_exit": {
    operationId: "loanCoolingOffExit",
    schema: "LoanCoolingOffExitEvent",
    summary: "A cooling-off exit was requested, completed or lapsed",
    description:
      "`status` requested: POST .../cooling-off-exit/ recorded it; completed: operations recorded the repayment (an active mandate's cancellation follows as `physical_nach.status_update` with `cancelled`); lapsed: it was not repaid by `pay_by`.",
  },
  "kfs.issued": {
    operationId: "kfsIssued",
    schema: "KfsIssuedEvent",
    summary: "A new version of a loan's Key Facts Statement was issued",
    description: "At booking, on an update that changes the terms, on a change of configuration, or when the latest version lapsed unaccepted (`reason`). The borrower must accept it before disbursal.",
  },
  "kfs.accepted": {
    operationId: "kfsAccepted",
    schema: "KfsAcceptedEvent",
    summary: "The borrower's acceptance of a KFS version was recorded",
    description: "How and when; the evidence (the OTP's mobile, the IP, the signed scan) stays in the acceptance record.",
  },
  "bank_account.verification_updated": {
    operationId: "bankAccountVerificationUpdated",
    schema: "BankAccountVerificationEvent",
    summary: "The bank's answer on a loan's account was recorded",
    description:
      "When operations (or a penny-drop provider) record the bank's answer on a pending verification, as the read's `bank_account_verification` shows it: the account number masked. A verification settled within a booking or an update is in that call's answer, not sent.",
  },
  "physical_nach.status_update": {
    operationId: "nachStatusUpdate",
    schema: "NachStatusEvent",
    summary: "A mandate's registration status was reported",
    description: "Every status a mandate reaches: registered, failed, expired, and cancelled (a completed cooling-off exit cancels the loan's mandate).",
  },
  [TEST_EVENT_TYPE]: {
    operationId: "webhookTest",
    schema: "WebhookTestEvent",
    summary: "A test event, sent on request",
    description: "Sent only by POST /api/v1/webhooks/endpoints/{id}/test/, to that endpoint alone, whatever event types it subscribes to; it is never retried.",
  },
};

const SIGNING =
  "Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.";

/** OpenAPI 3.1 `webhooks`: what LoanDesk sends to a partner's endpoints, one entry per event type. */
export const webhookEvents = Object.fromEntries(
  [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].map((type) => {
    const { operationId, schema, summary, description } = EVENT_DOCS[type];
    return [
      type,
      {
        post: {
          operationId,
          summary,
          description: `${description}\n\n${SIGNING}`,
          requestBody: { required: true, content: { "application/json": { schema: ref(schema) } } },
          responses: { 200: { description: "Received" }, 410: { description: "Gone: the endpoint is disabled" } },
        },
      },
    ];
  }),
);
