import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "./own-server";
import { PortalClient } from "./portal-session";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer-address";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

const OPERATIONS = "operations@demo.loandesk.test";
const PARTNER = "partner@demo.loandesk.test";
const unknownEmail = () => `nobody-${randomUUID().slice(0, 8)}@example.test`;

/** A server of the test's own with these sign-in settings; nothing else shares its users or its limits. */
function ownServerWith(env: Record<string, string>): { server: () => OwnServer } {
  let server: OwnServer | undefined;
  beforeAll(async () => {
    server = await startOwnServer(env);
  });
  afterAll(async () => server?.dispose());
  return {
    server: () => {
      if (!server) throw new Error("server not started");
      return server;
    },
  };
}

describe("the sign-in lockout under a parallel burst", () => {
  // The rate limits are off here so that the lockout alone is tested.
  const own = ownServerWith({ SIGN_IN_RATE_LIMIT_PER_EMAIL: "0", SIGN_IN_RATE_LIMIT_PER_ADDRESS: "0" });

  it("checks at most five of sixty simultaneous wrong passwords, then refuses the right one", async () => {
    const { baseUrl } = own.server();
    const attempts = Array.from({ length: 60 }, (_, index) => new PortalClient(baseUrl).signIn(OPERATIONS, `wrong-password-${index}`));
    const outcomes = await Promise.all(attempts);

    // Four checked-and-wrong answers, then the fifth failure locks; every other attempt is refused unchecked.
    const checkedWrong = outcomes.filter((outcome) => outcome === "CredentialsSignin").length;
    expect(checkedWrong, JSON.stringify(outcomes)).toBeLessThanOrEqual(4);
    expect(outcomes.filter((outcome) => outcome === "locked").length).toBe(60 - checkedWrong);

    expect(await new PortalClient(baseUrl).signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBe("locked");
  });
});

describe("the per-e-mail sign-in limit", () => {
  const own = ownServerWith({ SIGN_IN_RATE_LIMIT_PER_EMAIL: "3", SIGN_IN_RATE_LIMIT_PER_ADDRESS: "0" });

  it("refuses an address's fourth attempt, even with the right password, and leaves other e-mails alone", async () => {
    const client = new PortalClient(own.server().baseUrl);
    for (let attempt = 1; attempt <= 3; attempt++) expect(await client.signIn(PARTNER, `wrong-password-${attempt}`)).toBe("CredentialsSignin");

    expect(await client.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBe("rate_limited");
    expect(await client.signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBeNull();
  });

  it("limits unknown e-mails too, which no lockout protects", async () => {
    const client = new PortalClient(own.server().baseUrl);
    const email = unknownEmail();
    const outcomes = [];
    for (let attempt = 1; attempt <= 5; attempt++) outcomes.push(await client.signIn(email, "some-password"));

    expect(outcomes).toEqual(["CredentialsSignin", "CredentialsSignin", "CredentialsSignin", "rate_limited", "rate_limited"]);
  });
});

describe("the per-address sign-in limit, with no proxy in front", () => {
  const own = ownServerWith({ SIGN_IN_RATE_LIMIT_PER_EMAIL: "0", SIGN_IN_RATE_LIMIT_PER_ADDRESS: "4" });

  it("counts failures only: successful sign-ins from one address never reach it", async () => {
    for (let signIn = 0; signIn < 6; signIn++) expect(await new PortalClient(own.server().baseUrl).signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBeNull();
  });

  it("cannot be escaped by sending a different X-Forwarded-For (or peer header) with each attempt", async () => {
    const spoofing = (index: number) =>
      new PortalClient(own.server().baseUrl, { "x-forwarded-for": `198.51.100.${index}`, [PEER_ADDRESS_HEADER]: `192.0.2.${index}` });
    for (let attempt = 1; attempt <= 4; attempt++) expect(await spoofing(attempt).signIn(unknownEmail(), "guess")).toBe("CredentialsSignin");

    expect(await spoofing(5).signIn(unknownEmail(), "guess")).toBe("rate_limited");
    expect(await spoofing(6).signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBe("rate_limited");
  });
});

describe("the per-address sign-in limit behind one trusted proxy", () => {
  const own = ownServerWith({ SIGN_IN_RATE_LIMIT_PER_EMAIL: "0", SIGN_IN_RATE_LIMIT_PER_ADDRESS: "2", TRUSTED_PROXY_HOPS: "1" });

  it("takes the client's address from the entry the proxy added, not from what the client wrote before it", async () => {
    const viaProxy = (client: string, forged = "") => new PortalClient(own.server().baseUrl, { "x-forwarded-for": `${forged}${client}` });

    expect(await viaProxy("203.0.113.7").signIn(unknownEmail(), "guess")).toBe("CredentialsSignin");
    expect(await viaProxy("203.0.113.7", "10.0.0.1, ").signIn(unknownEmail(), "guess")).toBe("CredentialsSignin");
    expect(await viaProxy("203.0.113.7", "10.0.0.2, ").signIn(unknownEmail(), "guess")).toBe("rate_limited");

    // Another client behind the same proxy has its own count.
    expect(await viaProxy("203.0.113.8").signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBeNull();
  });
});
