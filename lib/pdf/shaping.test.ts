import { execFileSync } from "node:child_process";
import fontkit from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import path from "node:path";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderKfsPdf } from "@/lib/documents/kfs-pdf";
import { hi } from "@/lib/documents/kfs-wording.hi";
import { sampleKfs } from "@/lib/kfs/sample-kfs";
import { renderMandateForm } from "@/lib/documents/mandate-form-pdf";
import { SAMPLE_MANDATE } from "@/lib/nach/sample-mandate";
import { woffToSfnt } from "./woff-to-sfnt";

/** Each font file by the name the PDF gives it (lib/pdf/fonts.ts). */
const FONT_FILES: Record<string, [pkg: string, file: string]> = {
  NotoSans: ["noto-sans", "noto-sans-latin-400-normal.woff"],
  NotoSansDevanagari: ["noto-sans-devanagari", "noto-sans-devanagari-devanagari-400-normal.woff"],
  NotoSansDevanagariBold: ["noto-sans-devanagari", "noto-sans-devanagari-devanagari-700-normal.woff"],
  NotoSansBengali: ["noto-sans-bengali", "noto-sans-bengali-bengali-400-normal.woff"],
  NotoSansTamil: ["noto-sans-tamil", "noto-sans-tamil-tamil-400-normal.woff"],
  NotoSansKannada: ["noto-sans-kannada", "noto-sans-kannada-kannada-400-normal.woff"],
  NotoSansTelugu: ["noto-sans-telugu", "noto-sans-telugu-telugu-400-normal.woff"],
  NotoSansMalayalam: ["noto-sans-malayalam", "noto-sans-malayalam-malayalam-400-normal.woff"],
  NotoSansGujarati: ["noto-sans-gujarati", "noto-sans-gujarati-gujarati-400-normal.woff"],
  NotoSansGurmukhi: ["noto-sans-gurmukhi", "noto-sans-gurmukhi-gurmukhi-400-normal.woff"],
  NotoSansOriya: ["noto-sans-oriya", "noto-sans-oriya-oriya-400-normal.woff"],
};

/**
 * Names in each script, each with the runs it must print as (text, font):
 * conjuncts, reph, two-part vowel signs, nukta (decomposed, as keyboards
 * type it), zero-width joiners and names mixing two scripts.
 */
const NAMES: [what: string, runs: [text: string, font: string][]][] = [
  ["Latin, with a ligature and kerning", [["Ffion Wyatt-Ó Briain", "NotoSans"]]],
  ["Devanagari: reph, conjuncts, nukta", [["धर्मेंद्र क\u093Cुरैशी", "NotoSansDevanagari"]]],
  ["Devanagari: ZWJ half form, ZWNJ explicit virama", [["क्\u200Dष क्\u200Cष", "NotoSansDevanagari"]]],
  ["Bengali: conjuncts, two-part vowel, nukta", [["অনিন্দ্য বন্দ্যোপাধ্যা\u09AF\u09BC", "NotoSansBengali"]]],
  ["Bengali: reph, two-part vowel, ZWJ ya-phala", [["অর্পিতা কৌশিক র\u200D্যাব", "NotoSansBengali"]]],
  ["Tamil: two-part vowels, conjunct", [["பொன்னுசாமி கௌசல்யா ஸ்ரீ", "NotoSansTamil"]]],
  ["Kannada: conjuncts, arkavattu", [["ಶ್ರೀನಿವಾಸ ಕೃಷ್ಣಮೂರ್ತಿ", "NotoSansKannada"]]],
  ["Telugu: conjuncts, two-part vowel", [["వెంకటేశ్వర్లు కొండయ్య", "NotoSansTelugu"]]],
  ["Malayalam: conjuncts, two-part vowel, chillu", [["ലക്ഷ്മി ഗോപാലകൃഷ്ണൻ", "NotoSansMalayalam"]]],
  ["Gujarati: reph, conjuncts", [["ધર્મેન્દ્ર પટેલ", "NotoSansGujarati"]]],
  ["Gurmukhi: subjoined ra, reordered i, nukta", [["ਖ\u0A3Cੁਸ਼ਪ੍ਰੀਤ ਸਿੰਘ", "NotoSansGurmukhi"]]],
  ["Odia: conjuncts, two-part vowels", [["ଶ୍ରୀକାନ୍ତ ଗୋବିନ୍ଦ କୌଶିକ", "NotoSansOriya"]]],
  [
    "Bengali and Devanagari in one name",
    [
      ["আশা ", "NotoSansBengali"],
      ["वर्मा", "NotoSansDevanagari"],
    ],
  ],
  [
    "Latin and Kannada in one name",
    [
      ["Ravi ", "NotoSans"],
      ["ರವಿ", "NotoSansKannada"],
    ],
  ],
];

interface Placed {
  id: number;
  /** Where the glyph is drawn from the run's origin, in thousandths of the font size. */
  x: number;
  y: number;
}

