import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/errors/app-error";
import { errorCatalogue } from "./api-reference";
import { apiReference, docsSearchIndex } from "./docs-content";
import { formatDelay } from "./retry-schedule-text";
import { searchDocs } from "./search-index";

describe("the docs' reference", () => {
  const reference = apiReference();

  it("puts every operation in one navigation group, each with an example of every JSON body", () => {
    const grouped = reference.groups().flatMap((group) => group.operations.map((operation) => operation.id));
    const all = reference.operations();
    expect(new Set(grouped)).toEqual(new Set(all.map((operation) => operation.id)));
    expect(grouped).toHaveLength(all.length);
    for (const operation of all) {
      for (const body of [...operation.requestBodies, ...operation.responses.flatMap((response) => (response.body ? [response.body] : []))]) {
        if (body.mediaType === "application/json") expect(body.example, operation.id).toMatch(/^[{[]/);
      }
    }
  });

  it("shows the document's own example where it has one, and names the codes of every error answer", () => {
    const booking = reference.operations().find((operation) => operation.id === "bookLoan");
    expect(booking?.requestBodies[0]).toMatchObject({ schemaName: "Booking", exampleSource: "document" });
    expect(booking?.requestBodies[0]?.example).toContain("PL-2026-000123");
    const errors = booking?.responses.filter((response) => Number(response.status) >= 400) ?? [];
    expect(errors.every((response) => response.codes.length > 0)).toBe(true);
    expect(errors.flatMap((response) => response.codes)).toEqual(expect.arrayContaining(["validation_error", "duplicate_partner_loan_id", "unauthorized"]));
  });

  it("says what to do for every error code", () => {
    expect(errorCatalogue().map((error) => error.code)).toEqual(Object.keys(ERROR_STATUS));
    for (const error of errorCatalogue()) expect(error.action.length, error.code).toBeGreaterThan(10);
  });
});

describe("the docs' search", () => {
  const index = docsSearchIndex();

  it("finds the test values by a sandbox number, operations by words, and error codes by name", () => {
    expect(searchDocs(index, "12345678")[0]?.href).toBe("/docs/test-values#nach");
    expect(searchDocs(index, "33330000")[0]?.href).toBe("/docs/test-values#verification");
    expect(searchDocs(index, "initiate nach")[0]?.href).toBe("/docs#initiateNach");
    expect(searchDocs(index, "KFS_EXPIRED")[0]?.href).toBe("/docs#error-kfs_expired");
    expect(searchDocs(index, "standardwebhooks python")[0]?.href).toBe("/docs/webhooks#verifying");
    expect(searchDocs(index, "  ")).toEqual([]);
  });
});

describe("formatDelay", () => {
  it("reads a retry delay in its largest whole unit", () => {
    expect([0, 5, 90, 300, 7200, 50400].map(formatDelay)).toEqual(["immediately", "5 s", "90 s", "5 min", "2 h", "14 h"]);
  });
});
