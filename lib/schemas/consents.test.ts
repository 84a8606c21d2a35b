import { describe, expect, it } from "vitest";
import { consentItemSchemaAt, consentsRequestSchemaAt } from "./consents";
import { fieldIssues } from "./parse";

const NOW = new Date("2026-11-24T10:00:00.000Z");
const consent = consentItemSchemaAt(() => NOW);
const request = consentsRequestSchemaAt(() => NOW);
const web = { purpose: "bureau_pull", given_at: "2026-11-24T09:00:00.000Z", text_version: "v1", channel: "web", ip: "203.0.113.7" };

const problems = (schema: typeof consent | typeof request, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : fieldIssues(result.error).fields;
};

describe("a consent's evidence and time", () => {
  it("takes a web consent with its IP address (v4 or v6) and returns its time in UTC", () => {
    expect(consent.parse({ ...web, given_at: "2026-11-24T14:00:00+05:30" }).given_at).toBe("2026-11-24T08:30:00.000Z");
    expect(consent.safeParse({ ...web, channel: "app", ip: "2001:db8::7" }).success).toBe(true);
  });

  it.each([
    ["web without an ip", { ...web, ip: undefined }, "ip", "is required for channel web"],
    ["app with an empty ip", { ...web, channel: "app", ip: "" }, "ip", "is required for channel app"],
    ["paper without a reference", { ...web, channel: "paper", ip: undefined }, "reference", "is required for channel paper: the form's number"],
    ["assisted without a reference", { ...web, channel: "assisted" }, "reference", "is required for channel assisted: the form's number"],
    ["an ip that is not one", { ...web, ip: "999.1.1.1" }, "ip", "must be an IPv4 or IPv6 address"],
    ["a time in the future", { ...web, given_at: "2026-11-24T10:00:01.000Z" }, "given_at", "must not be in the future"],
    ["a time without its zone", { ...web, given_at: "2026-11-24T09:00:00" }, "given_at", "must be an ISO 8601 timestamp with its offset, e.g. 2026-11-22T09:28:56.123Z or 2026-11-22T14:58:56+05:30"],
    ["an unknown purpose", { ...web, purpose: "marketing" }, "purpose", "must be one of bureau_pull, data_processing, nach_debit"],
    ["an unknown channel", { ...web, channel: "phone" }, "channel", "must be one of web, app, assisted, paper"],
    ["no text version", { ...web, text_version: undefined }, "text_version", "is required"],
  ])("refuses %s, naming the field", (_name, input, path, message) => {
    expect(problems(consent, input)).toContainEqual({ path, message });
  });

  it("takes consents and revocations later, at least one of them, and nothing else", () => {
    expect(request.safeParse({ revocations: [{ purpose: "data_processing", revoked_at: "2026-11-24T09:00:00Z" }] }).success).toBe(true);
    expect(problems(request, {})).toEqual([{ path: "", message: "must contain at least one consent or revocation" }]);
    expect(problems(request, { consents: [web], status: "revoked" })).toEqual([{ path: "status", message: "is not a field of this resource" }]);
    expect(problems(request, { revocations: [{ purpose: "bureau_pull", revoked_at: "2026-11-25T00:00:00Z" }] })).toEqual([{ path: "revocations[0].revoked_at", message: "must not be in the future" }]);
  });
});
