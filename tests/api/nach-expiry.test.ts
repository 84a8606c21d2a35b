import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./client";
import { changeDatabase } from "./database";
import { book, dataOf, expectError, readLoan } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bankAccount, bodyOf, createEndpoint, firstWebhook, initiateNach, NACH_INITIATE, nachStatus, PENDING_ACCOUNT, settledDelivery, TINY_PDF, UMRN,
  uploadScan, waitFor, webhooksFor, type NachInitiated, type Target,
} from "./webhook-helpers";
import { staleBefore } from "@/lib/calendar/working-days";

// A server of its own, with the default limit of 120 working days: its
// mandates are made old by moving their date back in its database.
let server: OwnServer | undefined;
let receiver: Receiver | undefined;
let endpointId = "";
const target = (): Target => ({ baseUrl: server?.baseUrl ?? "" });

beforeAll(async () => {
  server = await startOwnServer();
  receiver = await startReceiver();
  endpointId = (await createEndpoint(receiver.url, target())).id;
});

afterAll(async () => {
  await server?.dispose();
  await receiver?.close();
});

const statusesSent = (nachId: string) => (receiver ? webhooksFor(receiver, nachId) : []).map((request) => bodyOf(request).payload.status);

/** Dates the mandates as given, in one transaction, in the form the database's client stores them. */
async function redate(mandates: [string, Date][]): Promise<void> {
  const databaseUrl = server?.database.databaseUrl ?? "";
  const stored = (at: Date) => (databaseUrl.startsWith("file:") ? at.toISOString().replace("Z", "+00:00") : at);
  await changeDatabase(mandates.map(([id, at]) => ({ sql: `UPDATE "PhysicalNach" SET "createdAt" = $1 WHERE "id" = $2`, params: [stored(at), id] })), databaseUrl);
}

describe("the expiry job", () => {
  it("expires a mandate left initiated past 120 working days, not one dated a day later, tells the partner, and then lets a new mandate start for the loan", { timeout: 30_000 }, async () => {
    // A registered mandate, older than the one that will expire, which the job must leave alone.
    const registered = await initiateNach((await book(undefined, undefined, target().baseUrl)).lead_id, target());
    const umrn = (await waitFor(async () => (await nachStatus(registered.physical_nach_id, target())).umrn, { what: "registration" })) ?? "";
    expect(umrn).toMatch(UMRN);
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), undefined, target().baseUrl);
    const stale = await initiateNach(booking.lead_id, target());
    const fresh = await initiateNach((await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), undefined, target().baseUrl)).lead_id, target());
    // The sandbox bank's "still initiated" first, so the webhooks come in a known order.
    for (const nach of [stale, fresh]) if (receiver) await firstWebhook(receiver, nach.physical_nach_id);
    // Both in one transaction, so the job's pass that expires the one also saw the other.
    const oldestFresh = staleBefore(new Date(), 120);
    await redate([
      [stale.physical_nach_id, new Date(oldestFresh.getTime() - 60_000)],
      [fresh.physical_nach_id, new Date(oldestFresh.getTime() + 12 * 3_600_000)],
    ]);

    const expired = await waitFor(async () => {
      const status = await nachStatus(stale.physical_nach_id, target());
      return status.status === "expired" && status;
    }, { timeoutMs: 20_000, what: "the mandate to expire" });

    // Expired is its own status: no failure reason, though NPCI would name it M096.
    expect(expired).toEqual({ umrn: null, status: "expired", physical_nach_id: stale.physical_nach_id, failure_reason: null, mandate: stale.mandate });
    expect(await nachStatus(fresh.physical_nach_id, target())).toMatchObject({ status: "initiated" });
    // The sandbox bank's "still initiated", then the expiry: one webhook each.
    const expiredWebhook = await waitFor(() => receiver && webhooksFor(receiver, stale.physical_nach_id).find((request) => bodyOf(request).payload.status === "expired"), {
      what: "the expiry webhook",
    });
    expect(bodyOf(expiredWebhook).payload).toEqual({ umrn: null, status: "expired", physical_nach_id: stale.physical_nach_id });
    expect((await settledDelivery(bodyOf(expiredWebhook).id, endpointId, target())).status).toBe("succeeded");
    expect(statusesSent(stale.physical_nach_id)).toEqual(["initiated", "expired"]);
    expect((await readLoan(booking.lead_id, undefined, target().baseUrl)).loan.physical_nach).toEqual({
      physical_nach_id: stale.physical_nach_id,
      status: "expired",
      umrn: null,
      mandate: stale.mandate,
    });
    expect(await nachStatus(registered.physical_nach_id, target())).toEqual({ umrn, status: "registered", physical_nach_id: registered.physical_nach_id, failure_reason: null, mandate: registered.mandate });
    expectError(await uploadScan(stale.physical_nach_id, TINY_PDF, {}, target()), 409, "invalid_transition");

    const again = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id }, ...target() });

    expect(again.status, again.text).toBe(201);
    const renewed = dataOf<NachInitiated>(again);
    expect(renewed).toMatchObject({ status: "initiated", umrn: null, lead_id: booking.lead_id });
    expect(renewed.physical_nach_id).not.toBe(stale.physical_nach_id);
    expect((await readLoan(booking.lead_id, undefined, target().baseUrl)).loan.physical_nach).toEqual({
      physical_nach_id: renewed.physical_nach_id,
      status: "initiated",
      umrn: null,
      mandate: renewed.mandate,
    });
    expect(await nachStatus(stale.physical_nach_id, target())).toMatchObject({ status: "expired" });
  });
});
