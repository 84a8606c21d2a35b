import type { Font as FontkitFont, SubsetStream } from "@pdf-lib/fontkit";
import { PDFName, PDFString, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";

/** FontDescriptor flag 3, Symbolic: the font's own glyphs, not the standard Latin set (PDF 32000-1, 9.8.2). */
const SYMBOLIC = 4;

/**
 * A font drawn by glyph id, as HarfBuzz chose the glyphs, and embedded as a
 * subset of the glyphs used. Its CIDs are the glyph ids of the original font,
 * a CIDToGIDMap pointing each at its place in the subset: the content stream
 * shows the ids HarfBuzz returned, so a test compares them with HarfBuzz's
 * shaping directly.
 *
 * Each glyph maps back to the text of the cluster it alone drew the first
 * time it was drawn (ToUnicode), so Latin text extracts without ActualText;
 * a run whose glyphs do not read back as its text carries ActualText
 * (shaped-run.ts).
 */
export class GlyphFont {
  private readonly ref: PDFRef;
  private readonly resource: PDFName;
  /** Each glyph drawn, with the text it reads back as ("" when it drew part of a cluster). */
  private readonly glyphs = new Map<number, string>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly name: string,
    private readonly font: FontkitFont,
  ) {
    this.ref = pdf.context.nextRef();
    this.resource = PDFName.of(name);
  }

  /** The name a content stream selects the font by (Tf), declared in the page's resources. */
  selectOn(page: PDFPage): PDFName {
    page.node.setFontDictionary(this.resource, this.ref);
    return this.resource;
  }

  /**
   * Marks the glyph as drawn; `text` is the cluster it draws alone, undefined
   * when it shares its cluster. A glyph's text, once set, never changes, so a
   * run that read back as its text (no ActualText) still does when the
   * document is saved.
   */
  use(glyphId: number, text: string | undefined): void {
    const known = this.glyphs.get(glyphId);
    if (known === undefined || (known === "" && text !== undefined)) this.glyphs.set(glyphId, text ?? "");
  }

  /** What a text extractor reads for these glyphs through the ToUnicode map. */
  readBack(glyphIds: number[]): string {
    return glyphIds.map((id) => this.glyphs.get(id) ?? "").join("");
  }

  /** The glyph's width as the PDF declares it (W), in thousandths of the font size. */
  widthOf(glyphId: number): number {
    return (this.font.getGlyph(glyphId).advanceWidth * 1000) / this.font.unitsPerEm;
  }

  /** Writes the font's objects, once every glyph is drawn; a font never drawn writes nothing. */
  async embed(): Promise<void> {
    if (this.glyphs.size === 0) return;
    const context = this.pdf.context;
    const ids = [...this.glyphs.keys()].toSorted((a, b) => a - b);
    const subset = this.font.createSubset();
    const subsetIds = new Map(ids.map((id) => [id, subset.includeGlyph(id)]));
    const fontFile = context.register(context.flateStream(await encode(subset.encodeStream())));
    const cidToGid = new Uint8Array(2 * ((ids.at(-1) ?? 0) + 1));
    for (const [id, subsetId] of subsetIds) new DataView(cidToGid.buffer).setUint16(2 * id, subsetId);

    const scale = 1000 / this.font.unitsPerEm;
    const { ascent, descent, capHeight, italicAngle, bbox } = this.font;
    const descriptor = context.register(
      context.obj({
        Type: "FontDescriptor",
        FontName: this.name,
        Flags: SYMBOLIC,
        FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
        ItalicAngle: italicAngle,
        Ascent: ascent * scale,
        Descent: descent * scale,
        CapHeight: (capHeight || ascent) * scale,
        StemV: 0,
        FontFile2: fontFile,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: this.name,
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        W: ids.flatMap((id) => [id, [this.widthOf(id)]]),
        CIDToGIDMap: context.register(context.flateStream(cidToGid)),
      }),
    );
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(this.glyphs)));
    context.assign(
      this.ref,
      context.obj({ Type: "Font", Subtype: "Type0", BaseFont: this.name, Encoding: "Identity-H", DescendantFonts: [cidFont], ToUnicode: toUnicode }),
    );
  }
}

function encode(stream: SubsetStream): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    stream.on("data", (bytes) => parts.push(bytes)).on("end", () => resolve(Buffer.concat(parts)));
  });
}

const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");

/** A CMap mapping each glyph that reads back as text to that text (PDF 32000-1, 9.10.3), at most 100 entries a block. */
function toUnicodeCMap(glyphs: Map<number, string>): string {
  const entries = [...glyphs]
    .filter(([, text]) => text !== "")
    .toSorted(([a], [b]) => a - b)
    .map(([id, text]) => `<${hex(id)}> <${[...text].map((char) => utf16Hex(char)).join("")}>`);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

function utf16Hex(char: string): string {
  let out = "";
  for (let index = 0; index < char.length; index++) out += hex(char.charCodeAt(index));
  return out;
}
