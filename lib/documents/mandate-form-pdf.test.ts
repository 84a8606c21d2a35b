import { execFileSync } from "node:child_process";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFHexString, PDFRawStream } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { SAMPLE_MANDATE as sample } from "@/lib/nach/sample-mandate";
import { DECLARATIONS, renderMandateForm } from "./mandate-form-pdf";

const render = (changes: Partial<MandateSnapshot> = {}) =>
  renderMandateForm({ nachId: "7f1c2a52-9d1e-4a57-8c1e-2f0b7f3a9e10", mandate: { ...sample, ...changes } });

let sampleForm: Promise<{ bytes: Uint8Array; printed: Printed }> | undefined;

/** The sample's form, rendered and read once for the tests that only look at it. */
function readSample(): Promise<{ bytes: Uint8Array; printed: Printed }> {
  sampleForm ??= render().then(async (bytes) => ({ bytes, printed: await read(bytes) }));
  return sampleForm;
}

interface Printed {
  /** The page's text as a text extractor reads its glyphs, whitespace collapsed. */
  text: string;
  /** The label after each box holding an "X". */
  ticked: string[];
  /** Text carried as written beside shaped glyphs or "?"s (PDF ActualText). */
  actualTexts: string[];
}

async function read(bytes: Uint8Array): Promise<Printed> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  const items = (await (await document.getPage(1)).getTextContent()).items
    .map((item) => ("str" in item ? item.str.trim() : ""))
    .filter((item) => item !== "");
  const ticked = items.flatMap((item, index) => (item === "X" ? [items[index + 1] ?? ""] : []));
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const operators = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
  const actualTexts = [...operators.matchAll(/\/ActualText <([0-9A-F]+)>/g)].map((match) => PDFHexString.of(match[1] ?? "").decodeText());
  return { text: text.replace(/\s+/g, " "), ticked, actualTexts };
}

