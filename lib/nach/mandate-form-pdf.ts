import { PDFDocument } from "pdf-lib";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { setDocumentInfo } from "@/lib/pdf/document-info";
import { PdfFonts } from "@/lib/pdf/fonts";
import { startOfIndianDay } from "@/lib/calendar/india-day";
import { rupeeFigures } from "@/lib/money/rupee-figures";
import { amountInWords } from "@/lib/money/rupees-in-words";
import { FormPage, PAGE_SIZE } from "./mandate-form-layout";

const LEFT = 10;
const RIGHT = PAGE_SIZE.width - 10;
const BODY = 72;

const ACCOUNT_TYPES: [MandateSnapshot["account_type"], string][] = [
  ["savings", "SB"],
  ["current", "CA"],
  ["sb_nro", "SB-NRO"],
  ["other", "Other"],
];

const FREQUENCIES: [MandateSnapshot["frequency"], string][] = [
  ["monthly", "Monthly"],
  ["quarterly", "Qtly"],
  ["half_yearly", "H-Yrly"],
  ["yearly", "Yearly"],
  ["as_presented", "As & when presented"],
];

const DEBIT_TYPES: [MandateSnapshot["debit_type"], string][] = [
  ["fixed", "Fixed Amount"],
  ["maximum", "Maximum Amount"],
];

export const DECLARATIONS = {
  charges:
    "I agree for the debit of mandate processing charges by the bank whom I am authorizing to debit my account as per latest schedule of charges of the bank.",
  authorisation:
    "This is to confirm that the declaration has been carefully read, understood & made by me/us. I am authorizing the User Entity/Corporate to debit my account, based on the instructions as agreed and signed by me.",
  cancellation:
    "I have understood that I am authorized to cancel/amend this mandate by appropriately communicating the cancellation/amendment request to the User Entity/Corporate or the bank where I have authorized the debit.",
} as const;

/** An IST calendar date (YYYY-MM-DD) as the form prints it: DD/MM/YYYY. */
export function formDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

async function options<T>(form: FormPage, choices: [T, string][], chosen: T, { x, top }: { x: number; top: number }): Promise<number> {
  let left = x;
  for (const [value, label] of choices) left = await form.option(label, value === chosen, { x: left, top });
  return left;
}

async function drawHeader(form: FormPage, mandate: MandateSnapshot) {
  const umrnLabel = await form.text("UMRN", { x: LEFT, baseline: 16.5, bold: true });
  await form.charBoxes("", { x: LEFT + umrnLabel + 4, top: 8, length: 20 });
  const date = formDate(mandate.mandate_date);
  await form.text("Date", { x: RIGHT - 110, baseline: 16.5, bold: true });
  await form.charBoxes(date, { x: RIGHT - 82, top: 8 });

  await form.option("CREATE", true, { x: LEFT, top: 24 });
  await form.option("MODIFY", false, { x: LEFT, top: 40 });
  await form.option("CANCEL", false, { x: LEFT, top: 56 });

  const sponsorEnd = await form.field("Sponsor Bank Code", mandate.sponsor_bank_code, { x: BODY, top: 24, right: BODY + 150 });
  await form.field("Utility Code", mandate.utility_code, { x: sponsorEnd + 10, top: 24, right: RIGHT });
  await form.field("I/We hereby authorize", mandate.creditor_name, { x: BODY, top: 40, right: RIGHT });
  const toDebit = await form.text("to debit (tick X)", { x: BODY, baseline: 64.5 });
  await options(form, ACCOUNT_TYPES, mandate.account_type, { x: BODY + toDebit + 6, top: 56 });
}

async function drawAccount(form: FormPage, mandate: MandateSnapshot) {
  const accountEnd = await form.field("Bank a/c number", mandate.ac_number, { x: LEFT, top: 72, right: 290 });
  await form.field("A/c holder", mandate.ac_name, { x: accountEnd + 8, top: 72, right: RIGHT });
  const bankEnd = await form.field("with Bank", mandate.bank_name, { x: LEFT, top: 88, right: 360 });
  const ifscEnd = await form.field("IFSC", mandate.ifsc_code, { x: bankEnd + 8, top: 88, right: bankEnd + 90 });
  await form.field("or MICR", "", { x: ifscEnd + 8, top: 88, right: RIGHT });
  const wordsEnd = await form.field("an amount of Rupees", amountInWords(mandate.amount), { x: LEFT, top: 104, right: 450 });
  await form.field("₹", rupeeFigures(mandate.amount), { x: wordsEnd + 8, top: 104, right: RIGHT });
}

