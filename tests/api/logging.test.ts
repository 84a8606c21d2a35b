import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, inject, it, vi } from "vitest";
import { api } from "./client";
import { disbursePath, LOANS, loanPath, partner } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";

interface LogLine {
  request_id?: string;
  method?: string;
  path?: string;
  status?: number;
  duration_ms?: number;
  [key: string]: unknown;
}

function logText(): string {
  return readFileSync(inject("serverLog"), "utf8");
}

/** The server log's JSON lines; Next.js writes a few plain-text lines of its own at start. */
function logLines(): LogLine[] {
  return logText()
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

describe("the request log", () => {
  it("has one JSON line per request with request_id, method, path, status and duration_ms, and no customer data", async () => {
    const mobile = "9123987654";
    const account = "99887766554433";
    const pan = "ZYXPV9876K";
    const aadhaar = "4321";
    const body = approvedLoan({
      mobile_number: mobile,
      bank_account: { ac_number: [account], ifsc_code: "SBIN0009876", nach_type: "physical", ac_name: "Asha Verma" },
      kyc: [
        { kyc_type: "pan", identifier: pan, verified_using: "registry-api" },
        { kyc_type: "aadhaar", identifier: aadhaar, verified_using: "offline-eKYC" },
      ],
    });
    const tag = randomUUID();
    const id = (step: string) => `log-${tag}-${step}`;

    const booked = await api("POST", LOANS, { body, headers: { "x-request-id": id("book") } });
    expect(booked.status, booked.text).toBe(201);
    const leadId = String(booked.body.data?.lead_id);
    const expected = [
      { step: "book", method: "POST", path: LOANS, status: 201 },
      { step: "read", method: "GET", path: loanPath(leadId), status: 200 },
      { step: "patch", method: "PATCH", path: loanPath(leadId), status: 200 },
      { step: "bad-patch", method: "PATCH", path: loanPath(leadId), status: 422 },
      { step: "duplicate", method: "POST", path: LOANS, status: 409 },
      { step: "disburse", method: "POST", path: disbursePath(leadId), status: 200 },
      { step: "list", method: "GET", path: LOANS, status: 200 },
      { step: "unauthorized", method: "GET", path: LOANS, status: 401 },
      { step: "health", method: "GET", path: "/api/health", status: 200 },
    ];
    await api("GET", loanPath(leadId), { headers: { "x-request-id": id("read") } });
    await api("PATCH", loanPath(leadId), { body: { email: "log@example.com" }, headers: { "x-request-id": id("patch") } });
    await api("PATCH", loanPath(leadId), {
      body: { mobile_number: "9000011111", bank_account: { ac_number: ["11112222333344"] } },
      headers: { "x-request-id": id("bad-patch") },
    });
    await api("POST", LOANS, { body, headers: { "x-request-id": id("duplicate") } });
    await partner.prepareForDisbursal(leadId);
    await api("POST", disbursePath(leadId), { headers: { "x-request-id": id("disburse") } });
    await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`, {
      headers: { "x-request-id": id("list") },
    });
    await api("GET", LOANS, { auth: null, headers: { "x-request-id": id("unauthorized") } });
    await api("GET", "/api/health", { auth: null, headers: { "x-request-id": id("health") } });

    // The line is written as the response goes out; wait for the last one rather than for a fixed time.
    await vi.waitFor(() => expect(logLines().some((line) => line.request_id === id("health"))).toBe(true), { timeout: 10_000, interval: 50 });
    const lines = logLines();
    for (const { step, method, path, status } of expected) {
      const mine = lines.filter((line) => line.request_id === id(step));
      expect(mine, step).toHaveLength(1);
      const [line] = mine as [LogLine];
      expect(line).toEqual(expect.objectContaining({ method, path, status }));
      expect(typeof line.duration_ms).toBe("number");
      expect(line.duration_ms).toBeGreaterThanOrEqual(0);
    }
    const text = logText();
    for (const secret of [mobile, account, pan, "11112222333344", "9000011111"]) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(new RegExp(`"(identifier|aadhaar|co_aadhaar)"\\s*:\\s*"?${aadhaar}`));
    expect(text).not.toContain("demo-secret");
    expect(text).not.toContain(Buffer.from("demo:demo-secret").toString("base64"));
  });

  it("logs a generated request id that matches the response header", async () => {
    const response = await api("GET", LOANS);
    const requestId = response.headers.get("x-request-id");

    await vi.waitFor(() => expect(logLines().filter((line) => line.request_id === requestId)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [line] = logLines().filter((entry) => entry.request_id === requestId) as [LogLine];
    expect(line).toEqual(expect.objectContaining({ method: "GET", path: LOANS, status: 200 }));
  });
});
