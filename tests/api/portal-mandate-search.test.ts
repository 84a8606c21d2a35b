import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { book } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { PortalClient } from "./portal-session";
import { initiateNach, nachStatus, waitFor } from "./webhook-helpers";

/** Staff signed in to the portal, by e-mail (lib/staff/demo-staff-list.ts). */
async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

/** The NACH page's answer to a search, as HTML. */
async function search(client: PortalClient, term: string): Promise<string> {
  const response = await client.request(`/nach?id=${encodeURIComponent(term)}`);
  expect(response.status).toBe(200);
  return response.text();
}

let mandate: { nachId: string; umrn: string; loanAccountNumber: string; partnerLoanId: string };

beforeAll(async () => {
  const body = approvedLoan();
  const booking = await book(body);
  const { physical_nach_id: nachId } = await initiateNach(booking.lead_id);
  // The sandbox bank registers it with a UMRN a moment later.
  const registered = await waitFor(async () => (await nachStatus(nachId)).umrn, { what: "the sandbox's UMRN" });
  mandate = { nachId, umrn: registered, loanAccountNumber: booking.loan_account_number, partnerLoanId: String(body.partner_loan_id) };
});

// Run on both databases: the search is a query of its own (lib/portal/portal-mandates.ts).
describe("finding a mandate in the portal", () => {
  it("finds it by its id, its UMRN, its loan account number and its partner loan id, for its partner's staff and the lender's", async () => {
    for (const email of ["partner@demo.loandesk.test", "operations@demo.loandesk.test"]) {
      const client = await signedIn(email);
      for (const term of [mandate.nachId, mandate.umrn, mandate.umrn.toLowerCase(), mandate.loanAccountNumber, mandate.partnerLoanId]) {
        const html = await search(client, term);
        // The found mandate's details, not just the term echoed in the search box.
        expect(html, `${email} searching ${term}`).toContain("Mandate details");
        expect(html, `${email} searching ${term}`).toContain(mandate.nachId);
        expect(html, `${email} searching ${term}`).not.toContain("No mandate found");
      }
    }
  });

  it("never finds another partner's mandate, by any of them", async () => {
    const other = await signedIn("partner2@demo.loandesk.test");
    for (const term of [mandate.nachId, mandate.umrn, mandate.loanAccountNumber, mandate.partnerLoanId]) {
      const html = await search(other, term);
      expect(html).toContain("No mandate found");
      expect(html).not.toContain("Mandate details");
    }
  });
});
