import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { read } from "@/lib/db/client";
import { loanBodyOf } from "@/lib/loans/loan-record";
import { monthlyEmi } from "@/lib/policy/amortisation";
import { PAYMENT_FREQUENCY, wordFor } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import { findPartnerNach } from "./nach-record";

export const LENDER_NAME = "LoanDesk Lending Pvt. Ltd.";

interface FormFields {
  nachId: string;
  loanAccountNumber: string;
  loan: Loan;
  date: string;
}

/** The mandate's ceiling: the largest EMI the schedule asks for, or the amortised EMI without one. */
export function maximumAmount(loan: Loan): number {
  const scheduled = (loan.repayment_schedule ?? []).map((row) => row.due_amount);
  const amortised = Math.ceil(monthlyEmi(loan.loan_amount, loan.interest_rate, loan.loan_tenure));
  return scheduled.length > 0 ? Math.max(...scheduled) : amortised;
}

function startDate(loan: Loan, fallback: string): string {
  return loan.repayment_schedule?.[0]?.due_date ?? fallback;
}

function box(page: PDFPage, x: number, y: number, width: number, height: number) {
  page.drawRectangle({ x, y, width, height, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 0.8 });
}

function field(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, label: string, value: string, x: number, y: number, width: number) {
  page.drawText(label, { x, y: y + 24, size: 8, font: fonts.regular, color: rgb(0.35, 0.35, 0.35) });
  box(page, x, y, width, 20);
  // Core PDF fonts cover Latin-1 only; other characters are shown as "?".
  const printable = value.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
  page.drawText(printable.slice(0, 60), { x: x + 4, y: y + 6, size: 10, font: fonts.bold });
}

async function renderForm({ nachId, loanAccountNumber, loan, date }: FormFields): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`NACH mandate ${nachId}`);
  pdf.setAuthor(LENDER_NAME);
  pdf.setCreationDate(new Date(`${date}T00:00:00Z`));
  const page = pdf.addPage([595, 842]);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const left = 40;
  const full = 515;
  const half = 250;

  page.drawText("NACH / ECS / DIRECT DEBIT MANDATE FORM", { x: left, y: 790, size: 15, font: fonts.bold });
  page.drawText(`Creditor: ${LENDER_NAME}`, { x: left, y: 770, size: 10, font: fonts.regular });
  page.drawText(`Mandate reference: ${nachId}   Date: ${date}`, { x: left, y: 756, size: 10, font: fonts.regular });

  const account = loan.bank_account.ac_number[0] ?? "";
  const frequency = wordFor(PAYMENT_FREQUENCY, loan.payment_frequency ?? PAYMENT_FREQUENCY.monthly) ?? "monthly";
  const rows: [string, string, number, number][] = [
    ["UMRN (filled in by the bank)", "", left, full],
    ["Customer name", loan.full_name, left, full],
    ["Name on the bank account", loan.bank_account.ac_name, left, full],
    ["Bank account number", account, left, half],
    ["IFSC", loan.bank_account.ifsc_code, left + 265, half],
    ["Maximum amount (INR)", maximumAmount(loan).toLocaleString("en-IN"), left, half],
    ["Frequency", frequency, left + 265, half],
    ["Start date", startDate(loan, date), left, half],
    ["Loan account number", loanAccountNumber, left + 265, half],
    ["Mobile number", loan.mobile_number, left, half],
    ["E-mail", loan.email ?? "", left + 265, half],
  ];
  let y = 700;
  let previousX = Number.POSITIVE_INFINITY;
  for (const [label, value, x, width] of rows) {
    if (x <= previousX) y -= 48;
    field(page, fonts, label, value, x, y, width);
    previousX = x;
  }

  const terms =
    "I authorise the creditor named above to debit my account, through NACH, with up to the maximum amount " +
    "at the frequency shown, for the repayment of the loan named above, until this mandate is cancelled.";
  page.drawText(terms, { x: left, y: y - 40, size: 9, font: fonts.regular, maxWidth: full, lineHeight: 12 });

  page.drawText("Signature of the account holder", { x: left, y: y - 96, size: 8, font: fonts.regular });
  box(page, left, y - 170, half, 66);
  page.drawText("Name as in bank records", { x: left + 265, y: y - 96, size: 8, font: fonts.regular });
  box(page, left + 265, y - 170, half, 66);
  page.drawText(loan.bank_account.ac_name.replace(/[^\x20-\x7e\xa0-\xff]/g, "?").slice(0, 40), { x: left + 270, y: y - 120, size: 10, font: fonts.bold });
  return pdf.save();
}

/** The pre-filled mandate form of a partner's mandate, as PDF bytes. */
export async function mandateFormPdf({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<Uint8Array> {
  const { nach, loan } = await read(async (tx) => {
    const found = await findPartnerNach(tx, partnerId, nachId);
    const loanRow = await tx.loan.findUniqueOrThrow({ where: { id: found.loanId } });
    return { nach: found, loan: loanRow };
  });
  return renderForm({
    nachId: nach.id,
    loanAccountNumber: loan.loanAccountNumber,
    loan: loanBodyOf(loan),
    date: nach.createdAt.toISOString().slice(0, 10),
  });
}
