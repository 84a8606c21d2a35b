import { addMonths } from "@/lib/calendar/calendar-date";
import { amortisationSchedule, type Rounding, type ScheduledInstalment } from "@/lib/money/amortisation";
import type { Loan } from "@/lib/schemas/loan";

/**
 * The first instalment of a schedule the service draws up falls due a month
 * after the agreement (or, without one, the application), on the same day of
 * the month where that month has it: 31 January → 28 or 29 February.
 */
export const firstDueDate = (terms: Pick<Loan, "loan_application_date" | "agreement_date">): string =>
  addMonths(terms.agreement_date ?? terms.loan_application_date, 1);

/** The schedule of a loan whose partner sent none: equal monthly instalments over the tenure, from firstDueDate. */
export const computedSchedule = (
  terms: Pick<Loan, "loan_amount" | "interest_rate" | "loan_tenure" | "loan_application_date" | "agreement_date">,
  rounding: Rounding,
): ScheduledInstalment[] =>
  amortisationSchedule({ principal: terms.loan_amount, annualRatePercent: terms.interest_rate, months: terms.loan_tenure, firstDueDate: firstDueDate(terms) }, rounding);
