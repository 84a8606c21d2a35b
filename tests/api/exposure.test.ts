import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { waitFor } from "../support/poll";
import { api, DEMO, DEMO2, type Credentials } from "./client";
import { changeDatabase } from "./database";
import { book, countEvents, dataOf, expectError, LOANS, loanPath, readLoan, type Booking } from "./helpers";
import { approvedLoan, daysAgo, individualPan } from "../support/loan-fixtures";
import { PortalClient } from "./portal-session";

const BUREAU = { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 };

/** A booking body for the customer with this PAN; without tranches, so the amount can be anything. */
function loanFor(pan: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return approvedLoan({
    kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }],
    disbursal_detail: undefined,
    additional_variables: BUREAU,
    loan_amount: 100000,
    ...overrides,
  });
}

function exposureRule(loan: Awaited<ReturnType<typeof readLoan>>["loan"]) {
  return loan.policy.rules.find((rule) => rule.code === "exposure") as { code: string; passed: boolean; observed: unknown; threshold: string | null; message: string };
}

/** What partners are shown of the exposure rule (contract v3 section 5): the verdict, no figures. */
const WITHIN = { passed: true, observed: null, threshold: null, message: "within the lender's limit" };
const ABOVE = { passed: false, observed: null, threshold: null, message: "above the lender's limit" };

/** A staff member signed in to the portal. */
async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