let harfBuzz: Promise<typeof import("harfbuzzjs")> | undefined;

/** HarfBuzz's own shaping of the text with the font, positions in thousandths of an em. */
async function harfBuzzShaping(text: string, font: string): Promise<Placed[]> {
  harfBuzz ??= import("harfbuzzjs");
  const hb = await harfBuzz;
  const [pkg, file] = FONT_FILES[font] ?? [];
  const woff = readFileSync(path.join(process.cwd(), "node_modules", "@fontsource", pkg ?? "", "files", file ?? ""));
  const face = new hb.Face(new hb.Blob(woffToSfnt(new Uint8Array(woff))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(face), buffer);
  const scale = 1000 / face.upem;
  let pen = 0;
  return buffer.getGlyphInfosAndPositions().map((glyph) => {
    const placed = { id: glyph.codepoint, x: (pen + (glyph.xOffset ?? 0)) * scale, y: (glyph.yOffset ?? 0) * scale };
    pen += glyph.xAdvance ?? 0;
    return placed;
  });
}

interface DrawnRun {
  font: string;
  glyphs: Placed[];
}

/** A font resource's name in the PDF (BaseFont) and its glyph widths (W), by CID. */
function fontsOf(pdf: PDFDocument, pageIndex: number): Map<string, { name: string; widths: Map<number, number> }> {
  const fonts = new Map<string, { name: string; widths: Map<number, number> }>();
  const resources = pdf.getPage(pageIndex).node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  for (const [key, ref] of resources?.entries() ?? []) {
    const dict = pdf.context.lookup(ref, PDFDict);
    const descendant = pdf.context.lookup(dict.lookup(PDFName.of("DescendantFonts"), PDFArray).get(0), PDFDict);
    const w = descendant.lookup(PDFName.of("W"), PDFArray).asArray();
    const widths = new Map<number, number>();
    for (let index = 0; index < w.length; index += 2) {
      const cid = (w[index] as PDFNumber).asNumber();
      const list = (w[index + 1] instanceof PDFRef ? pdf.context.lookup(w[index + 1] as PDFRef) : w[index + 1]) as PDFArray;
      list.asArray().forEach((width, offset) => widths.set(cid + offset, (width as PDFNumber).asNumber()));
    }
    fonts.set(key.asString(), { name: dict.lookup(PDFName.of("BaseFont"), PDFName).asString().slice(1), widths });
  }
  return fonts;
}

/**
 * Every text object (BT … ET) of the page as the glyphs it shows: the CIDs
 * in its TJ and Tj strings, which the CIDToGIDMap ties to the original
 * font's glyph ids (glyph-font.ts), each placed by the TJ numbers, the
 * font's widths and the text rise, as a viewer places it.
 */
async function drawnRuns(bytes: Uint8Array): Promise<DrawnRun[]> {
  const pdf = await PDFDocument.load(bytes);
  const runs: DrawnRun[] = [];
  for (const [pageIndex, page] of pdf.getPages().entries()) {
    const fonts = fontsOf(pdf, pageIndex);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const content = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
      .join("\n");
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const font = fonts.get(/(\/[^\s]+) [\d.]+ Tf/.exec(block ?? "")?.[1] ?? "");
      if (!font) continue;
      const glyphs: Placed[] = [];
      let x = 0;
      let rise = 0;
      const size = Number(/ ([\d.]+) Tf/.exec(block ?? "")?.[1]);
      for (const [, operands, operator] of (block ?? "").matchAll(/(\[[^\]]*\]|<[0-9A-Fa-f]*>|-?[\d.]+) (TJ|Tj|Ts)/g)) {
        if (operator === "Ts") {
          rise = (Number(operands) * 1000) / size;
          continue;
        }
        for (const [, hex, number] of (operands ?? "").matchAll(/<([0-9A-Fa-f]*)>|(-?[\d.]+)/g)) {
          if (number !== undefined) x -= Number(number);
          for (const cid of (hex ?? "").match(/.{4}/g) ?? []) {
            const id = parseInt(cid, 16);
            glyphs.push({ id, x, y: rise });
            x += font.widths.get(id) ?? 0;
          }
        }
      }
      runs.push({ font: font.name, glyphs });
    }
  }
  return runs;
}

const rounded = (glyphs: Placed[]) => glyphs.map(({ id, x, y }) => ({ id, x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 }));

/** pdftotext (poppler), which reads ActualText as Acrobat does, whitespace collapsed. */
function pdftotext(bytes: Uint8Array): string {
  return execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");
}

let hindi: Promise<Uint8Array> | undefined;

/** The sample statement in Hindi, rendered once. */
function hindiKfs(): Promise<Uint8Array> {
  hindi ??= renderKfsPdf({ kfs: sampleKfs(), borrowerName: "অনিন্দ্য বন্দ্যোপাধ্যায়", lang: "hi" });
  return hindi;
}

