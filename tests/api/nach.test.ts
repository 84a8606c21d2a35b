import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO2 } from "./client";
import { countRows } from "./database";
import { book, dataOf, expectError, fieldPaths, LEAD_ID, readLoan } from "./helpers";
import { approvedLoan, rejectedLoan } from "../support/loan-fixtures";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bankAccount, bodyOf, createEndpoint, deleteEndpoint, firstWebhook, initiateNach, NACH_INITIATE, nachPath, nachStatus,
  PENDING_ACCOUNT, settledDelivery, TINY_PDF, UMRN, uploadScan, waitFor, webhooksFor, type NachInitiated,
} from "./webhook-helpers";

const UNKNOWN_ID = "0190a6c4-0000-7000-8000-000000000000";
const countMandates = (leadId: string) => countRows("PhysicalNach", `"loanId" = $1`, [leadId]);
const countEventsAbout = (nachId: string) => countRows("WebhookEvent", `"body" LIKE $1`, [`%${nachId}%`]);

// The demo partner's endpoints also get other tests' events: everything here is filtered by mandate.
let receiver: Receiver;
let endpointId: string | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  endpointId = (await createEndpoint(receiver.url)).id;
});

afterAll(async () => {
  if (endpointId) await deleteEndpoint(endpointId);
  await receiver?.close();
});

describe("initiating a physical NACH mandate", () => {
  it("starts an initiated mandate for an Approved loan, shown by the status endpoint and on the loan", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));

    const response = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } });

    expect(response.status, response.text).toBe(201);
    const nach = dataOf<NachInitiated>(response);
    expect(nach).toEqual({
      physical_nach_id: expect.stringMatching(LEAD_ID),
      status: "initiated",
      umrn: null,
      failure_reason: null,
      lead_id: booking.lead_id,
      nach_pdf_url: `/api/v1/nach/physical/${nach.physical_nach_id}/form.pdf`,
      mandate: expect.objectContaining({ ac_number: PENDING_ACCOUNT, reference_1: booking.loan_account_number }),
    });
    expect(await nachStatus(nach.physical_nach_id)).toEqual({
      umrn: null, status: "initiated", physical_nach_id: nach.physical_nach_id, failure_reason: null, mandate: nach.mandate,
    });
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.physical_nach).toEqual({ physical_nach_id: nach.physical_nach_id, status: "initiated", umrn: null, mandate: nach.mandate });
  });

  it("refuses a second mandate while one is active: 409 nach_already_active", async () => {
    const booking = await book();
    const first = await initiateNach(booking.lead_id);

    expectError(await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } }), 409, "nach_already_active");
    expect(await countMandates(booking.lead_id)).toBe(1);
    expect((await readLoan(booking.lead_id)).loan.physical_nach).toMatchObject({ physical_nach_id: first.physical_nach_id });
  });

  it("lets exactly one of 10 concurrent initiations for one loan win; the rest get 409 nach_already_active", async () => {
    const booking = await book();

    const responses = await Promise.all(Array.from({ length: 10 }, () => api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } })));

    const winners = responses.filter((response) => response.status === 201);
    expect(winners, responses.map((response) => `${response.status} ${response.text}`).join("\n")).toHaveLength(1);
    for (const loser of responses.filter((response) => response.status !== 201)) expectError(loser, 409, "nach_already_active");
    expect(await countMandates(booking.lead_id)).toBe(1);
  });

  it("replays the first answer for a repeated Idempotency-Key instead of refusing it", async () => {
    const booking = await book();
    const headers = { "idempotency-key": `nach-${booking.lead_id}` };

    const first = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id }, headers });
    const again = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id }, headers });

    expect(first.status, first.text).toBe(201);
    expect(again.status, again.text).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body.data).toEqual(first.body.data);
    expect(await countMandates(booking.lead_id)).toBe(1);
  });

  it("refuses a Rejected loan with 409 loan_not_approved and stores nothing", async () => {
    const booking = await book(rejectedLoan());
    expect(booking.status).toBe("Rejected");

    expectError(await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } }), 409, "loan_not_approved");
    expect(await countMandates(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).loan.physical_nach).toBeNull();
  });

  it("refuses a loan whose nach_type is api-mandate with 409 nach_type_mismatch and stores nothing", async () => {
    const booking = await book(approvedLoan({ bank_account: { ...bankAccount("123456789012"), nach_type: "api-mandate" } }));
    expect(booking.status).toBe("Approved");

    const response = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } });

    expectError(response, 409, "nach_type_mismatch");
    expect(response.body.error?.message).toBe("A physical NACH can be started only for a loan whose NACH type is physical; this loan's is api-mandate");
    expect(await countMandates(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).loan.physical_nach).toBeNull();
  });

  it("answers an unknown, malformed or another partner's lead_id with 404 not_found", async () => {
    const theirs = await book(approvedLoan(), DEMO2);

    for (const leadId of [UNKNOWN_ID, "not-a-lead-id", theirs.lead_id]) {
      expectError(await api("POST", NACH_INITIATE, { body: { lead_id: leadId } }), 404, "not_found");
    }
    expect(await countMandates(theirs.lead_id)).toBe(0);
  });

  it("refuses a bad body with 400", async () => {
    const booking = await book();
    for (const body of [{}, { lead_id: 42 }, { lead_id: "" }, { lead_id: booking.lead_id, status: "registered" }]) {
      const response = await api("POST", NACH_INITIATE, { body });
      expectError(response, 400, "validation_error");
      expect(fieldPaths(response).length).toBeGreaterThan(0);
    }
    expectError(await api("POST", NACH_INITIATE, { rawBody: "{lead_id:", headers: { "content-type": "application/json" } }), 400, "invalid_json");
    expectError(await api("POST", NACH_INITIATE), 400, "validation_error");
    expect(await countMandates(booking.lead_id)).toBe(0);
  });

  it("answers the status of an unknown, malformed or another partner's mandate with 404 not_found", async () => {
    const nach = await initiateNach((await book()).lead_id);

    expectError(await api("GET", nachPath(nach.physical_nach_id, "status/"), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("GET", nachPath(UNKNOWN_ID, "status/")), 404, "not_found");
    expectError(await api("GET", nachPath("nope", "status/")), 404, "not_found");
  });
});

