import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api, DEMO, DEMO2 } from "./client";
import { book, dataOf, disbursePath, loanPath, partner } from "./helpers";
import { approvedLoan, rejectedLoan } from "../support/loan-fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { PortalClient } from "./portal-session";
import { NACH_INITIATE, waitFor, type NachInitiated } from "./webhook-helpers";

// Issue 14, part 6: the home page's figures, now counted in SQL, on a server
// of this file's own so that no other test's bookings land on its day.

let server: OwnServer | undefined;
const baseUrl = () => server?.baseUrl ?? "";

/** The figure under `label` on the home page, as the signed-in user sees it. */
async function figures(email: string): Promise<Record<string, string>> {
  const client = new PortalClient(baseUrl());
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  const response = await client.request("/");
  expect(response.status).toBe(200);
  const html = await response.text();
  const shown: Record<string, string> = {};
  for (const label of ["Bookings today", "Approval rate", "Disbursals today", "NACH registrations today"]) {
    shown[label] = new RegExp(`>${label}</p><p[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? "missing";
  }
  return shown;
}

const emailOf = (role: string, partnerClientId?: string) => DEMO_STAFF.find((user) => user.role === role && user.partnerClientId === partnerClientId)?.email ?? "";

beforeAll(async () => {
  server = await startOwnServer();
});

afterAll(async () => {
  await server?.dispose();
});

describe("the home page's figures for today", () => {
  it("counts bookings, approvals, disbursals and NACH registrations once each, and a partner's staff only their own", async () => {
    const [disbursed, registered] = [await book(approvedLoan(), DEMO, baseUrl()), await book(approvedLoan(), DEMO, baseUrl())];
    await book(rejectedLoan(), DEMO, baseUrl());
    await book(approvedLoan(), DEMO2, baseUrl());
    // An update re-runs the policy: no new booking.
    const update = await api("PATCH", loanPath(registered.lead_id), { auth: DEMO, baseUrl: baseUrl(), body: { monthly_income: 90000 } });
    expect(update.status, update.text).toBe(200);
    await partner.prepareForDisbursal(disbursed.lead_id, { auth: DEMO, baseUrl: baseUrl() });
    const disbursal = await api("POST", disbursePath(disbursed.lead_id), { auth: DEMO, baseUrl: baseUrl(), body: {} });
    expect(disbursal.status, disbursal.text).toBe(200);
    const initiated = await api("POST", NACH_INITIATE, { auth: DEMO, baseUrl: baseUrl(), body: { lead_id: registered.lead_id } });
    expect(initiated.status, initiated.text).toBe(201);
    const nachId = dataOf<NachInitiated>(initiated).physical_nach_id;
    await waitFor(
      async () => {
        const status = await api("GET", `/api/v1/nach/physical/${nachId}/status/`, { auth: DEMO, baseUrl: baseUrl() });
        return dataOf<{ status: string }>(status).status === "registered";
      },
      { what: "the sandbox bank to register the mandate" },
    );

    expect(await figures(emailOf("admin"))).toEqual({ "Bookings today": "4", "Approval rate": "75 %", "Disbursals today": "1", "NACH registrations today": "1" });
    expect(await figures(emailOf("partner", "demo"))).toEqual({ "Bookings today": "3", "Approval rate": "67 %", "Disbursals today": "1", "NACH registrations today": "1" });
    expect(await figures(emailOf("partner", "demo2"))).toEqual({ "Bookings today": "1", "Approval rate": "100 %", "Disbursals today": "0", "NACH registrations today": "0" });
  });
});
