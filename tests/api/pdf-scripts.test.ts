import { execFileSync } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
import { api, basic, DEMO } from "./client";
import { book, dataOf, expectError, LOANS } from "./helpers";
import { approvedLoan, bankAccount, individualPan } from "../support/loan-fixtures";
import { NACH_INITIATE, type NachInitiated } from "./webhook-helpers";

const BENGALI = "অনিন্দ্য বন্দ্যোপাধ্যায়";
const SINHALA = "ශ්‍රී ලංකා";

async function fetchPdf(path: string): Promise<Buffer> {
  const response = await fetch(`${inject("baseUrl")}${path}`, { headers: { authorization: basic(DEMO) } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** pdftotext (poppler), which reads the shaped names' ActualText, whitespace collapsed. */
const textOf = (bytes: Buffer) => execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");

async function initiate(leadId: string, signatories: string[]): Promise<NachInitiated> {
  const response = await api("POST", NACH_INITIATE, { body: { lead_id: leadId, signatories } });
  expect(response.status, response.text).toBe(201);
  return dataOf<NachInitiated>(response);
}

describe("names in Indian scripts in the PDFs a partner downloads (issue 28)", () => {
  it("prints a Bengali borrower's KFS and mandate form, the name extractable as written", async () => {
    // The account holder and the PAN's name are the borrower's, as the bank and the registry write them: the mandate takes only a verified account.
    const booking = await book(
      approvedLoan({
        full_name: BENGALI,
        bank_account: { ...bankAccount("123456789012"), ac_name: BENGALI },
        kyc: [{ kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: BENGALI }],
      }),
    );
    expect(textOf(await fetchPdf(`${LOANS}${booking.lead_id}/kfs.pdf`))).toContain(BENGALI);

    const nach = await initiate(booking.lead_id, [BENGALI, "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ"]);
    const form = textOf(await fetchPdf(nach.nach_pdf_url));
    expect(form).toContain(BENGALI);
    expect(form).toContain("ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ");
  });

  it("refuses a KFS PDF for a name in a script it has no font for: 422 unprintable_text naming full_name, the JSON statement still served", async () => {
    const booking = await book(approvedLoan({ full_name: SINHALA }));

    const response = await api("GET", `${LOANS}${booking.lead_id}/kfs.pdf`);

    expectError(response, 422, "unprintable_text");
    expect(response.body.error?.details).toEqual({ field: "full_name", characters: ["U+0DC1", "U+0DCA", "U+0DBB", "U+0DD3", "U+0DBD", "U+0D82", "U+0D9A", "U+0DCF"] });
    expect((await api("GET", `${LOANS}${booking.lead_id}/kfs/`)).status).toBe(200);
  });

  it("refuses a mandate form whose signatory is in such a script, or too long for the box, naming the signatory", async () => {
    const booking = await book(approvedLoan());
    const sinhala = await initiate(booking.lead_id, ["Asha Verma", SINHALA]);

    const response = await api("GET", sinhala.nach_pdf_url);
    expectError(response, 422, "unprintable_text");
    expect(response.body.error?.details).toMatchObject({ field: "mandate.signatories[1]" });

    const other = await book(approvedLoan());
    const long = await initiate(other.lead_id, ["Asha Verma Ramakrishnan Subramaniam Venkataraman Iyer Chandrasekhar"]);
    const tooLong = await api("GET", long.nach_pdf_url);
    expectError(tooLong, 422, "unprintable_text");
    expect(tooLong.body.error?.details).toEqual({ field: "mandate.signatories[0]" });
  });
});
