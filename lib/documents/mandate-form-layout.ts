import { rgb, type PDFPage } from "pdf-lib";
import type { PdfFonts } from "@/lib/pdf/fonts";
import { wrapLines } from "@/lib/pdf/wrap-text";

/** A cheque-size page, 8 x 3.67 inches, landscape (NPCI's standard mandate). */
export const PAGE_SIZE = { width: 576, height: 264.24 } as const;

const INK = rgb(0, 0, 0);
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 7.5;
const FIELD_HEIGHT = 12;
const TICK_SIZE = 8;
const CHAR_BOX = 9;
const LABEL_GAP = 3;

/**
 * Drawing on the form in the form's own terms, measured from the top-left
 * corner as a printed form is. A value never overflows its box: a long one is
 * printed smaller, never cut.
 */
export class FormPage {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: PdfFonts,
  ) {}

  private y(top: number): number {
    return PAGE_SIZE.height - top;
  }

  rect({ x, top, width, height, thickness = 0.6 }: { x: number; top: number; width: number; height: number; thickness?: number }) {
    this.page.drawRectangle({ x, y: this.y(top + height), width, height, borderColor: INK, borderWidth: thickness });
  }

  /** Text whose baseline is `baseline` from the top; returns its width. */
  text(text: string, { x, baseline, size = LABEL_SIZE, bold = false }: { x: number; baseline: number; size?: number; bold?: boolean }): number {
    return this.fonts.draw(this.page, text, { x, y: this.y(baseline), size, bold });
  }

  /** The size `text` prints at in `width`: `size`, or smaller when it would not fit. */
  sizeToFit(text: string, width: number, size = VALUE_SIZE): number {
    const natural = this.fonts.widthOf(text, size);
    return natural > width ? (size * width) / natural : size;
  }

  /** Text shrunk as far as needed to fit `width`. */
  fitted(text: string, { x, baseline, width, size = VALUE_SIZE }: { x: number; baseline: number; width: number; size?: number }) {
    this.text(text, { x, baseline, size: this.sizeToFit(text, width, size) });
  }

  centred(text: string, { x, baseline, width, size = LABEL_SIZE }: { x: number; baseline: number; width: number; size?: number }) {
    const natural = this.fonts.widthOf(text, size);
    if (natural >= width) return this.fitted(text, { x, baseline, width, size });
    this.text(text, { x: x + (width - natural) / 2, baseline, size });
  }

  /** A boxed value; returns the box's right edge. */
  box(value: string, { x, top, width }: { x: number; top: number; width: number }): number {
    this.rect({ x, top, width, height: FIELD_HEIGHT });
    if (value) this.fitted(value, { x: x + 2.5, baseline: top + 8.8, width: width - 5 });
    return x + width;
  }

  /** A label and its boxed value, the box filling up to `right`; returns `right`. */
  field(label: string, value: string, { x, top, right }: { x: number; top: number; right: number }): number {
    const labelWidth = this.text(label, { x, baseline: top + 8.5 });
    return this.box(value, { x: x + labelWidth + LABEL_GAP, top, width: right - x - labelWidth - LABEL_GAP });
  }

  /**
   * A tick box and its label; a ticked box holds an "X", which text
   * extraction returns just before the label, so the choice can be read back.
   */
  option(label: string, ticked: boolean, { x, top }: { x: number; top: number }): number {
    const boxTop = top + (FIELD_HEIGHT - TICK_SIZE) / 2;
    this.rect({ x, top: boxTop, width: TICK_SIZE, height: TICK_SIZE });
    if (ticked) this.centred("X", { x, baseline: boxTop + 6.6, width: TICK_SIZE, size: 7.5 });
    const labelWidth = this.text(label, { x: x + TICK_SIZE + 2, baseline: top + 8.5 });
    return x + TICK_SIZE + 2 + labelWidth + 6;
  }

  /**
   * One character per box, as NPCI's form has for the UMRN and dates; a "/"
   * is printed between boxes. `length` boxes are drawn when the text is blank.
   */
  charBoxes(text: string, { x, top, length = text.length }: { x: number; top: number; length?: number }): number {
    let left = x;
    for (const char of text.padEnd(length, " ")) {
      if (char === "/") {
        this.centred(char, { x: left, baseline: top + 8.8, width: 5, size: VALUE_SIZE });
        left += 5;
        continue;
      }
      this.rect({ x: left, top, width: CHAR_BOX, height: FIELD_HEIGHT });
      if (char !== " ") this.centred(char, { x: left, baseline: top + 8.8, width: CHAR_BOX, size: VALUE_SIZE });
      left += CHAR_BOX;
    }
    return left;
  }

  /** Text wrapped at word boundaries to `width`; returns the baseline after its last line. */
  paragraph(text: string, { x, baseline, width, size, leading }: { x: number; baseline: number; width: number; size: number; leading: number }): number {
    const lines = wrapLines(this.fonts, text, { width, size });
    let line = baseline;
    for (const content of lines) {
      this.text(content, { x, baseline: line, size });
      line += leading;
    }
    return line;
  }
}
