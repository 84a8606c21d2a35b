import { describe, expect, it } from "vitest";
import { api, type ApiResponse } from "./client";
import { book, dataOf, expectError, LOANS, loanPath, disbursePath, partner, type Booking } from "./helpers";
import { approvedLoan, updateBody } from "../support/loan-fixtures";

const noSlash = (path: string) => path.replace(/\/$/, "");

/** Neither a redirect nor a server error: the request was served where it was sent. */
function expectServed(response: ApiResponse, status: number): void {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get("location")).toBeNull();
  expect(response.body.is_success).toBe(true);
}

describe("trailing slashes", () => {
  it.each([
    ["with", (path: string) => path],
    ["without", noSlash],
  ])("serves every loan path %s the trailing slash, for every method, without redirecting", async (_name, shape) => {
    const body = approvedLoan();

    const booked = await api("POST", shape(LOANS), { body });
    expectServed(booked, 201);
    const { lead_id: leadId } = dataOf<Booking>(booked);

    expectServed(await api("GET", shape(LOANS)), 200);
    expectServed(await api("GET", `${shape(LOANS)}?limit=1`), 200);
    expectServed(await api("GET", shape(loanPath(leadId))), 200);
    expectServed(await api("PUT", shape(loanPath(leadId)), { body: { ...updateBody(body), company_name: "Put Ltd" } }), 200);
    expectServed(await api("PATCH", shape(loanPath(leadId)), { body: { email: "slash@example.com" } }), 200);
    const read = await api("GET", shape(loanPath(leadId)));
    expect(read.body.data).toEqual(expect.objectContaining({ company_name: "Put Ltd", email: "slash@example.com" }));
    await partner.prepareForDisbursal(leadId);
    expectServed(await api("POST", shape(disbursePath(leadId))), 200);
    expectServed(await api("GET", shape(disbursePath(leadId))), 200);
  });

  it.each(["/api/health", "/api/health/", "/api/health/live", "/api/health/live/"])("serves %s", async (path) => {
    expectServed(await api("GET", path, { auth: null }), 200);
  });

  it("answers errors the same with and without the slash", async () => {
    const unknown = "0190a6c4-0000-7000-8000-000000000000";

    expectError(await api("GET", loanPath(unknown)), 404, "not_found");
    expectError(await api("GET", noSlash(loanPath(unknown))), 404, "not_found");
    expectError(await api("PATCH", noSlash(loanPath(unknown)), { body: { email: "x@example.com" } }), 404, "not_found");
    expectError(await api("POST", noSlash(LOANS), { body: {} }), 400, "validation_error");
  });
});

describe("methods", () => {
  it.each([
    ["DELETE", "loan", ["GET", "PATCH", "PUT"]],
    ["POST", "loan", ["GET", "PATCH", "PUT"]],
    ["DELETE", "collection", ["GET", "POST"]],
    ["PUT", "collection", ["GET", "POST"]],
    ["PATCH", "collection", ["GET", "POST"]],
    ["DELETE", "disburse", ["GET", "POST"]],
    ["PUT", "disburse", ["GET", "POST"]],
  ] as const)("answers %s on the %s path with 405 method_not_allowed and an Allow header", async (method, which, allowed) => {
    const booking = await book();
    const path = { loan: loanPath(booking.lead_id), collection: LOANS, disburse: disbursePath(booking.lead_id) }[which];

    for (const shaped of [path, noSlash(path)]) {
      const response = await api(method, shaped);
      expectError(response, 405, "method_not_allowed");
      const allow = (response.headers.get("allow") ?? "").split(",").map((name) => name.trim()).filter(Boolean);
      expect(allow).toEqual(expect.arrayContaining([...allowed]));
      expect(allow).not.toContain(method);
    }
    // The loan is untouched.
    expectServed(await api("GET", loanPath(booking.lead_id)), 200);
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/v1/nope/"],
    ["GET", "/api/v2/client/loan/"],
    ["POST", "/api/v1/client/loans/"],
    ["GET", "/api/v1/client/loan/0190a6c4-0000-7000-8000-000000000000/nothing/"],
    ["PUT", "/api/anything"],
    ["DELETE", "/api/v1/client"],
  ])("answers %s %s with the 404 envelope", async (method, path) => {
    const response = await api(method, path, method === "GET" || method === "DELETE" ? {} : { body: { a: 1 } });

    expectError(response, 404, "not_found");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("X-Request-Id", () => {
  it("echoes the client's request id, on success and on error", async () => {
    const ok = await api("GET", LOANS, { headers: { "x-request-id": "partner-req-0001" } });
    const unauthorized = await api("GET", LOANS, { auth: null, headers: { "x-request-id": "partner-req-0002" } });
    const invalid = await api("POST", LOANS, { body: {}, headers: { "x-request-id": "partner-req-0003" } });
    const missing = await api("GET", "/api/v1/nope/", { headers: { "x-request-id": "partner-req-0004" } });

    expect(ok.headers.get("x-request-id")).toBe("partner-req-0001");
    expect(unauthorized.headers.get("x-request-id")).toBe("partner-req-0002");
    expect(invalid.headers.get("x-request-id")).toBe("partner-req-0003");
    expect(missing.headers.get("x-request-id")).toBe("partner-req-0004");
  });

  it("generates a distinct request id when the client sends none", async () => {
    const first = await api("GET", LOANS);
    const second = await api("GET", "/api/health", { auth: null });
    const failed = await api("GET", LOANS, { auth: null });

    const ids = [first, second, failed].map((response) => response.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^\S{8,}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("replaces a request id that is not a safe token", async () => {
    const response = await api("GET", LOANS, { headers: { "x-request-id": "bad id with spaces\tand tabs" } });

    const id = response.headers.get("x-request-id");
    expect(id).toBeTruthy();
    expect(id).not.toContain(" ");
  });
});

describe("responses", () => {
  it("are JSON in the envelope, with no framework fingerprint", async () => {
    const response = await api("GET", LOANS);

    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(Object.keys(response.body).sort()).toEqual(["data", "is_success"]);
  });

  it("carry no stack trace, SQL or internal path in an error", async () => {
    const responses = [
      await api("POST", LOANS, { rawBody: "{oops", headers: { "content-type": "application/json" } }),
      await api("POST", LOANS, { body: approvedLoan({ loan_amount: "lots" }) }),
      await api("GET", loanPath("..%2F..%2Fetc%2Fpasswd")),
    ];

    for (const response of responses) {
      expect(response.body.is_success).toBe(false);
      expect(Object.keys(response.body).sort()).toEqual(["error", "is_success"]);
      expect(response.text).not.toMatch(/at \w+ \(|\/work\/|node_modules|SELECT |prisma|SyntaxError/i);
    }
  });
});
