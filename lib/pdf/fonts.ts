// @pdf-lib/fontkit's Indic shaper is compiled to generators that call a
// global regeneratorRuntime, which this import defines.
import "regenerator-runtime/runtime.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFHexString, PDFName, PDFOperator, PDFOperatorNames, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The fonts a document (the mandate form, the KFS) may print with, in order of preference. A character is
 * printed with the first font that has a glyph for it; Devanagari's glyphs are
 * reordered by shaping (the reph of "र्" moves after the consonant it sits
 * on), so its runs also carry their text as written (`ActualText`).
 *
 * Latin, Devanagari, Bengali, Tamil and Kannada print: the Indian scripts
 * whose Noto Sans files @fontsource publishes, less Malayalam, whose marks
 * @pdf-lib/fontkit cannot position. Malayalam, Gujarati, Gurmukhi, Telugu
 * and Odia have no font here, so each of their characters prints as
 * "?": the form visibly cannot be signed as it is, while readers that honour
 * ActualText still extract the text as written. Adding a script's
 * `@fontsource/noto-sans-<script>` file to this table prints it.
 */
const FONT_FILES = [
  { name: "NotoSans", pkg: "noto-sans", file: "noto-sans-latin-400-normal.woff", reordered: false },
  { name: "NotoSansLatinExt", pkg: "noto-sans", file: "noto-sans-latin-ext-400-normal.woff", reordered: false },
  { name: "NotoSansDevanagari", pkg: "noto-sans-devanagari", file: "noto-sans-devanagari-devanagari-400-normal.woff", reordered: true },
  { name: "NotoSansBengali", pkg: "noto-sans-bengali", file: "noto-sans-bengali-bengali-400-normal.woff", reordered: true },
  { name: "NotoSansTamil", pkg: "noto-sans-tamil", file: "noto-sans-tamil-tamil-400-normal.woff", reordered: true },
  { name: "NotoSansKannada", pkg: "noto-sans-kannada", file: "noto-sans-kannada-kannada-400-normal.woff", reordered: true },
] as const;

const BOLD_FILE = { name: "NotoSansBold", pkg: "noto-sans", file: "noto-sans-latin-700-normal.woff" } as const;

export interface LoadedFont {
  name: string;
  bytes: Uint8Array;
  covers: (codePoint: number) => boolean;
  reordered: boolean;
}

interface LoadedFonts {
  text: LoadedFont[];
  bold: LoadedFont;
}

/*
 * Read from node_modules under the working directory rather than through
 * require.resolve: route handlers are bundled, and the bundler rewrites module
 * paths, while `next start`, the tests and the scripts all run from the
 * project's root.
 */
async function loadFont({ name, pkg, file }: { name: string; pkg: string; file: string }, reordered = false): Promise<LoadedFont> {
  const bytes = new Uint8Array(await readFile(path.join(process.cwd(), "node_modules", "@fontsource", pkg, "files", file)));
  const parsed = fontkit.create(bytes);
  return { name, bytes, covers: (codePoint) => parsed.hasGlyphForCodePoint(codePoint), reordered };
}

let loading: Promise<LoadedFonts> | undefined;

