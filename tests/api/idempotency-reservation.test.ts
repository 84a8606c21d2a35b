import { createHash, randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { api, basic, DEMO, type ApiResponse } from "./client";
import { countRows, insertRow, queryRows } from "./database";
import { book, disbursePath, expectError, partner } from "./helpers";
import { NACH_INITIATE } from "./webhook-helpers";

const CONCURRENT = 10;
const MINUTE_MS = 60_000;
const NACH_SCOPE = "POST /api/v1/nach/physical/initiate";

const withKey = (key: string) => ({ "idempotency-key": key });
const countMandates = (leadId: string) => countRows("PhysicalNach", `"loanId" = $1`, [leadId]);
const countDisbursals = (leadId: string) => countRows("Disbursal", `"loanId" = $1`, [leadId]);
const described = (responses: ApiResponse[]) => responses.map((response) => `${response.status} ${response.text}`).join("\n");
// As the server hashes a parsed body (lib/idempotency/idempotency-store.ts `hashRequest`).
const hashOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

/**
 * POSTs whose bodies all end at the same moment: every request is sent but
 * the last byte of its body, and once every one has been sent that far,
 * the last bytes go together. So they reach the handler side by side
 * rather than one after another, as from a partner retrying in a hurry.
 */
async function postTogether(path: string, bodies: unknown[], headers: Record<string, string>): Promise<ApiResponse[]> {
  const encoder = new TextEncoder();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  const requests = bodies.map(async (body) => {
    const text = JSON.stringify(body);
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls++;
        if (pulls === 1) return controller.enqueue(encoder.encode(text.slice(0, -1)));
        if (++waiting === bodies.length) release();
        await released;
        controller.enqueue(encoder.encode(text.slice(-1)));
        controller.close();
      },
    });
    const response = await fetch(`${inject("baseUrl")}${path}`, {
      method: "POST",
      headers: { ...headers, authorization: basic(DEMO), "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const responseText = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(responseText) as ApiResponse["body"], text: responseText };
  });
  return Promise.all(requests);
}

async function demoPartnerId(): Promise<string> {
  const [row] = await queryRows<{ partnerId: string }>(`SELECT "partnerId" FROM "ApiCredential" WHERE "clientId" = $1`, ["demo"]);
  if (!row) throw new Error("the demo partner's credential is missing");
  return row.partnerId;
}

/** A reservation as a server leaves it while its operation runs (or after it crashed mid-way): no answer yet. */
async function insertReservation(key: string, body: unknown, createdAt: Date): Promise<void> {
  await insertRow("IdempotencyRecord", { id: randomUUID(), partnerId: await demoPartnerId(), scope: NACH_SCOPE, key, requestHash: hashOf(body), createdAt });
}

describe("the Idempotency-Key is reserved before the operation runs", () => {
  it(`runs ${CONCURRENT} concurrent NACH initiations with one key and body once: the rest get 409 idempotency_key_in_use or the winner's answer replayed`, async () => {
    const booking = await book();
    const key = randomUUID();
    const body = { lead_id: booking.lead_id };

    const responses = await postTogether(NACH_INITIATE, Array.from({ length: CONCURRENT }, () => body), withKey(key));

    const ran = responses.filter((response) => response.headers.get("idempotency-replayed") === null && response.status !== 409);
    expect(ran, described(responses)).toHaveLength(1);
    const [winner] = ran;
    expect(winner?.status, described(responses)).toBe(201);
    for (const loser of responses.filter((response) => response !== winner)) {
      if (loser.headers.get("idempotency-replayed") === "true") {
        expect(loser.status).toBe(winner?.status);
        expect(loser.text).toBe(winner?.text);
      } else {
        expectError(loser, 409, "idempotency_key_in_use");
      }
    }
    expect(await countMandates(booking.lead_id)).toBe(1);
  });

  it(`runs one of ${CONCURRENT} concurrent disbursals with one key and different bodies; the others get 409 or 422 and disburse nothing`, async () => {
    const booking = await book();
    await partner.prepareForDisbursal(booking.lead_id);
    const key = randomUUID();
    const bodies = Array.from({ length: CONCURRENT }, (_, i) => ({ transaction_id: `UTR${String(Date.now()).slice(-9)}${String(i).padStart(4, "0")}` }));

    const responses = await postTogether(disbursePath(booking.lead_id), bodies, withKey(key));

    const disbursed = responses.filter((response) => response.status === 200);
    expect(disbursed, described(responses)).toHaveLength(1);
    for (const loser of responses.filter((response) => response.status !== 200)) {
      expect(["idempotency_key_in_use", "idempotency_key_reused"], described(responses)).toContain(loser.body.error?.code);
      expect(loser.status).toBe(loser.body.error?.code === "idempotency_key_in_use" ? 409 : 422);
    }
    expect(await countDisbursals(booking.lead_id)).toBe(1);
  });

  it("answers 409 idempotency_key_in_use while a reservation with the same body is in progress, running nothing", async () => {
    const booking = await book();
    const key = randomUUID();
    const body = { lead_id: booking.lead_id };
    await insertReservation(key, body, new Date());

    const response = await api("POST", NACH_INITIATE, { body, headers: withKey(key) });

    expectError(response, 409, "idempotency_key_in_use");
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await countMandates(booking.lead_id)).toBe(0);
  });

  it("answers 422 idempotency_key_reused while a reservation with another body is in progress", async () => {
    const booking = await book();
    const key = randomUUID();
    await insertReservation(key, { lead_id: randomUUID() }, new Date());

    const response = await api("POST", NACH_INITIATE, { body: { lead_id: booking.lead_id }, headers: withKey(key) });

    expectError(response, 422, "idempotency_key_reused");
    expect(await countMandates(booking.lead_id)).toBe(0);
  });

  it("takes over a reservation abandoned by a crashed server once it is older than the bound, and runs the operation", async () => {
    const booking = await book();
    const key = randomUUID();
    const body = { lead_id: booking.lead_id };
    // The server under test keeps the default REQUEST_TIMEOUT_MS (30 s): the bound is a minute.
    await insertReservation(key, body, new Date(Date.now() - 10 * MINUTE_MS));

    const first = await api("POST", NACH_INITIATE, { body, headers: withKey(key) });
    const again = await api("POST", NACH_INITIATE, { body, headers: withKey(key) });

    expect(first.status, first.text).toBe(201);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    expect(await countMandates(booking.lead_id)).toBe(1);
    expect(await countRows("IdempotencyRecord", `"key" = $1`, [key])).toBe(1);
  });
});
