import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { PortalClient, serverActionId } from "./portal-session";
import { initiateNach } from "./webhook-helpers";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

const PARTNER = "partner@demo.loandesk.test";
const listLoans = () => serverActionId("app/(portal)/loans/actions.ts", "listLoansAction");

/** A client holding a copy of another's session cookie, as an attacker with a copied cookie would. */
function copyOf(client: PortalClient): PortalClient {
  const copy = new PortalClient(client.baseUrl);
  const [name, value] = client.sessionCookie();
  copy.cookies.set(name, value);
  return copy;
}

// Each server of its own: signing out ends every session of that user, so
// the shared server's demo users are left alone.
describe("signing out of the portal", () => {
  let server: OwnServer;
  let formPath: string;

  beforeAll(async () => {
    server = await startOwnServer();
    const { lead_id } = await book(approvedLoan(), undefined, server.baseUrl);
    const nach = await initiateNach(lead_id, { baseUrl: server.baseUrl });
    formPath = `/portal-files/nach/${nach.physical_nach_id}/form.pdf`;
  });
  afterAll(async () => server.dispose());

  it("ends the session: a copied cookie no longer opens pages, downloads or server actions", async () => {
    const browser = new PortalClient(server.baseUrl);
    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();
    const stolen = copyOf(browser);
    expect((await stolen.request("/")).status).toBe(200);
    expect((await stolen.request(formPath)).status).toBe(200);
    expect(await stolen.action("/loans", listLoans(), [{}])).toMatchObject({ ok: true });

    await browser.signOut();

    const page = await stolen.request("/");
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location") ?? "", server.baseUrl).pathname).toBe("/login");
    expect((await stolen.request(formPath)).status).toBe(401);
    expect(await stolen.action("/loans", listLoans(), [{}])).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  });

  it("keeps the old cookie dead when the user signs in again, while the new one works", async () => {
    const browser = new PortalClient(server.baseUrl);
    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();
    const stolen = copyOf(browser);
    await browser.signOut();

    expect(await browser.signIn(PARTNER, DEMO_STAFF_PASSWORD)).toBeNull();

    expect((await browser.request(formPath)).status).toBe(200);
    expect((await stolen.request(formPath)).status).toBe(401);
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
