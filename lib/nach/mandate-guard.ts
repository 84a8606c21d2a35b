import "server-only";
import { todayInIndia } from "@/lib/calendar/india-day";
import { lenderConfig } from "@/lib/config/lender";
import { AppError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";
import type { NachCategory } from "@/lib/codes/mandate-category";
import { collectionProblems } from "./mandate-collection";
import { instalmentsOf, paymentFrequencyOf } from "./mandate-terms";
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
 * Contract v3 section 8: while a mandate is initiated or registered, the
 * bank fixed on its paper must stay the loan's, and the mandate must still be
 * able to collect every instalment. An update is refused with 409
 * nach_mandate_active when its bank_account differs in any field from the
 * stored one (the account a mandate takes is the verified one, and a new
 * account is verified anew; the registration's own write of nach_umrn is not
 * an update, and a PATCH repeating the stored values changes nothing), or
 * when the mandate as it stands would fail any check an initiation makes of
 * its terms against the schedule (lib/nach/mandate-collection.ts: frequency,
 * period, amount too low or too high, a fixed debit's equality).
 */
export function assertMandateAllows({ active, before, after, today = todayInIndia(), category = lenderConfig().nachCategory }: {
  active: ActiveMandate | null;
  before: Loan;
  after: Loan;
  today?: string;
  category?: NachCategory;
}): void {
  if (!active) return;
  const details = { physical_nach_id: active.id, status: active.status };
  const until = active.status === "registered" ? "it has expired" : "it has failed or expired";
  if (!sameBankAccount(before.bank_account, after.bank_account)) {
    throw new AppError("nach_mandate_active", `The loan's physical NACH mandate is ${active.status}; its bank account cannot change until ${until}`, details);
  }
  const mandate = snapshotOf(active);
  const instalments = instalmentsOf(after);
  const problems = collectionProblems({ instalments, paymentFrequency: paymentFrequencyOf(after), terms: mandate, category, today });
  const first = problems[0];
  if (!first) return;
  const amountAtFault = problems.some((problem) => problem.field === "amount" || problem.field === "debit_type");
  throw new AppError(
    "nach_mandate_active",
    `The loan's physical NACH mandate is ${active.status}, and after this update it could not collect the instalments: ${first.summary}. Nothing was changed`,
    {
      ...details,
      fields: problems.map((problem) => ({ path: `mandate.${problem.field}`, message: problem.message })),
      ...(amountAtFault ? { mandate_amount: mandate.amount, largest_instalment: Math.max(...instalments.map((row) => row.due_amount)) } : {}),
    },
  );
}
