import "server-only";
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import { addDays } from "@/lib/calendar/calendar-date";
import { startOfIndianDay } from "@/lib/calendar/india-day";
import type { Queries } from "@/lib/db/transactions";
import { notIndexedOnSqlite } from "@/lib/db/sql-functions";
import type { DB } from "@/lib/db/tables";
import { firstIdAt, isUuid } from "@/lib/ids/ids";
import type { LoanFilter } from "@/lib/schemas/loan-filter";
import { searchTargets, type SearchTarget } from "./search-term";

/**
 * The loans a filter selects, for one partner (`partnerId`) or every partner
 * (null, the lender's roles), newest first: one query, which the portal's
 * list pages with a cursor and a LIMIT, and an export can stream whole. The
 * caller adds the columns it shows (and any join on `Loan.id`).
 *
 * Every condition has an index that reads it in the list's order
 * (docs/performance.md, issue 29): a status or a NACH state is an index
 * range per value; a booking date range is a range of lead ids, which are
 * UUID v7 and so in booking order; a search by name is driven from the
 * words' index (`LoanNameToken`), already in loan order; an amount range is
 * read through the amount's index only when few loans are in it (see
 * amountCondition).
 */
export async function loanFilterQuery(
  queries: Queries,
  partnerId: string | null,
  filter: LoanFilter,
  before?: string,
): Promise<SelectQueryBuilder<DB, "Loan", object>> {
  const targets = filter.q ? searchTargets(filter.q, filter.by) : [];
  // A name is looked for alone (searchTargets gives it no alternative), so its words can drive the query.
  const words = targets.flatMap((target) => (target.field === "name" ? target.words : [])).sort((a, b) => b.length - a.length);
  const columns = targets.filter((target): target is ColumnTarget => target.field !== "name");
  const [leading, ...others] = words;
  const amount = await amountCondition(queries, partnerId, filter);
  const range = bookingRange(filter);
  const after = range.firstId;
  const until = range.idBefore;
  const cursor = before && isUuid(before) ? before : undefined;

  return queries
    .selectFrom("Loan")
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      // When the name's words drive, the loan's own indexes must not tempt SQLite into reading the loans first (it did, for every loan of a status).
      const column = (name: "Loan.partnerId" | "Loan.status" | "Loan.nachStatus") => (leading ? notIndexedOnSqlite<string | null>(name) : eb.ref(name));
      if (partnerId) conditions.push(eb(column("Loan.partnerId"), "=", partnerId));
      if (filter.q && !leading) conditions.push(columns.length > 0 ? eb("Loan.id", "in", loansFound(queries, columns)) : eb.lit(false));
      if (filter.status) conditions.push(eb(column("Loan.status"), "=", filter.status));
      if (filter.disbursed) conditions.push(eb("Loan.disbursedAt", filter.disbursed === "yes" ? "is not" : "is", null));
      if (filter.nach) conditions.push(eb(column("Loan.nachStatus"), filter.nach === "none" ? "is" : "=", filter.nach === "none" ? null : filter.nach));
      if (range.from) conditions.push(eb("Loan.createdAt", ">=", range.from));
      if (range.to) conditions.push(eb("Loan.createdAt", "<", range.to));
      if (amount) conditions.push(amount(eb));
      if (filter.kfs === "not_accepted") conditions.push(kfsNotAccepted(eb));
      for (const word of others) {
        conditions.push(eb.exists(eb.selectFrom("LoanNameToken as other").select("other.loanId").whereRef("other.loanId", "=", "Loan.id").where("other.token", "=", word)));
      }
      return eb.and(conditions);
    })
    .$if(leading !== undefined, (query) => {
      // The longest word leads: it is usually the rarest, and its index range is read in loan order.
      let driven = query.innerJoin("LoanNameToken", "LoanNameToken.loanId", "Loan.id").where("LoanNameToken.token", "=", leading ?? "");
      if (partnerId) driven = driven.where("LoanNameToken.partnerId", "=", partnerId);
      if (after) driven = driven.where("LoanNameToken.loanId", ">=", after);
      if (until) driven = driven.where("LoanNameToken.loanId", "<", until);
      if (cursor) driven = driven.where("LoanNameToken.loanId", "<", cursor);
      return driven.orderBy("LoanNameToken.loanId", "desc");
    })
    .$if(leading === undefined, (query) => {
      let ordered = query;
      if (after) ordered = ordered.where("Loan.id", ">=", after);
      if (until) ordered = ordered.where("Loan.id", "<", until);
      if (cursor) ordered = ordered.where("Loan.id", "<", cursor);
      return ordered.orderBy("Loan.id", "desc");
    });
}

