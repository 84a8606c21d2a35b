import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book } from "./helpers";
import { approvedLoan } from "./loan-body";
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
