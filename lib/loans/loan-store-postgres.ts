import {
  insertPostgresRows,
  insertPostgresRowsTogether,
  postgresAutocommit,
  postgresTime,
  postgresWrite,
  runTogether,
  type PostgresSession,
} from "@/lib/db/postgres-direct";
import { insertStatement } from "@/lib/db/sql-rows";
import { notFound } from "@/lib/errors/app-error";
import type { CoApplicant } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import {
  changedRecord,
  DELETE_CO_APPLICANTS,
  loanOf,
  UPDATE_LOAN_BODY,
  type StoredLoan,
} from "./loan-sql";
import type { LoanEventRow } from "./audit";
import type { DecideChange, LoanChange, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

export async function insertLoan({ loan, coApplicants, events }: NewLoan): Promise<void> {
  await insertPostgresRowsTogether([
    { table: "Loan", rows: [loan] },
    { table: "CoApplicant", rows: coApplicants },
    { table: "LoanEvent", rows: events },
  ]);
}

// A loan's co-applicants as one JSON array, so the loan comes in one round trip.
const CO_APPLICANT_ROWS = `COALESCE((
    SELECT json_agg(json_build_object('id', "id", 'loanId', "loanId", 'position', "position", 'fullName', "fullName", 'relation', "relation") ORDER BY "position")
    FROM "CoApplicant" WHERE "loanId" = "Loan"."id"
  ), '[]') AS "coApplicantRows"`;

const SELECT_LOAN = `SELECT "Loan".*, ${CO_APPLICANT_ROWS} FROM "Loan" WHERE "Loan"."id" = ? AND "Loan"."partnerId" = ?`;
const SELECT_LOAN_FOR_UPDATE = `${SELECT_LOAN} FOR UPDATE OF "Loan"`;

// The read in one round trip: the loan, its co-applicants and its latest mandate.
const SELECT_LOAN_WITH_LATEST_NACH = `
  SELECT "Loan".*, "nach"."id" AS "nachId", "nach"."status" AS "nachStatus", "nach"."umrn" AS "nachUmrn", ${CO_APPLICANT_ROWS}
  FROM "Loan"
  LEFT JOIN LATERAL (
    SELECT "id", "status", "umrn" FROM "PhysicalNach" WHERE "loanId" = "Loan"."id" ORDER BY "id" DESC LIMIT 1
  ) AS "nach" ON TRUE
  WHERE "Loan"."id" = ? AND "Loan"."partnerId" = ?`;

type LoanRow = StoredLoan & { coApplicantRows: CoApplicant[] };
type LoanWithNachRow = LoanRow & { nachId: string | null; nachStatus: string | null; nachUmrn: string | null };

export async function findLoanWithLatestNach(session: PostgresSession, partnerId: string, leadId: string): Promise<LoanWithNach> {
  const row = isUuid(leadId) ? await session.get<LoanWithNachRow>(SELECT_LOAN_WITH_LATEST_NACH, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const { nachId, nachStatus, nachUmrn, coApplicantRows, ...loan } = row;
  return {
    record: loanOf(loan, coApplicantRows),
    nach: nachId !== null && nachStatus !== null ? { id: nachId, status: nachStatus, umrn: nachUmrn } : null,
  };
}

async function findPartnerLoan(session: PostgresSession, sql: string, partnerId: string, leadId: string): Promise<LoanRecord> {
  const row = isUuid(leadId) ? await session.get<LoanRow>(sql, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const { coApplicantRows, ...loan } = row;
  return loanOf(loan, coApplicantRows);
}

/**
 * The update and its events as one statement, on condition that the loan is
 * still the version `record` was read at and not disbursed; false if not.
 * Parameters in a VALUES list are text unless cast, hence the casts.
 */
async function writeIfUnchanged(session: PostgresSession, record: LoanRecord, change: LoanChange, now: Date): Promise<boolean> {
  const columns = Object.keys(change.events[0] ?? {}) as (keyof LoanEventRow)[];
  const values = change.events.map((event) => `(${columns.map((column) => (event[column] instanceof Date ? "?::timestamp(3)" : "?")).join(", ")})`);
  const names = columns.map((column) => `"${column}"`).join(", ");
  const sql = `WITH "updated" AS (
      UPDATE "Loan" SET "body" = ?, "loanAmount" = ?, "version" = "version" + 1, "updatedAt" = ?::timestamp(3)
      WHERE "id" = ? AND "version" = ? AND "disbursedAt" IS NULL RETURNING "id"
    )${values.length > 0 ? `, "events" AS (INSERT INTO "LoanEvent" (${names}) SELECT "event".* FROM (VALUES ${values.join(", ")}) AS "event" (${names}) CROSS JOIN "updated")` : ""}
    SELECT count(*)::int AS "count" FROM "updated"`;
  const eventValues = change.events.flatMap((event) => columns.map((column) => {
    const value = event[column];
    return value instanceof Date ? postgresTime(value) : value;
  }));
  const result = await session.get<{ count: number }>(sql, change.body, change.loanAmount, postgresTime(now), record.id, record.version, ...eventValues);
  return result?.count === 1;
}

/** Under the row lock: other writers of the loan (disbursal included) wait, so what `decide` sees is what is written over. */
async function changeLoanLocked(session: PostgresSession, partnerId: string, leadId: string, decide: DecideChange): Promise<LoanRecord> {
  const record = await findPartnerLoan(session, SELECT_LOAN_FOR_UPDATE, partnerId, leadId);
  const change = decide(record);
  const now = new Date();
  // A co-applicant kept keeps its id, so its old row must be gone before the
  // new one goes in: separate statements, and only when they changed.
  if (change.coApplicants) {
    await session.run(DELETE_CO_APPLICANTS, record.id);
    await insertPostgresRows(session, "CoApplicant", change.coApplicants);
  }
  const events = insertStatement("LoanEvent", change.events, postgresTime);
  await runTogether(session, [
    { sql: UPDATE_LOAN_BODY, params: [change.body, change.loanAmount, postgresTime(now), record.id] },
    ...(events ? [events] : []),
  ]);
  return changedRecord(record, change, now);
}

const OPTIMISTIC_ATTEMPTS = 3;

/**
 * An update in two round trips: read without a lock, decide, then write on
 * condition that nothing changed the loan meanwhile (writeIfUnchanged). A
 * loan that did change is read and decided again; after a few such races,
 * or when co-applicant rows are to be replaced, the update takes the row
 * lock in a transaction instead.
 */
export async function changeLoan(partnerId: string, leadId: string, decide: DecideChange): Promise<LoanRecord> {
  for (let attempt = 1; attempt <= OPTIMISTIC_ATTEMPTS; attempt++) {
    const record = await postgresAutocommit((session) => findPartnerLoan(session, SELECT_LOAN, partnerId, leadId));
    const change = decide(record);
    if (change.coApplicants) break;
    const now = new Date();
    if (await postgresAutocommit((session) => writeIfUnchanged(session, record, change, now))) return changedRecord(record, change, now);
  }
  return postgresWrite((session) => changeLoanLocked(session, partnerId, leadId, decide));
}
