import { describe, expect, it } from "vitest";
import { apiClientActor, parseActor, portalUserActor, portalUserEmails, SERVICE_ACTOR } from "./recorded-actor";

describe("recorded actors", () => {
  it("reads back what it builds: an API client, a portal user, a job of the service", () => {
    expect(parseActor(apiClientActor("ld_live_1"))).toEqual({ kind: "api_client", clientId: "ld_live_1" });
    expect(parseActor(portalUserActor({ email: "ops@lender.example" }))).toEqual({ kind: "portal_user", email: "ops@lender.example" });
    expect(parseActor(SERVICE_ACTOR.mandateExpiry)).toEqual({ kind: "service", name: "expiry-job" });
  });

  it("lists each portal user's e-mail once", () => {
    expect(portalUserEmails(["staff:a@x.example", "api:c", "staff:a@x.example", "sandbox-bank", "staff:b@x.example"])).toEqual(["a@x.example", "b@x.example"]);
  });
});
