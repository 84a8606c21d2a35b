import { DISBURSAL_BENEFICIARY, openText, sealText } from "@/lib/crypto/sealed-columns";
import { maskAccountNumber } from "@/lib/privacy/mask";
import type { DisbursalBeneficiary } from "@/lib/schemas/disbursal";
import type { Loan } from "@/lib/schemas/loan";

/**
 * The account paid: the loan's first account number, the one booking lists
 * first and NACH initiation takes by default, with the account's name and IFSC.
 * The number is whole here; it is masked whenever it is shown.
 */
export function beneficiaryOf(loan: Pick<Loan, "bank_account">): DisbursalBeneficiary {
  const { ac_name, ifsc_code, ac_number } = loan.bank_account;
  return { ac_name, ifsc_code, ac_number: ac_number[0] ?? "" };
}

export const sealBeneficiary = (disbursalId: string, beneficiary: DisbursalBeneficiary): string =>
  sealText(DISBURSAL_BENEFICIARY, disbursalId, JSON.stringify(beneficiary));

/** The stored beneficiary as shown: the account number masked. */
export function shownBeneficiary(disbursalId: string, sealed: string): DisbursalBeneficiary {
  const beneficiary = JSON.parse(openText(DISBURSAL_BENEFICIARY, disbursalId, sealed)) as DisbursalBeneficiary;
  return { ...beneficiary, ac_number: maskAccountNumber(beneficiary.ac_number, "record") };
}
