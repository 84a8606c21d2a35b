import { describe, expect, it } from "vitest";
import { actorLabel, type ActorStaff } from "./actor-names";

const STAFF = new Map<string, ActorStaff>([
  ["priya@partner.example", { name: "Priya Sharma", partnerId: "p1" }],
  ["ops@lender.example", { name: "Omar Ops", partnerId: null }],
]);
const PARTNER_VIEWER = { partnerId: "p1" };
const LENDER_VIEWER = { partnerId: null };

describe("who an audit entry names", () => {
  it("names a portal user, never their e-mail", () => {
    expect(actorLabel("staff:priya@partner.example", STAFF, PARTNER_VIEWER)).toBe("Priya Sharma (portal)");
    expect(actorLabel("staff:priya@partner.example", STAFF, LENDER_VIEWER)).toBe("Priya Sharma (portal)");
  });

  it("does not name the lender's staff to a partner's", () => {
    expect(actorLabel("staff:ops@lender.example", STAFF, PARTNER_VIEWER)).toBe("Lender staff (portal)");
    expect(actorLabel("staff:ops@lender.example", STAFF, LENDER_VIEWER)).toBe("Omar Ops (portal)");
  });

  it("words API clients and the service's jobs without their ids", () => {
    expect(actorLabel("api:demo2", STAFF, PARTNER_VIEWER)).toBe("Partner API");
    expect(actorLabel("sandbox-bank", STAFF, PARTNER_VIEWER)).toBe("Sandbox bank");
    expect(actorLabel("expiry-job", STAFF, PARTNER_VIEWER)).toBe("Mandate expiry");
    expect(actorLabel("something-new", STAFF, PARTNER_VIEWER)).toBe("LoanDesk");
    expect(actorLabel("staff:gone@partner.example", STAFF, PARTNER_VIEWER)).toBe("A former portal user");
  });
});
