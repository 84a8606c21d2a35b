import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./client";
import { book, dataOf, expectError, readLoan } from "./helpers";
import { approvedLoan } from "./loan-body";
import { startOwnServer, type OwnServer } from "./own-server";
import { startReceiver, type Receiver } from "./receiver";
import {
  bankAccount, bodyOf, createEndpoint, initiateNach, NACH_INITIATE, nachStatus, PENDING_ACCOUNT, settledDelivery, TINY_PDF, UMRN,
  uploadScan, waitFor, webhooksFor, type NachInitiated, type Target,
} from "./webhook-helpers";

// A server of its own that expires mandates left initiated for more than about a second.
let server: OwnServer | undefined;
let receiver: Receiver | undefined;
let endpointId = "";
const target = (): Target => ({ baseUrl: server?.baseUrl ?? "" });

beforeAll(async () => {
  server = await startOwnServer({ NACH_EXPIRE_AFTER_HOURS: "0.0003" });
  receiver = await startReceiver();
  endpointId = (await createEndpoint(receiver.url, target())).id;
});

afterAll(async () => {
  await server?.dispose();
  await receiver?.close();
});

const statusesSent = (nachId: string) => (receiver ? webhooksFor(receiver, nachId) : []).map((request) => bodyOf(request).payload.status);

describe("the expiry job", () => {
  it("expires a mandate left initiated, tells the partner, and then lets a new mandate start for the loan", { timeout: 30_000 }, async () => {
    // A registered mandate, older than the one that will expire, which the job must leave alone.
    const registered = await initiateNach((await book(undefined, undefined, target().baseUrl)).lead_id, target());
    const umrn = (await waitFor(async () => (await nachStatus(registered.physical_nach_id, target())).umrn, { what: "registration" })) ?? "";
    expect(umrn).toMatch(UMRN);
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), undefined, target().baseUrl);
    const stale = await initiateNach(booking.lead_id, target());

    const expired = await waitFor(async () => {
      const status = await nachStatus(stale.physical_nach_id, target());
      return status.status === "expired" && status;
    }, { timeoutMs: 20_000, what: "the mandate to expire" });

    expect(expired).toEqual({ umrn: null, status: "expired", physical_nach_id: stale.physical_nach_id });
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
    });
    expect(await nachStatus(registered.physical_nach_id, target())).toEqual({ umrn, status: "registered", physical_nach_id: registered.physical_nach_id });
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
    });
    expect(await nachStatus(stale.physical_nach_id, target())).toMatchObject({ status: "expired" });
  });
});
