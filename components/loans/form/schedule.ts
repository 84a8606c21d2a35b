import { z } from "zod";
import { todayInIndia } from "@/lib/calendar/india-day";
import { asRepaymentRows, type RepaymentRow } from "@/lib/money/amortisation";
import { loanFields } from "@/lib/schemas/loan";
import { startOf } from "@/lib/terms/loan-start";
import { computedSchedule } from "@/lib/terms/loan-schedule";

// The terms a schedule is drawn from, checked by the API's own field rules.
const scheduleTerms = z.object(loanFields).pick({
  loan_amount: true,
  interest_rate: true,
  loan_tenure: true,
  payment_frequency: true,
  repayment_count: true,
  disbursal_detail: true,
});

export const SCHEDULE_TERMS = ["loan_amount", "loan_tenure", "interest_rate", "payment_frequency", "repayment_count", "disbursal_detail"] as const;

export type InstalmentPlan = { ok: true; rows: RepaymentRow[] } | { ok: false; fields: (typeof SCHEDULE_TERMS)[number][] };

/**
 * Equal instalments in whole rupees from the form's terms, from the
 * principal tranches' date (today until one is given), or the terms that
 * stand in the way. Frequency `other` has no period to draw them by.
 */
export function equalInstalments(values: unknown): InstalmentPlan {
  const terms = scheduleTerms.safeParse(values);
  if (!terms.success) {
    const named = new Set(terms.error.issues.map((issue) => issue.path[0]));
    return { ok: false, fields: SCHEDULE_TERMS.filter((field) => named.has(field)) };
  }
  const rows = computedSchedule(terms.data, startOf(terms.data, todayInIndia()), "rupee");
  return rows === null ? { ok: false, fields: ["payment_frequency"] } : { ok: true, rows: asRepaymentRows(rows) };
}