type LoanExpressions = ExpressionBuilder<DB, "Loan">;

/**
 * Neither its current (latest) KFS version accepted, nor any version issued:
 * either way its disbursal would be refused kfs_not_accepted.
 */
const kfsNotAccepted = (eb: LoanExpressions) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom("KfsVersion as current")
        .innerJoin("KfsAcceptance", "KfsAcceptance.kfsId", "current.id")
        .select("current.id")
        .whereRef("current.loanId", "=", "Loan.id")
        .where((inner) =>
          inner.not(inner.exists(inner.selectFrom("KfsVersion as newer").select("newer.id").whereRef("newer.loanId", "=", "current.loanId").whereRef("newer.version", ">", "current.version"))),
        ),
    ),
  );
type ColumnTarget = Exclude<SearchTarget, { field: "name" }>;

function targetCondition(eb: LoanExpressions, target: ColumnTarget): Expression<SqlBool> {
  switch (target.field) {
    case "lead_id":
      return eb("Loan.id", "=", target.value);
    case "mobile":
      return eb("Loan.mobileNumber", "=", target.value);
    case "loan_account_number":
      return eb("Loan.loanAccountNumber", "=", target.value);
    case "partner_loan_id":
      return eb("Loan.partnerLoanId", "=", target.value);
    case "pan":
      return eb("Loan.panHash", "in", target.hashes);
  }
}

/**
 * The ids of the loans any target finds, each target a lookup on its own
 * column's index. As one list of ids the planner looks the few loans up;
 * as an OR beside the partner's id, SQLite walked the partner's whole book.
 */
function loansFound(queries: Queries, targets: ColumnTarget[]) {
  const [first, ...rest] = targets.map((target) => queries.selectFrom("Loan").select("Loan.id").where((eb) => targetCondition(eb, target)));
  return rest.reduce((union, next) => union.unionAll(next), first ?? queries.selectFrom("Loan").select("Loan.id").where(sql.lit(false)));
}

/**
 * Booking days are India's: from the start of `booked_from` to the start of
 * the day after `booked_to`. The same range of lead ids, a minute wider each
 * side (an id and its createdAt are taken a moment apart), is what lets the
 * list's index read only those days.
 */
function bookingRange(filter: LoanFilter): { from?: Date; to?: Date; firstId?: string; idBefore?: string } {
  const MARGIN_MS = 60_000;
  const from = filter.booked_from ? startOfIndianDay(filter.booked_from) : undefined;
  const to = filter.booked_to ? startOfIndianDay(addDays(filter.booked_to, 1)) : undefined;
  return {
    from,
    to,
    firstId: from && firstIdAt(new Date(from.getTime() - MARGIN_MS)),
    idBefore: to && firstIdAt(new Date(to.getTime() + MARGIN_MS)),
  };
}

/** Up to this many loans in an amount range are read through the amount's index and sorted; more are found walking the list in order. */
const FEW_IN_RANGE = 2000;

/**
 * An amount range is not in the list's order, so either plan can be slow:
 * the amount's index with few loans in range is quick, but sorting a range
 * that holds most of the book is not; walking the book newest first finds a
 * page of a wide range at once, but reads every loan for a narrow one. A
 * count of the range, stopped at FEW_IN_RANGE on the amount's index, picks
 * one, and the condition is written so that both databases' planners take
 * it: the few loans' ids, looked up through the amount's index alone; or
 * the amount behind a unary plus, which no index serves, so the walk it is.
 */
async function amountCondition(queries: Queries, partnerId: string | null, filter: LoanFilter): Promise<((eb: LoanExpressions) => Expression<SqlBool>) | null> {
  const { amount_min: min, amount_max: max } = filter;
  if (min === undefined && max === undefined) return null;
  const inRange = (eb: ExpressionBuilder<DB, "Loan">, amount: Expression<number>) =>
    eb.and([
      ...(partnerId ? [eb("Loan.partnerId", "=", partnerId)] : []),
      ...(min === undefined ? [] : [eb(amount, ">=", min)]),
      ...(max === undefined ? [] : [eb(amount, "<=", max)]),
    ]);
  const loansInRange = queries.selectFrom("Loan").select("Loan.id").where((eb) => inRange(eb, eb.ref("Loan.loanAmount")));
  const { count } = await queries
    .selectFrom(loansInRange.limit(FEW_IN_RANGE).as("inRange"))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) < FEW_IN_RANGE) return (eb) => eb("Loan.id", "in", loansInRange);
  return (eb) => inRange(eb, sql<number>`+${sql.ref("Loan.loanAmount")}`);
}
