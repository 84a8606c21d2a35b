import { describe, expect, inject, it } from "vitest";
import type { KfsVersion, KfsVersionSummary } from "@/lib/schemas/kfs";
import type { KfsAcceptance } from "@/lib/schemas/kfs-acceptance";
import { api, DEMO2 } from "./client";
import { changeDatabase, countRows } from "./database";
import { book, dataOf, disbursePath, expectError, fieldPaths, loanPath, partner, readLoan } from "./helpers";
import { agreementPath, FIXTURE_SHA256, kfsPath } from "../support/partner-api";

// Contract v3 section 12: KFS versions, the borrower's acceptance, and the agreement; section 6: the disbursal's refusals.

const TINY_PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function current(leadId: string): Promise<KfsVersion> {
  const response = await api("GET", kfsPath(leadId));
  expect(response.status, response.text).toBe(200);
  return dataOf<KfsVersion>(response);
}

const versions = async (leadId: string) => {
  const response = await api("GET", kfsPath(leadId, "versions/"));
  expect(response.status, response.text).toBe(200);
  return dataOf<{ items: KfsVersionSummary[] }>(response).items;
};

const clickWrap = (kfs: Pick<KfsVersion, "kfs_id" | "generated_on">, acceptedAt = kfs.generated_on) => ({
  kfs_id: kfs.kfs_id,
  accepted_at: acceptedAt,
  channel: "click_wrap",
  ip: "203.0.113.7",
  user_agent: "Mozilla/5.0 (X11; Linux x86_64)",
});

const accept = (leadId: string, body: Record<string, unknown>) => api("POST", kfsPath(leadId, "acceptance/"), { body });
const agree = (leadId: string, executedAt: string) =>
  api("POST", agreementPath(leadId), { body: { executed_at: executedAt, signature_type: "e-signature", document_sha256: FIXTURE_SHA256, reference: "ESIGN-42" } });
const disburse = (leadId: string) => api("POST", disbursePath(leadId));

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const acceptances = (leadId: string) => countRows("KfsAcceptance", `"loanId" = $1`, [leadId]);

/** A booked Approved loan with its first version, accepted by click-wrap. */
async function acceptedLoan() {
  const booking = await book();
  const kfs = await current(booking.lead_id);
  const accepted = await accept(booking.lead_id, clickWrap(kfs));
  expect(accepted.status, accepted.text).toBe(201);
  return { leadId: booking.lead_id, kfs, acceptance: dataOf<KfsAcceptance>(accepted) };
}

