import type { MandateSnapshot } from "@/lib/schemas/nach";
import { formatRupees } from "@/lib/format/indian-format";

/** The words NPCI's form prints beside each ticked box, so staff compare like with like. */
export const ACCOUNT_TYPE: Record<MandateSnapshot["account_type"], string> = { savings: "SB", current: "CA", sb_nro: "SB-NRO", other: "Other" };
export const DEBIT_TYPE: Record<MandateSnapshot["debit_type"], string> = { maximum: "Maximum amount", fixed: "Fixed amount" };
export const FREQUENCY: Record<MandateSnapshot["frequency"], string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  half_yearly: "Half-yearly",
  yearly: "Yearly",
  as_presented: "As and when presented",
};

/** `YYYY-MM-DD` as the form prints it, DD/MM/YYYY. */
export const formDate = (iso: string): string => iso.split("-").reverse().join("/");

/**
 * The mandate's printed values in the form's order and wording, for staff
 * to hold against the signed scan before they record the bank's answer.
 */
export function mandateSnapshotRows(mandate: MandateSnapshot): [string, string][] {
  return [
    ["Date", formDate(mandate.mandate_date)],
    ["Sponsor bank code", mandate.sponsor_bank_code],
    ["Utility code", mandate.utility_code],
    ["Authorised creditor", mandate.creditor_name],
    ["Account type", ACCOUNT_TYPE[mandate.account_type]],
    ["Bank account number", mandate.ac_number],
    ["Bank", mandate.bank_name],
    ["IFSC", mandate.ifsc_code],
    ["Amount", formatRupees(mandate.amount)],
    ["Debit type", DEBIT_TYPE[mandate.debit_type]],
    ["Frequency", FREQUENCY[mandate.frequency]],
    ["Reference 1", mandate.reference_1],
    ["Reference 2", mandate.reference_2],
    ["Phone", mandate.phone],
    ["E-mail", mandate.email ?? "—"],
    ["From", formDate(mandate.start_date)],
    ["To", mandate.until_cancelled || mandate.end_date === null ? "Until cancelled" : formDate(mandate.end_date)],
    ["Signatories", mandate.signatories.join(", ")],
  ];
}

/** The terms staff chose when starting a mandate, as the loan page lists each mandate's; the account number as given (masked by the caller). */
export function mandateTermsRows(
  terms: Pick<MandateSnapshot, "frequency" | "debit_type" | "amount" | "start_date" | "end_date" | "until_cancelled" | "account_type" | "ac_number" | "signatories">,
): [string, string][] {
  const until = terms.until_cancelled || terms.end_date === null ? "until cancelled" : `to ${formDate(terms.end_date)}`;
  return [
    ["Frequency", FREQUENCY[terms.frequency]],
    ["Amount", `${formatRupees(terms.amount)}, ${DEBIT_TYPE[terms.debit_type].toLowerCase()}`],
    ["Period", `${formDate(terms.start_date)} ${until}`],
    ["Account", `${ACCOUNT_TYPE[terms.account_type]} ${terms.ac_number}`],
    ["Signatories", terms.signatories.join(", ")],
  ];
}
