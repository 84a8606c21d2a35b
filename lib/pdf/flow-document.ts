import { rgb, type PDFDocument, type PDFPage } from "pdf-lib";
import type { PdfFonts } from "./fonts";
import { wrapLines } from "./wrap-text";

/** A4 portrait, in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const MARGIN = 40;
const FOOTER_SPACE = 24;
const CELL_PADDING = 3;
const INK = rgb(0, 0, 0);
const SHADE = rgb(0.92, 0.92, 0.92);

export interface Column {
  width: number;
  align?: "left" | "right";
}

export interface TableRow {
  cells: string[];
  /** How many columns each cell covers (1 when not given). */
  spans?: number[];
  bold?: boolean;
  shaded?: boolean;
}

export interface TableOptions {
  columns: Column[];
  /** Rows drawn again at the top of every page the table continues on. */
  header?: TableRow[];
  rows: TableRow[];
  size?: number;
}

interface LaidOutRow {
  row: TableRow;
  columns: Column[];
  lines: string[][];
  height: number;
}

/** The row's own columns: a cell spanning several takes their widths together. */
function spanned(columns: Column[], spans: number[] | undefined): Column[] {
  if (!spans) return columns;
  let next = 0;
  return spans.map((span) => {
    const covered = columns.slice(next, next + span);
    next += span;
    return { width: covered.reduce((sum, column) => sum + column.width, 0), align: covered[0]?.align };
  });
}

/**
 * A document written top to bottom on A4 pages, a new page starting when the
 * next block does not fit: text and tables whose cells wrap, never clipped.
 * Positions are measured from the page's top-left corner, as a reader does.
 */
export class FlowDocument {
  readonly contentWidth = A4.width - 2 * MARGIN;
  private readonly pages: PDFPage[] = [];
  private top = MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
    this.newPage();
  }

  private get page(): PDFPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error("No page to draw on");
    return page;
  }

  private newPage(): void {
    this.pages.push(this.pdf.addPage([A4.width, A4.height]));
    this.top = MARGIN;
  }

  /** Starts a new page unless `height` fits below the cursor; true when it did. */
  private makeRoom(height: number): boolean {
    if (this.top + height <= A4.height - MARGIN - FOOTER_SPACE || this.top === MARGIN) return false;
    this.newPage();
    return true;
  }

  private draw(text: string, { x, baseline, size, bold = false }: { x: number; baseline: number; size: number; bold?: boolean }): number {
    return this.fonts.draw(this.page, text, { x, y: A4.height - baseline, size, bold });
  }

  space(height: number): void {
    this.top += height;
  }

  /** A paragraph across the page's width. */
  paragraph(text: string, { size = 9, bold = false, leading = size * 1.35 }: { size?: number; bold?: boolean; leading?: number } = {}): void {
    for (const line of wrapLines(this.fonts, text, { width: this.contentWidth, size, bold })) {
      this.makeRoom(leading);
      this.top += leading;
      this.draw(line, { x: MARGIN, baseline: this.top - leading * 0.25, size, bold });
    }
  }

  /** A heading kept on the page of what follows it (`keepWith` points of it). */
  heading(text: string, { size = 11, keepWith = 40 }: { size?: number; keepWith?: number } = {}): void {
    this.makeRoom(size * 1.6 + keepWith);
    this.top += size * 1.6;
    this.draw(text, { x: MARGIN, baseline: this.top - size * 0.4, size, bold: true });
  }

  private layOut(row: TableRow, tableColumns: Column[], size: number, leading: number): LaidOutRow {
    const columns = spanned(tableColumns, row.spans);
    const lines = columns.map((column, index) => wrapLines(this.fonts, row.cells[index] ?? "", { width: column.width - 2 * CELL_PADDING, size, bold: row.bold }));
    const height = Math.max(...lines.map((cell) => cell.length)) * leading + 2 * CELL_PADDING;
    return { row, columns, lines, height };
  }

  private drawRow({ row, columns, lines, height }: LaidOutRow, leading: number, size: number): void {
    let x = MARGIN;
    for (const [index, column] of columns.entries()) {
      const y = A4.height - this.top - height;
      this.page.drawRectangle({ x, y, width: column.width, height, borderColor: INK, borderWidth: 0.5, color: row.shaded ? SHADE : undefined });
      let baseline = this.top + CELL_PADDING + leading * 0.78;
      for (const line of lines[index] ?? []) {
        const width = column.align === "right" ? this.fonts.widthOf(line, size, row.bold) : 0;
        const left = column.align === "right" ? x + column.width - CELL_PADDING - width : x + CELL_PADDING;
        this.draw(line, { x: left, baseline, size, bold: row.bold });
        baseline += leading;
      }
      x += column.width;
    }
    this.top += height;
  }

  /** A bordered table; a row is never split, and the header repeats on each page the table reaches. */
  table({ columns, header = [], rows, size = 8.5 }: TableOptions): void {
    const leading = size * 1.3;
    const headerRows = header.map((row) => this.layOut(row, columns, size, leading));
    const headerHeight = headerRows.reduce((sum, row) => sum + row.height, 0);
    let headerOnPage = false;
    for (const row of rows) {
      const laidOut = this.layOut(row, columns, size, leading);
      if (this.makeRoom(laidOut.height + (headerOnPage ? 0 : headerHeight))) headerOnPage = false;
      if (!headerOnPage) {
        for (const headerRow of headerRows) this.drawRow(headerRow, leading, size);
        headerOnPage = true;
      }
      this.drawRow(laidOut, leading, size);
    }
  }

  /** Writes `footer(page, pages)` at the foot of every page, once all pages exist. */
  footers(footer: (page: number, pages: number) => string, size = 7.5): void {
    for (const [index, page] of this.pages.entries()) {
      const text = footer(index + 1, this.pages.length);
      const width = this.fonts.widthOf(text, size);
      this.fonts.draw(page, text, { x: A4.width - MARGIN - width, y: MARGIN - 10, size });
    }
  }
}