/** The font files, read once per process. */
function loadFonts(): Promise<LoadedFonts> {
  loading ??= Promise.all([Promise.all(FONT_FILES.map((font) => loadFont(font, font.reordered))), loadFont(BOLD_FILE)]).then(
    ([text, bold]) => ({ text, bold }),
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * plain: printed as written; shaped: printed as shaped glyphs, with the text
 * as written beside them; missing: no font has these characters, so a "?"
 * is printed for each, with the text as written beside them.
 */
export type RunKind = "plain" | "shaped" | "missing";

export interface TextRun {
  text: string;
  font: LoadedFont;
  kind: RunKind;
}

function kindOf(font: LoadedFont | undefined): RunKind {
  if (!font) return "missing";
  return font.reordered ? "shaped" : "plain";
}

/** Splits text into runs that one font can print, keeping spaces and marks inside the run they belong to. */
export function splitIntoRuns(text: string, fonts: LoadedFont[]): TextRun[] {
  const [fallback] = fonts;
  if (!fallback) throw new Error("No font to print with");
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    if (current && current.kind !== "missing" && current.font.covers(codePoint)) {
      current.text += char;
      continue;
    }
    const covering = fonts.find((candidate) => candidate.covers(codePoint));
    const font = covering ?? fallback;
    const kind = kindOf(covering);
    if (current && current.font === font && current.kind === kind) current.text += char;
    else runs.push({ text: char, font, kind });
  }
  return runs;
}

/** A document's fonts: each embedded on first use, as a subset with a fixed name so the same form gives the same bytes. */
export class PdfFonts {
  // Promises, so that runs measured side by side embed a font only once.
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly loaded: LoadedFonts,
  ) {}

  static async for(pdf: PDFDocument): Promise<PdfFonts> {
    pdf.registerFontkit(fontkit);
    return new PdfFonts(pdf, await loadFonts());
  }

  private embed(font: LoadedFont): Promise<PDFFont> {
    const known = this.embedded.get(font.name);
    if (known) return known;
    const embedding = this.pdf.embedFont(font.bytes, { subset: true, customName: font.name });
    this.embedded.set(font.name, embedding);
    return embedding;
  }

  private async runs(text: string, bold: boolean): Promise<{ text: string; printed: string; font: PDFFont; actualText: boolean }[]> {
    // The bold face is Latin only: text it cannot print is printed in the regular faces.
    const inBold = bold && [...text].every((char) => this.loaded.bold.covers(char.codePointAt(0) ?? 0));
    const runs: TextRun[] = inBold ? [{ text, font: this.loaded.bold, kind: "plain" }] : splitIntoRuns(text, this.loaded.text);
    return Promise.all(
      runs.map(async (run) => {
        const font = await this.embed(run.font);
        if (run.kind !== "missing" && canLayOut(font, run.text)) return { text: run.text, printed: run.text, font, actualText: run.kind !== "plain" };
        const [fallback] = this.loaded.text;
        return { text: run.text, printed: "?".repeat([...run.text].length), font: fallback ? await this.embed(fallback) : font, actualText: true };
      }),
    );
  }

  async widthOf(text: string, size: number, bold = false): Promise<number> {
    const runs = await this.runs(text, bold);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.printed, size), 0);
  }

  /** Draws text left to right from (x, y), switching fonts between runs; returns the width drawn. */
  async draw(page: PDFPage, text: string, { x, y, size, bold = false }: { x: number; y: number; size: number; bold?: boolean }): Promise<number> {
    let offset = 0;
    for (const run of await this.runs(text, bold)) {
      if (run.actualText) page.pushOperators(beginActualText(run.text));
      page.drawText(run.printed, { x: x + offset, y, size, font: run.font });
      if (run.actualText) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      offset += run.font.widthOfTextAtSize(run.printed, size);
    }
    return offset;
  }
}

/**
 * Whether the font engine can shape this text. @pdf-lib/fontkit throws on
 * some fonts' mark positioning (Noto Sans Malayalam, for one); such a run
 * prints as "?"s, like a script without a font, rather than failing the form.
 */
function canLayOut(font: PDFFont, text: string): boolean {
  try {
    font.widthOfTextAtSize(text, 1);
    return true;
  } catch {
    return false;
  }
}

/*
 * Shaped glyphs are in visual order, so an extractor reading glyphs alone
 * returns "वमार्" for "वर्मा"; ActualText (PDF 32000-1, 14.9.4) gives readers
 * that honour it (Acrobat, poppler's pdftotext) the text as written.
 */
function beginActualText(text: string): PDFOperator {
  const properties = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
  return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]);
}
