import { decodePDFRawStream, PDFArray, PDFDocument, PDFHexString, PDFRawStream } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { Kfs } from "@/lib/schemas/kfs";
import { renderKfsPdf } from "./kfs-pdf";
import { SAMPLE_BORROWER, sampleKfs } from "@/lib/kfs/sample-kfs";

interface Printed {
  /** Each page's text as an extractor reads its glyphs, whitespace collapsed. */
  pages: string[];
  /** Text carried as written beside shaped glyphs (PDF ActualText). */
  actualTexts: string[];
}

async function read(bytes: Uint8Array): Promise<Printed> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  const pdf = await PDFDocument.load(bytes);
  const operators = pdf
    .getPages()
    .flatMap((page) => {
      const contents = page.node.Contents();
      return contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    })
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
  const actualTexts = [...operators.matchAll(/\/ActualText <([0-9A-F]+)>/g)].map((match) => PDFHexString.of(match[1] ?? "").decodeText());
  return { pages: text.map((page) => page.replace(/\s+/g, " ")), actualTexts };
}

const render = (kfs: Kfs = sampleKfs(), borrowerName = SAMPLE_BORROWER) => renderKfsPdf({ kfs, borrowerName, lang: "en" });

let sample: Promise<{ bytes: Uint8Array; printed: Printed; text: string }> | undefined;

/** RBI's Annex B loan, rendered and read once for the tests that only look at it. */
function readSample() {
  sample ??= render().then(async (bytes) => {
    const printed = await read(bytes);
    return { bytes, printed, text: printed.pages.join(" ") };
  });
  return sample;
}

