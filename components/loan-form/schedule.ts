import { z } from "zod";
import { amortisationSchedule, type ScheduleRow } from "@/lib/policy/amortisation";
import { daysInMonth } from "@/lib/calendar/calendar-date";
import { loanFields } from "@/lib/schemas/loan";

// The terms a schedule is drawn from, checked by the API's own field rules.
const scheduleTerms = z.object(loanFields).pick({
  loan_amount: true,
  interest_rate: true,
  loan_tenure: true,
  loan_application_date: true,
  agreement_date: true,
});

export const SCHEDULE_TERMS = ["loan_amount", "loan_tenure", "interest_rate", "loan_application_date", "agreement_date"] as const;

/**
 * The first instalment falls due one month after the agreement (or, without
 * one, the application), on the same day of the month where that month has
 * it: 31 January → 28 or 29 February.
 */
export function firstDueDate(terms: { loan_application_date: string; agreement_date?: string }): string {
  const [year, month, day] = (terms.agreement_date ?? terms.loan_application_date).split("-").map(Number) as [number, number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const nextDay = Math.min(day, daysInMonth(nextYear, nextMonth));
  return `${nextYear}-${String(nextMonth).padStart(2, "0")}-${String(nextDay).padStart(2, "0")}`;
}

export type InstalmentPlan = { ok: true; rows: ScheduleRow[] } | { ok: false; fields: (typeof SCHEDULE_TERMS)[number][] };

/** Equal monthly instalments from the form's terms, or the terms that stand in the way. */
export function equalInstalments(values: unknown): InstalmentPlan {
  const terms = scheduleTerms.safeParse(values);
  if (!terms.success) {
    const named = new Set(terms.error.issues.map((issue) => issue.path[0]));
    return { ok: false, fields: SCHEDULE_TERMS.filter((field) => named.has(field)) };
  }
  const { loan_amount, interest_rate, loan_tenure } = terms.data;
  return {
    ok: true,
    rows: amortisationSchedule({ principal: loan_amount, annualRatePercent: interest_rate, months: loan_tenure, firstDueDate: firstDueDate(terms.data) }),
  };
}
