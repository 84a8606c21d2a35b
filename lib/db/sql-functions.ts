import "server-only";
import { sql, type Expression, type RawBuilder } from "kysely";
import { jsonArrayFrom as sqliteJsonArrayFrom, jsonObjectFrom as sqliteJsonObjectFrom } from "kysely/helpers/sqlite";
import { layer } from "./database";

/**
 * The calendar day, as `YYYY-MM-DD` text, of a DateTime column in a time
 * zone `offsetMinutes` east of UTC (India's: INDIA_UTC_OFFSET_MINUTES in
 * lib/calendar/india-day.ts), for grouping by day.
 * The one SQL function that differs between the databases for it; the
 * offset is written into the SQL as a literal, so the same expression in
 * SELECT and GROUP BY is one expression to PostgreSQL.
 */
export function zonedDayOf(column: string, offsetMinutes: number): RawBuilder<string> {
  const shift = `${offsetMinutes < 0 ? "-" : "+"}${Math.abs(Math.trunc(offsetMinutes))} minutes`;
  return layer().kind === "postgres"
    ? // A cast, not to_char: 2.5 times faster over a week of a million loans' events. The layer reads a date as its text.
      sql<string>`(${sql.ref(column)} + ${sql.lit(shift)}::interval)::date`
    : sql<string>`date(${sql.ref(column)}, ${sql.lit(shift)})`;
}

/**
 * A column as a value no index of SQLite's serves (its documented no-op
 * unary plus), for a condition that must not choose the plan: SQLite's
 * planner, which knows nothing of how many rows a value has, would otherwise
 * read every loan of a status through the status's index. PostgreSQL gets
 * the column itself: its statistics weigh the same choice, and an
 * expression would hide them from it (it then misjudged a status's share).
 */
export function notIndexedOnSqlite<T>(column: string): RawBuilder<T> {
  return layer().kind === "postgres" ? sql<T>`${sql.ref(column)}` : sql<T>`(+${sql.ref(column)})`;
}

/**
 * A text column as a value no index serves on either database, for a
 * condition that only filters what a selective one found (one PAN's loans,
 * then the partner's among them). PostgreSQL otherwise combined the
 * partner's index with the PAN's (a BitmapAnd) and read every loan of the
 * partner on each booking: 4,094 index entries for no row, 0.55 ms at 4,000
 * loans and growing with the book (2026-11-27).
 */
export function notIndexed<T>(column: string): RawBuilder<T> {
  return layer().kind === "postgres" ? sql<T>`(${sql.ref(column)} || '')` : sql<T>`(+${sql.ref(column)})`;
}

declare const jsonTextOf: unique symbol;

/** JSON text of a `T`, as jsonRows and jsonRow give it; read it with fromJsonText. */
export type JsonText<T> = string & { readonly [jsonTextOf]: T };

// Only text and number columns: a date would come back as text, not as a Date.
type JsonColumns = Record<string, string | number | null>;

/**
 * The rows of a subquery (explicit columns, no selectAll) as one JSON array
 * column of the outer row, so that a row and its children are one statement.
 * The array keeps the subquery's ORDER BY (PostgreSQL's json_agg takes a
 * sorted subquery's rows in order; lib/db/transactions.test.ts checks it on both).
 * PostgreSQL's JSON is cast to text so that both databases hand back text.
 */
export function jsonRows<O extends JsonColumns>(query: Expression<O>): RawBuilder<JsonText<O[]>> {
  return layer().kind === "postgres"
    ? sql<JsonText<O[]>>`(select coalesce(json_agg(agg), '[]')::text from ${query} as agg)`
    : (sqliteJsonArrayFrom(query as Parameters<typeof sqliteJsonArrayFrom<O>>[0]) as unknown as RawBuilder<JsonText<O[]>>);
}

/** The first row of a subquery (explicit columns) as one JSON object column, or null when there is none. */
export function jsonRow<O extends JsonColumns>(query: Expression<O>): RawBuilder<JsonText<O> | null> {
  return layer().kind === "postgres"
    ? sql<JsonText<O> | null>`(select to_json(obj)::text from ${query} as obj)`
    : (sqliteJsonObjectFrom(query as Parameters<typeof sqliteJsonObjectFrom<O>>[0]) as unknown as RawBuilder<JsonText<O> | null>);
}

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
