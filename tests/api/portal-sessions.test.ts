import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { givesSession, PortalClient, serverActionId } from "./portal-session";
import { initiateNach } from "./webhook-helpers";
import { waitFor } from "../support/poll";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

const PARTNER = "partner@demo.loandesk.test";
const ADMIN = "admin@demo.loandesk.test";
const listLoans = () => serverActionId("app/(portal)/loans/actions.ts", "listLoansAction");
const settingsAction = (name: string) => serverActionId("app/(portal)/settings/actions.ts", name);

/** A client holding a copy of another's session cookie, as an attacker with a copied cookie would. */
function copyOf(client: PortalClient): PortalClient {
  const copy = new PortalClient(client.baseUrl);
  const [name, value] = client.sessionCookie();
  copy.cookies.set(name, value);
  return copy;
}

/** The server's log lines that say a session was refused, by reason; failing on any next-auth error line. */
function refusedSessions(server: OwnServer): string[] {
  const log = readFileSync(server.logFile, "utf8");
  expect(log).not.toContain("next-auth error");
  expect(log).not.toContain("[next-auth][error]");
  return log
    .split("\n")
    .filter((line) => line.includes('"msg":"portal session refused"'))
    .map((line) => (JSON.parse(line) as { reason: string }).reason);
}

/** What a cookie that no longer holds a session must get: no session data, no fresh cookie, and no page, download or action. */
async function expectNoSession(client: PortalClient, formPath?: string): Promise<void> {
  const page = copyOf(client);
  const action = copyOf(client);
  const download = copyOf(client);

  const { body, sessionCookiesSet } = await client.session();
  expect(body).toEqual({});
  expect(sessionCookiesSet.filter(givesSession)).toEqual([]);

  const answer = await page.request("/");
  expect(answer.status).toBe(307);
  expect(new URL(answer.headers.get("location") ?? "", page.baseUrl).pathname).toBe("/login");
  expect(await action.action("/loans", listLoans(), [{}])).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  if (formPath) expect((await download.request(formPath)).status).toBe(401);
}

// A server of this file's own: signing out ends every session of that user,
// so the shared server's demo users are left alone. The disabled user is one
// of the test's own, so both describes below share it; the lifetime and the
// action limit need settings of their own.
let withDefaults: OwnServer;
beforeAll(async () => {
  withDefaults = await startOwnServer();
});
afterAll(async () => withDefaults.dispose());

describe("signing out of the portal", () => {
  let formPath: string;

  beforeAll(async () => {
    const { lead_id } = await book(approvedLoan(), undefined, withDefaults.baseUrl);
    const nach = await initiateNach(lead_id, { baseUrl: withDefaults.baseUrl });
    formPath = `/portal-files/nach/${nach.physical_nach_id}/form.pdf`;
  });

  it("ends the session: a copied cookie no longer opens pages, downloads or server actions", async () => {
    const browser = new PortalClient(withDefaults.baseUrl);
    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();
    const stolen = copyOf(browser);
    expect((await stolen.request("/")).status).toBe(200);
    expect((await stolen.request(formPath)).status).toBe(200);
    expect(await stolen.action("/loans", listLoans(), [{}])).toMatchObject({ ok: true });

    await browser.signOut();

    const page = await stolen.request("/");
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location") ?? "", withDefaults.baseUrl).pathname).toBe("/login");
    expect((await stolen.request(formPath)).status).toBe(401);
    expect(await stolen.action("/loans", listLoans(), [{}])).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  });

  it("leaves a copied cookie no session data at /api/auth/session, and no fresh cookie", async () => {
    const browser = new PortalClient(withDefaults.baseUrl);
    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();
    const stolen = copyOf(browser);
    const live = await copyOf(browser).session();
    expect(live.body).toMatchObject({ user: { email: PARTNER, role: "partner" } });
    expect(live.sessionCookiesSet.filter(givesSession)).toHaveLength(1);

    await browser.signOut();

    await expectNoSession(stolen, formPath);
    // Operators see each refusal as one line, with its reason, and no error.
    await waitFor(() => refusedSessions(withDefaults).includes("signed-out"), { what: "the refusal in the server's log" });
  });

  it("keeps the old cookie dead when the user signs in again, while the new one works", async () => {
    const browser = new PortalClient(withDefaults.baseUrl);
    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();
    const stolen = copyOf(browser);
    await browser.signOut();

    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();

    expect((await browser.request(formPath)).status).toBe(200);
    expect((await stolen.request(formPath)).status).toBe(401);
  });
});

