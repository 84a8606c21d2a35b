import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit, { type Font as FontkitFont } from "@pdf-lib/fontkit";
import type { PDFDocument, PDFPage } from "pdf-lib";
import { AppError } from "@/lib/errors/app-error";
import { GlyphFont } from "./glyph-font";
import { createShaper, type Shaper } from "./shape-text";
import { drawRun, markGlyphs, runWidth, withActualText, type ShapedRun } from "./shaped-run";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * The fonts a document (the mandate form, the KFS) may print with, in order
 * of preference: a character is printed with the first font that has a
 * glyph for it. Latin and the nine Indian scripts of contract section 8, each
 * the Noto Sans file @fontsource publishes for it; every run is shaped by
 * HarfBuzz (shape-text.ts) and drawn glyph by glyph (shaped-run.ts), so
 * conjuncts, reph, two-part vowels and nukta print as written. A character
 * none of them has is refused (refuseUnprintable), never printed as a box.
 * Latin and Devanagari (the KFS's Hindi wording) have a bold face too.
 */
const FONT_FILES = [
  { name: "NotoSans", pkg: "noto-sans", file: "noto-sans-latin-400-normal.woff", bold: { name: "NotoSansBold", pkg: "noto-sans", file: "noto-sans-latin-700-normal.woff" } },
  { name: "NotoSansLatinExt", pkg: "noto-sans", file: "noto-sans-latin-ext-400-normal.woff" },
  {
    name: "NotoSansDevanagari",
    pkg: "noto-sans-devanagari",
    file: "noto-sans-devanagari-devanagari-400-normal.woff",
    bold: { name: "NotoSansDevanagariBold", pkg: "noto-sans-devanagari", file: "noto-sans-devanagari-devanagari-700-normal.woff" },
  },
  { name: "NotoSansBengali", pkg: "noto-sans-bengali", file: "noto-sans-bengali-bengali-400-normal.woff" },
  { name: "NotoSansTamil", pkg: "noto-sans-tamil", file: "noto-sans-tamil-tamil-400-normal.woff" },
  { name: "NotoSansKannada", pkg: "noto-sans-kannada", file: "noto-sans-kannada-kannada-400-normal.woff" },
  { name: "NotoSansTelugu", pkg: "noto-sans-telugu", file: "noto-sans-telugu-telugu-400-normal.woff" },
  { name: "NotoSansMalayalam", pkg: "noto-sans-malayalam", file: "noto-sans-malayalam-malayalam-400-normal.woff" },
  { name: "NotoSansGujarati", pkg: "noto-sans-gujarati", file: "noto-sans-gujarati-gujarati-400-normal.woff" },
  { name: "NotoSansGurmukhi", pkg: "noto-sans-gurmukhi", file: "noto-sans-gurmukhi-gurmukhi-400-normal.woff" },
  { name: "NotoSansOriya", pkg: "noto-sans-oriya", file: "noto-sans-oriya-oriya-400-normal.woff" },
];

/** Zero-width non-joiner and joiner: they choose how an Indian conjunct is drawn, so they stay in the run they are typed in. */
const JOINERS = new Set([0x200c, 0x200d]);

interface FontFile {
  name: string;
  pkg: string;
  file: string;
  bold?: FontFile;
}

export interface LoadedFont {
  name: string;
  covers: (codePoint: number) => boolean;
  shaper: Shaper;
  /** The same font parsed by fontkit, which subsets it for embedding. */
  parsed: FontkitFont;
  bold?: LoadedFont;
}

/*
 * Read from node_modules under the working directory rather than through
 * require.resolve: route handlers are bundled, and the bundler rewrites module
 * paths, while `next start`, the tests and the scripts all run from the
 * project's root.
 */
async function loadFont({ name, pkg, file, bold }: FontFile): Promise<LoadedFont> {
  const sfnt = woffToSfnt(new Uint8Array(await readFile(path.join(process.cwd(), "node_modules", "@fontsource", pkg, "files", file))));
  const shaper = await createShaper(sfnt);
  const codePoints = shaper.codePoints();
  return { name, covers: (codePoint) => codePoints.has(codePoint), shaper, parsed: fontkit.create(sfnt), bold: bold && (await loadFont(bold)) };
}

let loading: Promise<LoadedFont[]> | undefined;

/** The font files, read once per process. */
function loadFonts(): Promise<LoadedFont[]> {
  loading ??= Promise.all(FONT_FILES.map(loadFont));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A part of a text that one font prints; `font` undefined when no font has its characters. */
export interface TextRun<F> {
  text: string;
  font: F | undefined;
}

/**
 * Splits text into runs that one font can print. A character stays in the
 * current run whenever that run's font has it, so spaces, digits and
 * punctuation go with the script around them, and a joiner (ZWJ, ZWNJ)
 * always does; characters no font has make runs of their own.
 */
export function splitIntoRuns<F extends { covers: (codePoint: number) => boolean }>(text: string, fonts: F[]): TextRun<F>[] {
  const runs: TextRun<F>[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    if (current?.font && (current.font.covers(codePoint) || JOINERS.has(codePoint))) {
      current.text += char;
      continue;
    }
    const font = fonts.find((candidate) => candidate.covers(codePoint));
    if (current && current.font === font) current.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/**
 * The runs in their fonts' bold faces, or null when a run's font has none
 * (Latin Extended, the other Indian scripts) or lacks one of its
 * characters: a text is bold throughout or not at all.
 */
function inBold(runs: TextRun<LoadedFont>[]): TextRun<LoadedFont>[] | null {
  const bold = runs.map(({ text, font }) => ({ text, font: font?.bold }));
  const printable = bold.every(({ text, font }) => font && [...text].every((char) => font.covers(char.codePointAt(0) ?? 0)));
  return printable ? bold : null;
}

const codePointLabel = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** A document's fonts: each embedded when the document is finished, as a subset of the glyphs it drew, under a fixed name so the same document gives the same bytes. */
export class PdfFonts {
  private readonly embedded = new Map<string, GlyphFont>();
  // A text is measured, often several times while it is wrapped, before it is drawn: shaped once.
  private readonly shaped = new Map<string, ShapedRun[]>();

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly loaded: LoadedFont[],
  ) {}

  static async for(pdf: PDFDocument): Promise<PdfFonts> {
    return new PdfFonts(pdf, await loadFonts());
  }

  /**
   * Refuses a document whose values hold a character no font has, naming
   * the first such field (422 unprintable_text, `details.field` and
   * `details.characters` as U+ code points): a name on a legal document is
   * printed as written or not at all.
   */
  refuseUnprintable(fields: [field: string, value: string][]): void {
    for (const [field, value] of fields) {
      const missing = splitIntoRuns(value, this.loaded).filter((run) => !run.font);
      if (missing.length === 0) continue;
      const characters = [...new Set(missing.flatMap((run) => [...run.text]))];
      throw new AppError("unprintable_text", `${field} has characters no font of this document can print: ${characters.map(codePointLabel).join(", ")}`, {
        field,
        characters: characters.map(codePointLabel),
      });
    }
  }

  private glyphFont(font: LoadedFont): GlyphFont {
    const known = this.embedded.get(font.name);
    if (known) return known;
    const created = new GlyphFont(this.pdf, font.name, font.parsed);
    this.embedded.set(font.name, created);
    return created;
  }

  private runs(text: string, bold: boolean): ShapedRun[] {
    const key = `${bold ? "b" : "r"}:${text}`;
    const known = this.shaped.get(key);
    if (known) return known;
    const regular = splitIntoRuns(text, this.loaded);
    const runs = ((bold && inBold(regular)) || regular).map(({ text: part, font }) => {
      // refuseUnprintable keeps such text from the document's values; this is for the document's own wording.
      if (!font) throw new Error(`No font prints ${[...part].map(codePointLabel).join(", ")}`);
      return { text: part, font: this.glyphFont(font), unitsPerEm: font.shaper.unitsPerEm, glyphs: font.shaper.shape(part) };
    });
    this.shaped.set(key, runs);
    return runs;
  }

  widthOf(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((sum, run) => sum + runWidth(run, size), 0);
  }

  /**
   * Draws text left to right from (x, y), switching fonts between runs;
   * returns the width drawn. Text whose glyphs do not read back as written
   * is drawn inside ActualText.
   */
  draw(page: PDFPage, text: string, { x, y, size, bold = false }: { x: number; y: number; size: number; bold?: boolean }): number {
    const runs = this.runs(text, bold);
    // Every run's glyphs are marked, not only those up to the first that does not read back.
    const readsBack = runs.map(markGlyphs).every(Boolean);
    const drawAll = () => runs.reduce((offset, run) => offset + drawRun(page, run, { x: x + offset, y, size }), 0);
    return readsBack ? drawAll() : withActualText(page, text, drawAll);
  }

  /** Embeds every font drawn with; call once the last text is drawn, before saving. */
  async finish(): Promise<void> {
    for (const font of this.embedded.values()) await font.embed();
  }
}
