import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { indianClockTime, todayInIndia } from "@/lib/calendar/india-day";
import { testEventSchema, WEBHOOK_EVENT_SCHEMAS } from "@/lib/schemas/webhook-events";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/codes/webhook-event-types";
import { approvedLoan, bankAccount, today, uniqueUtr } from "../support/loan-fixtures";
import { coolingOffExitPath } from "../support/partner-api";
import { startReceiver, type ReceivedRequest, type Receiver } from "../support/webhook-receiver";
import { api, DEMO2 } from "./client";
import { changeDatabase, countRows } from "./database";
import { book, dataOf, expectError, partner } from "./helpers";
import { recordBankAnswer } from "./operations-staff";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";
import { createEndpoint, deleteEndpoint, ENDPOINTS, initiateNach, listDeliveries, listEndpoints, verifyWebhook, waitFor, type Delivery, type Endpoint } from "./webhook-helpers";

// The demo partner's endpoints also get other files' events: everything here is filtered by this file's loans.
const LOAN_ACTIONS = "app/(portal)/loans/[leadId]/actions.ts";
const OPERATIONS = DEMO_STAFF.find((user) => user.role === "operations");
const SILENT_ACCOUNT = "33330000";
const indianNow = () => indianClockTime(new Date()).slice(0, 19);

interface Received {
  type: string;
  body: { event: string; payload: Record<string, unknown> };
  request: ReceivedRequest;
}

let receiver: Receiver;
let endpoint: { id: string; secret: string };
let operations: PortalClient;
const created: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  endpoint = await createEndpoint(receiver.url);
  created.push(endpoint.id);
  operations = new PortalClient(inject("baseUrl"));
  expect(await operations.signIn(OPERATIONS?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
});

afterAll(async () => {
  for (const id of created) await deleteEndpoint(id);
  await receiver?.close();
});

/**
 * A subscription to an event no booking or mandate of the other test files
 * sends: an endpoint the test events' tests watch gets nothing else meanwhile
 * (a booking's kfs.issued answered 410 would disable it before its test).
 */
const RARELY_SENT = ["loan.withheld_released"];

const parsed = (request: ReceivedRequest): Received | null => {
  try {
    const body = JSON.parse(request.body) as Received["body"];
    return { type: body.event, body, request };
  } catch {
    return null;
  }
};

/** What a receiver got about one loan (or one mandate), in order of arrival. */
const eventsAbout = (target: Receiver, id: string): Received[] =>
  target.requests.map(parsed).filter((event): event is Received => event !== null && (event.body.payload.lead_id === id || event.body.payload.physical_nach_id === id));

const waitForEvent = (target: Receiver, id: string, type: string, matches: (payload: Record<string, unknown>) => boolean = () => true) =>
  waitFor(() => eventsAbout(target, id).find((event) => event.type === type && matches(event.body.payload)), { what: `${type} about ${id}` });

/** Signed with the endpoint's secret (standardwebhooks), and its body valid against its type's schema. */
function expectSignedAndValid(event: Received, secret = endpoint.secret) {
  expect(verifyWebhook(secret, event.request)).toEqual(event.body);
  const schema = event.type === TEST_EVENT_TYPE ? testEventSchema : WEBHOOK_EVENT_SCHEMAS[event.type as WebhookEventType];
  expect(schema.safeParse(event.body).error, event.type).toBeUndefined();
}

const operationsAction = (leadId: string, action: string, input: Record<string, unknown>): Promise<ActionOutcome> =>
  operations.action(`/loans/${leadId}`, serverActionId(LOAN_ACTIONS, action), [leadId, input]);

function accepted(outcome: ActionOutcome) {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
}

const WITHHELD = 50_000;

