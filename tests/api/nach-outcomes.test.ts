import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./client";
import { countRows } from "./database";
import { book, dataOf, loanPath, readLoan } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bankAccount, bodyOf, createEndpoint, deleteEndpoint, FAILING_ACCOUNT, firstWebhook, initiateNach, NACH_INITIATE, nachStatus,
  PENDING_ACCOUNT, UMRN, waitFor, webhooksFor, type NachInitiated,
} from "./webhook-helpers";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

const OPERATIONS = DEMO_STAFF.find((user) => user.role === "operations");
const recordResponse = () => serverActionId("app/(portal)/nach/actions.ts", "recordBankResponseAction");
/** A UMRN of NPCI's form from the sponsor bank (its code LDSK, as the forms print it), fresh for each call. */
const bankUmrn = () => `LDSK0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;
const countEventsAbout = (nachId: string) => countRows("WebhookEvent", `"body" LIKE $1`, [`%${nachId}%`]);

type Refusal = { ok: false; error: { code: string; message: string; fields: { path: string; message: string }[] } };

function refusal(outcome: ActionOutcome): Refusal["error"] {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  return (outcome as Refusal).error;
}

let receiver: Receiver;
let endpointId: string | undefined;
let operations: PortalClient;

beforeAll(async () => {
  receiver = await startReceiver();
  endpointId = (await createEndpoint(receiver.url)).id;
  operations = new PortalClient(inject("baseUrl"));
  expect(await operations.signIn(OPERATIONS?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
});

afterAll(async () => {
  if (endpointId) await deleteEndpoint(endpointId);
  await receiver?.close();
});

/** A mandate the sandbox bank leaves initiated, once it has said so (its one webhook is then sent). */
async function pendingMandate(): Promise<NachInitiated & { leadId: string }> {
  const { lead_id: leadId } = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
  const nach = await initiateNach(leadId);
  await firstWebhook(receiver, nach.physical_nach_id);
  return { ...nach, leadId };
}

const record = (nachId: string, response: Record<string, unknown>) => operations.action("/nach", recordResponse(), [nachId, response]);

describe("the sandbox bank's outcomes (demo mode)", () => {
  it("fails a 99999999 account's mandate with NPCI's M038, says failed in one webhook, and lets a new mandate start on another account", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(FAILING_ACCOUNT) }));
    const nach = await initiateNach(booking.lead_id);

    const failed = await waitFor(async () => {
      const status = await nachStatus(nach.physical_nach_id);
      return status.status === "failed" && status;
    }, { what: "the mandate to fail" });

    expect(failed).toEqual({ umrn: null, status: "failed", physical_nach_id: nach.physical_nach_id, failure_reason: { code: "M038", description: "No such account" }, mandate: nach.mandate });
    const webhook = bodyOf(await firstWebhook(receiver, nach.physical_nach_id));
    // The webhook's payload is the contract's three fields, the reason not among them.
    expect(webhook.payload).toEqual({ umrn: null, status: "failed", physical_nach_id: nach.physical_nach_id });
    expect(webhooksFor(receiver, nach.physical_nach_id)).toHaveLength(1);
    expect(await countEventsAbout(nach.physical_nach_id)).toBe(1);
    expect((await readLoan(booking.lead_id)).loan.physical_nach).toEqual({ physical_nach_id: nach.physical_nach_id, status: "failed", umrn: null, mandate: nach.mandate });

    // M038 says the account cannot take debits: a new mandate waits for another account (contract v3 section 8; tests/api/mandate-rules.test.ts).
    const moved = await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ac_number: [PENDING_ACCOUNT] } } });
    expect(moved.status, moved.text).toBe(200);
    const again = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id } });
    expect(again.status, again.text).toBe(201);
    expect(dataOf<NachInitiated>(again)).toMatchObject({ status: "initiated", failure_reason: null });
  });

  it("registers with an LDSK0 UMRN and writes it to the loan's bank_account.nach_umrn, moving the loan's ETag", async () => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);
    const nach = await initiateNach(booking.lead_id);

    const umrn = await waitFor(async () => (await nachStatus(nach.physical_nach_id)).umrn, { what: "registration" });

    expect(umrn).toMatch(UMRN);
    const after = await readLoan(booking.lead_id);
    expect(after.loan.bank_account.nach_umrn).toBe(umrn);
    expect(after.etag).not.toBe(before.etag);
    expect(await countRows("LoanEvent", `"loanId" = $1 AND "type" = $2`, [booking.lead_id, "nach_umrn_recorded"])).toBe(1);
  });
});

describe("operations record the bank's response", () => {
  it.each([
    ["19 characters", "HDFC000000001234567"],
    ["lower-case letters", "hdfc0000000012345678"],
    ["an e-mandate's variant digit", "HDFC7000000012345678"],
  ])("refuse a UMRN with %s, naming umrn; nothing changes", async (_, umrn) => {
    const nach = await pendingMandate();

    const error = refusal(await record(nach.physical_nach_id, { status: "registered", umrn }));

    expect(error.code).toBe("validation_error");
    expect(error.fields.map((field) => field.path)).toEqual(["umrn"]);
    expect(await nachStatus(nach.physical_nach_id)).toEqual({ umrn: null, status: "initiated", physical_nach_id: nach.physical_nach_id, failure_reason: null, mandate: nach.mandate });
    expect((await readLoan(nach.leadId)).loan.bank_account.nach_umrn).toBeUndefined();
    expect(await countEventsAbout(nach.physical_nach_id)).toBe(1);
  });

  it.each([["M001"], ["M088"], ["m038"], ["Signature mismatch"]])("refuse the failure code %j, which is not on NPCI's list, naming reason_code; nothing changes", async (code) => {
    const nach = await pendingMandate();

    const error = refusal(await record(nach.physical_nach_id, { status: "failed", reason_code: code }));

    expect(error.code).toBe("validation_error");
    expect(error.fields.map((field) => field.path)).toEqual(["reason_code"]);
    expect(await nachStatus(nach.physical_nach_id)).toMatchObject({ status: "initiated", failure_reason: null });
    expect(await countEventsAbout(nach.physical_nach_id)).toBe(1);
  });

  it("record a failure with NPCI's code, returned with its description and told by webhook", async () => {
    const nach = await pendingMandate();

    const outcome = await record(nach.physical_nach_id, { status: "failed", reason_code: "M057" });

    expect(outcome).toEqual({ ok: true, data: expect.objectContaining({ status: "failed" }) as unknown });
    const status = await nachStatus(nach.physical_nach_id);
    expect(status.failure_reason).toEqual({ code: "M057", description: "Payer or account holder name mismatch with CBS" });
    const failedWebhook = await waitFor(() => webhooksFor(receiver, nach.physical_nach_id).find((request) => bodyOf(request).payload.status === "failed"), {
      what: "the failure's webhook",
    });
    expect(bodyOf(failedWebhook).payload).toEqual({ umrn: null, status: "failed", physical_nach_id: nach.physical_nach_id });
  });

  it("register with the bank's UMRN, copied to the loan; the same UMRN on another mandate is 409 umrn_in_use and changes nothing", async () => {
    const first = await pendingMandate();
    const second = await pendingMandate();
    const umrn = bankUmrn();
    const loanBefore = await readLoan(second.leadId);

    expect(await record(first.physical_nach_id, { status: "registered", umrn })).toMatchObject({ ok: true, data: { status: "registered", umrn, failure_reason: null } });
    const error = refusal(await record(second.physical_nach_id, { status: "registered", umrn }));

    expect(error.code).toBe("umrn_in_use");
    expect(error.message).toBe("This UMRN is already recorded on another mandate");
    expect((await readLoan(first.leadId)).loan.bank_account.nach_umrn).toBe(umrn);
    expect(await nachStatus(second.physical_nach_id)).toMatchObject({ status: "initiated", umrn: null });
    const loanAfter = await readLoan(second.leadId);
    expect(loanAfter.etag).toBe(loanBefore.etag);
    expect(loanAfter.loan.bank_account.nach_umrn).toBeUndefined();
    expect(await countEventsAbout(second.physical_nach_id)).toBe(1);
  });

  it("let one of five mandates recorded with one UMRN at the same moment have it; the others get 409 umrn_in_use", async () => {
    const mandates = await Promise.all(Array.from({ length: 5 }, () => pendingMandate()));
    const umrn = bankUmrn();

    const outcomes = await Promise.all(mandates.map((nach) => record(nach.physical_nach_id, { status: "registered", umrn })));

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => refusal(outcome).code)).toEqual(Array(4).fill("umrn_in_use"));
    expect(await countRows("PhysicalNach", `"umrn" = $1`, [umrn])).toBe(1);
  });
});
