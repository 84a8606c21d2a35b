import { pmt } from "financial";
import { addMonths } from "./maturity";

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

/**
 * Worked in whole paise: each row's interest is the monthly rate on the
 * opening principal rounded to the paisa, its principal the EMI less that
 * interest, and the last row repays whatever principal is left, so the
 * principal column sums to the principal exactly.
 */
export function paisaAmortisationSchedule({ principal, annualRatePercent, months, firstDueDate }: PaisaScheduleInput): PaisaScheduleRow[] {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError("principal must be a non-negative number");
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) throw new RangeError("annualRatePercent must be a non-negative number");
  if (!Number.isInteger(months) || months < 1) throw new RangeError("months must be a positive integer");
  const rate = annualRatePercent / 12 / 100;
  const emiPaise = Math.round(pmt(rate, months, -principal) * 100);
  const rows: PaisaScheduleRow[] = [];
  let balance = Math.round(principal * 100);
  for (let index = 0; index < months; index += 1) {
    const interest = Math.round(balance * rate);
    const last = index === months - 1;
    // The clamp only bites when rounding leaves an early row overpaying a tiny balance.
    const principalPart = last ? balance : Math.min(Math.max(emiPaise - interest, 0), balance);
    rows.push({
      number: index + 1,
      due_date: addMonths(firstDueDate, index),
      opening_principal: balance / 100,
      principal: principalPart / 100,
      interest: interest / 100,
      instalment: (principalPart + interest) / 100,
    });
    balance -= principalPart;
  }
  return rows;
}
