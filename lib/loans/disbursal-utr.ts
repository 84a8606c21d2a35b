import { randomInt } from "node:crypto";
import { env } from "@/lib/config/env";
import type { Queries } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError, validationError } from "@/lib/errors/app-error";
import { todayInIndia } from "@/lib/calendar/india-day";

// The sandbox bank's code, as on the demo mode's UMRNs.
const SANDBOX_BANK = "LDSK";

/**
 * A demo UTR in the RTGS shape, 22 characters: the sandbox bank's code, `R`,
 * the transaction's date in India (YYYYMMDD) and 9 random digits, so two
 * disbursals of one day share one in a billion.
 */
export function sandboxUtr(time: Date): string {
  return `${SANDBOX_BANK}R${todayInIndia(time).replaceAll("-", "")}${String(randomInt(0, 1e9)).padStart(9, "0")}`;
}

type Mode = ReturnType<typeof env>["LOANDESK_MODE"];

/** Production mode pays through a real bank, whose UTR must be recorded; demo mode's sandbox bank makes one. */
export const utrRequired = (mode: Mode = env().LOANDESK_MODE): boolean => mode === "production";

/** The UTR to record: the partner's; in demo mode a sandbox one when none was sent; production mode requires it. */
export function transactionIdFor(sent: string | undefined, time: Date, mode: Mode = env().LOANDESK_MODE): string {
  if (sent !== undefined) return sent;
  if (utrRequired(mode)) throw validationError([{ path: "transaction_id", message: "is required: the bank's UTR of the transfer" }]);
  return sandboxUtr(time);
}

/** What a UTR the lender records paid: a disbursal, a withheld release, or the borrower's cooling-off repayment. */
export type UtrKind = "disbursal" | "withheld_release" | "cooling_off_receipt";

/**
 * Records that this UTR is the transfer of the record `recordId` (a
 * disbursal, a release or a receipt), inside that record's transaction. The
 * table's key makes it the only holder across every partner and every kind,
 * whatever the timing; a second use is 409 utr_in_use, whose message does
 * not say whose, and the transaction is not committed.
 */
export async function holdUtr(queries: Queries, utr: string, recordId: string, now: Date, kind: UtrKind = "disbursal"): Promise<void> {
  try {
    await queries.insertInto("Utr").values({ utr, kind, recordId, createdAt: now }).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError("utr_in_use", "This UTR is already recorded on another transfer", {
      fields: [{ path: "transaction_id", message: "is already recorded on another transfer" }],
    });
  }
}
