import { NACH_MANDATE, openText, sealText } from "@/lib/crypto/sealed-columns";
import type { LenderConfig } from "@/lib/config/lender";
import type { Loan } from "@/lib/schemas/loan";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import type { MandateTerms } from "./mandate-terms";

/**
 * Every value printed on the form, fixed at initiation from the loan as it
 * is then, the chosen terms and the lender's configuration.
 */
export function mandateSnapshot({ loan, loanAccountNumber, terms, bankName, lender, mandateDate }: {
  loan: Loan;
  loanAccountNumber: string;
  terms: MandateTerms;
  bankName: string;
  lender: LenderConfig;
  /** The initiation date in IST. */
  mandateDate: string;
}): MandateSnapshot {
  return {
    mandate_date: mandateDate,
    sponsor_bank_code: lender.sponsorBankCode,
    utility_code: lender.utilityCode,
    creditor_name: lender.name,
    ac_number: terms.ac_number,
    ac_name: loan.bank_account.ac_name,
    account_type: terms.account_type,
    bank_name: bankName,
    ifsc_code: loan.bank_account.ifsc_code,
    debit_type: terms.debit_type,
    amount: terms.amount,
    frequency: terms.frequency,
    start_date: terms.start_date,
    end_date: terms.end_date,
    until_cancelled: terms.until_cancelled,
    signatories: terms.signatories,
    reference_1: loanAccountNumber,
    reference_2: loan.partner_loan_id,
    phone: loan.mobile_number,
    email: loan.email ?? null,
  };
}

/** The snapshot as stored: it holds the account number, names, phone and e-mail, so it is encrypted, bound to the mandate's id. */
export const sealMandate = (nachId: string, mandate: MandateSnapshot): string => sealText(NACH_MANDATE, nachId, JSON.stringify(mandate));

// Validated when it was built; only sealMandate writes it.
export const mandateOf = (record: { id: string; mandate: string }): MandateSnapshot => JSON.parse(openText(NACH_MANDATE, record.id, record.mandate)) as MandateSnapshot;
