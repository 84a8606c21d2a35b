import { describe, expect, it } from "vitest";
import { api } from "./client";

describe("health", () => {
  it("answers GET /api/health without credentials with 200 {status: ok, database: ok}", async () => {
    const response = await api("GET", "/api/health", { auth: null });

    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ is_success: true, data: { status: "ok", database: "ok" } });
    expect(response.headers.get("www-authenticate")).toBeNull();
  });

  it("answers GET /api/health/live without credentials with 200", async () => {
    const response = await api("GET", "/api/health/live", { auth: null });

    expect(response.status, response.text).toBe(200);
    expect(response.body.is_success).toBe(true);
    expect(response.body.data).toEqual(expect.objectContaining({ status: "ok" }));
  });

  it("ignores credentials, even wrong ones", async () => {
    const response = await api("GET", "/api/health", { auth: { clientId: "nobody", secret: "wrong" } });

    expect(response.status, response.text).toBe(200);
  });

  it("is not cached", async () => {
    const first = await api("GET", "/api/health", { auth: null });
    const second = await api("GET", "/api/health", { auth: null });

    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    expect(first.headers.get("x-nextjs-cache")).toBeNull();
  });
});
