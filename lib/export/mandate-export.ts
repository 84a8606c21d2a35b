import "server-only";
import { read } from "@/lib/db/transactions";
import { snapshotOf } from "@/lib/nach/nach-record";
import { mandateList, type portalMandateQuerySchema } from "@/lib/portal/portal-mandates";
import { maskAccountNumber } from "@/lib/privacy/mask";
import { can, type StaffActor } from "@/lib/codes/roles";
import type { z } from "zod";
import { rupeesCell } from "@/lib/csv/csv-lines";
import type { ExportPage } from "./csv-stream";
import { EXPORT_PAGE_SIZE, indianDay } from "./loan-export";

export const MANDATE_EXPORT_COLUMNS = [
  "nach_id",
  "lead_id",
  "partner_loan_id",
  "loan_account_number",
  "partner",
  "customer_name",
  "status",
  "umrn",
  "failure_code",
  "failure_reason",
  "bank_account_number",
  "ifsc_code",
  "debit_type",
  "mandate_amount",
  "started_on",
  "updated_on",
] as const;

export type MandateExportFilter = Pick<z.output<typeof portalMandateQuerySchema>, "status" | "reason" | "started_to">;

/**
 * One page of the mandates export: the NACH page's list as its filter
 * selects it, within the actor's scope, newest first, after the mandate
 * `after`. The account is the mandate's own (its snapshot, fixed at
 * initiation), masked as the mandate's page masks it.
 */
export async function mandateExportPage(actor: StaffActor, filter: MandateExportFilter, after: string | null): Promise<ExportPage> {
  const rows = await read((queries) =>
    mandateList(queries, actor, filter, { before: after ?? undefined, take: EXPORT_PAGE_SIZE })
      .select(["PhysicalNach.mandate", "Loan.loanAccountNumber"])
      .execute(),
  );
  const fullAccount = can(actor, "seeFullIdentifiers");
  return {
    rows: rows.map((row) => {
      const mandate = snapshotOf(row);
      return [
        row.id,
        row.loanId,
        row.partnerLoanId,
        row.loanAccountNumber,
        row.partnerName,
        row.fullName,
        row.status,
        row.umrn,
        row.status === "failed" ? row.failureCode : null,
        row.status === "failed" ? row.failureReason : null,
        fullAccount ? mandate.ac_number : maskAccountNumber(mandate.ac_number, "screen"),
        mandate.ifsc_code,
        mandate.debit_type,
        rupeesCell(mandate.amount),
        indianDay(row.createdAt),
        indianDay(row.updatedAt),
      ];
    }),
    next: rows.length === EXPORT_PAGE_SIZE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}
