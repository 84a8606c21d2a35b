import type { PdfFonts } from "./fonts";

/** Text broken at spaces into lines no wider than `width` as drawn, shaped (a word wider than that gets a line of its own). */
export function wrapLines(fonts: PdfFonts, text: string, { width, size, bold = false }: { width: number; size: number; bold?: boolean }): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && fonts.widthOf(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
