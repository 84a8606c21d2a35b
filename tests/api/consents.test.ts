import { describe, expect, it } from "vitest";
import { POLICY } from "@/lib/policy/config";
import type { StoredConsent } from "@/lib/schemas/consents";
import { api, DEMO2 } from "./client";
import { countRows, queryRows } from "./database";
import { book, countEvents, countLoans, dataOf, disbursePath, expectError, fieldPaths, ISO_MS, loanPath, partner, readLoan } from "./helpers";
import { approvedLoan, bookingConsents, daysAgo, updateBody, webConsent } from "../support/loan-fixtures";

const consentsPath = (leadId: string) => `${loanPath(leadId)}consents/`;
const consentRows = (leadId: string) => countRows("Consent", `"loanId" = $1`, [leadId]);
const disbursals = (leadId: string) => countRows("Disbursal", `"loanId" = $1`, [leadId]);

/** Noon in India on `day`, so the IST day the rule counts is `day` whatever the hour the test runs. */
const noonInIndia = (day: string) => `${day}T12:00:00+05:30`;
const consentRule = (rules: { code: string }[]) => rules.find((rule) => rule.code === "consent");

const postConsents = (leadId: string, body: Record<string, unknown>) => api("POST", consentsPath(leadId), { body });
const revocation = (purpose: string, at = new Date()) => ({ purpose, revoked_at: at.toISOString() });

describe("consents at booking and the consent rule (contract v3 sections 5 and 12)", () => {
  it("rejects a booking without consents by the consent rule, naming both purposes", async () => {
    const booking = await book(approvedLoan({ consents: undefined }));

    expect(booking.status).toBe("Rejected");
    expect(booking.rejection_reason).toBe(
      `Rejected by policy ${POLICY.version}: consent missing: no bureau_pull consent was given at booking; no data_processing consent was given at booking.`,
    );
    const { loan } = await readLoan(booking.lead_id);
    expect(consentRule(loan.policy.rules)).toMatchObject({ passed: false, observed: 0 });
    expect(loan.policy.rules.filter((rule) => rule.passed === false).map((rule) => rule.code)).toEqual(["consent"]);
    expect(loan.consents).toEqual([]);
  });

  it("approves a consent given exactly 90 IST days before the booking and rejects one given 91 days before", async () => {
    const at = (days: number) => [webConsent("bureau_pull"), webConsent("data_processing", noonInIndia(daysAgo(days)))];

    const ninety = await book(approvedLoan({ consents: at(90) }));
    const ninetyOne = await book(approvedLoan({ consents: at(91) }));

    expect(ninety.status).toBe("Approved");
    expect(ninetyOne.status).toBe("Rejected");
    expect(ninetyOne.rejection_reason).toBe(`Rejected by policy ${POLICY.version}: consent missing: the data_processing consent was given 91 days before booking, more than 90.`);
  });

  it("stores the booking's consents beside the loan, each with the server's recorded_at and source booking, never in the body", async () => {
    const before = Date.now();
    const paper = { purpose: "nach_debit", given_at: "2026-01-05T10:00:00+05:30", text_version: "v1", channel: "paper", reference: "FORM-0042" };
    const consents = [...bookingConsents(), paper];
    const booking = await book(approvedLoan({ consents }));

    const { loan } = await readLoan(booking.lead_id);

    expect(booking.status).toBe("Approved");
    expect(loan.consents).toEqual([
      { type: "consent", ...consents[0], recorded_at: expect.stringMatching(ISO_MS), source: "booking" },
      { type: "consent", ...consents[1], recorded_at: expect.stringMatching(ISO_MS), source: "booking" },
      { type: "consent", ...paper, given_at: "2026-01-05T04:30:00.000Z", recorded_at: expect.stringMatching(ISO_MS), source: "booking" },
    ]);
    const recorded = Date.parse((loan.consents as StoredConsent[])[0]?.recorded_at ?? "");
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);
    // The evidence is sealed at rest: the borrower's address is not in the table in clear.
    const rows = await queryRows<Record<string, unknown>>(`SELECT * FROM "Consent" WHERE "loanId" = $1`, [booking.lead_id]);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    expect(JSON.stringify(rows)).not.toContain("FORM-0042");
  });

  it.each([
    ["web consent without an ip", { consents: [{ ...webConsent("bureau_pull"), ip: undefined }, webConsent("data_processing")] }, "consents[0].ip"],
    ["app consent with an empty ip", { consents: [webConsent("bureau_pull"), { ...webConsent("data_processing"), channel: "app", ip: "" }] }, "consents[1].ip"],
    ["paper consent without a reference", { consents: [webConsent("bureau_pull"), { ...webConsent("data_processing"), channel: "paper", ip: undefined }] }, "consents[1].reference"],
    ["assisted consent without a reference", { consents: [{ ...webConsent("bureau_pull"), channel: "assisted" }, webConsent("data_processing")] }, "consents[0].reference"],
    ["consent to a text the lender has not registered", { consents: [webConsent("bureau_pull"), { ...webConsent("data_processing"), text_version: "v9" }] }, "consents[1].text_version"],
    ["consent given in the future", { consents: [{ ...webConsent("bureau_pull"), given_at: new Date(Date.now() + 3_600_000).toISOString() }, webConsent("data_processing")] }, "consents[0].given_at"],
    ["consent with an unknown purpose", { consents: [{ ...webConsent("marketing") }] }, "consents[0].purpose"],
    ["consents that are not a list", { consents: webConsent("bureau_pull") }, "consents"],
  ])("refuses a booking with a %s: 400 naming the path, nothing stored", async (_name, overrides, path) => {
    const body = approvedLoan(overrides);

    const response = await api("POST", "/api/v1/client/loan/", { body });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  });

  it("refuses consents in a PUT or a PATCH with 400 naming the field, and changes nothing", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const before = await readLoan(booking.lead_id);

    const put = await api("PUT", loanPath(booking.lead_id), { body: { ...updateBody(body), consents: bookingConsents() } });
    const patch = await api("PATCH", loanPath(booking.lead_id), { body: { consents: bookingConsents() } });

    expectError(put, 400, "validation_error");
    expect(fieldPaths(put)).toEqual(["consents"]);
    expectError(patch, 400, "validation_error");
    expect(fieldPaths(patch)).toContain("consents");
    expect(await readLoan(booking.lead_id)).toEqual(before);
    expect(await consentRows(booking.lead_id)).toBe(2);
  });

  it("re-runs the policy at an update on the booking's consents as recorded, not on those posted later", async () => {
    const booking = await book(approvedLoan());
    expect((await postConsents(booking.lead_id, { revocations: [revocation("bureau_pull")] })).status).toBe(201);

    await partner.patch(booking.lead_id, { interest_rate: 15 });

    const { loan } = await readLoan(booking.lead_id);
    expect(loan.interest_rate).toBe(15);
    expect(consentRule(loan.policy.rules)).toMatchObject({ passed: true, observed: 2 });
    expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(2);
  });
});

