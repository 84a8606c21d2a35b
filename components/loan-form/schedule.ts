import { z } from "zod";
import { computedSchedule } from "@/lib/loans/computed-schedule";
import { asRepaymentRows, type RepaymentRow } from "@/lib/money/amortisation";
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

export type InstalmentPlan = { ok: true; rows: RepaymentRow[] } | { ok: false; fields: (typeof SCHEDULE_TERMS)[number][] };

/** Equal monthly instalments in whole rupees from the form's terms, or the terms that stand in the way. */
export function equalInstalments(values: unknown): InstalmentPlan {
  const terms = scheduleTerms.safeParse(values);
  if (!terms.success) {
    const named = new Set(terms.error.issues.map((issue) => issue.path[0]));
    return { ok: false, fields: SCHEDULE_TERMS.filter((field) => named.has(field)) };
  }
  return { ok: true, rows: asRepaymentRows(computedSchedule(terms.data, "rupee")) };
}
