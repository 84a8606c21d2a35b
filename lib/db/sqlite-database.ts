import Database, { type Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { dateFromStored, sqliteTime } from "./stored-values";
import { privateSqliteFile } from "./private-sqlite-file";

type Row = Record<string, unknown>;

/** How a statement's result columns are read back: by their declared type, as the schema says. */
type ColumnReader = [name: string, read: (value: unknown) => unknown];

const MAX_KEPT_STATEMENTS = 1_000;
const DATE_TYPES = /^(DATETIME|TIMESTAMP)/i;

function columnReaders(statement: Statement): ColumnReader[] {
  if (!statement.reader) return [];
  return statement.columns().flatMap((column): ColumnReader[] => {
    const type = column.type ?? "";
    if (DATE_TYPES.test(type)) return [[column.name, (value) => (value === null ? null : dateFromStored(value as string | number))]];
    if (/^BOOLEAN/i.test(type)) return [[column.name, (value) => (value === null ? null : value === 1)]];
    return [];
  });
}

const bindable = (value: unknown): unknown => (value instanceof Date ? sqliteTime(value) : typeof value === "boolean" ? Number(value) : value);

/** A prepared statement with its parameters and rows mapped (lib/db/stored-values.ts). */
function mappedStatement(statement: Statement): SqliteStatement {
  const readers = columnReaders(statement);
  const readRow = (row: unknown): unknown => {
    if (readers.length === 0) return row;
    const mapped = row as Row;
    for (const [name, read] of readers) if (name in mapped) mapped[name] = read(mapped[name]);
    return mapped;
  };
  const params = (parameters: ReadonlyArray<unknown>) => parameters.map(bindable);
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(params(parameters)).map(readRow),
    run: (parameters) => statement.run(params(parameters)),
    iterate: function* (parameters) {
      for (const row of statement.iterate(params(parameters))) yield readRow(row);
    },
  };
}

/**
 * The process's SQLite connection as Kysely's dialect wants it, each
 * distinct statement prepared once and kept: better-sqlite3 runs a prepared
 * statement synchronously, so a query costs no more than the work SQLite does.
 */
export function openSqlite(file: string, busyTimeoutMs: number): SqliteDatabase {
  const db = new Database(privateSqliteFile(file), { timeout: busyTimeoutMs });
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = FULL");
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = mappedStatement(db.prepare(sql));
        // Bulk inserts make a statement per row count; the queries that repeat are far fewer.
        if (statements.size >= MAX_KEPT_STATEMENTS) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => db.close(),
  };
}
