import { execFileSync } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
import { percent } from "@/lib/documents/kfs-pdf-rows";
import { en } from "@/lib/documents/kfs-wording.en";
import { hi } from "@/lib/documents/kfs-wording.hi";
import type { KfsWording } from "@/lib/documents/kfs-wording";
import { printedDate, printedInstant, rupeeFigures as rupees } from "@/lib/format/indian-format";
import type { Kfs } from "@/lib/schemas/kfs";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api, basic, DEMO } from "./client";
import { book, dataOf, expectError, fieldPaths, LOANS } from "./helpers";
import { assertConforms } from "./openapi-conformance";
import { PortalClient } from "./portal-session";
import { addDays } from "@/lib/calendar/calendar-date";
import { approvedLoan, today } from "../support/loan-fixtures";

const BENGALI = "অনিন্দ্য বন্দ্যোপাধ্যায়";

interface Fetched {
  status: number;
  etag: string | null;
  disposition: string | null;
  bytes: Buffer;
}

/** A KFS PDF as a partner fetches it, held to the OpenAPI document. */
async function fetchPdf(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${inject("baseUrl")}${path}`, { headers: { authorization: basic(DEMO), ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  assertConforms("GET", path, { status: response.status, headers: response.headers, text: bytes.length === 0 ? "" : "%PDF" });
  return { status: response.status, etag: response.headers.get("etag"), disposition: response.headers.get("content-disposition"), bytes };
}

/** pdftotext (poppler) in drawing order, which reads the shaped text's ActualText; a cell's wrapped lines join with a space. */
const textOf = (bytes: Buffer) => execFileSync("pdftotext", ["-raw", "-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");

/** Every fixed label of a wording table (its strings; its sentences built around values are left out). */
function labelsOf(wording: unknown): string[] {
  if (typeof wording === "string") return [wording];
  if (Array.isArray(wording) || (typeof wording === "object" && wording !== null)) return Object.values(wording).flatMap(labelsOf);
  return [];
}

/** The labels a loan paid out in stages, transferable: no, digital, prints: not those of another kind of loan. */
function printedLabels(wording: KfsWording): string[] {
  const otherKinds = [
    wording.common.notDigital,
    wording.common.yes,
    wording.part1.paidInFull,
    wording.schedule.none,
    wording.schedule.upfrontNote,
    wording.loanTypes.education_loan,
    ...Object.entries(wording.instalmentTypes).flatMap(([type, name]) => (type === "monthly" ? [] : [name])),
    ...Object.entries(wording.feeNames).map(([, name]) => name),
  ];
  return labelsOf(wording).filter((label) => !otherKinds.includes(label));
}

/** The statement's values as both languages print them: amounts, dates, identifiers, names, the lender's texts. */
function valuesOf(kfs: Kfs, borrowerName: string): string[] {
  return [
    borrowerName,
    kfs.lender_name,
    kfs.lead_id,
    kfs.kfs_id,
    kfs.loan_account_number,
    printedInstant(kfs.generated_on),
    printedInstant(kfs.valid_until),
    rupees(kfs.loan_amount),
    rupees(kfs.net_disbursed),
    rupees(kfs.total_payable),
    rupees(kfs.total_interest),
    percent(kfs.apr),
    percent(kfs.interest_rate),
    kfs.part_2.lending_service_provider,
    kfs.part_2.recovery_agents_clause,
    kfs.contingent_charges.penal_charges,
    kfs.contingent_charges.foreclosure_charges,
    ...kfs.released_later.flatMap((release) => [printedDate(release.date), rupees(release.amount)]),
    ...kfs.repayment_schedule.map((row) =>
      [row.number, printedDate(row.due_date), rupees(row.opening_principal), rupees(row.principal), rupees(row.interest), rupees(row.instalment)].join(" "),
    ),
  ];
}

// 1,50,000 paid out today less fees, 50,000 withheld for 91 days: every kind of row the statement has.
const bengaliLoan = () =>
  approvedLoan({
    full_name: BENGALI,
    disbursal_detail: [
      { date: today(), amount: 150000, processing_fee: 2000, gst: 360, insurance: 1200 },
      { date: addDays(today(), 91), amount: 50000, disbursal_type: "withhold" },
    ],
  });

async function fetchKfs(leadId: string, query = ""): Promise<{ kfs: Kfs; text: string }> {
  const response = await api("GET", `${LOANS}${leadId}/kfs/${query}`);
  expect(response.status, response.text).toBe(200);
  return { kfs: dataOf<Kfs>(response), text: response.text };
}

describe("the Key Facts Statement in Hindi (?lang=hi, contract v3 section 11)", () => {
  it("prints every label in Hindi and every value as the English statement prints it", async () => {
    const booking = await book(bengaliLoan());
    const path = `${LOANS}${booking.lead_id}/kfs.pdf`;

    const english = await fetchPdf(path);
    const hindi = await fetchPdf(`${path}?lang=hi`);

    expect(english.status).toBe(200);
    expect(hindi.status).toBe(200);
    expect(hindi.disposition).toBe(`attachment; filename="kfs-${booking.lead_id}-hi.pdf"`);
    const { kfs } = await fetchKfs(booking.lead_id);
    const [englishText, hindiText] = [textOf(english.bytes), textOf(hindi.bytes)];
    for (const label of printedLabels(hi)) expect(hindiText, label).toContain(label);
    for (const label of printedLabels(en)) expect(englishText, label).toContain(label);
    // No English wording is left: each label longer than a word is absent (the values are the lender's English texts, not labels).
    for (const label of printedLabels(en).filter((label) => label.includes(" "))) expect(hindiText, label).not.toContain(label);
    for (const value of valuesOf(kfs, BENGALI)) {
      expect(englishText, value).toContain(value);
      expect(hindiText, value).toContain(value);
    }
  });

  it("is one byte-stable PDF per language, each with its own ETag, for the current and the versioned statement", async () => {
    const booking = await book(bengaliLoan());
    const { kfs } = await fetchKfs(booking.lead_id);
    const current = `${LOANS}${booking.lead_id}/kfs.pdf`;
    const versioned = `${LOANS}${booking.lead_id}/kfs/${kfs.kfs_id}.pdf`;

    const [first, again, english, version, versionAgain] = [
      await fetchPdf(`${current}?lang=hi`),
      await fetchPdf(`${current}?lang=hi`),
      await fetchPdf(`${current}?lang=en`),
      await fetchPdf(`${versioned}?lang=hi`),
      await fetchPdf(`${versioned}?lang=hi`),
    ];

    expect(first.bytes.equals(again.bytes)).toBe(true);
    expect(first.etag).toBe(again.etag);
    expect(english.etag).not.toBe(first.etag);
    expect(english.bytes.equals(first.bytes)).toBe(false);
    expect(english.bytes.equals((await fetchPdf(current)).bytes)).toBe(true);
    expect(version.bytes.equals(first.bytes)).toBe(true);
    expect(versionAgain.bytes.equals(first.bytes)).toBe(true);
    expect(version.disposition).toBe(`attachment; filename="kfs-${booking.lead_id}-${kfs.kfs_id}-hi.pdf"`);
    expect((await fetchPdf(`${current}?lang=hi`, { "if-none-match": first.etag ?? "" })).status).toBe(304);
    expect((await fetchPdf(current, { "if-none-match": first.etag ?? "" })).status).toBe(200);
  });

  it.each(["fr", "", "HI", "hi-IN"])("refuses lang=%j with 400 validation_error naming lang, on both PDF routes", async (lang) => {
    const booking = await book(bengaliLoan());
    const { kfs } = await fetchKfs(booking.lead_id);
    for (const path of [`${LOANS}${booking.lead_id}/kfs.pdf`, `${LOANS}${booking.lead_id}/kfs/${kfs.kfs_id}.pdf`]) {
      const response = await api("GET", `${path}?lang=${encodeURIComponent(lang)}`);
      expectError(response, 400, "validation_error");
      expect(fieldPaths(response)).toEqual(["lang"]);
    }
  });

  it("keeps the JSON the same whatever lang", async () => {
    const booking = await book(bengaliLoan());
    const plain = await fetchKfs(booking.lead_id);
    const hindi = await fetchKfs(booking.lead_id, "?lang=hi");
    expect(hindi.text).toBe(plain.text);
    expect(JSON.stringify(hindi.kfs)).not.toMatch(/[\u0900-\u097F]/);
  });

  it("is offered in the portal in both languages, the bytes the API serves", async () => {
    const booking = await book(bengaliLoan());
    const staff = new PortalClient(inject("baseUrl"));
    expect(await staff.signIn("partner@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();

    const page = await staff.request(`/loans/${booking.lead_id}`);
    const html = await page.text();
    expect(html).toContain(`href="/portal-files/loans/${booking.lead_id}/kfs.pdf"`);
    expect(html).toContain(`href="/portal-files/loans/${booking.lead_id}/kfs.pdf?lang=hi"`);
    expect(html).toContain("KFS (हिन्दी)");

    const portal = await staff.request(`/portal-files/loans/${booking.lead_id}/kfs.pdf?lang=hi`);
    expect(portal.status).toBe(200);
    expect(portal.headers.get("content-disposition")).toBe(`attachment; filename="kfs-${booking.lead_id}-hi.pdf"`);
    const fromApi = await fetchPdf(`${LOANS}${booking.lead_id}/kfs.pdf?lang=hi`);
    expect(Buffer.from(await portal.arrayBuffer()).equals(fromApi.bytes)).toBe(true);
    const refused = await staff.request(`/portal-files/loans/${booking.lead_id}/kfs.pdf?lang=fr`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("lang must be one of en, hi");
  });
});