/** The form with the name as its signatory, or (`shrink`) as its account holder, whose box shrinks any length to fit. */
const renderForm = (name: string, { shrink = false } = {}) =>
  renderMandateForm({
    nachId: "7f1c2a52-9d1e-4a57-8c1e-2f0b7f3a9e10",
    mandate: { ...SAMPLE_MANDATE, ac_name: shrink ? name : "Asha Verma", signatories: shrink ? ["Asha Verma"] : [name] },
  });

// A form renders in a fraction of a second, several on a busy machine.
describe("shaped text in the PDFs", { timeout: 30_000 }, () => {
  it.each(NAMES)("draws HarfBuzz's glyphs, where HarfBuzz places them, for %s, and extracts as written", async (_what, runs) => {
    const name = runs.map(([text]) => text).join("");
    const bytes = await renderForm(name);
    const drawn = await drawnRuns(bytes);
    for (const [text, font] of runs) {
      const expected = rounded(await harfBuzzShaping(text, font));
      expect(drawn.map((run) => ({ font: run.font, glyphs: rounded(run.glyphs) }))).toContainEqual({ font, glyphs: expected });
    }
    expect(pdftotext(bytes)).toContain(name);
  });

  it("embeds every drawn glyph with the outline it has in the font (a corrupt subset prints blanks)", async () => {
    const bytes = await renderForm(NAMES.map(([, runs]) => runs.map(([text]) => text).join("")).join(" "), { shrink: true });
    const pdf = await PDFDocument.load(bytes);
    const fonts = pdf.getPage(0).node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    let checked = 0;
    for (const [, ref] of fonts?.entries() ?? []) {
      const descendant = pdf.context.lookup(pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("DescendantFonts"), PDFArray).get(0), PDFDict);
      const name = descendant.lookup(PDFName.of("BaseFont"), PDFName).asString().slice(1);
      const [pkg, file] = FONT_FILES[name] ?? [];
      if (!pkg || !file) continue;
      const original = fontkit.create(Buffer.from(woffToSfnt(new Uint8Array(readFileSync(path.join(process.cwd(), "node_modules", "@fontsource", pkg, "files", file))))));
      const stream = (dict: PDFDict, key: string) => {
        const raw = pdf.context.lookup(dict.get(PDFName.of(key)));
        if (!(raw instanceof PDFRawStream)) throw new Error(`${key} is not a stream`);
        return decodePDFRawStream(raw).decode();
      };
      const map = stream(descendant, "CIDToGIDMap");
      const subset = fontkit.create(Buffer.from(stream(descendant.lookup(PDFName.of("FontDescriptor"), PDFDict), "FontFile2")));
      for (let cid = 0; 2 * cid < map.length; cid++) {
        const gid = ((map[2 * cid] ?? 0) << 8) | (map[2 * cid + 1] ?? 0);
        if (gid === 0) continue;
        expect(subset.getGlyph(gid).path.toSVG(), `${name} glyph ${cid}`).toBe(original.getGlyph(cid).path.toSVG());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("shapes the KFS's text the same way (the borrower's name)", async () => {
    const name = "অনিন্দ্য বন্দ্যোপাধ্যা\u09AF\u09BC";
    const bytes = await renderKfsPdf({ kfs: sampleKfs(), borrowerName: name, lang: "en" });
    const drawn = await drawnRuns(bytes);
    const expected = rounded(await harfBuzzShaping(name, "NotoSansBengali"));
    expect(drawn.map((run) => ({ font: run.font, glyphs: rounded(run.glyphs) }))).toContainEqual({ font: "NotoSansBengali", glyphs: expected });
    expect(pdftotext(bytes)).toContain(name);
  });

  // Labels that are one run each: Devanagari and spaces only, on one line; the title and the headings in bold.
  it.each([
    [hi.title, "NotoSansDevanagariBold"],
    [hi.schedule.heading, "NotoSansDevanagariBold"],
    [hi.schedule.columns[0], "NotoSansDevanagariBold"],
    [hi.header.lender, "NotoSansDevanagari"],
    [hi.header.borrower, "NotoSansDevanagari"],
    [hi.header.lendingServiceProvider, "NotoSansDevanagari"],
    [hi.header.kfsNumber, "NotoSansDevanagari"],
    [hi.part1.loanType, "NotoSansDevanagari"],
    [hi.instalmentTypes.monthly, "NotoSansDevanagari"],
    [hi.loanTypes.personal_loan, "NotoSansDevanagari"],
    [hi.fees.processing, "NotoSansDevanagari"],
    [hi.annexB.dueDates, "NotoSansDevanagari"],
  ])("draws the Hindi KFS's label %s with HarfBuzz's glyphs in %s, and extracts it as written", async (label, font) => {
    const bytes = await hindiKfs();
    const drawn = await drawnRuns(bytes);
    expect(drawn.map((run) => ({ font: run.font, glyphs: rounded(run.glyphs) }))).toContainEqual({ font, glyphs: rounded(await harfBuzzShaping(label, font)) });
    expect(pdftotext(bytes)).toContain(label);
  });
});
