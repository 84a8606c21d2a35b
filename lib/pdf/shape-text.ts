type HarfBuzz = typeof import("harfbuzzjs");

/** One glyph as HarfBuzz placed it, in font units (HarfBuzz's default scale is the font's units per em). */
export interface ShapedGlyph {
  /** The glyph's id in the font. */
  id: number;
  /** The index in the text (UTF-16 code units) of the first character of the glyph's cluster. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A font ready to shape with: a text's glyphs, in visual order. */
export interface Shaper {
  unitsPerEm: number;
  shape(text: string): ShapedGlyph[];
  /** The code points the font maps to a glyph. */
  codePoints(): Set<number>;
}

let loading: Promise<HarfBuzz> | undefined;

/*
 * harfbuzzjs is an ES module that instantiates its WebAssembly with a
 * top-level await, which a CommonJS caller (tsx's require hook, as the render
 * worker's tests use) cannot require: imported on first use instead.
 */
function harfBuzz(): Promise<HarfBuzz> {
  loading ??= import("harfbuzzjs");
  return loading;
}

/**
 * HarfBuzz over an OpenType font's bytes (not WOFF: see woff-to-sfnt.ts).
 * Each text is shaped with the script, direction and language HarfBuzz
 * guesses from it, which is right for a run of one script
 * (splitIntoRuns in fonts.ts makes them).
 */
export async function createShaper(sfnt: Uint8Array): Promise<Shaper> {
  const hb = await harfBuzz();
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  // One buffer for every text: shaping is synchronous, so no two shapes share it at once.
  const buffer = new hb.Buffer();
  return {
    unitsPerEm: face.upem,
    shape(text) {
      buffer.reset();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      return infos.map((info, index) => {
        const position = positions[index];
        return { id: info.codepoint, cluster: info.cluster, xAdvance: position?.xAdvance ?? 0, xOffset: position?.xOffset ?? 0, yOffset: position?.yOffset ?? 0 };
      });
    },
    codePoints: () => new Set(face.collectUnicodes()),
  };
}
