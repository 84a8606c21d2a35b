import type { DisbursalBreakdown } from "@/lib/schemas/disbursal";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { pendingReleases } from "./disbursal-amount";
import { shownBeneficiary } from "./disbursal-beneficiary";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { presentWithheldRelease } from "./withheld-releases";

/** A disbursal row as stored; `breakdown` and `beneficiary` are null on rows from before migration 0010. */
export interface StoredDisbursal {
  id: string;
  amount: number;
  transactionTime: Date;
  transactionId: string | null;
  breakdown: string | null;
  beneficiary: string | null;
}

type DisbursedLoan = { id: string; loanAccountNumber: string; body: string };

/**
 * The stored breakdown, written by disburseLoan from a validated one. One
 * stored before contract v3 has no `withheld_releases`: they are the loan's
 * withhold tranches, which no update changes after disbursal, none released.
 */
function breakdownOf(loan: DisbursedLoan, stored: string): DisbursalBreakdown {
  const breakdown = JSON.parse(stored) as Omit<DisbursalBreakdown, "withheld_releases"> & Partial<Pick<DisbursalBreakdown, "withheld_releases">>;
  return { ...breakdown, withheld_releases: breakdown.withheld_releases ?? pendingReleases(loanBodyOf(loan)) };
}

/**
 * The disbursal record. `releases` are the loan's WithheldRelease rows
 * (written with the disbursal, or by migration 0025's data step for older
 * ones), which say what operations have released since; the breakdown
 * stored at disbursal lists them all as not released.
 */
export function presentDisbursal(loan: DisbursedLoan, disbursal: StoredDisbursal, releases: readonly Parameters<typeof presentWithheldRelease>[0][] = []): DisbursalRecord {
  const breakdown = disbursal.breakdown === null ? null : breakdownOf(loan, disbursal.breakdown);
  return {
    lead_id: loan.id,
    loan_account_number: loan.loanAccountNumber,
    status: "Disbursed",
    amount: disbursal.amount,
    transaction_time: disbursal.transactionTime.toISOString(),
    transaction_id: disbursal.transactionId,
    breakdown: breakdown && releases.length > 0 ? { ...breakdown, withheld_releases: releases.map(presentWithheldRelease) } : breakdown,
    beneficiary: disbursal.beneficiary === null ? null : shownBeneficiary(disbursal.id, disbursal.beneficiary),
  };
}
