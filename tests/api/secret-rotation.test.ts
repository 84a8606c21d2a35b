import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { approvedLoan } from "../support/loan-fixtures";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { api, DEMO2, type Credentials } from "./client";
import { changeDatabase, countRows, queryRows } from "./database";
import { dataOf, expectError, ISO_MS, LOANS, partner } from "./helpers";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";
import { bodyOf, DELIVERIES, ENDPOINTS, listDeliveries, verifyWebhook, waitFor, webhooksFor, type Delivery, type Endpoint } from "./webhook-helpers";

/**
 * Issue 31 part 5: a rotated secret keeps working beside the new one for a
 * window, and only the newest two ever work. The test's own partner, made
 * by an administrator in the portal, keeps its events and audit rows apart
 * from every other test's; time moves by setting an expiry in the past.
 */
const SETTINGS = "/settings";
const settingsAction = (name: string) => serverActionId("app/(portal)/settings/actions.ts", name);

let admin: PortalClient;
let receiver: Receiver;
let credentials: Credentials;
let partnerId: string;

interface RotatedClient {
  clientId: string;
  clientSecret: string;
  previousSecretExpiresAt: string | null;
}

const resultOf = <T>(outcome: ActionOutcome): T => {
  if (!outcome.ok) throw new Error(`The action was refused: ${JSON.stringify(outcome.error)}`);
  return outcome.data as T;
};

/** A stored time as each database's client writes it. */
const storedTime = (date: Date) => (inject("databaseUrl").startsWith("file:") ? date.toISOString().replace("Z", "+00:00") : date.toISOString());

/** Moves the end of an overlap to a moment ago, as if its window had passed. */
const endOverlap = (table: "WebhookEndpoint" | "ApiCredential", where: string, key: string) =>
  changeDatabase([{ sql: `UPDATE "${table}" SET "previousSecretExpiresAt" = $1 WHERE "${where}" = $2`, params: [storedTime(new Date(Date.now() - 1000)), key] }], inject("databaseUrl"));

const securityEvents = (action: string, targetId: string) =>
  queryRows<{ partnerId: string; actor: string; createdAt: string | Date; previousSecretExpiresAt: string | Date | null }>(
    `SELECT "partnerId", "actor", "createdAt", "previousSecretExpiresAt" FROM "SecurityEvent" WHERE "action" = $1 AND "targetId" = $2 ORDER BY "createdAt"`,
    [action, targetId],
  );

const signaturesOf = (request: { headers: Record<string, string> }) => (request.headers["webhook-signature"] ?? "").split(" ");

const within = (value: string | Date | null, from: number, to: number) => {
  const time = value === null ? Number.NaN : new Date(value).getTime();
  return time >= from && time <= to;
};

