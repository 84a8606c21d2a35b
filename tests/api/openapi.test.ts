import { describe, expect, inject, it } from "vitest";
import { api } from "./client";
import { REQUIRED_LOAN_FIELDS } from "./loan-body";

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown>; description?: string }> };
  webhooks: Record<string, unknown>;
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, served without credentials, and lists every endpoint of the contract", async () => {
    const response = await api("GET", "/api/v1/openapi.json", { auth: null });
    expect(response.status).toBe(200);
    const document = response.body as unknown as OpenApi;
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).filter((key) => key !== "parameters").map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        "POST /api/v1/client/loan/",
        "GET /api/v1/client/loan/",
        "GET /api/v1/client/loan/{lead_id}/",
        "PUT /api/v1/client/loan/{lead_id}/",
        "PATCH /api/v1/client/loan/{lead_id}/",
        "POST /api/v1/client/loan/{lead_id}/disburse/",
        "GET /api/v1/client/loan/{lead_id}/disburse/",
        "GET /api/health",
        "GET /api/health/live",
      ]),
    );
  });

  it("describes the loan body from the same schema the API validates with", async () => {
    const document = (await api("GET", "/api/v1/openapi.json", { auth: null })).body as unknown as OpenApi;
    const loan = document.components.schemas.Loan;
    expect(loan?.required).toEqual(expect.arrayContaining(REQUIRED_LOAN_FIELDS));
    expect(Object.keys(loan?.properties ?? {})).toContain("co_applicant_details");
  });

  it('says that an optional field sent as "" or null is not sent, and that a PATCH removes it', async () => {
    const document = (await api("GET", "/api/v1/openapi.json", { auth: null })).body as unknown as OpenApi;
    expect(document.components.schemas.Loan?.description).toContain('An optional field sent as "" or null is treated as not sent');
    expect(document.components.schemas.LoanPatch?.description).toContain("In a PATCH such an optional field is removed");
  });

  it("is also a readable page at /docs", async () => {
    const response = await fetch(`${inject("baseUrl")}/docs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Book a loan");
    expect(html).toContain("partner_loan_id");
  });
});
