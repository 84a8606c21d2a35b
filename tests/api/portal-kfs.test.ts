import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api, basic, DEMO } from "./client";
import { countRows } from "./database";
import { book, disbursePath, partner as partnerCalls } from "./helpers";
import { approvedLoan, rejectedLoan } from "../support/loan-fixtures";
import { PortalClient } from "./portal-session";

const kfsFile = (leadId: string) => `/portal-files/loans/${leadId}/kfs.pdf`;

async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

let partner: PortalClient;
let otherPartner: PortalClient;
let support: PortalClient;

beforeAll(async () => {
  [partner, otherPartner, support] = await Promise.all([
    signedIn("partner@demo.loandesk.test"),
    signedIn("partner2@demo.loandesk.test"),
    signedIn("support@demo.loandesk.test"),
  ]);
});

describe("the Key Facts Statement in the portal (/portal-files/loans/<lead_id>/kfs.pdf)", () => {
  it("is a PDF download for the loan's partner staff and the lender's roles, the bytes the API serves once frozen", async () => {
    const { lead_id } = await book(approvedLoan());
    await partnerCalls.prepareForDisbursal(lead_id);
    expect((await api("POST", disbursePath(lead_id))).status).toBe(200);

    for (const client of [partner, support]) {
      const response = await client.request(kfsFile(lead_id));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="kfs-${lead_id}.pdf"`);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      const fromApi = await fetch(`${inject("baseUrl")}/api/v1/client/loan/${lead_id}/kfs.pdf`, { headers: { authorization: basic(DEMO) } });
      expect(bytes.equals(Buffer.from(await fromApi.arrayBuffer()))).toBe(true);
    }
  });

  it("is not found for another partner's staff, and refused for a Rejected loan, storing nothing", async () => {
    const approved = await book(approvedLoan());
    const rejected = await book(rejectedLoan());

    expect((await otherPartner.request(kfsFile(approved.lead_id))).status).toBe(404);
    expect((await partner.request(kfsFile("not-a-uuid"))).status).toBe(404);
    const refused = await partner.request(kfsFile(rejected.lead_id));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Only an Approved loan has a Key Facts Statement");
    expect(await countRows("KeyFactsStatement", `"id" IN ($1, $2)`, [approved.lead_id, rejected.lead_id])).toBe(0);
  });

  it("needs a signed-in staff member", async () => {
    const { lead_id } = await book(approvedLoan());
    expect((await new PortalClient(inject("baseUrl")).request(kfsFile(lead_id))).status).toBe(401);
  });
});