describe("KFS versions", () => {
  it("issues version 1 with the booking and serves it byte for byte, its ETag the content's alone", async () => {
    const booking = await book();
    expect(await countRows("KfsVersion", `"loanId" = $1`, [booking.lead_id])).toBe(1);

    const first = await api("GET", kfsPath(booking.lead_id));
    const second = await api("GET", kfsPath(booking.lead_id));
    expect(first.status, first.text).toBe(200);
    expect(second.text).toBe(first.text);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    const kfs = dataOf<KfsVersion>(first);
    expect(kfs).toMatchObject({ version: 1, accepted: null });

    const notModified = await fetch(`${inject("baseUrl")}${kfsPath(booking.lead_id)}`, {
      headers: { authorization: `Basic ${Buffer.from("demo:demo-secret").toString("base64")}`, "if-none-match": etag ?? "" },
    });
    expect(notModified.status).toBe(304);

    expect((await accept(booking.lead_id, clickWrap(kfs))).status).toBe(201);
    const after = await api("GET", kfsPath(booking.lead_id));
    expect(after.headers.get("etag")).toBe(etag);
    const { accepted, ...content } = dataOf<KfsVersion>(after);
    expect(accepted).toMatchObject({ channel: "click_wrap", ip: "203.0.113.7" });
    const { accepted: _none, ...shown } = kfs;
    expect(content).toEqual(shown);
    // The same version by its id, as JSON and as a PDF.
    const byId = await api("GET", kfsPath(booking.lead_id, `${kfs.kfs_id}/`));
    expect(byId.text).toBe(after.text);
    const pdf = await fetch(`${inject("baseUrl")}${kfsPath(booking.lead_id, `${kfs.kfs_id}.pdf`)}`, {
      headers: { authorization: `Basic ${Buffer.from("demo:demo-secret").toString("base64")}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("issues a new version with a PATCH of the terms, none with a PATCH of another field", async () => {
    const booking = await book();
    const v1 = await current(booking.lead_id);

    expect((await api("PATCH", loanPath(booking.lead_id), { body: { email: "someone.else@example.com" } })).status).toBe(200);
    expect((await current(booking.lead_id)).kfs_id).toBe(v1.kfs_id);

    expect((await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 15 } })).status).toBe(200);
    const v2 = await current(booking.lead_id);
    expect(v2).toMatchObject({ version: 2, interest_rate: 15 });
    expect(v2.terms_hash).not.toBe(v1.terms_hash);
    expect((await versions(booking.lead_id)).map((version) => version.kfs_id)).toEqual([v1.kfs_id, v2.kfs_id]);
  });

  it("issues version 2 on a GET once version 1 lapsed unaccepted, with the same terms", async () => {
    const booking = await book();
    const v1 = await current(booking.lead_id);
    await changeDatabase([{ sql: `UPDATE "KfsVersion" SET "validUntil" = "generatedAt" WHERE "id" = $1`, params: [v1.kfs_id] }], inject("databaseUrl"));

    const v2 = await current(booking.lead_id);
    expect(v2).toMatchObject({ version: 2, terms_hash: v1.terms_hash, accepted: null });
    expect(v2.kfs_id).not.toBe(v1.kfs_id);
    expect((await current(booking.lead_id)).kfs_id).toBe(v2.kfs_id);
  });

  it("answers 404 for another loan's kfs_id and another partner's loan", async () => {
    const mine = await book();
    const other = await book();
    const otherKfs = await current(other.lead_id);

    expectError(await api("GET", kfsPath(mine.lead_id, `${otherKfs.kfs_id}/`)), 404, "not_found");
    expectError(await accept(mine.lead_id, clickWrap(otherKfs)), 404, "not_found");
    expectError(await api("GET", kfsPath(other.lead_id, `${otherKfs.kfs_id}/`), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("GET", kfsPath(other.lead_id, "versions/"), { auth: DEMO2 }), 404, "not_found");
    expect(await acceptances(mine.lead_id)).toBe(0);
  });
});

describe("the acceptance (POST .../kfs/acceptance/)", () => {
  it("records each channel with its evidence and the server's recorded_at", async () => {
    const cases: Record<string, unknown>[] = [
      { channel: "otp", reference: "OTP-TXN-0001", mobile: "9876543210" },
      { channel: "e_sign", document_sha256: FIXTURE_SHA256.toUpperCase() },
      { channel: "click_wrap", ip: "2001:db8::7", user_agent: "LoanApp/3.2 (Android 14)", lang: "hi" },
    ];
    for (const evidence of cases) {
      const booking = await book();
      const kfs = await current(booking.lead_id);
      const response = await accept(booking.lead_id, { kfs_id: kfs.kfs_id, accepted_at: kfs.generated_on, ...evidence });
      expect(response.status, response.text).toBe(201);
      const record = dataOf<KfsAcceptance>(response);
      expect(record).toMatchObject({ kfs_id: kfs.kfs_id, version: 1, accepted_at: kfs.generated_on, channel: evidence.channel });
      expect(Date.parse(record.recorded_at)).toBeGreaterThanOrEqual(Date.parse(kfs.generated_on));
      if (evidence.channel === "e_sign") expect(record.document_sha256).toBe(FIXTURE_SHA256);
      expect((await current(booking.lead_id)).accepted).toEqual((({ lead_id: _l, kfs_id: _k, version: _v, ...accepted }) => accepted)(record));
    }
  });

  it("records a physical acceptance with its signed scan, uploaded as multipart", async () => {
    const booking = await book();
    const kfs = await current(booking.lead_id);
    const form = new FormData();
    form.append("kfs_id", kfs.kfs_id);
    form.append("accepted_at", kfs.generated_on);
    form.append("channel", "physical");
    form.append("signed_kfs", new Blob([TINY_PDF], { type: "application/pdf" }), "kfs-signed.pdf");

    const response = await api("POST", kfsPath(booking.lead_id, "acceptance/"), { form });

    expect(response.status, response.text).toBe(201);
    expect(dataOf<KfsAcceptance>(response).scan).toMatchObject({ content_type: "application/pdf", size: TINY_PDF.byteLength });
    expect(await countRows("KfsAcceptanceScan", `"id" IN (SELECT "id" FROM "KfsAcceptance" WHERE "loanId" = $1)`, [booking.lead_id])).toBe(1);
  });

  it("refuses each channel without its evidence with 400, recording nothing", async () => {
    const booking = await book();
    const kfs = await current(booking.lead_id);
    const base = { kfs_id: kfs.kfs_id, accepted_at: kfs.generated_on };
    const cases: [Record<string, unknown>, string][] = [
      [{ channel: "otp", mobile: "9876543210" }, "reference"],
      [{ channel: "otp", reference: "OTP-1" }, "mobile"],
      [{ channel: "otp", reference: "OTP-1", mobile: "9123456789" }, "mobile"],
      [{ channel: "e_sign" }, "document_sha256"],
      [{ channel: "e_sign", document_sha256: "abc" }, "document_sha256"],
      [{ channel: "click_wrap", user_agent: "Mozilla/5.0" }, "ip"],
      [{ channel: "click_wrap", ip: "203.0.113.7" }, "user_agent"],
      [{ channel: "physical" }, "signed_kfs"],
      [{ channel: "carrier_pigeon" }, "channel"],
    ];
    for (const [evidence, path] of cases) {
      const response = await accept(booking.lead_id, { ...base, ...evidence });
      expectError(response, 400, "validation_error");
      expect(fieldPaths(response), JSON.stringify(evidence)).toContain(path);
    }
    expect(await acceptances(booking.lead_id)).toBe(0);
  });

  it("refuses accepted_at in the future or before generated_on with 400, and after valid_until with 409 kfs_expired", async () => {
    const booking = await book();
    const kfs = await current(booking.lead_id);

    const future = await accept(booking.lead_id, clickWrap(kfs, new Date(Date.now() + 3_600_000).toISOString()));
    expectError(future, 400, "validation_error");
    expect(fieldPaths(future)).toEqual(["accepted_at"]);
    const early = await accept(booking.lead_id, clickWrap(kfs, later(kfs.generated_on, -1)));
    expectError(early, 400, "validation_error");
    expect(fieldPaths(early)).toEqual(["accepted_at"]);

    await changeDatabase([{ sql: `UPDATE "KfsVersion" SET "validUntil" = "generatedAt" WHERE "id" = $1`, params: [kfs.kfs_id] }], inject("databaseUrl"));
    const expired = await accept(booking.lead_id, clickWrap(kfs, new Date().toISOString()));
    expectError(expired, 409, "kfs_expired");
    expect(expired.body.error?.details).toEqual({ valid_until: kfs.generated_on });
    // Given before it lapsed, it is still taken.
    expect((await accept(booking.lead_id, clickWrap(kfs))).status).toBe(201);
  });

  it("refuses a superseded version with 409 kfs_superseded naming the current one, and a second acceptance with 409 kfs_already_accepted", async () => {
    const booking = await book();
    const v1 = await current(booking.lead_id);
    expect((await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 15 } })).status).toBe(200);
    const v2 = await current(booking.lead_id);

    const superseded = await accept(booking.lead_id, clickWrap(v1));
    expectError(superseded, 409, "kfs_superseded");
    expect(superseded.body.error?.details).toEqual({ current_kfs_id: v2.kfs_id });

    expect((await accept(booking.lead_id, clickWrap(v2))).status).toBe(201);
    const twice = await accept(booking.lead_id, clickWrap(v2, new Date().toISOString()));
    expectError(twice, 409, "kfs_already_accepted");
    expect(await acceptances(booking.lead_id)).toBe(1);
  });

  it("refuses an acceptance after disbursal with 409 already_disbursed", async () => {
    const booking = await book();
    await partner.disburse(booking.lead_id);
    const frozen = await current(booking.lead_id);

    expectError(await accept(booking.lead_id, clickWrap(frozen, new Date().toISOString())), 409, "already_disbursed");
  });

  it("decides an acceptance racing a PATCH of the terms one way or the other, never on a superseded version", async () => {
    for (let round = 0; round < 5; round++) {
      const booking = await book();
      const v1 = await current(booking.lead_id);
      const [accepted, patched] = await Promise.all([
        accept(booking.lead_id, clickWrap(v1)),
        api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 15 + round } }),
      ]);
      expect(patched.status, patched.text).toBe(200);
      const [first, second] = await versions(booking.lead_id);
      expect(second?.version).toBe(2);
      expect(second?.accepted).toBeNull();
      if (accepted.status === 201) {
        expect(first?.accepted).not.toBeNull();
      } else {
        expectError(accepted, 409, "kfs_superseded");
        expect(accepted.body.error?.details).toEqual({ current_kfs_id: second?.kfs_id });
        expect(first?.accepted).toBeNull();
      }
      // Either way the loan's terms are version 2's, which nobody accepted.
      expectError(await disburse(booking.lead_id), 409, "kfs_not_accepted");
    }
  });
});

describe("the agreement and the disbursal's preconditions", () => {
  it("refuses an agreement without an acceptance (kfs_not_accepted) or executed before it (agreement_before_kfs)", async () => {
    const booking = await book();
    expectError(await agree(booking.lead_id, new Date().toISOString()), 409, "kfs_not_accepted");

    const kfs = await current(booking.lead_id);
    const acceptedAt = new Date().toISOString();
    expect((await accept(booking.lead_id, clickWrap(kfs, acceptedAt))).status).toBe(201);
    const before = await agree(booking.lead_id, later(acceptedAt, -24 * 3_600_000));
    expectError(before, 409, "agreement_before_kfs");
    expect(before.body.error?.details).toEqual({ accepted_at: acceptedAt });
    expectError(await agree(booking.lead_id, new Date(Date.now() + 3_600_000).toISOString()), 400, "validation_error");
    expect(await countRows("LoanAgreement", `"id" = $1`, [booking.lead_id])).toBe(0);
  });

  it("records the agreement, setting agreement_date and agreement_signature_type without re-running the policy", async () => {
    const { leadId } = await acceptedLoan();
    const before = await readLoan(leadId);
    const executedAt = new Date().toISOString();

    const response = await agree(leadId, executedAt);

    expect(response.status, response.text).toBe(201);
    expect(dataOf(response)).toMatchObject({ lead_id: leadId, executed_at: executedAt, signature_type: 2, document_sha256: FIXTURE_SHA256, reference: "ESIGN-42" });
    const after = await readLoan(leadId);
    expect(after.loan.agreement_signature_type).toBe(2);
    expect(typeof after.loan.agreement_date).toBe("string");
    expect(after.loan.agreement).toEqual(dataOf(response));
    expect(after.etag).not.toBe(before.etag);
    expect(await countRows("PolicyEvaluation", `"loanId" = $1`, [leadId])).toBe(1);
  });

  it("refuses to disburse without an agreement record (agreement_missing), an agreement_date in the body notwithstanding", async () => {
    const { leadId } = await acceptedLoan();
    expect((await api("PATCH", loanPath(leadId), { body: { agreement_date: (await readLoan(leadId)).loan.loan_application_date, agreement_signature_type: "click-wrap" } })).status).toBe(200);

    expectError(await disburse(leadId), 409, "agreement_missing");
    expect(await countRows("Disbursal", `"loanId" = $1`, [leadId])).toBe(0);
  });

  it("refuses to disburse without an acceptance (kfs_not_accepted), and after a change of terms until the new version is accepted and agreed", async () => {
    const booking = await book();
    expectError(await disburse(booking.lead_id), 409, "kfs_not_accepted");

    const v1 = await current(booking.lead_id);
    expect((await accept(booking.lead_id, clickWrap(v1))).status).toBe(201);
    expect((await agree(booking.lead_id, new Date().toISOString())).status).toBe(201);

    expect((await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 15 } })).status).toBe(200);
    expectError(await disburse(booking.lead_id), 409, "kfs_not_accepted");
    const v2 = await current(booking.lead_id);
    expect(v2.version).toBe(2);

    const acceptedAt = new Date().toISOString();
    expect((await accept(booking.lead_id, clickWrap(v2, acceptedAt))).status).toBe(201);
    // The agreement was executed before the new terms were accepted.
    expectError(await disburse(booking.lead_id), 409, "agreement_before_kfs");
    expect((await agree(booking.lead_id, later(acceptedAt, 1))).status).toBe(201);

    const disbursed = await disburse(booking.lead_id);
    expect(disbursed.status, disbursed.text).toBe(200);
    expect(await countRows("LoanEvent", `"loanId" = $1 AND "type" = 'agreement_recorded'`, [booking.lead_id])).toBe(2);

    // The statement kept is the accepted version, with its own dates.
    const frozen = await current(booking.lead_id);
    expect(frozen).toMatchObject({ kfs_id: v2.kfs_id, version: 2, generated_on: v2.generated_on, valid_until: v2.valid_until });
    expect(frozen.accepted).toMatchObject({ accepted_at: acceptedAt });
    expectError(await api("PATCH", loanPath(booking.lead_id), { body: { interest_rate: 18 } }), 409, "loan_disbursed");
    expect((await versions(booking.lead_id)).length).toBe(2);
  });
});