/** The loan page's text as a staff member's browser gets it. */
async function loanPage(client: PortalClient, leadId: string): Promise<string> {
  const response = await client.request(`/loans/${leadId}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The operations alerts the shared server has logged for exposure probes. */
const probeAlerts = () =>
  readFileSync(inject("serverLog"), "utf8")
    .split("\n")
    .filter((line) => line.includes('"alert":"exposure_probe"'))
    .map((line) => JSON.parse(line) as { level: number; partner_id: string; lead_id: string; verdicts: number; limit: number });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * Puts a loan in a state the service would only reach with time: booked,
 * paid out or ending on other days. Times go in the form each database's
 * client stores them.
 */
async function restate(leadId: string | undefined, { bookedAt, disbursedAt, maturesOn }: { bookedAt: Date; disbursedAt?: Date; maturesOn?: string }): Promise<void> {
  const databaseUrl = inject("databaseUrl");
  const stored = (at: Date) => (databaseUrl.startsWith("file:") ? at.toISOString().replace("Z", "+00:00") : at.toISOString());
  const statements = [{ sql: `UPDATE "Loan" SET "createdAt" = $1 WHERE "id" = $2`, params: [stored(bookedAt), leadId] }];
  if (disbursedAt) statements.push({ sql: `UPDATE "Loan" SET "disbursedAt" = $1 WHERE "id" = $2`, params: [stored(disbursedAt), leadId] });
  if (maturesOn) statements.push({ sql: `UPDATE "Loan" SET "maturesOn" = $1 WHERE "id" = $2`, params: [maturesOn, leadId] });
  await changeDatabase(statements, databaseUrl);
}

let support: PortalClient;
let partnerStaff: PortalClient;
beforeAll(async () => {
  [support, partnerStaff] = await Promise.all([signedIn("support@demo.loandesk.test"), signedIn("partner2@demo.loandesk.test")]);
});

describe("the exposure rule: a PAN's live approved loans across every partner", () => {
  it("approves three loans from two partners and rejects the fourth; partners see only the verdict, the lender's staff the figures", async () => {
    const pan = individualPan();
    const bodies = [loanFor(pan), loanFor(pan), loanFor(pan)];
    const first = await book(bodies[0], DEMO);
    const second = await book(bodies[1], DEMO2);
    const third = await book(bodies[2], DEMO);
    expect([first.status, second.status, third.status]).toEqual(["Approved", "Approved", "Approved"]);
    expect(exposureRule((await readLoan(third.lead_id)).loan)).toEqual({ code: "exposure", ...WITHIN });

    const fourth = await book(loanFor(pan), DEMO2);

    expect(fourth.status).toBe("Rejected");
    expect(fourth.rejection_reason).toBe("Rejected by policy 2026-11.4: above the lender's limit.");
    const { loan } = await readLoan(fourth.lead_id, DEMO2);
    expect(loan.policy.rules.filter((rule) => !rule.passed).map((rule) => rule.code)).toEqual(["exposure"]);
    expect(exposureRule(loan)).toEqual({ code: "exposure", ...ABOVE });
    expect(loan.rejection_reason).toBe(fourth.rejection_reason);
    const said = `${fourth.rejection_reason} ${JSON.stringify(loan.policy)}`;
    // Nothing of the customer's other borrowing: no count, no sum.
    expect(said).not.toMatch(/4 loans|3 loans|400,000|4,00,000|300,000|3,00,000/);
    for (const other of [first, second, third]) expect(said).not.toContain(other.lead_id);
    for (const body of bodies) expect(said).not.toContain(String(body.partner_loan_id));
    expect(said).not.toMatch(/demo/i);
    expect(said).not.toContain(pan);

    // The partner's staff see the same verdict in the portal; the lender's support sees the figures.
    const partnerView = await loanPage(partnerStaff, fourth.lead_id);
    expect(partnerView).toContain("above the lender&#x27;s limit");
    expect(partnerView).not.toContain("4 loans");
    expect(await loanPage(support, fourth.lead_id)).toContain("4 loans");
  });

  it("records the refusal, and an update the exposure rule refuses is refused in the same words", async () => {
    const pan = individualPan();
    const mine = await book(loanFor(pan, { loan_type: "education_loan", loan_amount: 400000 }), DEMO);
    await book(loanFor(pan, { loan_amount: 500000 }), DEMO2);
    expect(mine.status).toBe("Approved");
    const refused = await book(loanFor(pan, { loan_amount: 200000 }), DEMO);
    expect(refused.status).toBe("Rejected");
    expect(await countEvents(refused.lead_id, "exposure_refused")).toBe(1);

    const raised = await api("PATCH", loanPath(mine.lead_id), { body: { loan_amount: 500001 } });

    expectError(raised, 422, "policy_rejects_update");
    expect(raised.body.error?.details.rules).toEqual([{ code: "exposure", message: "above the lender's limit" }]);
    expect(await countEvents(mine.lead_id, "exposure_refused")).toBe(1);
    expect((await readLoan(mine.lead_id)).loan.loan_amount).toBe(400000);
  });

  it("raises an operations alert once one partner has had more than three verdicts on one PAN in 30 days", async () => {
    const pan = individualPan();
    const bookings: Booking[] = [];
    for (let index = 0; index < 4; index++) bookings.push(await book(loanFor(pan, { loan_amount: 5000 }), DEMO));
    const alerts = probeAlerts;

    const alert = await waitFor(() => alerts().find((line) => line.lead_id === bookings[3]?.lead_id), { what: "the probe alert of the fourth booking" });

    expect(alert).toMatchObject({ level: 40, verdicts: 4, limit: 3 });
    expect(alert.partner_id).toEqual(expect.any(String));
    for (const earlier of bookings.slice(0, 3)) expect(alerts().some((line) => line.lead_id === earlier.lead_id)).toBe(false);
    expect(JSON.stringify(alerts())).not.toContain(pan);
    // Another partner's verdicts on the same customer are its own count.
    const theirs = await book(loanFor(pan, { loan_amount: 5000 }), DEMO2);
    expect(alerts().some((line) => line.lead_id === theirs.lead_id)).toBe(false);
  });

  it("caps the total at 1,000,000: 600,000 and then 500,000 is refused, 400,000 is not", async () => {
    const pan = individualPan();
    const education = await book(loanFor(pan, { loan_type: "education_loan", loan_amount: 600000 }), DEMO);
    expect(education.status).toBe("Approved");

    const over = await book(loanFor(pan, { loan_amount: 500000 }), DEMO2);
    expect(over.status).toBe("Rejected");
    expect(await loanPage(support, over.lead_id)).toContain("2 loans");

    // The rejected one does not count: 600,000 + 400,000 is exactly the cap.
    const within = await book(loanFor(pan, { loan_amount: 400000 }), DEMO2);
    expect(within.status).toBe("Approved");
  });

  it("counts an Approved loan not disbursed for 30 days after its booking, and not on the 31st", async () => {
    const pan = individualPan();
    const loans = [await book(loanFor(pan)), await book(loanFor(pan)), await book(loanFor(pan))];
    await restate(loans[0]?.lead_id, { bookedAt: hoursAgo(29 * 24) });

    const stillCounted = await book(loanFor(pan), DEMO2);

    expect(stillCounted.status).toBe("Rejected");
    expect(await loanPage(support, stillCounted.lead_id)).toContain("4 loans");

    await restate(loans[0]?.lead_id, { bookedAt: hoursAgo(31 * 24) });

    const fourth = await book(loanFor(pan), DEMO2);

    expect(fourth.status).toBe("Approved");
    expect(await loanPage(support, fourth.lead_id)).toContain("3 loans");
  });

  it("counts a disbursed loan until its last instalment has fallen due, however long ago it was booked", async () => {
    const pan = individualPan();
    const loans = [await book(loanFor(pan)), await book(loanFor(pan)), await book(loanFor(pan))];
    // No booking can end in the past (a tenure is 3 months or more), so two loans are aged in the database:
    // both paid out 400 days ago, the first's last instalment due yesterday, the second's today.
    await restate(loans[0]?.lead_id, { bookedAt: hoursAgo(400 * 24), disbursedAt: hoursAgo(400 * 24), maturesOn: daysAgo(1) });
    await restate(loans[1]?.lead_id, { bookedAt: hoursAgo(400 * 24), disbursedAt: hoursAgo(400 * 24), maturesOn: daysAgo(0) });

    const fourth = await book(loanFor(pan), DEMO2);

    expect(fourth.status).toBe("Approved");
    expect(await loanPage(support, fourth.lead_id)).toContain("3 loans");
  });

  it("is not evaluated when another rule fails: partners see no verdict and no figures, and it is no probe", async () => {
    const pan = individualPan();
    const failing = [];
    for (let index = 0; index < 4; index++) failing.push(await book(loanFor(pan, { credit_score: 600 }), DEMO));
    for (const booking of failing) expect(booking.status).toBe("Rejected");
    expect(failing[0]?.rejection_reason).not.toMatch(/limit/);
    const { loan } = await readLoan(failing[0]?.lead_id ?? "", DEMO);
    expect(exposureRule(loan)).toEqual({ code: "exposure", passed: null, observed: null, threshold: null, message: "Not evaluated: another rule failed" });
    expect(loan.policy.rules.filter((rule) => rule.passed === false).map((rule) => rule.code)).toEqual(["credit_score"]);
    expect(await countEvents(failing[0]?.lead_id ?? "", "exposure_refused")).toBe(0);

    // An update that fails another rule does not run the exposure rule either, nor record a refusal of it.
    const approved = await book(loanFor(pan), DEMO);
    const refused = await api("PATCH", loanPath(approved.lead_id), { body: { credit_score: 600 } });
    expectError(refused, 422, "policy_rejects_update");
    expect(refused.body.error?.details.rules).toEqual([{ code: "credit_score", message: expect.any(String) }]);
    expect(await countEvents(approved.lead_id, "exposure_refused")).toBe(0);

    // The partner's verdicts on this customer start with the approved booking: three more, and the fourth alerts.
    const judged = [approved];
    for (let index = 0; index < 3; index++) judged.push(await book(loanFor(pan, { loan_amount: 5000 }), DEMO));
    const alert = await waitFor(() => probeAlerts().find((line) => line.lead_id === judged[3]?.lead_id), { what: "the probe alert of the fourth judged booking" });

    expect(alert).toMatchObject({ verdicts: 4, limit: 3 });
    for (const earlier of [...failing, ...judged.slice(0, 3)]) expect(probeAlerts().some((line) => line.lead_id === earlier.lead_id)).toBe(false);
  });

  it("lets exactly three of six concurrent bookings for one new PAN, from two partners, through", async () => {
    const pan = individualPan();
    const partners: Credentials[] = [DEMO, DEMO2, DEMO, DEMO2, DEMO, DEMO2];

    const responses = await Promise.all(partners.map((auth) => api("POST", LOANS, { body: loanFor(pan), auth })));

    for (const response of responses) expect(response.status, response.text).toBe(201);
    const bookings = responses.map((response) => dataOf<Booking>(response));
    expect(bookings.filter((booking) => booking.status === "Approved")).toHaveLength(3);
    for (const [index, booking] of bookings.entries()) {
      if (booking.status === "Approved") continue;
      const { loan } = await readLoan(booking.lead_id, partners[index]);
      expect(loan.policy.rules.filter((rule) => !rule.passed).map((rule) => rule.code)).toEqual(["exposure"]);
    }
  });
});
