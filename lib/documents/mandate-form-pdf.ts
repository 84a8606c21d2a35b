import { PDFDocument } from "pdf-lib";
import type { MandateSnapshot, REFUSED_ACCOUNT_TYPES } from "@/lib/schemas/nach";
import { setDocumentInfo } from "@/lib/pdf/document-info";
import { AppError } from "@/lib/errors/app-error";
import { PdfFonts } from "@/lib/pdf/fonts";
import { stringFields } from "@/lib/pdf/string-fields";
import { startOfIndianDay } from "@/lib/calendar/india-day";
import { rupeeFigures } from "@/lib/format/indian-format";
import { amountInWords } from "@/lib/money/rupees-in-words";
import { FormPage, PAGE_SIZE } from "./mandate-form-layout";

const LEFT = 10;
const RIGHT = PAGE_SIZE.width - 10;
const BODY = 72;

/**
 * NPCI's six account-type boxes, in its order. CC and SB-NRE are printed
 * but never ticked: initiation refuses them (banks reject such debits, NPCI
 * M030 and M051), and a form without their boxes is not NPCI's layout.
 */
const ACCOUNT_TYPES: [MandateSnapshot["account_type"] | (typeof REFUSED_ACCOUNT_TYPES)[number], string][] = [
  ["savings", "SB"],
  ["current", "CA"],
  ["cc", "CC"],
  ["sb_nre", "SB-NRE"],
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

function options<T>(form: FormPage, choices: [T, string][], chosen: NoInfer<T>, { x, top }: { x: number; top: number }): number {
  let left = x;
  for (const [value, label] of choices) left = form.option(label, value === chosen, { x: left, top });
  return left;
}

function drawHeader(form: FormPage, mandate: MandateSnapshot) {
  const umrnLabel = form.text("UMRN", { x: LEFT, baseline: 16.5, bold: true });
  form.charBoxes("", { x: LEFT + umrnLabel + 4, top: 8, length: 20 });
  const date = formDate(mandate.mandate_date);
  form.text("Date", { x: RIGHT - 110, baseline: 16.5, bold: true });
  form.charBoxes(date, { x: RIGHT - 82, top: 8 });

  form.option("CREATE", true, { x: LEFT, top: 24 });
  form.option("MODIFY", false, { x: LEFT, top: 40 });
  form.option("CANCEL", false, { x: LEFT, top: 56 });

  const sponsorEnd = form.field("Sponsor Bank Code", mandate.sponsor_bank_code, { x: BODY, top: 24, right: BODY + 150 });
  form.field("Utility Code", mandate.utility_code, { x: sponsorEnd + 10, top: 24, right: RIGHT });
  form.field("I/We hereby authorize", mandate.creditor_name, { x: BODY, top: 40, right: RIGHT });
  const toDebit = form.text("to debit (tick X)", { x: BODY, baseline: 64.5 });
  options(form, ACCOUNT_TYPES, mandate.account_type, { x: BODY + toDebit + 6, top: 56 });
}

function drawAccount(form: FormPage, mandate: MandateSnapshot) {
  const accountEnd = form.field("Bank a/c number", mandate.ac_number, { x: LEFT, top: 72, right: 290 });
  form.field("A/c holder", mandate.ac_name, { x: accountEnd + 8, top: 72, right: RIGHT });
  const bankEnd = form.field("with Bank", mandate.bank_name, { x: LEFT, top: 88, right: 360 });
  const ifscEnd = form.field("IFSC", mandate.ifsc_code, { x: bankEnd + 8, top: 88, right: bankEnd + 90 });
  form.field("or MICR", "", { x: ifscEnd + 8, top: 88, right: RIGHT });
  // The words say "Rupees ... Only" themselves: a label saying "Rupees" too would print it twice.
  const wordsEnd = form.field("an amount of", amountInWords(mandate.amount), { x: LEFT, top: 104, right: 450 });
  form.field("₹", rupeeFigures(mandate.amount), { x: wordsEnd + 8, top: 104, right: RIGHT });
}

function drawTerms(form: FormPage, mandate: MandateSnapshot) {
  const frequency = form.text("FREQUENCY", { x: LEFT, baseline: 128.5, bold: true });
  options(form, FREQUENCIES, mandate.frequency, { x: LEFT + frequency + 5, top: 120 });
  const debitType = form.text("DEBIT TYPE", { x: 385, baseline: 128.5, bold: true });
  options(form, DEBIT_TYPES, mandate.debit_type, { x: 385 + debitType + 5, top: 120 });

  form.field("Reference 1", mandate.reference_1, { x: LEFT, top: 136, right: 330 });
  form.field("Phone No.", mandate.phone, { x: 340, top: 136, right: RIGHT });
  form.field("Reference 2", mandate.reference_2, { x: LEFT, top: 152, right: 330 });
  form.field("Email ID", mandate.email ?? "", { x: 340, top: 152, right: RIGHT });
  form.paragraph(DECLARATIONS.charges, { x: LEFT, baseline: 173, width: RIGHT - LEFT, size: 5.5, leading: 6.5 });
}

function drawPeriod(form: FormPage, mandate: MandateSnapshot) {
  form.text("PERIOD", { x: LEFT, baseline: 184, bold: true });
  form.text("From", { x: LEFT, baseline: 195 });
  form.charBoxes(formDate(mandate.start_date), { x: LEFT + 22, top: 186 });
  form.text("To", { x: LEFT, baseline: 209 });
  form.charBoxes(mandate.end_date ? formDate(mandate.end_date) : "  /  /    ", { x: LEFT + 22, top: 200 });
  const or = form.text("Or", { x: LEFT, baseline: 223 });
  form.option("Until Cancelled", mandate.until_cancelled, { x: LEFT + or + 4, top: 214.5 });
}

const SIGNATURE_SLOT_WIDTH = 128;

/**
 * The smallest size a signatory's name is printed at, shrunk to fit its
 * box: that of the box's own captions. There is no room for a second line
 * between the box and the declarations, so a longer name is refused.
 */
export const SIGNATORY_NAME_MIN_SIZE = 5;

function refuseLongSignatories(form: FormPage, signatories: string[]) {
  for (const [index, name] of signatories.entries()) {
    if (form.sizeToFit(name, SIGNATURE_SLOT_WIDTH) >= SIGNATORY_NAME_MIN_SIZE) continue;
    const field = `mandate.signatories[${index}]`;
    throw new AppError("unprintable_text", `${field} is too long for its signature box even at ${SIGNATORY_NAME_MIN_SIZE} pt; shorten it as the bank's records allow`, { field });
  }
}

/** As many signature boxes as signatories, in fixed slots, so no blank box invites another signature. */
function drawSignatures(form: FormPage, signatories: string[]) {
  const slotWidth = SIGNATURE_SLOT_WIDTH;
  const gap = 8;
  const firstSlot = RIGHT - 3 * slotWidth - 2 * gap;
  for (const [index, name] of signatories.entries()) {
    const x = firstSlot + index * (slotWidth + gap);
    form.rect({ x, top: 178, width: slotWidth, height: 24 });
    const caption = index === 0 ? "Signature of Primary Account Holder" : "Signature of Account Holder";
    form.centred(caption, { x, baseline: 208, width: slotWidth, size: 5.5 });
    form.text(`${index + 1}. Name as in bank records`, { x, baseline: 215, size: 5 });
    form.fitted(name, { x, baseline: 224, width: slotWidth });
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
  const fonts = await PdfFonts.for(pdf);
  fonts.refuseUnprintable(stringFields(mandate, "mandate"));
  const form = new FormPage(page, fonts);
  refuseLongSignatories(form, mandate.signatories);
  form.rect({ x: 4, top: 4, width: PAGE_SIZE.width - 8, height: PAGE_SIZE.height - 8, thickness: 1 });
  drawHeader(form, mandate);
  drawAccount(form, mandate);
  drawTerms(form, mandate);
  drawPeriod(form, mandate);
  drawSignatures(form, mandate.signatories);
  const declarationsTop = 233;
  const next = form.paragraph(DECLARATIONS.authorisation, { x: LEFT, baseline: declarationsTop, width: RIGHT - LEFT, size: 5.5, leading: 6.5 });
  form.paragraph(DECLARATIONS.cancellation, { x: LEFT, baseline: next, width: RIGHT - LEFT, size: 5.5, leading: 6.5 });
  await fonts.finish();
  return pdf.save({ useObjectStreams: false });
}
