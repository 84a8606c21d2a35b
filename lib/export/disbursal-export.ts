import "server-only";
import { DISBURSAL_BENEFICIARY, openText } from "@/lib/crypto/sealed-columns";
import { read } from "@/lib/db/transactions";
import { loanFilterQuery } from "@/lib/loans/loan-filter-query";
import { maskAccountNumber } from "@/lib/privacy/mask";
import type { DisbursalBeneficiary, DisbursalBreakdown } from "@/lib/schemas/disbursal";
import type { LoanFilter } from "@/lib/schemas/loan-filter";
import { can, type StaffActor } from "@/lib/codes/roles";
import { rupeesCell, type CsvCell } from "@/lib/csv/csv-lines";
import type { ExportPage } from "./csv-stream";
import { EXPORT_PAGE_SIZE, indianDay } from "./loan-export";

/** The breakdown's amounts, in its order: what finance reconciles the bank statement's debit against. */
const BREAKDOWN_FIELDS = ["gross", "processing_fee", "gst", "pre_emi", "subvention", "upfront_emi", "insurance", "withheld", "net"] as const;

export const DISBURSAL_EXPORT_COLUMNS = [
  "lead_id",
  "partner_loan_id",
  "loan_account_number",
  "partner",
  "customer_name",
  "loan_amount",
  "disbursed_on",
  "transaction_time",
  "utr",
  "amount_paid",
  ...BREAKDOWN_FIELDS,
  "beneficiary_name",
  "beneficiary_ifsc",
  "beneficiary_account_number",
] as const;

type Breakdown = Pick<DisbursalBreakdown, (typeof BREAKDOWN_FIELDS)[number]>;

// Disbursals from before migration 0010 have no breakdown and no beneficiary: their cells are left empty.
const breakdownCells = (stored: string | null): CsvCell[] => {
  const breakdown = stored === null ? null : (JSON.parse(stored) as Breakdown);
  return BREAKDOWN_FIELDS.map((field) => rupeesCell(breakdown?.[field] ?? null));
};

function beneficiaryCells(disbursalId: string, sealed: string | null, actor: StaffActor): CsvCell[] {
  if (sealed === null) return [null, null, null];
  const beneficiary = JSON.parse(openText(DISBURSAL_BENEFICIARY, disbursalId, sealed)) as DisbursalBeneficiary;
  const number = can(actor, "seeFullIdentifiers") ? beneficiary.ac_number : maskAccountNumber(beneficiary.ac_number, "screen");
  return [beneficiary.ac_name, beneficiary.ifsc_code, number];
}

/**
 * One page of the disbursals export: the disbursed loans among those the
 * loans page's filter selects, in its order, each with its disbursal's UTR,
 * amounts and the account paid (masked as the loans export masks it).
 */
export async function disbursalExportPage(actor: StaffActor, filter: LoanFilter, after: string | null): Promise<ExportPage> {
  const rows = await read(async (queries) =>
    (await loanFilterQuery(queries, actor.partnerId, filter, after ?? undefined))
      .innerJoin("Disbursal", "Disbursal.loanId", "Loan.id")
      .select([
        "Loan.id",
        "Loan.partnerLoanId",
        "Loan.loanAccountNumber",
        "Loan.fullName",
        "Loan.loanAmount",
        "Disbursal.id as disbursalId",
        "Disbursal.amount",
        "Disbursal.transactionTime",
        "Disbursal.transactionId",
        "Disbursal.breakdown",
        "Disbursal.beneficiary",
      ])
      .select((eb) => eb.selectFrom("Partner").select("Partner.name").whereRef("Partner.id", "=", "Loan.partnerId").$asScalar().$notNull().as("partnerName"))
      .limit(EXPORT_PAGE_SIZE)
      .execute(),
  );
  return {
    rows: rows.map((row) => [
      row.id,
      row.partnerLoanId,
      row.loanAccountNumber,
      row.partnerName,
      row.fullName,
      rupeesCell(row.loanAmount),
      indianDay(row.transactionTime),
      row.transactionTime.toISOString(),
      row.transactionId,
      rupeesCell(row.amount),
      ...breakdownCells(row.breakdown),
      ...beneficiaryCells(row.disbursalId, row.beneficiary, actor),
    ]),
    next: rows.length === EXPORT_PAGE_SIZE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}
