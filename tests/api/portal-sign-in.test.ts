import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "./own-server";
import { PortalClient, serverActionId } from "./portal-session";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer-address";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

const OPERATIONS = "operations@demo.loandesk.test";
const PARTNER = "partner@demo.loandesk.test";
const SUPPORT = "support@demo.loandesk.test";
const ADMIN = "admin@demo.loandesk.test";
const unknownEmail = () => `nobody-${randomUUID().slice(0, 8)}@example.test`;

/** A browser at `address`, as one trusted proxy in front of the server reports it. */
const from = (baseUrl: string, address: string) => new PortalClient(baseUrl, { "x-forwarded-for": address });

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

// The rate limits are off here so that the lockout alone is tested, with its
// own settings at their defaults. The two describes below share the server:
// they fail the account from addresses of their own, ten failures counted in
// all, far from the account-wide 50.
const lockoutOnly = ownServerWith({ SIGN_IN_RATE_LIMIT_PER_EMAIL: "0", SIGN_IN_RATE_LIMIT_PER_ADDRESS: "0", TRUSTED_PROXY_HOPS: "1" });

describe("the sign-in lockout under a parallel burst", () => {
  it("refuses sixty simultaneous wrong passwords from one address alike, then the right one from there, but not from elsewhere", async () => {
    const { baseUrl } = lockoutOnly.server();
    const attempts = Array.from({ length: 60 }, (_, index) => from(baseUrl, "203.0.113.10").signIn(OPERATIONS, `wrong-password-${index}`));
    const outcomes = await Promise.all(attempts);

    // How many passwords were checked cannot be told from outside (lib/staff/authenticate-staff.test.ts counts them).
    expect(new Set(outcomes)).toEqual(new Set(["CredentialsSignin"]));
    expect(await from(baseUrl, "203.0.113.10").signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBe("CredentialsSignin");
    expect(await from(baseUrl, "203.0.113.11").signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBeNull();
  });
});

describe("the lockout of one account from one address, with the lockout's settings at their defaults", () => {
  it("shuts out only that address: however long it keeps failing, the account signs in from another", async () => {
    const { baseUrl } = lockoutOnly.server();
    for (let attempt = 1; attempt <= 20; attempt++) expect(await from(baseUrl, "203.0.113.20").signIn(OPERATIONS, `wrong-password-${attempt}`)).not.toBeNull();
    expect(await from(baseUrl, "203.0.113.20").signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).not.toBeNull();

    expect(await from(baseUrl, "203.0.113.21").signIn(OPERATIONS, DEMO_STAFF_PASSWORD)).toBeNull();
  });

  it("answers a locked account exactly as an unknown e-mail, and as a wrong password", async () => {
    const { baseUrl } = lockoutOnly.server();
    const attacker = "203.0.113.30";
    for (let attempt = 1; attempt <= 5; attempt++) await from(baseUrl, attacker).signIn(PARTNER, `wrong-password-${attempt}`);

    const locked = await from(baseUrl, attacker).signInAnswer(PARTNER, DEMO_STAFF_PASSWORD);
    const unknown = await from(baseUrl, attacker).signInAnswer(unknownEmail(), DEMO_STAFF_PASSWORD);
    const wrong = await from(baseUrl, "203.0.113.31").signInAnswer(SUPPORT, "wrong-password");

    expect(locked).toEqual(unknown);
    expect(locked).toEqual(wrong);
    expect(new URL(locked.url).searchParams.get("error")).toBe("CredentialsSignin");
  });
});

describe("the account-wide lockout", () => {
  // One address adds at most 2 x (900 / 900 + 1) = 4 failures in a window, below the account's 6.
  const own = ownServerWith({ TRUSTED_PROXY_HOPS: "1", SIGN_IN_LOCK_FAILURES_PER_ADDRESS: "2", SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: "6", SIGN_IN_LOCK_WINDOW_SECONDS: "900" });
  const settingsAction = (name: string) => serverActionId("app/(portal)/settings/actions.ts", name);

  /** A user of the test's own, added by the demo administrator; the administrator's client and the new user's id and password. */
  async function newUser(baseUrl: string): Promise<{ admin: PortalClient; id: string; email: string; password: string }> {
    const admin = from(baseUrl, "198.51.100.1");
    expect(await admin.signIn(ADMIN, DEMO_STAFF_PASSWORD)).toBeNull();
    const email = `locked-${randomUUID().slice(0, 8)}@example.test`;
    const password = "a-long-enough-password";
    const created = await admin.action("/settings", settingsAction("createStaffUserAction"), [{ email, name: "Lakshmi Locked", role: "support", password }]);
    expect(created).toMatchObject({ ok: true });
    return { admin, id: (created as { data: { id: string } }).data.id, email, password };
  }

  /** Failures from three addresses, none past its own limit of two, six in all: the account-wide limit. */
  async function lockEverywhere(baseUrl: string, email: string): Promise<void> {
    for (const address of ["203.0.113.40", "203.0.113.41", "203.0.113.42"]) {
      for (let attempt = 1; attempt <= 2; attempt++) expect(await from(baseUrl, address).signIn(email, `wrong-password-${attempt}`)).toBe("CredentialsSignin");
    }
  }

  it("locks the account from every address, the right password too, with an unknown e-mail's answer", async () => {
    const { baseUrl } = own.server();
    const { email, password } = await newUser(baseUrl);
    expect(await from(baseUrl, "203.0.113.43").signIn(email, "wrong-password")).toBe("CredentialsSignin");
    expect(await from(baseUrl, "203.0.113.43").signIn(email, password)).toBeNull();

    await lockEverywhere(baseUrl, email);

    const fresh = "203.0.113.44";
    expect(await from(baseUrl, fresh).signInAnswer(email, password)).toEqual(await from(baseUrl, fresh).signInAnswer(unknownEmail(), password));
    expect(await from(baseUrl, fresh).signIn(email, password)).toBe("CredentialsSignin");
  });

  it("is lifted by an administrator: the user signs in at once, from every address", async () => {
    const { baseUrl } = own.server();
    const { admin, id, email, password } = await newUser(baseUrl);
    await lockEverywhere(baseUrl, email);
    expect(await from(baseUrl, "203.0.113.45").signIn(email, password)).toBe("CredentialsSignin");

    expect(await admin.action("/settings", settingsAction("unlockStaffUserAction"), [id])).toMatchObject({ ok: true });

    expect(await from(baseUrl, "203.0.113.45").signIn(email, password)).toBeNull();
    // The addresses that had reached their own limit are unlocked too.
    expect(await from(baseUrl, "203.0.113.40").signIn(email, password)).toBeNull();
  });

  it("is not for other roles to lift", async () => {
    const { baseUrl } = own.server();
    const { id } = await newUser(baseUrl);
    const support = from(baseUrl, "198.51.100.2");
    expect(await support.signIn(SUPPORT, DEMO_STAFF_PASSWORD)).toBeNull();

    expect(await support.action("/settings", settingsAction("unlockStaffUserAction"), [id])).toMatchObject({ ok: false, error: { code: "forbidden" } });
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
