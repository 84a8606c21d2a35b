import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { book } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { PortalClient } from "./portal-session";
import { bankAccount, initiateNach, PENDING_ACCOUNT, TINY_PNG, uploadScan } from "./webhook-helpers";

const OPERATIONS = DEMO_STAFF.find((user) => user.role === "operations");

let operations: PortalClient;
let scanPath: string;

beforeAll(async () => {
  if (!OPERATIONS) throw new Error("the demo staff have no operations user");
  operations = new PortalClient(inject("baseUrl"));
  expect(await operations.signIn(OPERATIONS.email, DEMO_STAFF_PASSWORD)).toBeNull();
  const { lead_id } = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
  const { physical_nach_id } = await initiateNach(lead_id);
  expect((await uploadScan(physical_nach_id, TINY_PNG, { name: "signed.png", type: "image/png" })).status).toBe(200);
  scanPath = `/portal-files/nach/${physical_nach_id}/scan`;
});

describe("a signed scan shown beside its mandate in the portal", () => {
  it("is shown in the page rather than saved, and only the portal's own pages may frame it", async () => {
    const response = await operations.request(`${scanPath}?view=inline`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="signed-nach-.+\.png"$/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("is still a download that no page may frame when fetched without the view", async () => {
    const response = await operations.request(scanPath);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("needs a signed-in staff member like the download", async () => {
    const anonymous = new PortalClient(inject("baseUrl"));
    expect((await anonymous.request(`${scanPath}?view=inline`)).status).toBe(401);
  });
});