describe("POST /api/v1/client/loan/<lead_id>/consents/", () => {
  it("records consents given later (201, the stored list, oldest first) without changing the decision", async () => {
    const booking = await book(approvedLoan({ consents: undefined }));
    const before = await readLoan(booking.lead_id);

    const response = await postConsents(booking.lead_id, { consents: bookingConsents() });

    expect(response.status, response.text).toBe(201);
    const stored = dataOf<{ consents: StoredConsent[] }>(response).consents;
    expect(stored).toEqual(bookingConsents().map((consent) => ({ type: "consent", ...consent, given_at: expect.stringMatching(ISO_MS), recorded_at: expect.stringMatching(ISO_MS), source: "api" })));
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.status).toBe("Rejected");
    expect(loan.policy).toEqual(before.loan.policy);
    expect(loan.consents).toEqual(stored);
    expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(1);
    // Still Rejected: a credit change is still refused, consents or not.
    expectError(await api("PATCH", loanPath(booking.lead_id), { body: { monthly_income: 90000 } }), 409, "loan_rejected");
  });

  it("keeps a revocation as a record beside the consent it revokes, and changes the read's ETag", async () => {
    const booking = await book(approvedLoan());
    const { etag } = await readLoan(booking.lead_id);

    const response = await postConsents(booking.lead_id, { revocations: [revocation("data_processing")] });

    expect(response.status, response.text).toBe(201);
    const stored = dataOf<{ consents: StoredConsent[] }>(response).consents;
    expect(stored.map((record) => [record.type, record.purpose, record.source])).toEqual([
      ["consent", "bureau_pull", "booking"],
      ["consent", "data_processing", "booking"],
      ["revocation", "data_processing", "api"],
    ]);
    expect(stored[2]).toEqual({ type: "revocation", purpose: "data_processing", revoked_at: expect.stringMatching(ISO_MS), recorded_at: expect.stringMatching(ISO_MS), source: "api" });
    const after = await readLoan(booking.lead_id);
    expect(after.loan.consents).toEqual(stored);
    expect(after.etag).not.toBe(etag);
    expect(await consentRows(booking.lead_id)).toBe(3);
  });

  it("refuses a disbursal after data_processing is revoked (409 consent_missing), pays nothing, and pays once a consent is given again", async () => {
    const booking = await book(approvedLoan());
    await postConsents(booking.lead_id, { revocations: [revocation("data_processing")] });

    const refused = await api("POST", disbursePath(booking.lead_id));

    expectError(refused, 409, "consent_missing");
    expect(refused.body.error?.details).toEqual({ purposes: ["data_processing"] });
    expect(await disbursals(booking.lead_id)).toBe(0);
    expect(await countEvents(booking.lead_id, "disbursed")).toBe(0);
    expect((await readLoan(booking.lead_id)).loan.disbursed).toBe(false);

    // A consent given before the revocation, recorded after it, restores nothing.
    await postConsents(booking.lead_id, { consents: [webConsent("data_processing", new Date(Date.now() - 3_600_000))] });
    expectError(await api("POST", disbursePath(booking.lead_id)), 409, "consent_missing");

    await postConsents(booking.lead_id, { consents: [webConsent("data_processing")] });
    await partner.disburse(booking.lead_id);
    expect(await disbursals(booking.lead_id)).toBe(1);
  });

  it("records a revocation after disbursal as a record", async () => {
    const booking = await book(approvedLoan());
    await partner.disburse(booking.lead_id);

    const response = await postConsents(booking.lead_id, { revocations: [revocation("bureau_pull")] });

    expect(response.status, response.text).toBe(201);
    expect(dataOf<{ consents: StoredConsent[] }>(response).consents.at(-1)).toMatchObject({ type: "revocation", purpose: "bureau_pull" });
    expect((await readLoan(booking.lead_id)).loan.disbursed).toBe(true);
    expect(await countEvents(booking.lead_id, "disbursed")).toBe(1);
  });

  it.each([
    ["an empty body", {}, ""],
    ["an unknown field", { consents: bookingConsents(), status: "x" }, "status"],
    ["a revocation in the future", { revocations: [revocation("bureau_pull", new Date(Date.now() + 3_600_000))] }, "revocations[0].revoked_at"],
    ["a paper consent without its reference", { consents: [{ ...webConsent("nach_debit"), channel: "paper" }] }, "consents[0].reference"],
    ["an unregistered text", { consents: [{ ...webConsent("nach_debit"), text_version: "v2" }] }, "consents[0].text_version"],
  ])("refuses %s with 400 naming it, and stores nothing", async (_name, body, path) => {
    const booking = await book(approvedLoan());

    const response = await postConsents(booking.lead_id, body);

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(await consentRows(booking.lead_id)).toBe(2);
  });

  it("answers another partner's loan, and an unknown one, with 404, storing nothing", async () => {
    const booking = await book(approvedLoan());

    const other = await api("POST", consentsPath(booking.lead_id), { auth: DEMO2, body: { revocations: [revocation("bureau_pull")] } });
    const unknown = await postConsents("0190a6c4-0000-7000-8000-000000000000", { revocations: [revocation("bureau_pull")] });

    expectError(other, 404, "not_found");
    expectError(unknown, 404, "not_found");
    expect(await consentRows(booking.lead_id)).toBe(2);
    expect(await countEvents(booking.lead_id, "disbursed")).toBe(0);
  });

  it("answers other methods with 405 and the Allow header", async () => {
    const booking = await book(approvedLoan());
    const response = await api("GET", consentsPath(booking.lead_id));
    expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("POST");
  });
});
