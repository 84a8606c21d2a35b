import { addMonths } from "@/lib/calendar/calendar-date";
import type { Loan } from "../schemas/loan";

/** The contract's "last instalment" for age_at_maturity: `loan_application_date` + `loan_tenure` months. */
export const tenureEnd = (loan: Pick<Loan, "loan_application_date" | "loan_tenure">): string =>
  addMonths(loan.loan_application_date, loan.loan_tenure);

/**
 * The day the last instalment falls due, kept as `Loan.maturesOn` for the
 * exposure rule: the tenure's end, or the schedule's last due date when that
 * is later (a first EMI a month after disbursal ends the schedule after the
 * tenure counted from the application), so a loan is never counted as
 * finished while an instalment is still to come.
 */
export function maturesOn(loan: Pick<Loan, "loan_application_date" | "loan_tenure" | "repayment_schedule">): string {
  const end = tenureEnd(loan);
  const lastDue = (loan.repayment_schedule ?? []).reduce<string | null>((latest, row) => (latest === null || row.due_date > latest ? row.due_date : latest), null);
  return lastDue !== null && lastDue > end ? lastDue : end;
}
