import "server-only";
import { compiledOnce } from "@/lib/db/compiled";
import { forUpdate } from "@/lib/db/locks";
import { write, type Queries } from "@/lib/db/transactions";
import { fromJsonText, jsonRows, type JsonText } from "@/lib/db/sql-functions";
import type { CoApplicantRow, LoanRow } from "@/lib/db/tables";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import type { LoanRecord } from "./loan-record";

/**
 * The select of a loan by lead id (and partner, unless null) with its
 * co-applicants in order as a JSON column: the loan in one statement, which
 * callers may add columns to (the latest mandate of a read).
 */
export function selectLoan(queries: Queries, partnerId: string | null, leadId: string) {
  const byId = queries
    .selectFrom("Loan")
    .selectAll("Loan")
    .select((eb) =>
      jsonRows(
        eb
          .selectFrom("CoApplicant")
          .select(["CoApplicant.id", "CoApplicant.loanId", "CoApplicant.position", "CoApplicant.fullName", "CoApplicant.relation"])
          .whereRef("CoApplicant.loanId", "=", "Loan.id")
          .orderBy("CoApplicant.position"),
      ).as("coApplicantsJson"),
    )
    .where("Loan.id", "=", leadId);
  return partnerId === null ? byId : byId.where("Loan.partnerId", "=", partnerId);
}

/** The LoanRecord of a row selectLoan read. */
export function loanRecordOf<Row extends LoanRow & { coApplicantsJson: JsonText<CoApplicantRow[]> }>({ coApplicantsJson, ...rest }: Row): Omit<Row, "coApplicantsJson"> & LoanRecord {
  return { ...rest, coApplicants: fromJsonText(coApplicantsJson) };
}

// Compiled once each (lib/db/compiled.ts): a loan is read on most of the API's paths.
const partnerLoan = compiledOnce(["partnerId", "leadId"], (queries, { partnerId, leadId }) => selectLoan(queries, partnerId, leadId));
const partnerLoanLocked = compiledOnce(["partnerId", "leadId"], (queries, { partnerId, leadId }) => forUpdate(selectLoan(queries, partnerId, leadId)));
const anyLoan = compiledOnce(["leadId"], (queries, { leadId }) => selectLoan(queries, null, leadId));
const anyLoanLocked = compiledOnce(["leadId"], (queries, { leadId }) => forUpdate(selectLoan(queries, null, leadId)));

/**
 * A partner's loan by lead id, with its co-applicants in order. Another
 * partner's loan, a malformed id and an unknown one are the same to the
 * caller: not found. With `lock`, inside a write, other writers of the loan
 * wait until this transaction ends, so what it reads is what it writes over.
 * A null partner means any partner's: only for the lender's portal roles,
 * whose StaffActor has no partner (lib/codes/roles.ts).
 */
export async function getPartnerLoan(queries: Queries, partnerId: string | null, leadId: string, { lock = false } = {}): Promise<LoanRecord> {
  if (!isUuid(leadId)) throw notFound("Loan");
  const [row] =
    partnerId === null
      ? await (lock ? anyLoanLocked : anyLoan)(queries, { leadId })
      : await (lock ? partnerLoanLocked : partnerLoan)(queries, { partnerId, leadId });
  if (!row) throw notFound("Loan");
  return loanRecordOf(row);
}

/**
 * The one way an operation writes to a partner's loan: one write transaction
 * in which the loan is read first, under its row lock, so every other writer
 * of the loan (an update, a disbursal, a mandate's start) waits until this
 * one commits, and `work` decides on the loan as it stands. Another
 * partner's loan, or none, is not found; a null `partnerId` (the lender's roles) finds any partner's.
 */
export function changeLockedLoan<T>(partnerId: string | null, leadId: string, work: (queries: Queries, record: LoanRecord) => Promise<T>): Promise<T> {
  return write(async (queries) => work(queries, await getPartnerLoan(queries, partnerId, leadId, { lock: true })));
}
