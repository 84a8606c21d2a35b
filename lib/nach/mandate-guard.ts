import { AppError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";
import { instalmentsOf } from "./mandate-terms";
import { snapshotOf, type NachRecord } from "./nach-record";

/** The loan's mandate that is initiated or registered, as an update reads it (snapshot still encrypted). */
export type ActiveMandate = Pick<NachRecord, "id" | "status" | "mandate">;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field by field, so the order the keys were sent or merged in does not count as a change. */
function sameBankAccount(a: Loan["bank_account"], b: Loan["bank_account"]): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Loan["bank_account"])[]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

/**
 * Contract section 8: while a mandate is initiated or registered, the bank
 * fixed on its paper must stay the loan's, and every instalment must stay
 * collectable under it. An update is refused with 409 nach_mandate_active
 * when its bank_account differs in any field from the stored one (the
 * registration's own write of nach_umrn is not an update, and a PATCH
 * repeating the stored values changes nothing), when its largest instalment
 * is above the mandate's amount, or, for a fixed mandate, when its
 * instalments are no longer all that amount (the bank would debit more or
 * less than is due).
 */
export function assertMandateAllows({ active, before, after }: { active: ActiveMandate | null; before: Loan; after: Loan }): void {
  if (!active) return;
  const details = { physical_nach_id: active.id, status: active.status };
  const until = active.status === "registered" ? "it has expired" : "it has failed or expired";
  if (!sameBankAccount(before.bank_account, after.bank_account)) {
    throw new AppError("nach_mandate_active", `The loan's physical NACH mandate is ${active.status}; its bank account cannot change until ${until}`, details);
  }
  const mandate = snapshotOf(active);
  const amounts = instalmentsOf(after).map((row) => row.due_amount);
  const largest = Math.max(...amounts);
  if (largest > mandate.amount) {
    throw new AppError(
      "nach_mandate_active",
      `The loan's physical NACH mandate is ${active.status} for at most ${mandate.amount} per debit; an instalment of ${largest} could not be collected under it`,
      { ...details, mandate_amount: mandate.amount, largest_instalment: largest },
    );
  }
  if (mandate.debit_type === "fixed" && amounts.some((amount) => amount !== mandate.amount)) {
    throw new AppError(
      "nach_mandate_active",
      `The loan's physical NACH mandate is ${active.status} for a fixed debit of ${mandate.amount}; every instalment must stay that amount`,
      { ...details, mandate_amount: mandate.amount, largest_instalment: largest },
    );
  }
}
