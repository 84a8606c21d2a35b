import { PDFDocument } from "pdf-lib";
import { setDocumentInfo } from "@/lib/pdf/document-info";
import { FlowDocument, type Column } from "@/lib/pdf/flow-document";
import { PdfFonts } from "@/lib/pdf/fonts";
import { stringFields } from "@/lib/pdf/string-fields";
import type { Kfs } from "@/lib/schemas/kfs";
import {
  annexBRows,
  feeRows,
  headerRows,
  part1Rows,
  part1TailRows,
  part2Rows,
  SCHEDULE_HEADER,
  scheduleRows,
  UPFRONT_EMI_NOTE,
  type NumberedRow,
} from "./kfs-pdf-rows";

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

function drawPart1(flow: FlowDocument, kfs: Kfs) {
  const columns = numberedColumns(flow.contentWidth);
  flow.heading("Part 1 (Interest rate and fees/charges)");
  flow.table({ columns, rows: numbered(part1Rows(kfs)) });
  flow.table({
    columns: feeColumns(flow.contentWidth),
    rows: [
      { cells: ["8", "Fee/ Charges", "Payable to the RE (A)", "Payable to a third party through RE (B)"], spans: [1, 1, 2, 2], bold: true },
      { cells: ["", "", "One-time/ Recurring", "Amount (in ₹) or percentage (%) as applicable", "One-time/ Recurring", "Amount (in ₹) or percentage (%) as applicable"], shaded: true },
      ...feeRows(kfs).map((cells) => ({ cells })),
    ],
  });
  flow.table({ columns, rows: numbered(part1TailRows(kfs)) });
}

function drawSchedule(flow: FlowDocument, kfs: Kfs) {
  flow.heading("Repayment schedule");
  if (kfs.repayment_schedule.length === 0) return flow.paragraph("No instalments are scheduled.");
  const width = flow.contentWidth / SCHEDULE_HEADER.length;
  flow.table({
    columns: SCHEDULE_HEADER.map((_, index) => ({ width, align: index === 1 ? "left" : "right" })),
    header: [{ cells: SCHEDULE_HEADER, bold: true, shaded: true }],
    rows: scheduleRows(kfs).map((cells) => ({ cells })),
    size: 8,
  });
  if (kfs.repayment_schedule[0]?.collected_at_disbursal) flow.paragraph(UPFRONT_EMI_NOTE, { size: 8 });
}

/**
 * RBI's Key Facts Statement (Annex A Part 1 and Part 2, Annex B's APR
 * computation and the repayment schedule) on A4 pages, drawn from the
 * statement and the borrower's name alone: the document's dates are the
 * statement's and the fonts have fixed names, so a frozen statement gives
 * the same bytes on every fetch.
 */
export async function renderKfsPdf({ kfs, borrowerName }: { kfs: Kfs; borrowerName: string }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  setDocumentInfo(pdf, { title: `Key Facts Statement ${kfs.loan_account_number}`, author: kfs.lender_name, date: new Date(kfs.generated_on) });
  const fonts = await PdfFonts.for(pdf);
  // The borrower's name by the loan's field, where a client would correct it.
  fonts.refuseUnprintable([["full_name", borrowerName], ...stringFields(kfs, "kfs")]);
  const flow = new FlowDocument(pdf, fonts);
  flow.paragraph("Key Facts Statement", { size: 15, bold: true });
  flow.space(4);
  const half = flow.contentWidth / 2;
  flow.table({
    columns: [{ width: 92 }, { width: half + 20 - 92 }, { width: 100 }, { width: half - 20 - 100 }],
    rows: headerRows(kfs, borrowerName).map((cells) => ({ cells })),
  });
  drawPart1(flow, kfs);
  flow.heading("Part 2 (Other qualitative information)");
  flow.table({ columns: numberedColumns(flow.contentWidth), rows: numbered(part2Rows(kfs)) });
  flow.heading("Illustration for computation of APR (Annex B)");
  flow.table({ columns: numberedColumns(flow.contentWidth), rows: numbered(annexBRows(kfs)) });
  drawSchedule(flow, kfs);
  flow.footers((page, pages) => `Key Facts Statement ${kfs.loan_account_number} · Page ${page} of ${pages}`);
  await fonts.finish();
  return pdf.save({ useObjectStreams: false });
}
