import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";

export type Tranche = NonNullable<Loan["disbursal_detail"]>[number];

export const isPrincipalTranche = (tranche: Tranche): boolean => tranche.disbursal_type === DISBURSAL_TYPE.principal;

export const principalTranches = (loan: Pick<Loan, "disbursal_detail">): Tranche[] => (loan.disbursal_detail ?? []).filter(isPrincipalTranche);

export const withholdTranches = (loan: Pick<Loan, "disbursal_detail">): Tranche[] => (loan.disbursal_detail ?? []).filter((tranche) => !isPrincipalTranche(tranche));

/**
 * The day the money is to be paid (contract v3 section 4): the principal
 * tranches' date, which they all share (a loan whose tranches differ is
 * refused, so the earliest is read only while checking one). Null without
 * a principal tranche: such a loan has no KFS and cannot be disbursed.
 */
export function plannedStart(loan: Pick<Loan, "disbursal_detail">): string | null {
  const dates = principalTranches(loan).map((tranche) => tranche.date);
  return dates.length === 0 ? null : dates.reduce((earliest, date) => (date < earliest ? date : earliest));
}

/**
 * The start the terms are judged from: the planned one, or, for a loan that
 * has not planned its payout yet, the day it is judged on (the IST date of
 * the booking or the update).
 */
export const startOf = (loan: Pick<Loan, "disbursal_detail">, judgedOn: string): string => plannedStart(loan) ?? judgedOn;