beforeAll(async () => {
  admin = new PortalClient(inject("baseUrl"));
  expect(await admin.signIn("admin@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();
  const created = resultOf<{ partnerId: string; clientId: string; clientSecret: string }>(
    await admin.action(SETTINGS, settingsAction("createPartnerAction"), [{ name: `Rotation Finance ${randomUUID().slice(0, 8)}` }]),
  );
  credentials = { clientId: created.clientId, secret: created.clientSecret };
  partnerId = created.partnerId;
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver?.close();
});

describe("rotating a webhook endpoint's secret", () => {
  const rotate = async (endpointId: string) => {
    const response = await api("POST", `${ENDPOINTS}${endpointId}/rotate/`, { auth: credentials });
    expect(response.status, response.text).toBe(200);
    return dataOf<{ id: string; secret: string; previous_secret_expires_at: string }>(response);
  };
  const listed = async (endpointId: string) =>
    dataOf<{ items: Endpoint[] }>(await api("GET", ENDPOINTS, { auth: credentials })).items.find((item) => item.id === endpointId);

  it("signs with the new and the previous secret for 24 hours, only the newest two after a second rotation, and the new one alone after", async () => {
    const endpoint = dataOf<Endpoint & { secret: string }>(await api("POST", ENDPOINTS, { body: { url: receiver.url }, auth: credentials }));
    const loan = await partner.book(approvedLoan(), { auth: credentials });
    const nach = await partner.initiateNach(loan.lead_id, {}, { auth: credentials });
    const first = await waitFor(() => webhooksFor(receiver, nach.physical_nach_id)[0], { what: "the first webhook" });
    expect(signaturesOf(first)).toHaveLength(1);
    const eventId = bodyOf(first).id;
    const delivery = await waitFor(
      async () => (await listDeliveries({ event_id: eventId }, { auth: credentials })).find((item: Delivery) => item.status !== "pending"),
      { what: "the first delivery to settle" },
    );
    /** The delivery sent again now, as a replay; the request the receiver got. */
    const replayed = async () => {
      const before = receiver.requests.length;
      expect((await api("POST", `${DELIVERIES}${delivery.id}/retry/`, { auth: credentials })).status).toBe(200);
      return waitFor(() => receiver.requests.slice(before).find((request) => request.headers["webhook-id"] === eventId), { what: "the replayed webhook" });
    };

    const before = Date.now();
    const second = await rotate(endpoint.id);
    expect(second.previous_secret_expires_at).toMatch(ISO_MS);
    expect(within(second.previous_secret_expires_at, before + 24 * 3600_000 - 1000, Date.now() + 24 * 3600_000)).toBe(true);
    expect((await listed(endpoint.id))?.previous_secret_expires_at).toBe(second.previous_secret_expires_at);
    const overlapping = await replayed();
    const signatures = signaturesOf(overlapping);
    expect(signatures).toHaveLength(2);
    expect(verifyWebhook(second.secret, overlapping)).toEqual(bodyOf(first));
    expect(verifyWebhook(endpoint.secret, overlapping)).toEqual(bodyOf(first));
    // Newest first: the first signature alone verifies with the new secret.
    expect(() => verifyWebhook(second.secret, { ...overlapping, headers: { ...overlapping.headers, "webhook-signature": signatures[0] ?? "" } })).not.toThrow();

    const third = await rotate(endpoint.id);
    const twice = await replayed();
    expect(signaturesOf(twice)).toHaveLength(2);
    expect(() => verifyWebhook(third.secret, twice)).not.toThrow();
    expect(() => verifyWebhook(second.secret, twice)).not.toThrow();
    expect(() => verifyWebhook(endpoint.secret, twice)).toThrow();

    await endOverlap("WebhookEndpoint", "id", endpoint.id);
    const after = await replayed();
    expect(signaturesOf(after)).toHaveLength(1);
    expect(() => verifyWebhook(third.secret, after)).not.toThrow();
    expect(() => verifyWebhook(second.secret, after)).toThrow();
    expect((await listed(endpoint.id))?.previous_secret_expires_at).toBeNull();

    const audit = await securityEvents("webhook_secret.rotated", endpoint.id);
    expect(audit).toHaveLength(2);
    for (const row of audit) {
      expect(row).toMatchObject({ partnerId, actor: `api:${credentials.clientId}` });
      expect(within(row.createdAt, before - 1000, Date.now())).toBe(true);
      expect(row.previousSecretExpiresAt).not.toBeNull();
    }
    expect(JSON.stringify(await queryRows(`SELECT * FROM "SecurityEvent" WHERE "targetId" = $1`, [endpoint.id]))).not.toContain("whsec_");
  });

  it("answers a deleted endpoint, another partner's or a malformed id with 404 not_found, and records nothing", async () => {
    const endpoint = dataOf<Endpoint>(await api("POST", ENDPOINTS, { body: { url: `${receiver.url}?gone` }, auth: credentials }));
    expectError(await api("POST", `${ENDPOINTS}${endpoint.id}/rotate/`, { auth: DEMO2 }), 404, "not_found");
    expect((await api("DELETE", `${ENDPOINTS}${endpoint.id}/`, { auth: credentials })).status).toBe(200);
    expectError(await api("POST", `${ENDPOINTS}${endpoint.id}/rotate/`, { auth: credentials }), 404, "not_found");
    expectError(await api("POST", `${ENDPOINTS}not-an-id/rotate/`, { auth: credentials }), 404, "not_found");
    expect(await countRows("SecurityEvent", `"targetId" = $1`, [endpoint.id])).toBe(0);
  });
});

describe("rotating an API client's secret", () => {
  const rotate = async () => resultOf<RotatedClient>(await admin.action(SETTINGS, settingsAction("rotateClientSecretAction"), [credentials.clientId]));
  const status = async (secret: string) => (await api("GET", LOANS, { auth: { clientId: credentials.clientId, secret } })).status;

  it("keeps the old secret working for the window, then answers it 401, and only the newest two ever work", async () => {
    const original = credentials.secret;
    expect(await status(original)).toBe(200);

    const before = Date.now();
    const second = await rotate();
    expect(within(second.previousSecretExpiresAt, before + 24 * 3600_000 - 1000, Date.now() + 24 * 3600_000)).toBe(true);
    expect(await status(second.clientSecret)).toBe(200);
    expect(await status(original)).toBe(200);

    // The old secret was just accepted; the window's end must hold at once, whatever is cached.
    await endOverlap("ApiCredential", "clientId", credentials.clientId);
    const refused = await api("GET", LOANS, { auth: { clientId: credentials.clientId, secret: original } });
    expectError(refused, 401, "unauthorized");
    expect(await status(second.clientSecret)).toBe(200);

    const third = await rotate();
    expect(await status(third.clientSecret)).toBe(200);
    expect(await status(second.clientSecret)).toBe(200);
    expect(await status(original)).toBe(401);
    credentials = { clientId: credentials.clientId, secret: third.clientSecret };

    const audit = await securityEvents("api_secret.rotated", credentials.clientId);
    expect(audit).toHaveLength(2);
    for (const row of audit) {
      expect(row).toMatchObject({ partnerId, actor: "staff:admin@demo.loandesk.test" });
      expect(within(row.createdAt, before - 1000, Date.now())).toBe(true);
    }
    expect(JSON.stringify(audit)).not.toContain("lds_");
  });

  it("refuses a rotation to anyone but an administrator, recording nothing", async () => {
    const support = new PortalClient(inject("baseUrl"));
    expect(await support.signIn("support@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();
    const count = await countRows("SecurityEvent", `"targetId" = $1`, [credentials.clientId]);

    expect(await support.action(SETTINGS, settingsAction("rotateClientSecretAction"), [credentials.clientId])).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await admin.action(SETTINGS, settingsAction("rotateClientSecretAction"), ["no-such-client"])).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await countRows("SecurityEvent", `"targetId" = $1`, [credentials.clientId])).toBe(count);
    expect(await status(credentials.secret)).toBe(200);
  });
});
