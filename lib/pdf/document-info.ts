import type { PDFDocument } from "pdf-lib";

/**
 * The document's metadata, dated by what it states rather than by the clock,
 * so the same content gives the same bytes.
 */
export function setDocumentInfo(pdf: PDFDocument, { title, author, date }: { title: string; author: string; date: Date }): void {
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setProducer("LoanDesk");
  pdf.setCreator("LoanDesk");
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
}