describe("the sandbox bank (demo mode)", () => {
  it("registers an ordinary account's mandate with an LDSK UMRN and sends exactly one webhook saying so", async () => {
    const booking = await book();
    const nach = await initiateNach(booking.lead_id);

    const registered = await waitFor(async () => {
      const status = await nachStatus(nach.physical_nach_id);
      return status.status === "registered" && status;
    }, { what: "the mandate to be registered" });
    expect(registered.umrn).toMatch(UMRN);
    expect((await readLoan(booking.lead_id)).loan.physical_nach).toEqual({ physical_nach_id: nach.physical_nach_id, status: "registered", umrn: registered.umrn, mandate: nach.mandate });

    const webhook = bodyOf(await firstWebhook(receiver, nach.physical_nach_id));
    expect(webhook.event).toBe("physical_nach.status_update");
    expect(webhook.payload).toEqual({ umrn: registered.umrn, status: "registered", physical_nach_id: nach.physical_nach_id });
    // Delivered at the first attempt, so nothing more is coming; initiation sent no event of its own.
    const delivery = await settledDelivery(webhook.id, endpointId ?? "");
    expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 1 });
    expect(webhooksFor(receiver, nach.physical_nach_id)).toHaveLength(1);
    expect(await countEventsAbout(nach.physical_nach_id)).toBe(1);
  });

  it("leaves a 12345678 account's mandate initiated and sends one webhook carrying initiated and no UMRN", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
    const nach = await initiateNach(booking.lead_id);

    const webhook = bodyOf(await firstWebhook(receiver, nach.physical_nach_id));

    expect(webhook.payload).toEqual({ umrn: null, status: "initiated", physical_nach_id: nach.physical_nach_id });
    expect(await nachStatus(nach.physical_nach_id)).toEqual({ umrn: null, status: "initiated", physical_nach_id: nach.physical_nach_id, failure_reason: null, mandate: nach.mandate });
    expect((await settledDelivery(webhook.id, endpointId ?? "")).status).toBe("succeeded");
    expect(webhooksFor(receiver, nach.physical_nach_id)).toHaveLength(1);
    expect(await countEventsAbout(nach.physical_nach_id)).toBe(1);
  });

  it("refuses a signed form for a mandate that is already registered: 409 invalid_transition, nothing stored", async () => {
    const nach = await initiateNach((await book()).lead_id);
    await waitFor(async () => (await nachStatus(nach.physical_nach_id)).status === "registered", { what: "registration" });

    const response = await uploadScan(nach.physical_nach_id, TINY_PDF);

    expectError(response, 409, "invalid_transition");
    expect(await countRows("NachScan", `"nachId" = $1`, [nach.physical_nach_id])).toBe(0);
  });
});
