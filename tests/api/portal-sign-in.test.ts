import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "./own-server";
import { PortalClient } from "./portal-session";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

const OPERATIONS = "operations@demo.loandesk.test";

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
  const own = ownServerWith({});

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
