import { PDFDocument } from "pdf-lib";
import { setDocumentInfo } from "@/lib/pdf/document-info";
import { FlowDocument, type Column } from "@/lib/pdf/flow-document";
import { PdfFonts } from "@/lib/pdf/fonts";
import { stringFields } from "@/lib/pdf/string-fields";
import type { Kfs } from "@/lib/schemas/kfs";
import type { KfsLanguage } from "@/lib/schemas/kfs-acceptance";
import { annexBRows, feeHeaderRows, feeRows, headerRows, part1Rows, part1TailRows, part2Rows, scheduleRows, type NumberedRow } from "./kfs-pdf-rows";
import { kfsWording } from "./kfs-language";
import type { KfsWording } from "./kfs-wording";

const NUMBER_WIDTH = 30;

function numberedColumns(width: number): Column[] {
  const parameter = 265;
  return [{ width: NUMBER_WIDTH }, { width: parameter }, { width: width - NUMBER_WIDTH - parameter }];
}

function feeColumns(width: number): Column[] {
  const amount = (width - NUMBER_WIDTH - 165) / 2 - 55;
  return [{ width: NUMBER_WIDTH }, { width: 165 }, { width: 55 }, { width: amount }, { width: 55 }, { width: amount }];
}

const numbered = (rows: NumberedRow[]) => rows.map((cells) => ({ cells }));

function drawPart1(flow: FlowDocument, kfs: Kfs, w: KfsWording) {
  const columns = numberedColumns(flow.contentWidth);
  flow.heading(w.part1.heading);
  flow.table({ columns, rows: numbered(part1Rows(kfs, w)) });
  const feeHeader = feeHeaderRows(w);
  flow.table({
    columns: feeColumns(flow.contentWidth),
    rows: [
      { cells: feeHeader.first, spans: [1, 1, 2, 2], bold: true },
      { cells: feeHeader.second, shaded: true },
      ...feeRows(kfs, w).map((cells) => ({ cells })),
    ],
  });
  flow.table({ columns, rows: numbered(part1TailRows(kfs, w)) });
}

function drawSchedule(flow: FlowDocument, kfs: Kfs, w: KfsWording) {
  flow.heading(w.schedule.heading);
  if (kfs.repayment_schedule.length === 0) return flow.paragraph(w.schedule.none);
  const header = w.schedule.columns;
  const width = flow.contentWidth / header.length;
  flow.table({
    columns: header.map((_, index) => ({ width, align: index === 1 ? "left" : "right" })),
    header: [{ cells: header, bold: true, shaded: true }],
    rows: scheduleRows(kfs, w).map((cells) => ({ cells })),
    size: 8,
  });
  if (kfs.repayment_schedule[0]?.collected_at_disbursal) flow.paragraph(w.schedule.upfrontNote, { size: 8 });
}

/**
 * RBI's Key Facts Statement (Annex A Part 1 and Part 2, Annex B's APR
 * computation and the repayment schedule) on A4 pages, drawn from the
 * statement and the borrower's name alone: the document's dates are the
 * statement's and the fonts have fixed names, so a frozen statement gives
 * the same bytes on every fetch. `lang` chooses the words around the
 * values (kfs-wording.ts); the values print the same in every language.
 */
export async function renderKfsPdf({ kfs, borrowerName, lang }: { kfs: Kfs; borrowerName: string; lang: KfsLanguage }): Promise<Uint8Array> {
  const w = kfsWording(lang);
  const pdf = await PDFDocument.create();
  setDocumentInfo(pdf, { title: `${w.title} ${kfs.loan_account_number}`, author: kfs.lender_name, date: new Date(kfs.generated_on) });
  const fonts = await PdfFonts.for(pdf);
  // The borrower's name by the loan's field, where a client would correct it.
  fonts.refuseUnprintable([["full_name", borrowerName], ...stringFields(kfs, "kfs")]);
  const flow = new FlowDocument(pdf, fonts);
  flow.paragraph(w.title, { size: 15, bold: true });
  flow.space(4);
  const half = flow.contentWidth / 2;
  flow.table({
    columns: [{ width: 92 }, { width: half + 20 - 92 }, { width: 100 }, { width: half - 20 - 100 }],
    rows: headerRows(kfs, borrowerName, w).map((cells) => ({ cells })),
  });
  drawPart1(flow, kfs, w);
  flow.heading(w.part2.heading);
  flow.table({ columns: numberedColumns(flow.contentWidth), rows: numbered(part2Rows(kfs, w)) });
  flow.heading(w.annexB.heading);
  flow.table({ columns: numberedColumns(flow.contentWidth), rows: numbered(annexBRows(kfs, w)) });
  drawSchedule(flow, kfs, w);
  flow.footers((page, pages) => w.footer(kfs.loan_account_number, page, pages));
  await fonts.finish();
  return pdf.save({ useObjectStreams: false });
}