describe("events about a loan", () => {
  it("sends each event type once when its change happens, signed and with a payload its schema accepts", { timeout: 60_000 }, async () => {
    const seen = new Set<string>();
    const check = (event: Received) => {
      expectSignedAndValid(event);
      seen.add(event.type);
      return event;
    };
    const { lead_id: leadId } = await book(
      approvedLoan({
        disbursal_detail: [
          { date: today(), amount: 150_000, processing_fee: 2000, gst: 360 },
          { disbursal_type: 1, date: addDays(today(), 30), amount: WITHHELD },
        ],
      }),
    );
    const issued = check(await waitForEvent(receiver, leadId, "kfs.issued"));
    expect(issued.body.payload).toMatchObject({ lead_id: leadId, version: 1, reason: "booking" });

    const nach = await initiateNach(leadId);
    check(await waitForEvent(receiver, nach.physical_nach_id, "physical_nach.status_update", (payload) => payload.status === "registered"));

    const disbursal = await partner.disburse(leadId);
    expect(check(await waitForEvent(receiver, leadId, "kfs.accepted")).body.payload).toMatchObject({ kfs_id: issued.body.payload.kfs_id, channel: "click_wrap" });
    const disbursed = check(await waitForEvent(receiver, leadId, "loan.disbursed")).body.payload;
    expect(disbursed).toEqual({ ...(disbursal as Record<string, unknown>), partner_loan_id: expect.any(String) });
    expect(disbursed.beneficiary).toMatchObject({ ac_number: expect.stringMatching(/^X+\d{4}$/) });

    const releaseUtr = uniqueUtr();
    accepted(await operationsAction(leadId, "recordReleaseAction", { position: 0, released_at: indianNow(), amount: WITHHELD, transaction_id: releaseUtr }));
    expect(check(await waitForEvent(receiver, leadId, "loan.withheld_released")).body.payload).toMatchObject({ position: 0, amount: WITHHELD, transaction_id: releaseUtr });

    const exit = dataOf<{ amount_due: number }>(await api("POST", coolingOffExitPath(leadId)));
    check(await waitForEvent(receiver, leadId, "loan.cooling_off_exit", (payload) => payload.status === "requested"));
    accepted(await operationsAction(leadId, "recordExitReceiptAction", { received_at: indianNow(), amount: exit.amount_due, transaction_id: uniqueUtr() }));
    expect(check(await waitForEvent(receiver, leadId, "loan.cooling_off_exit", (payload) => payload.status === "completed")).body.payload).toMatchObject({
      received: { amount: exit.amount_due },
    });
    check(await waitForEvent(receiver, nach.physical_nach_id, "physical_nach.status_update", (payload) => payload.status === "cancelled"));

    const pending = await book(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
    accepted(await recordBankAnswer(operations, { leadId: pending.lead_id, databaseUrl: inject("databaseUrl") }, { outcome: "name_at_bank", name_at_bank: "VERMA ASHA" }));
    const verification = check(await waitForEvent(receiver, pending.lead_id, "bank_account.verification_updated")).body.payload;
    expect(verification).toMatchObject({ status: "verified", ac_number: "XXXX0000", method: "manual" });
    expect(JSON.stringify(verification)).not.toContain(SILENT_ACCOUNT);

    const lapsing = await book(approvedLoan());
    await partner.disburse(lapsing.lead_id);
    dataOf(await api("POST", coolingOffExitPath(lapsing.lead_id)));
    await changeDatabase([{ sql: `UPDATE "CoolingOffExit" SET "payBy" = $1 WHERE "id" = $2`, params: [addDays(todayInIndia(), -1), lapsing.lead_id] }], inject("databaseUrl"));
    check(await waitForEvent(receiver, lapsing.lead_id, "loan.cooling_off_exit", (payload) => payload.status === "lapsed"));

    expect([...seen].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    // Once each: the statuses of the exit and the mandate are one event each.
    const counts = (id: string) => eventsAbout(receiver, id).map((event) => `${event.type}:${String(event.body.payload.status ?? "")}`);
    expect(counts(leadId).sort()).toEqual(
      ["kfs.issued:", "kfs.accepted:", "loan.disbursed:Disbursed", "loan.withheld_released:", "loan.cooling_off_exit:requested", "loan.cooling_off_exit:completed"].sort(),
    );
    expect(counts(nach.physical_nach_id)).toEqual(["physical_nach.status_update:registered", "physical_nach.status_update:cancelled"]);
  });

  it("sends an endpoint subscribed to one type that type only", async () => {
    const own = await startReceiver();
    try {
      const response = await api("POST", ENDPOINTS, { body: { url: own.url, event_types: ["loan.disbursed"] } });
      expect(response.status, response.text).toBe(201);
      const subscribed = dataOf<Endpoint & { secret: string }>(response);
      created.push(subscribed.id);
      expect(subscribed.event_types).toEqual(["loan.disbursed"]);

      const { lead_id: leadId } = await book();
      await partner.disburse(leadId);
      const disbursed = await waitForEvent(own, leadId, "loan.disbursed");
      expectSignedAndValid(disbursed, subscribed.secret);
      // The endpoint with every type got the others by then, which this one was never sent.
      await waitForEvent(receiver, leadId, "loan.disbursed");
      expect(eventsAbout(receiver, leadId).map((event) => event.type)).toEqual(expect.arrayContaining(["kfs.issued", "kfs.accepted"]));
      expect(eventsAbout(own, leadId).map((event) => event.type)).toEqual(["loan.disbursed"]);
    } finally {
      await own.close();
    }
  });
});

describe("subscriptions", () => {
  it.each([
    ["an unknown type", ["loan.disbursed", "loan.exploded"], "event_types[1]", /"loan\.exploded" is not an event type/],
    ["a repeated type", ["kfs.issued", "kfs.issued"], "event_types", /twice/],
    ["no type", [], "event_types", /at least one/],
    ["a string", "loan.disbursed", "event_types", /list of event types/],
  ])("refuses %s with 400 validation_error naming it, storing nothing", async (_name, eventTypes, path, message) => {
    const before = (await listEndpoints()).length;
    const response = await api("POST", ENDPOINTS, { body: { url: receiver.url, event_types: eventTypes } });
    expectError(response, 400, "validation_error");
    expect(response.body.error?.details).toEqual({ fields: [{ path, message: expect.stringMatching(message) }] });
    expect((await listEndpoints()).length).toBe(before);
  });

  it("changes an endpoint's types with PATCH, back to every type with null; an unknown type changes nothing", async () => {
    const path = `${ENDPOINTS}${endpoint.id}/`;
    const narrowed = await api("PATCH", path, { body: { event_types: ["kfs.accepted", "loan.disbursed"] } });
    expect(narrowed.status, narrowed.text).toBe(200);
    expect(dataOf<Endpoint>(narrowed)).toMatchObject({ id: endpoint.id, event_types: ["kfs.accepted", "loan.disbursed"] });

    expectError(await api("PATCH", path, { body: { event_types: ["nach.everything"] } }), 400, "validation_error");
    expectError(await api("PATCH", path, { body: {} }), 400, "validation_error");
    expect((await listEndpoints()).find((item) => item.id === endpoint.id)?.event_types).toEqual(["kfs.accepted", "loan.disbursed"]);

    expect(dataOf<Endpoint>(await api("PATCH", path, { body: { event_types: null } })).event_types).toBeNull();
    expectError(await api("PATCH", path, { body: { event_types: null }, auth: DEMO2 }), 404, "not_found");
    expectError(await api("PATCH", `${ENDPOINTS}nope/`, { body: { event_types: null } }), 404, "not_found");
  });
});

describe("the test event", () => {
  const testPath = (id: string) => `${ENDPOINTS}${id}/test/`;

  it("is sent at once, signed, to that endpoint whatever it subscribes to, and answered with its delivery as the log shows it", async () => {
    const own = await startReceiver(() => ({ status: 202, body: "thanks" }));
    try {
      const subscribed = dataOf<Endpoint & { secret: string }>(await api("POST", ENDPOINTS, { body: { url: own.url, event_types: ["kfs.issued"] } }));
      created.push(subscribed.id);
      const response = await api("POST", testPath(subscribed.id));
      expect(response.status, response.text).toBe(200);
      const delivery = dataOf<Delivery>(response);
      expect(delivery).toMatchObject({ event: TEST_EVENT_TYPE, endpoint_id: subscribed.id, status: "succeeded", attempt_count: 1, next_attempt_at: null });
      expect(delivery.attempts).toEqual([expect.objectContaining({ http_status: 202, response_excerpt: "thanks", error: null })]);

      // The endpoint also gets the kfs.issued events of bookings other test files make for this partner meanwhile.
      const tests = own.requests.map(parsed).filter((received) => received?.type === TEST_EVENT_TYPE);
      expect(tests).toHaveLength(1);
      const [event] = tests;
      expect(event?.body).toMatchObject({ event: TEST_EVENT_TYPE, id: delivery.event_id, payload: { endpoint_id: subscribed.id } });
      if (event) expectSignedAndValid(event, subscribed.secret);
      expect(await listDeliveries({ event_id: delivery.event_id })).toEqual([delivery]);
    } finally {
      await own.close();
    }
  });

  it("reports a failing receiver's status, and is not retried", async () => {
    const own = await startReceiver(() => ({ status: 500 }));
    try {
      const failing = await createEndpoint(own.url, {}, RARELY_SENT);
      created.push(failing.id);
      const delivery = dataOf<Delivery>(await api("POST", testPath(failing.id)));
      expect(delivery).toMatchObject({ status: "failed", next_attempt_at: null, attempts: [expect.objectContaining({ http_status: 500 })] });
    } finally {
      await own.close();
    }
  });

  it("refuses an endpoint disabled (by its receiver's 410) with 409 endpoint_disabled, and a deleted, unknown or another partner's one with 404, sending nothing", async () => {
    const own = await startReceiver(() => ({ status: 410 }));
    try {
      const disabled = await createEndpoint(own.url, {}, RARELY_SENT);
      created.push(disabled.id);
      expect(dataOf<Delivery>(await api("POST", testPath(disabled.id))).attempts).toEqual([expect.objectContaining({ http_status: 410 })]);
      const refused = await api("POST", testPath(disabled.id));
      expectError(refused, 409, "endpoint_disabled");
      expect(refused.body.error?.message).toMatch(/add it again/);
      expect(refused.body.error?.details).toEqual({ disabled_reason: "The receiver answered 410 Gone" });

      const deleted = await createEndpoint(own.url, {}, RARELY_SENT);
      await deleteEndpoint(deleted.id);
      expectError(await api("POST", testPath(deleted.id)), 404, "not_found");
      expectError(await api("POST", testPath(endpoint.id), { auth: DEMO2 }), 404, "not_found");
      expectError(await api("POST", testPath("0190a6c4-0000-7000-8000-000000000000")), 404, "not_found");
      expectError(await api("POST", testPath("nope")), 404, "not_found");
      expect(own.requests).toHaveLength(1);
      expect(await countRows("WebhookDelivery", `"endpointId" IN ($1, $2)`, [disabled.id, deleted.id])).toBe(1);
    } finally {
      await own.close();
    }
  });
});
