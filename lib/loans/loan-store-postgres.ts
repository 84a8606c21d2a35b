import { insertPostgresRows, insertPostgresRowsTogether, postgresTime, postgresWrite, runTogether, type PostgresSession } from "@/lib/db/postgres-direct";
import { insertStatement } from "@/lib/db/sql-rows";
import { notFound } from "@/lib/errors/app-error";
import type { CoApplicant } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import type { Exposure } from "@/lib/policy/evaluate-policy";
import {
  changedRecord,
  changeParams,
  DELETE_CO_APPLICANTS,
  exposureOf,
  exposureStatement,
  loanOf,
  SELECT_ACTIVE_MANDATE,
  UPDATE_LOAN_BODY,
  type StoredLoan,
} from "./loan-sql";
import type { ActiveMandate } from "@/lib/nach/mandate-guard";
import type { DecideBooking, DecideChange, ExposureFor, ExposureQuery, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

const insertedTogether = ({ loan, coApplicants, events }: NewLoan) => [
  { table: "Loan", rows: [loan] },
  { table: "CoApplicant", rows: coApplicants },
  { table: "LoanEvent", rows: events },
];

// Held to the transaction's end, so bookings and amount changes of one PAN
// take turns between their count and their write. The lock comes in a
// statement of its own: under READ COMMITTED the count that follows sees
// whatever the previous holder committed.
const LOCK_PAN = "SELECT pg_advisory_xact_lock(hashtext(?))";

async function readExposure(session: PostgresSession, query: ExposureQuery, excludeLoanId: string | null): Promise<Exposure> {
  await session.run(LOCK_PAN, query.hashes[0] ?? "");
  const { sql, params } = exposureStatement(query, excludeLoanId);
  return exposureOf(await session.get(sql, ...params));
}

/** Without a PAN there is nothing to count or lock: one round trip, as before the exposure rule. */
export async function insertLoan(query: ExposureQuery | null, decide: DecideBooking): Promise<NewLoan> {
  if (query === null) {
    const rows = decide(null);
    await insertPostgresRowsTogether(insertedTogether(rows));
    return rows;
  }
  return postgresWrite(async (session) => {
    const rows = decide(await readExposure(session, query, null));
    await runTogether(session, insertedTogether(rows).flatMap(({ table, rows: tableRows }) => insertStatement(table, tableRows, postgresTime) ?? []));
    return rows;
  });
}

// A loan's co-applicants as one JSON array, so the loan comes in one round trip.
const CO_APPLICANT_ROWS = `COALESCE((
    SELECT json_agg(json_build_object('id', "id", 'loanId', "loanId", 'position', "position", 'fullName', "fullName", 'relation', "relation") ORDER BY "position")
    FROM "CoApplicant" WHERE "loanId" = "Loan"."id"
  ), '[]') AS "coApplicantRows"`;

const SELECT_LOAN_FOR_UPDATE = `SELECT "Loan".*, ${CO_APPLICANT_ROWS} FROM "Loan" WHERE "Loan"."id" = ? AND "Loan"."partnerId" = ? FOR UPDATE OF "Loan"`;

// The read in one round trip: the loan, its co-applicants and its latest mandate.
const SELECT_LOAN_WITH_LATEST_NACH = `
  SELECT "Loan".*, "nach"."id" AS "nachId", "nach"."status" AS "nachStatus", "nach"."umrn" AS "nachUmrn", "nach"."mandate" AS "nachMandate", ${CO_APPLICANT_ROWS}
  FROM "Loan"
  LEFT JOIN LATERAL (
    SELECT "id", "status", "umrn", "mandate" FROM "PhysicalNach" WHERE "loanId" = "Loan"."id" ORDER BY "id" DESC LIMIT 1
  ) AS "nach" ON TRUE
  WHERE "Loan"."id" = ? AND "Loan"."partnerId" = ?`;

type LoanRow = StoredLoan & { coApplicantRows: CoApplicant[] };
type LoanWithNachRow = LoanRow & { nachId: string | null; nachStatus: string | null; nachUmrn: string | null; nachMandate: string | null };

export async function findLoanWithLatestNach(session: PostgresSession, partnerId: string, leadId: string): Promise<LoanWithNach> {
  const row = isUuid(leadId) ? await session.get<LoanWithNachRow>(SELECT_LOAN_WITH_LATEST_NACH, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const { nachId, nachStatus, nachUmrn, nachMandate, coApplicantRows, ...loan } = row;
  return {
    record: loanOf(loan, coApplicantRows),
    nach: nachId !== null && nachStatus !== null ? { id: nachId, status: nachStatus, umrn: nachUmrn, mandate: nachMandate } : null,
  };
}

async function findPartnerLoanForUpdate(session: PostgresSession, partnerId: string, leadId: string): Promise<LoanRecord> {
  const row = isUuid(leadId) ? await session.get<LoanRow>(SELECT_LOAN_FOR_UPDATE, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const { coApplicantRows, ...loan } = row;
  return loanOf(loan, coApplicantRows);
}

/**
 * Inside one transaction; the row lock makes other writers of the loan
 * (disbursal included) wait, so what `decide` sees is what is written over.
 * Five round trips: BEGIN, the locking read, the mandate, the write, COMMIT; two more
 * (the PAN lock and the count) when the exposure is asked for.
 */
export async function changeLoan(
  session: PostgresSession,
  partnerId: string,
  leadId: string,
  decide: DecideChange,
  exposureFor: ExposureFor,
): Promise<LoanRecord> {
  const record = await findPartnerLoanForUpdate(session, partnerId, leadId);
  // A statement of its own after the lock: under READ COMMITTED it sees a mandate an initiation committed while this waited.
  const active = (await session.get<ActiveMandate>(SELECT_ACTIVE_MANDATE, record.id)) ?? null;
  const query = exposureFor(record);
  const change = decide(record, query === null ? null : await readExposure(session, query, record.id), active);
  const now = new Date();
  // A co-applicant kept keeps its id, so its old row must be gone before the
  // new one goes in: separate statements, and only when they changed.
  if (change.coApplicants) {
    await session.run(DELETE_CO_APPLICANTS, record.id);
    await insertPostgresRows(session, "CoApplicant", change.coApplicants);
  }
  const events = insertStatement("LoanEvent", change.events, postgresTime);
  await runTogether(session, [
    { sql: UPDATE_LOAN_BODY, params: [...changeParams(change), postgresTime(now), record.id] },
    ...(events ? [events] : []),
  ]);
  return changedRecord(record, change, now);
}