// Rendering and reading a statement takes a fraction of a second, several on a busy machine.
describe("the Key Facts Statement PDF", { timeout: 60_000 }, () => {
  it("is on A4 portrait pages", async () => {
    const pdf = await PDFDocument.load((await readSample()).bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it("states who lends to whom, when, and until when the terms hold", async () => {
    const { text, printed } = await readSample();
    for (const value of [
      "Name of the lender Acme Capital Ltd.",
      "Date 26/11/2026 15:30 IST",
      "Valid until 01/12/2026 23:59 IST",
      "Loan proposal No. 0193a3a0-0000-7000-8000-000000000001",
      "Lending service provider Acme Finance",
      `KFS No. ${sampleKfs().kfs_id} Version 1`,
    ]) {
      expect(text).toContain(value);
    }
    expect(printed.actualTexts).toContain(SAMPLE_BORROWER);
  });

  it("prints every row of Part 1 with the annex's numbers and the statement's values", async () => {
    const { text } = await readSample();
    for (const value of [
      "Part 1 (Interest rate and fees/charges)",
      "1 Loan proposal/ account No. LD0000000001",
      "Type of loan Personal loan",
      "2 Sanctioned loan amount (in Rupees) 20,000.00",
      "3 Disbursal schedule (i) Disbursement in stages or 100% upfront 100% upfront",
      "4 Loan term (year/months/days) 24 months",
      "5 Instalment details: Type of instalments Monthly",
      "Number of EPIs 24",
      "EPI (₹) 969.73",
      "Commencement of repayment, post sanction 21/12/2026",
      "6 Interest rate (%) and type (fixed or floating or hybrid) 15.00% per annum, fixed",
      "7 Additional information in case of floating rate of interest Not applicable",
      "8 Fee/ Charges Payable to the RE (A) Payable to a third party through RE (B)",
      "(i) Processing fees One-time 203.39 Nil",
      "(ii) Insurance charges Nil One-time 160.00",
      "(iii) Valuation fees Nil Nil",
      "(iv) Any other (please specify): GST, pre-EMI interest, subvention",
      "One-time 36.61 Nil",
      "9 Annual Percentage Rate (APR) (%) 17.07%",
      "(i) Penal charges, if any, in case of delayed payment Demo: 2% per annum",
      "(iii) Foreclosure charges, if applicable Demo: 4% of the principal outstanding",
      "(v) Any other charges (please specify) Demo: cheque or mandate bounce",
    ]) {
      expect(text).toContain(value);
    }
  });

  it("prints Part 2 and Annex B's computation of the APR", async () => {
    const { text } = await readSample();
    for (const value of [
      "Part 2 (Other qualitative information)",
      "1 Clause of loan agreement relating to engagement of recovery agents Demo: clause 12 of the loan agreement",
      "2 Clause of loan agreement which details grievance redressal mechanism Clause 15 of the loan agreement. Nodal grievance redressal officer: Asha Rao, +91 80 4000 1234, gro@acme.example",
      "3 Phone number and email id of the nodal grievance redressal officer +91 80 4000 1234, gro@acme.example",
      "subject to transfer to other REs or securitisation (Yes/ No) No",
      "prepayment of loan 5 days. Within 5 calendar days (IST) after the day of disbursal",
      "principal x APR / 100 x days / 365, rounded half-up to the paisa",
      "withheld money not yet released is cancelled. The amount is due within 7 days of the request",
      "authorized to approach the borrower None: Acme Finance, the lending service provider, does not act as a recovery agent",
      "5 Total interest amount to be charged during the entire tenor",
      "3,273.58",
      "A. Payable to the RE 240.00",
      "B. Payable to third-party routed through RE 160.00",
      "7 Net disbursed amount (1-6) (in Rupees) 19,600.00",
      "(a) Paid to the borrower at disbursal (net disbursed amount less the withheld money and the upfront EMI) 19,600.00",
      "(b) Withheld, released to the borrower later Nil",
      "10 Schedule of disbursement as per terms and conditions 21/11/2026: 19,600.00 paid at disbursal",
      "8 Total amount to be paid by the borrower (sum of 1 and 5) (in Rupees) 23,273.58",
    ]) {
      expect(text).toContain(value);
    }
  });

  it("prints the repayment schedule row by row", async () => {
    const { text } = await readSample();
    expect(text).toContain("Instalment No. Due date Outstanding principal (₹) Principal (₹) Interest (₹) Instalment (₹)");
    expect(text).toContain("1 21/12/2026 20,000.00 719.73 250.00 969.73");
    expect(text).toContain("2 21/01/2027 19,280.27 728.73 241.00 969.73");
    const last = sampleKfs().repayment_schedule.at(-1);
    expect(last?.number).toBe(24);
    expect(text).toMatch(/24 21\/11\/2028 [\d,.]+ [\d,.]+ [\d,.]+ [\d,.]+/);
  });

  it("lists the tranches of a loan disbursed in stages", async () => {
    const kfs = sampleKfs({
      disbursal_detail: [
        { disbursal_type: 0, date: "2026-11-21", amount: 15000, processing_fee: 203.39, gst: 36.61, insurance: 160 },
        { disbursal_type: 1, date: "2027-01-15", amount: 5000 },
      ],
    });
    const text = (await read(await render(kfs))).pages.join(" ");
    expect(text).toContain("100% upfront In stages");
    expect(text).toContain("21/11/2026: 14,600.00 paid at disbursal; 15/01/2027: 5,000.00 withheld until then and released");
    expect(text).toContain("(b) Withheld, released to the borrower later 5,000.00 on 15/01/2027");
  });

  it("prints an upfront EMI as instalment 1, due on the day of disbursal and deducted then", async () => {
    const kfs = sampleKfs({
      loan_amount: 3000,
      loan_tenure: 3,
      interest_rate: 12,
      repayment_schedule: [
        { due_date: "2026-11-21", due_amount: 1010, principal_amount: 1010, interest_amount: 0 },
        { due_date: "2026-12-21", due_amount: 1010, principal_amount: 990.1, interest_amount: 19.9 },
        { due_date: "2027-01-21", due_amount: 1009.9, principal_amount: 999.9, interest_amount: 10 },
      ],
      disbursal_detail: [{ disbursal_type: 0, date: "2026-11-21", amount: 3000, upfront_emi: 1010 }],
    });
    const text = (await read(await render(kfs))).pages.join(" ");
    expect(text).toContain("Commencement of repayment, post sanction 21/11/2026 (instalment 1, the upfront EMI, deducted at disbursal)");
    expect(text).toContain("1 (upfront EMI) 21/11/2026 3,000.00 1,010.00 0.00 1,010.00");
    expect(text).toContain("Instalment 1 is the upfront EMI: due on the day of disbursal and deducted from the amount paid then, not collected again.");
    expect(text).toContain("(a) Paid to the borrower at disbursal (net disbursed amount less the withheld money and the upfront EMI) 1,990.00");
  });

  it("prints Part 2's digital-loan rows as the partner is configured", async () => {
    const agent = (await read(await render(sampleKfs({}, { lspRecoveryAgent: true })))).pages.join(" ");
    expect(agent).toContain("authorized to approach the borrower Acme Finance, the lending service provider, acts as a recovery agent and may approach the borrower");
    const branch = (await read(await render(sampleKfs({}, { digitalLending: false, lspRecoveryAgent: true })))).pages.join(" ");
    expect(branch).toContain("prepayment of loan Not applicable: not a digital loan");
    expect(branch).toContain("authorized to approach the borrower Not applicable: not a digital loan");
    expect(branch).not.toContain("calendar days (IST) after the day of disbursal");
  });

  it("paginates a 600-month schedule, repeating the table's header on every page", async () => {
    const kfs = sampleKfs({ loan_tenure: 600, loan_amount: 5_000_000, interest_rate: 9, disbursal_detail: [{ disbursal_type: 0, date: "2026-11-21", amount: 5_000_000 }] });
    expect(kfs.repayment_schedule).toHaveLength(600);
    const { pages } = await read(await render(kfs));
    expect(pages.length).toBeGreaterThan(10);
    const schedulePages = pages.filter((page) => /\d{2}\/\d{2}\/\d{4} [\d,]+\.\d{2} [\d,]+\.\d{2} [\d,]+\.\d{2} [\d,]+\.\d{2}/.test(page));
    expect(schedulePages.length).toBeGreaterThan(9);
    for (const page of schedulePages) expect(page).toContain("Instalment No. Due date Outstanding principal");
    const numbers = [...pages.join(" ").matchAll(/ (\d{1,3}) \d{2}\/\d{2}\/\d{4} [\d,]+\.\d{2} /g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(Array.from({ length: 600 }, (_, index) => index + 1));
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("gives the same bytes for the same statement, and other bytes for another", async () => {
    const { bytes } = await readSample();
    expect(Buffer.from(await render()).equals(Buffer.from(bytes))).toBe(true);
    expect(Buffer.from(await render(sampleKfs({ loan_amount: 20001 }))).equals(Buffer.from(bytes))).toBe(false);
    expect(Buffer.from(await render(sampleKfs(), "Asha Verma")).equals(Buffer.from(bytes))).toBe(false);
  });
});