describe("a disabled user's session", () => {
  it("ends at once: the cookie gets no session data at /api/auth/session, no fresh cookie, and no page or action", async () => {
    const admin = new PortalClient(withDefaults.baseUrl);
    expect(await admin.signIn(ADMIN, DEMO_STAFF_PASSWORD)).toBeNull();
    const email = `disabled-${randomUUID().slice(0, 8)}@example.test`;
    const password = "a-long-enough-password";
    const created = await admin.action("/settings", settingsAction("createStaffUserAction"), [{ email, name: "Dina Disabled", role: "support", password }]);
    expect(created).toMatchObject({ ok: true });
    const { id } = (created as { data: { id: string } }).data;

    const user = new PortalClient(withDefaults.baseUrl);
    expect(await user.signIn(email, password)).toBeNull();
    expect((await copyOf(user).session()).body).toMatchObject({ user: { email } });

    expect(await admin.action("/settings", settingsAction("disableStaffUserAction"), [id])).toMatchObject({ ok: true });

    await expectNoSession(user);
    await waitFor(() => refusedSessions(withDefaults).includes("disabled"), { what: "the refusal in the server's log" });
  });
});

describe("the absolute session lifetime", () => {
  const LIFETIME_SECONDS = 3;
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ PORTAL_SESSION_LIFETIME_SECONDS: String(LIFETIME_SECONDS) });
  });
  afterAll(async () => server.dispose());

  it("ends a session that long after sign-in, however often it is refreshed", async () => {
    const browser = new PortalClient(server.baseUrl);
    const signedInAt = Date.now();
    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();

    // Read the session again and again, as an open portal tab does, keeping each fresh cookie.
    let lastCookie = copyOf(browser);
    const refreshes: boolean[] = [];
    await waitFor(
      async () => {
        const cookie = copyOf(browser);
        const { body, sessionCookiesSet } = await browser.session();
        if (Object.keys(body).length === 0) return true;
        refreshes.push(sessionCookiesSet.filter(givesSession).length === 1);
        lastCookie = cookie;
        return false;
      },
      { timeoutMs: (LIFETIME_SECONDS + 10) * 1000, intervalMs: 250, what: "the session to end" },
    );

    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(LIFETIME_SECONDS * 1000);
    expect(refreshes.length).toBeGreaterThan(1);
    expect(refreshes.every(Boolean), "every read before the end gave a fresh cookie").toBe(true);
    await expectNoSession(lastCookie);
    await waitFor(() => refusedSessions(server).includes("lifetime"), { what: "the refusal in the server's log" });
  });
});

describe("the per-user limit on portal server actions", () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ PORTAL_ACTION_RATE_LIMIT: "3", PORTAL_ACTION_RATE_WINDOW_SECONDS: "600" });
  });
  afterAll(async () => server.dispose());

  it("answers rate_limited past the limit, for that user only", async () => {
    const partner = new PortalClient(server.baseUrl);
    const support = new PortalClient(server.baseUrl);
    expect(await partner.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();
    expect(await support.signIn("support@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();

    const answers = [];
    for (let call = 0; call < 5; call++) answers.push(await partner.action("/loans", listLoans(), [{}]));

    expect(answers.map((answer) => (answer.ok ? "ok" : answer.error.code))).toEqual(["ok", "ok", "ok", "rate_limited", "rate_limited"]);
    expect(await support.action("/loans", listLoans(), [{}])).toMatchObject({ ok: true });
  });
});