async function drawTerms(form: FormPage, mandate: MandateSnapshot) {
  const frequency = await form.text("FREQUENCY", { x: LEFT, baseline: 128.5, bold: true });
  await options(form, FREQUENCIES, mandate.frequency, { x: LEFT + frequency + 5, top: 120 });
  const debitType = await form.text("DEBIT TYPE", { x: 385, baseline: 128.5, bold: true });
  await options(form, DEBIT_TYPES, mandate.debit_type, { x: 385 + debitType + 5, top: 120 });

  await form.field("Reference 1", mandate.reference_1, { x: LEFT, top: 136, right: 330 });
  await form.field("Phone No.", mandate.phone, { x: 340, top: 136, right: RIGHT });
  await form.field("Reference 2", mandate.reference_2, { x: LEFT, top: 152, right: 330 });
  await form.field("Email ID", mandate.email ?? "", { x: 340, top: 152, right: RIGHT });
  await form.paragraph(DECLARATIONS.charges, { x: LEFT, baseline: 173, width: RIGHT - LEFT, size: 5.5, leading: 6.5 });
}

async function drawPeriod(form: FormPage, mandate: MandateSnapshot) {
  await form.text("PERIOD", { x: LEFT, baseline: 184, bold: true });
  await form.text("From", { x: LEFT, baseline: 195 });
  await form.charBoxes(formDate(mandate.start_date), { x: LEFT + 22, top: 186 });
  await form.text("To", { x: LEFT, baseline: 209 });
  await form.charBoxes(mandate.end_date ? formDate(mandate.end_date) : "  /  /    ", { x: LEFT + 22, top: 200 });
  const or = await form.text("Or", { x: LEFT, baseline: 223 });
  await form.option("Until Cancelled", mandate.until_cancelled, { x: LEFT + or + 4, top: 214.5 });
}

/** As many signature boxes as signatories, in fixed slots, so no blank box invites another signature. */
async function drawSignatures(form: FormPage, signatories: string[]) {
  const slotWidth = 128;
  const gap = 8;
  const firstSlot = RIGHT - 3 * slotWidth - 2 * gap;
  for (const [index, name] of signatories.entries()) {
    const x = firstSlot + index * (slotWidth + gap);
    form.rect({ x, top: 178, width: slotWidth, height: 24 });
    const caption = index === 0 ? "Signature of Primary Account Holder" : "Signature of Account Holder";
    await form.centred(caption, { x, baseline: 208, width: slotWidth, size: 5.5 });
    await form.text(`${index + 1}. Name as in bank records`, { x, baseline: 215, size: 5 });
    await form.fitted(name, { x, baseline: 224, width: slotWidth });
  }
}

/**
 * NPCI's standard CREATE mandate form, rendered from its snapshot alone, so
 * every fetch gives the same bytes: the document's dates are the mandate's,
 * not the clock's, and the embedded fonts have fixed names.
 */
export async function renderMandateForm({ nachId, mandate }: { nachId: string; mandate: MandateSnapshot }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const date = startOfIndianDay(mandate.mandate_date);
  setDocumentInfo(pdf, { title: `NACH mandate ${nachId}`, author: mandate.creditor_name, date });
  const page = pdf.addPage([PAGE_SIZE.width, PAGE_SIZE.height]);
  const form = new FormPage(page, await PdfFonts.for(pdf));
  form.rect({ x: 4, top: 4, width: PAGE_SIZE.width - 8, height: PAGE_SIZE.height - 8, thickness: 1 });
  await drawHeader(form, mandate);
  await drawAccount(form, mandate);
  await drawTerms(form, mandate);
  await drawPeriod(form, mandate);
  await drawSignatures(form, mandate.signatories);
  const declarationsTop = 233;
  const next = await form.paragraph(DECLARATIONS.authorisation, { x: LEFT, baseline: declarationsTop, width: RIGHT - LEFT, size: 5.5, leading: 6.5 });
  await form.paragraph(DECLARATIONS.cancellation, { x: LEFT, baseline: next, width: RIGHT - LEFT, size: 5.5, leading: 6.5 });
  return pdf.save({ useObjectStreams: false });
}