// Rendering and reading a form takes a fraction of a second, several on a busy machine.
describe("the NACH mandate form", { timeout: 20_000 }, () => {
  it("is one landscape page of cheque size, 8 x 3.67 inches", async () => {
    const pdf = await PDFDocument.load((await readSample()).bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 576, height: 264.24 });
  });

  it("prints every value of the mandate", async () => {
    const { text, actualTexts } = (await readSample()).printed;
    for (const value of [
      "UMRN",
      "Date 2 4 / 1 1 / 2 0 2 6",
      "Sponsor Bank Code LDSK0000001",
      "Utility Code NACH00000000012345",
      "I/We hereby authorize LoanDesk Demo Finance Pvt. Ltd.",
      "CREATE MODIFY CANCEL",
      "Bank a/c number 50100234567891",
      "with Bank HDFC Bank",
      "IFSC HDFC0000123",
      "an amount of Rupees One Lakh Twenty Thousand Only",
      "₹ 1,20,000.00",
      "Reference 1 LD2026110000042",
      "Reference 2 PARTNER-LOAN-8841",
      "Phone No. 9876543210",
      "Email ID asha.verma@example.in",
      "From 0 5 / 1 2 / 2 0 2 6",
      "To 0 5 / 0 6 / 2 0 2 8",
      "Signature of Primary Account Holder 1. Name as in bank records",
    ]) {
      expect(text).toContain(value);
    }
    // The account holder's name and the signatory's, as written.
    expect(actualTexts).toEqual(["आशा वर्मा", "आशा वर्मा"]);
  });

  it("prints NPCI's three declarations", async () => {
    const { text } = (await readSample()).printed;
    for (const declaration of Object.values(DECLARATIONS)) expect(text).toContain(declaration);
  });

  it("leaves the UMRN blank: 20 empty boxes, nothing printed in them", async () => {
    const { text } = (await readSample()).printed;
    expect(text).toMatch(/^UMRN Date 2 4/);
  });

  it("ticks CREATE and the mandate's account type, frequency and debit type", async () => {
    expect((await readSample()).printed.ticked).toEqual(["CREATE", "SB", "Monthly", "Maximum Amount"]);
  });

  it.each([
    [{ account_type: "current", frequency: "quarterly", debit_type: "fixed" }, ["CREATE", "CA", "Qtly", "Fixed Amount"]],
    [{ account_type: "sb_nro", frequency: "half_yearly", debit_type: "maximum" }, ["CREATE", "SB-NRO", "H-Yrly", "Maximum Amount"]],
    [{ account_type: "other", frequency: "yearly", debit_type: "fixed" }, ["CREATE", "Other", "Yearly", "Fixed Amount"]],
    [{ account_type: "savings", frequency: "as_presented", debit_type: "maximum" }, ["CREATE", "SB", "As & when presented", "Maximum Amount"]],
  ] as const)("ticks %o", async (changes, ticked) => {
    expect((await read(await render(changes))).ticked).toEqual(ticked);
  });

  it("ticks Until Cancelled and leaves the To date blank for a mandate without an end date", async () => {
    const { text, ticked } = await read(await render({ end_date: null, until_cancelled: true }));
    expect(ticked).toContain("Until Cancelled");
    expect(text).toContain("From 0 5 / 1 2 / 2 0 2 6 To / / Or X Until Cancelled");
  });

  it("does not tick Until Cancelled for a mandate with an end date", async () => {
    expect((await readSample()).printed.ticked).not.toContain("Until Cancelled");
  });

  it("prints the amount's paise in words and figures", async () => {
    const { text } = await read(await render({ amount: 1234567.5 }));
    expect(text).toContain("Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paise Only");
    expect(text).toContain("₹ 12,34,567.50");
  });

  it.each([
    [10000000, "an amount of Rupees One Crore Only ₹ 1,00,00,000.00"],
    [120000.5, "an amount of Rupees One Lakh Twenty Thousand and Fifty Paise Only ₹ 1,20,000.50"],
    [9840.01, "an amount of Rupees Nine Thousand Eight Hundred Forty and One Paisa Only ₹ 9,840.01"],
    [9840.02, "an amount of Rupees Nine Thousand Eight Hundred Forty and Two Paise Only ₹ 9,840.02"],
  ])("prints the amount line for %d with Rupees and Only once each", async (amount, line) => {
    const { text } = await read(await render({ amount }));
    expect(text).toContain(line);
    expect(text.match(/\bRupees\b/g)).toHaveLength(1);
    expect(text.match(/\bOnly\b/g)).toHaveLength(1);
  });

  it("prints NPCI's six account-type boxes in its order, and ticks only the chosen one", async () => {
    const { text, ticked } = (await readSample()).printed;
    expect(text).toContain("to debit (tick X) X SB CA CC SB-NRE SB-NRO Other Bank a/c number");
    expect(ticked.filter((label) => ["SB", "CA", "CC", "SB-NRE", "SB-NRO", "Other"].includes(label))).toEqual(["SB"]);
  });

  it.each([
    [["Rohan Verma"]],
    [["Rohan Verma", "आशा वर्मा"]],
    [["Rohan Verma", "आशा वर्मा", "Meera Iyer"]],
  ])("prints a signature box and the name for each of %j", async (signatories) => {
    const { text, actualTexts } = await read(await render({ ac_name: "Rohan Verma", signatories }));
    const boxes = text.match(/\d\. Name as in bank records/g) ?? [];
    expect(boxes).toEqual(signatories.map((_, index) => `${index + 1}. Name as in bank records`));
    expect(text.match(/Signature of Primary Account Holder/g)).toHaveLength(1);
    expect(text.match(/Signature of Account Holder/g) ?? []).toHaveLength(signatories.length - 1);
    for (const name of signatories.filter((name) => /^[A-Za-z ]+$/.test(name))) expect(text).toContain(name);
    expect(actualTexts).toEqual(signatories.filter((name) => !/^[A-Za-z ]+$/.test(name)));
  });

  it("prints names in every Indian script of contract section 8 in their own fonts, extractable as written (lib/pdf/shaping.test.ts checks the shaping)", async () => {
    const names = ["সুমিতা দাস", "முருகன்", "ಶ್ರೀನಿವಾಸ"];
    const bytes = await render({ signatories: names, ac_name: "వెంకట ലക്ഷ്മി ધર્મેન્દ્ર ਗੁਰਪ੍ਰੀਤ ଗୋବିନ୍ଦ" });
    const text = execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");
    for (const name of [...names, "వెంకట ലക്ഷ്മി ધર્મેન્દ્ર ਗੁਰਪ੍ਰੀਤ ଗୋବିନ୍ଦ"]) expect(text).toContain(name);
    const fontNames = [...new TextDecoder("latin1").decode(bytes).matchAll(/\/FontName \/(\w+)/g)].map((match) => match[1]);
    expect(fontNames).toEqual(
      expect.arrayContaining(["NotoSansBengali", "NotoSansTamil", "NotoSansKannada", "NotoSansTelugu", "NotoSansMalayalam", "NotoSansGujarati", "NotoSansGurmukhi", "NotoSansOriya"]),
    );
  });

  it.each<[string, Partial<MandateSnapshot>, string, string[]]>([
    ["a Sinhala signatory", { signatories: ["Asha Verma", "ශ්‍රී"] }, "mandate.signatories[1]", ["U+0DC1", "U+0DCA", "U+0DBB", "U+0DD3"]],
    ["a Chinese account holder", { ac_name: "王 Verma" }, "mandate.ac_name", ["U+738B"]],
  ])("refuses %s, naming the field and the characters no font prints", async (_what, changes, field, characters) => {
    const refused = await render(changes).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "unprintable_text", status: 422, details: { field, characters } });
    expect((refused as AppError).message).toContain(field);
  });

  // The longest name of each script that fits a signature box at the smallest size, and one syllable more.
  it.each([
    ["Latin", "Ra"],
    ["Devanagari", "र्मा"],
    ["Bengali", "ন্দ্যো"],
    ["Tamil", "முரு"],
    ["Kannada", "ಶ್ರೀ"],
    ["Telugu", "వెం"],
    ["Malayalam", "ക്ഷ്മി"],
    ["Gujarati", "ર્મે"],
    ["Gurmukhi", "ਪ੍ਰੀ"],
    ["Odia", "ଗୋ"],
  ])("prints the longest %s signatory name that fits its box at 5 pt, and refuses a longer one naming the field", async (_script, syllable) => {
    const fits = (count: number) => render({ signatories: ["Asha Verma", syllable.repeat(count)] }).then(() => true, () => false);
    // Bisected, a handful of renders rather than one per syllable: a name fits or not by its width alone.
    let [fitting, refused] = [1, 64];
    while (refused - fitting > 1) {
      const middle = Math.floor((fitting + refused) / 2);
      if (await fits(middle)) fitting = middle;
      else refused = middle;
    }
    const longest = syllable.repeat(fitting);
    const text = execFileSync("pdftotext", ["-", "-"], { input: await render({ signatories: ["Asha Verma", longest] }) }).toString("utf8");
    expect(text.replace(/\s+/g, " ")).toContain(longest);
    await expect(render({ signatories: ["Asha Verma", longest + syllable] })).rejects.toMatchObject({
      code: "unprintable_text",
      details: { field: "mandate.signatories[1]" },
    });
    // Long enough for a real name: more than 18 UTF-16 units in every script (Latin fits about 44 at 5 pt).
    expect(longest.length).toBeGreaterThan(18);
  });

  it("prints a long value whole, smaller, rather than cutting it", async () => {
    const creditor = "A Very Long Lender Name Private Limited Registered As A Non-Banking Financial Company Of India";
    expect((await read(await render({ creditor_name: creditor }))).text).toContain(creditor);
  });

  it("embeds each font it uses once (the ₹ is Latin Extended), Latin and Devanagari side by side in one value", async () => {
    const bytes = await render({ creditor_name: "Asha (आशा) Verma & Sons (वर्मा)" });
    expect((await read(bytes)).text).toContain("I/We hereby authorize Asha (");
    const fontNames = [...new TextDecoder("latin1").decode(bytes).matchAll(/\/FontName \/(\w+)/g)].map((match) => match[1]);
    expect(fontNames.toSorted()).toEqual(["NotoSans", "NotoSansBold", "NotoSansDevanagari", "NotoSansLatinExt"]);
  });

  it("stays under 150 KB with names in every Indian script of contract section 8", async () => {
    const bytes = await render({
      creditor_name: "LoanDesk Demo Finance Pvt. Ltd. (ಲೋನ್‌ಡೆಸ್ಕ್)",
      ac_name: "অনিন্দ্য বন্দ্যোপাধ্যায় / ലക്ഷ്മി ഗോപാലകൃഷ്ണൻ",
      bank_name: "ધર્મેન્દ્ર સહકારી બેંક · ଶ୍ରୀକାନ୍ତ · ਗੁਰਪ੍ਰੀਤ · వెంకటేశ్వర్లు",
      signatories: ["অনিন্দ্য বন্দ্যোপাধ্যায়", "பொன்னுசாமி கௌசல்யா", "धर्मेंद्र क़ुरैशी"],
    });
    const fontNames = [...new TextDecoder("latin1").decode(bytes).matchAll(/\/FontName \/(\w+)/g)].map((match) => match[1]);
    expect(fontNames).toHaveLength(12);
    expect(bytes.byteLength).toBeLessThan(150 * 1024);
  });

  it("gives the same bytes for the same mandate, and other bytes for another", async () => {
    const { bytes: first } = await readSample();
    const second = await render();
    const other = await render({ amount: 120001 });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
  });
});
