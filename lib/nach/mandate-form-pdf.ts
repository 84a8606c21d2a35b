import { PDFDocument, StandardFonts } from "pdf-lib";
import type { MandateSnapshot } from "@/lib/schemas/nach";

/**
 * The mandate form, rendered from its snapshot alone, so every fetch gives
 * the same bytes: the document's dates are the mandate's, not the clock's.
 */
export async function renderMandateForm({ nachId, mandate }: { nachId: string; mandate: MandateSnapshot }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const date = new Date(`${mandate.mandate_date}T00:00:00+05:30`);
  pdf.setTitle(`NACH mandate ${nachId}`);
  pdf.setAuthor(mandate.creditor_name);
  pdf.setProducer("LoanDesk");
  pdf.setCreator("LoanDesk");
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const page = pdf.addPage([576, 264.24]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = Object.entries(mandate).map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  lines.forEach((line, index) => {
    page.drawText(line.replace(/[^\x20-\x7e]/g, "?"), { x: 12, y: 250 - index * 12, size: 8, font });
  });
  return pdf.save({ useObjectStreams: false });
}
