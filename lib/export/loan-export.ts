import "server-only";
import { read } from "@/lib/db/transactions";
import { indianClockTime } from "@/lib/calendar/india-day";
import { loanFilterQuery } from "@/lib/loans/loan-filter-query";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { maskAccountNumber, maskIdentifier } from "@/lib/privacy/mask";
import { KYC_TYPE } from "@/lib/schemas/enums";
import type { LoanFilter } from "@/lib/schemas/loan-filter";
import type { Loan } from "@/lib/schemas/loan";
import { can, type StaffActor } from "@/lib/codes/roles";
import { rupeesCell, type CsvCell } from "@/lib/csv/csv-lines";
import type { ExportPage } from "./csv-stream";

export const LOAN_EXPORT_COLUMNS = [
  "lead_id",
  "partner_loan_id",
  "loan_account_number",
  "partner",
  "customer_name",
  "pan",
  "bank_account_number",
  "loan_amount",
  "status",
  "booked_on",
  "disbursed_on",
  "disbursed_amount",
  "utr",
  "mandate_status",
  "umrn",
] as const;

/** Rows per read: small enough that a page is a short statement, large enough that a million rows are 2,000 reads. */
export const EXPORT_PAGE_SIZE = 500;

/** The day in India, as the filter's booking dates and the bank's statement count days. */
export const indianDay = (instant: Date | null): CsvCell => (instant === null ? null : indianClockTime(instant).slice(0, 10));

interface Identifiers {
  pan: string | null;
  accountNumbers: string[];
}

function identifiersOf(loan: Loan): Identifiers {
  return {
    pan: loan.kyc.find((item) => item.kyc_type === KYC_TYPE.pan)?.identifier ?? null,
    accountNumbers: loan.bank_account.ac_number,
  };
}

/** As the loan page shows them to this role: whole for partner staff and administrators, masked for the others. */
function shownIdentifiers(identifiers: Identifiers, actor: StaffActor): Identifiers {
  if (can(actor, "seeFullIdentifiers")) return identifiers;
  return {
    pan: identifiers.pan === null ? null : maskIdentifier(identifiers.pan),
    accountNumbers: identifiers.accountNumbers.map((number) => maskAccountNumber(number, "screen")),
  };
}

/**
 * One page of the loans export: the loans `filter` selects within the
 * actor's scope, newest first, after the loan `after` (the previous page's
 * last), each with its disbursal and its latest mandate. The body is
 * decrypted for its PAN and account numbers, which no column holds.
 */
export async function loanExportPage(actor: StaffActor, filter: LoanFilter, after: string | null): Promise<ExportPage> {
  const rows = await read(async (queries) =>
    (await loanFilterQuery(queries, actor.partnerId, filter, after ?? undefined))
      .leftJoin("Disbursal", "Disbursal.loanId", "Loan.id")
      .select([
        "Loan.id",
        "Loan.partnerLoanId",
        "Loan.loanAccountNumber",
        "Loan.fullName",
        "Loan.body",
        "Loan.loanAmount",
        "Loan.status",
        "Loan.nachStatus",
        "Loan.createdAt",
        "Disbursal.transactionTime",
        "Disbursal.amount as disbursedAmount",
        "Disbursal.transactionId",
      ])
      .select((eb) => [
        eb.selectFrom("Partner").select("Partner.name").whereRef("Partner.id", "=", "Loan.partnerId").$asScalar().$notNull().as("partnerName"),
        eb
          .selectFrom("PhysicalNach")
          .select("PhysicalNach.umrn")
          .whereRef("PhysicalNach.loanId", "=", "Loan.id")
          .orderBy("PhysicalNach.createdAt", "desc")
          .orderBy("PhysicalNach.id", "desc")
          .limit(1)
          .$asScalar()
          .as("umrn"),
      ])
      .limit(EXPORT_PAGE_SIZE)
      .execute(),
  );
  return {
    rows: rows.map((row) => {
      const { pan, accountNumbers } = shownIdentifiers(identifiersOf(loanBodyOf(row)), actor);
      return [
        row.id,
        row.partnerLoanId,
        row.loanAccountNumber,
        row.partnerName,
        row.fullName,
        pan,
        accountNumbers.join(" "),
        rupeesCell(row.loanAmount),
        row.status,
        indianDay(row.createdAt),
        indianDay(row.transactionTime),
        rupeesCell(row.disbursedAmount),
        row.transactionId,
        row.nachStatus,
        row.umrn,
      ];
    }),
    next: rows.length === EXPORT_PAGE_SIZE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}
