import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "./client";
import { countRows, insertRow } from "./database";
import { expectError, fieldPaths, LOANS } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { waitFor } from "./webhook-helpers";

const HOUR_MS = 3_600_000;
const storedUnder = (key: string) => countRows("IdempotencyRecord", `"key" = $1`, [key]);

describe("validation answers are bounded and not kept under an Idempotency-Key", () => {
  it("answers a body of 80,000 unknown keys (just under the 1 MiB limit) with a fresh Idempotency-Key with a small answer, storing nothing", async () => {
    const body = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`x${String(i).padStart(6, "0")}`, 0]));
    const rawBody = JSON.stringify(body);
    expect(rawBody.length).toBeGreaterThan(900_000);
    expect(rawBody.length).toBeLessThan(1024 * 1024);
    const key = randomUUID();

    const response = await api("POST", LOANS, { rawBody, headers: { "content-type": "application/json", "idempotency-key": key } });

    expectError(response, 400, "validation_error");
    expect(response.text.length).toBeLessThan(8_000);
    expect(fieldPaths(response).length).toBe(20);
    expect(response.body.error?.details.total_fields).toBeGreaterThanOrEqual(80_000);
    expect(await storedUnder(key)).toBe(0);
  });

  it("cuts a 100 KB field name short in the answer", async () => {
    const name = "k".repeat(100_000);

    const response = await api("POST", LOANS, { body: approvedLoan({ [name]: 1 }) });

    expectError(response, 400, "validation_error");
    expect(response.text.length).toBeLessThan(2_000);
    const [path] = fieldPaths(response);
    expect(path?.startsWith("kkk")).toBe(true);
    expect(path?.length).toBeLessThanOrEqual(200);
  });

  it("answers a refused body sent again with the same key afresh, and then runs the corrected one", async () => {
    const key = randomUUID();
    const body = approvedLoan();
    const refused = { ...body, mobile_number: "12345" };

    const first = await api("POST", LOANS, { body: refused, headers: { "idempotency-key": key } });
    const again = await api("POST", LOANS, { body: refused, headers: { "idempotency-key": key } });
    const corrected = await api("POST", LOANS, { body, headers: { "idempotency-key": key } });

    expectError(first, 400, "validation_error");
    expectError(again, 400, "validation_error");
    expect(again.headers.get("idempotency-replayed")).toBeNull();
    expect(corrected.status, corrected.text).toBe(201);
    expect(await storedUnder(key)).toBe(1);
  });

  it("keeps an operation's refusal (409 duplicate_partner_loan_id) and replays it", async () => {
    const body = approvedLoan();
    expect((await api("POST", LOANS, { body })).status).toBe(201);
    const key = randomUUID();

    const first = await api("POST", LOANS, { body, headers: { "idempotency-key": key } });
    const again = await api("POST", LOANS, { body, headers: { "idempotency-key": key } });

    expectError(first, 409, "duplicate_partner_loan_id");
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });
});

describe("the idempotency record purge", () => {
  it("deletes records past the 24 h window in the background and keeps those inside it", async () => {
    const record = (ageHours: number) => ({
      id: randomUUID(),
      partnerId: "purge-test",
      scope: "POST /api/v1/client/loan",
      key: randomUUID(),
      requestHash: "0".repeat(64),
      responseStatus: 201,
      responseBody: "{}",
      createdAt: new Date(Date.now() - ageHours * HOUR_MS),
    });
    const expired = [record(25), record(24 * 30)];
    const kept = record(23);
    for (const row of [...expired, kept]) await insertRow("IdempotencyRecord", row);

    await waitFor(async () => (await countRows("IdempotencyRecord", `"id" IN ($1, $2)`, expired.map((row) => row.id))) === 0, {
      timeoutMs: 20_000,
      what: "the expired records to be purged",
    });

    expect(await countRows("IdempotencyRecord", `"id" = $1`, [kept.id])).toBe(1);
  });
});
