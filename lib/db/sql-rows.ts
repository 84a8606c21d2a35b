/**
 * What the direct connections (lib/db/sqlite-direct.ts, postgres-direct.ts)
 * share: SQL written once with `?` placeholders, and rows mapped to the
 * Prisma model types the rest of the code uses.
 */

/** Bytes go as a Buffer, which both drivers bind as a BLOB / bytea. */
export type SqlValue = string | number | null | Buffer;

/** One statement with its parameters. */
export interface Statement {
  sql: string;
  params: SqlValue[];
}

/** A Prisma model's row as a driver returns it: SQLite gives its `Dates` as text, PostgreSQL as Date. */
export type Stored<T, Dates extends keyof T> = Omit<T, Dates> & { [K in Dates]: null extends T[K] ? string | Date | null : string | Date };

export function storedDate(value: string | Date): Date;
export function storedDate(value: string | Date | null): Date | null;
export function storedDate(value: string | Date | null): Date | null {
  return value === null ? null : new Date(value);
}

export type Row = Record<string, SqlValue | Date>;

/**
 * One INSERT of `rows` into `table` (the rows share their columns), with its
 * parameters, each Date as `formatDate` writes it; null for no rows.
 */
export function insertStatement(table: string, rows: Row[], formatDate: (date: Date) => string): Statement | null {
  const first = rows[0];
  if (!first) return null;
  const columns = Object.keys(first);
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  return {
    sql: `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES ${rows.map(() => tuple).join(", ")}`,
    params: rows.flatMap((row) =>
      columns.map((column) => {
        const value = row[column];
        return value instanceof Date ? formatDate(value) : (value ?? null);
      }),
    ),
  };
}
