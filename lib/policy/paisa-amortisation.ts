import { pmt } from "financial";
import { addMonths } from "@/lib/calendar/calendar-date";

/**
 * The reducing-balance schedule to the paisa, as the Key Facts Statement
 * prints it and its APR is computed from (RBI's Annex B/C illustration
 * carries paise: ₹20,000 at 15 % for 24 months is 969.73 a month). The
 * rupee schedule in amortisation.ts, which the policy and the portal use,
 * is unchanged.
 */

export interface PaisaScheduleInput {
  principal: number;
  annualRatePercent: number;
  months: number;
  /** `YYYY-MM-DD`; later instalments fall on the same day of each month (or the month's last day). */
  firstDueDate: string;
}

export interface PaisaScheduleRow {
  number: number;
  due_date: string;
  opening_principal: number;
  principal: number;
  interest: number;
  instalment: number;
}

function checkTerms(principal: number, annualRatePercent: number, months: number): void {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError("principal must be a non-negative number");
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) throw new RangeError("annualRatePercent must be a non-negative number");
  if (!Number.isInteger(months) || months < 1) throw new RangeError("months must be a positive integer");
}

/**
 * Worked in whole paise: each row's interest is the monthly rate on the
 * opening principal rounded to the paisa, its principal the EMI less that
 * interest, and the last row repays whatever principal is left, so the
 * principal column sums to the principal exactly.
 */
function paisaRows(principal: number, annualRatePercent: number, months: number): { opening: number; principal: number; interest: number }[] {
  checkTerms(principal, annualRatePercent, months);
  const rate = annualRatePercent / 12 / 100;
  const emiPaise = Math.round(pmt(rate, months, -principal) * 100);
  const rows: { opening: number; principal: number; interest: number }[] = [];
  let balance = Math.round(principal * 100);
  for (let index = 0; index < months; index += 1) {
    const interest = Math.round(balance * rate);
    // The clamp only bites when rounding leaves an early row overpaying a tiny balance.
    const principalPart = index === months - 1 ? balance : Math.min(Math.max(emiPaise - interest, 0), balance);
    rows.push({ opening: balance, principal: principalPart, interest });
    balance -= principalPart;
  }
  return rows;
}

/** The instalments alone, in rupees: what the APR needs, without the dates that cost most of a schedule. */
export function paisaInstalments({ principal, annualRatePercent, months }: Omit<PaisaScheduleInput, "firstDueDate">): number[] {
  return paisaRows(principal, annualRatePercent, months).map((row) => (row.principal + row.interest) / 100);
}

export function paisaAmortisationSchedule({ principal, annualRatePercent, months, firstDueDate }: PaisaScheduleInput): PaisaScheduleRow[] {
  return paisaRows(principal, annualRatePercent, months).map((row, index) => ({
    number: index + 1,
    due_date: addMonths(firstDueDate, index),
    opening_principal: row.opening / 100,
    principal: row.principal / 100,
    interest: row.interest / 100,
    instalment: (row.principal + row.interest) / 100,
  }));
}
