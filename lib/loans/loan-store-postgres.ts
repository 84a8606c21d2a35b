import { insertPostgresRows, insertPostgresRowsTogether, postgresTime, type PostgresSession } from "@/lib/db/postgres-direct";
import { notFound } from "@/lib/errors/app-error";
import type { CoApplicant } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import {
  changedRecord,
  DELETE_CO_APPLICANTS,
  loanOf,
  SELECT_CO_APPLICANTS,
  SELECT_PARTNER_LOAN,
  UPDATE_LOAN_BODY,
  type StoredLoan,
} from "./loan-sql";
import type { DecideChange, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

export async function insertLoan({ loan, coApplicants, events }: NewLoan): Promise<void> {
  await insertPostgresRowsTogether([
    { table: "Loan", rows: [loan] },
    { table: "CoApplicant", rows: coApplicants },
    { table: "LoanEvent", rows: events },
  ]);
}

// The read in one round trip: the loan, its co-applicants as JSON and its latest mandate.
const SELECT_LOAN_WITH_LATEST_NACH = `
  SELECT "Loan".*, "nach"."id" AS "nachId", "nach"."status" AS "nachStatus", "nach"."umrn" AS "nachUmrn",
    COALESCE((
      SELECT json_agg(json_build_object('id', "id", 'loanId', "loanId", 'position', "position", 'fullName', "fullName", 'relation', "relation") ORDER BY "position")
      FROM "CoApplicant" WHERE "loanId" = "Loan"."id"
    ), '[]') AS "coApplicantRows"
  FROM "Loan"
  LEFT JOIN LATERAL (
    SELECT "id", "status", "umrn" FROM "PhysicalNach" WHERE "loanId" = "Loan"."id" ORDER BY "id" DESC LIMIT 1
  ) AS "nach" ON TRUE
  WHERE "Loan"."id" = ? AND "Loan"."partnerId" = ?`;

type LoanWithNachRow = StoredLoan & { nachId: string | null; nachStatus: string | null; nachUmrn: string | null; coApplicantRows: CoApplicant[] };

export async function findLoanWithLatestNach(session: PostgresSession, partnerId: string, leadId: string): Promise<LoanWithNach> {
  const row = isUuid(leadId) ? await session.get<LoanWithNachRow>(SELECT_LOAN_WITH_LATEST_NACH, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const { nachId, nachStatus, nachUmrn, coApplicantRows, ...loan } = row;
  return {
    record: loanOf(loan, coApplicantRows),
    nach: nachId !== null && nachStatus !== null ? { id: nachId, status: nachStatus, umrn: nachUmrn } : null,
  };
}

/**
 * Inside one transaction; the row lock makes other writers of the loan
 * (disbursal included) wait, so what `decide` sees is what is written over.
 */
export async function changeLoan(session: PostgresSession, partnerId: string, leadId: string, decide: DecideChange): Promise<LoanRecord> {
  const row = isUuid(leadId) ? await session.get<StoredLoan>(`${SELECT_PARTNER_LOAN} FOR UPDATE`, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const record = loanOf(row, await session.all<CoApplicant>(SELECT_CO_APPLICANTS, row.id));
  const change = decide(record);
  const now = new Date();
  await session.run(UPDATE_LOAN_BODY, change.body, change.loanAmount, postgresTime(now), record.id);
  if (change.coApplicants) {
    await session.run(DELETE_CO_APPLICANTS, record.id);
    await insertPostgresRows(session, "CoApplicant", change.coApplicants);
  }
  await insertPostgresRows(session, "LoanEvent", change.events);
  return changedRecord(record, change, now);
}
