import { daysInMonth } from "@/lib/calendar/calendar-date";

/**
 * Standard (reducing-balance) amortisation. Used by the policy for the new
 * loan's EMI and by the portal to draw up a repayment schedule, so both
 * always agree on the figure.
 */

export interface ScheduleInput {
  principal: number;
  annualRatePercent: number;
  months: number;
  /** `YYYY-MM-DD`; later instalments fall on the same day of each month. */
  firstDueDate: string;
}

export interface ScheduleRow {
  due_date: string;
  /** Whole rupees, as the lender's repayment_schedule declares it int32. */
  due_amount: number;
  principal_amount: number;
  interest_amount: number;
}

function checkTerms(principal: number, annualRatePercent: number, months: number): void {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError("principal must be a non-negative number");
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError("annualRatePercent must be a non-negative number");
  }
  if (!Number.isInteger(months) || months < 1) throw new RangeError("months must be a positive integer");
}

function unroundedEmi(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** The monthly instalment, rounded to paise. */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number {
  checkTerms(principal, annualRatePercent, months);
  return Math.round(unroundedEmi(principal, annualRatePercent, months) * 100) / 100;
}

/** `offset` months after `first`, keeping its day where the month has it (31 Jan -> 28/29 Feb -> 31 Mar). */
function addMonths(first: { year: number; month: number; day: number }, offset: number): string {
  const index = first.month - 1 + offset;
  const year = first.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(first.day, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function parseFirstDueDate(text: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = [match?.[1], match?.[2], match?.[3]].map(Number) as [number, number, number];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError("firstDueDate must be a real date as YYYY-MM-DD");
  }
  return { year, month, day };
}

/**
 * Instalment by instalment, worked in whole paise so no floating-point drift
 * accumulates over long tenures. Every row's principal plus interest equals
 * its due amount exactly; the EMI is rounded to whole rupees, so the last row
 * takes what is left of the principal and is rounded up, which makes the
 * principal column sum to exactly the principal.
 */
export function amortisationSchedule(input: ScheduleInput): ScheduleRow[] {
  const { principal, annualRatePercent, months } = input;
  checkTerms(principal, annualRatePercent, months);
  const first = parseFirstDueDate(input.firstDueDate);
  const r = annualRatePercent / 12 / 100;
  const emiPaise = Math.round(unroundedEmi(principal, annualRatePercent, months)) * 100;

  const rows: ScheduleRow[] = [];
  let balance = Math.round(principal * 100);
  for (let k = 0; k < months; k += 1) {
    const interest = Math.round(balance * r);
    const wanted = k === months - 1 ? Infinity : emiPaise;
    // Clamping only bites on extreme terms (a rupee-rounded EMI below the
    // interest, or early rows overpaying a tiny loan); it keeps every amount
    // non-negative and the balance from going below zero.
    const principalPart = Math.min(Math.max(wanted - interest, 0), balance);
    const due = Math.ceil((principalPart + interest) / 100);
    balance -= principalPart;
    rows.push({
      due_date: addMonths(first, k),
      due_amount: due,
      principal_amount: principalPart / 100,
      interest_amount: (due * 100 - principalPart) / 100,
    });
  }
  return rows;
}
