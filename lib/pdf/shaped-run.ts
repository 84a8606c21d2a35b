import { PDFArray, PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, type PDFPage } from "pdf-lib";
import type { GlyphFont } from "./glyph-font";
import type { ShapedGlyph } from "./shape-text";

/** A run of text in one font, as HarfBuzz shaped it. */
export interface ShapedRun {
  text: string;
  font: GlyphFont;
  unitsPerEm: number;
  glyphs: ShapedGlyph[];
}

/** The run's width at `size`: the sum of HarfBuzz's advances, which is also how far drawRun moves. */
export function runWidth({ glyphs, unitsPerEm }: ShapedRun, size: number): number {
  return (glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) * size) / unitsPerEm;
}

/** The text each glyph draws alone (its cluster), or undefined for a glyph that shares its cluster with others. */
function clusterTexts({ text, glyphs }: ShapedRun): (string | undefined)[] {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].toSorted((a, b) => a - b);
  const end = (start: number) => starts.find((next) => next > start) ?? text.length;
  return glyphs.map((glyph) => (glyphs.filter((other) => other.cluster === glyph.cluster).length === 1 ? text.slice(glyph.cluster, end(glyph.cluster)) : undefined));
}

/**
 * The operators that show the run's glyphs where HarfBuzz placed them, from
 * the pen at the run's origin: a TJ array whose numbers move each glyph by
 * the difference between HarfBuzz's position (advances and x offset) and
 * where the PDF's own widths would leave it, and a text rise (Ts) for each
 * change of y offset. Numbers in a TJ array are thousandths of the font size
 * (PDF 32000-1, 9.4.3), which is what GlyphFont.widthOf gives.
 */
function showGlyphs(page: PDFPage, run: ShapedRun, size: number): PDFOperator[] {
  const operators: PDFOperator[] = [];
  const toThousandths = (units: number) => (units * 1000) / run.unitsPerEm;
  let shown = PDFArray.withContext(page.doc.context);
  // Glyphs shown one after another without a move share one hex string.
  let glyphIds = "";
  const endString = () => {
    if (glyphIds) shown.push(PDFHexString.of(glyphIds));
    glyphIds = "";
  };
  const endArray = () => {
    endString();
    if (shown.size() > 0) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [shown]));
    shown = PDFArray.withContext(page.doc.context);
  };
  let rise = 0;
  let pen = 0;
  let position = 0;
  for (const glyph of run.glyphs) {
    if (glyph.yOffset !== rise) {
      endArray();
      rise = glyph.yOffset;
      operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [PDFNumber.of((rise * size) / run.unitsPerEm)]));
    }
    const target = toThousandths(pen + glyph.xOffset);
    if (target !== position) {
      endString();
      shown.push(PDFNumber.of(position - target));
    }
    glyphIds += glyph.id.toString(16).toUpperCase().padStart(4, "0");
    position = target + run.font.widthOf(glyph.id);
    pen += glyph.xAdvance;
  }
  endArray();
  return operators;
}

/**
 * Marks the run's glyphs as drawn with the text each draws alone (the
 * font's ToUnicode map); true when they read back as the run's text, false
 * when shaping reordered, split or merged them (a reph, a two-part vowel, a
 * conjunct) and the text needs ActualText to extract as written.
 */
export function markGlyphs(run: ShapedRun): boolean {
  const texts = clusterTexts(run);
  for (const [index, glyph] of run.glyphs.entries()) run.font.use(glyph.id, texts[index]);
  return run.font.readBack(run.glyphs.map((glyph) => glyph.id)) === run.text;
}

/** Draws the run with its baseline's left end at (x, y); returns its width. */
export function drawRun(page: PDFPage, run: ShapedRun, { x, y, size }: { x: number; y: number; size: number }): number {
  page.pushOperators(
    // Saved and restored: a text rise (Ts) would otherwise outlive the run.
    PDFOperator.of(PDFOperatorNames.PushGraphicsState),
    PDFOperator.of(PDFOperatorNames.BeginText),
    PDFOperator.of(PDFOperatorNames.SetFontAndSize, [run.font.selectOn(page), PDFNumber.of(size)]),
    PDFOperator.of(PDFOperatorNames.SetTextMatrix, [1, 0, 0, 1, x, y].map((value) => PDFNumber.of(value))),
    ...showGlyphs(page, run, size),
    PDFOperator.of(PDFOperatorNames.EndText),
    PDFOperator.of(PDFOperatorNames.PopGraphicsState),
  );
  return runWidth(run, size);
}

/**
 * Marks what `draw` draws as standing for `text` as written (ActualText,
 * PDF 32000-1, 14.9.4), which Acrobat and poppler's pdftotext extract in
 * place of the glyphs. One span for a whole value, across its scripts, so a
 * mixed-script name extracts as one piece.
 */
export function withActualText(page: PDFPage, text: string, draw: () => number): number {
  const properties = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
  page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]));
  const width = draw();
  page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  return width;
}
