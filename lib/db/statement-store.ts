import "server-only";
import { CompiledQuery } from "kysely";
import { read, write } from "./transactions";
import { layer } from "./database";

/** Bytes go as a Buffer, which both drivers bind as a BLOB / bytea. */
export type SqlValue = string | number | null | Buffer;

/** One statement with its parameters. */
export interface Statement {
  sql: string;
  params: SqlValue[];
}

/**
 * Plain SQL with `?` placeholders, for maintenance work written once for
 * both databases over tables and columns named at run time (the
 * re-encryption of lib/crypto/reseal-values.ts, the migrations' data
 * steps): reads, and writes that go in all or nothing.
 */
export interface StatementStore {
  all<T>(sql: string, params: SqlValue[]): Promise<T[]>;
  /** Runs the statements in one transaction; how many rows each changed. */
  transaction(statements: Statement[]): Promise<number[]>;
}

/** SQLite's `?` placeholders as PostgreSQL's `$1`, `$2`, ...; no statement here has a `?` of its own. */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

const compiled = (sql: string, params: SqlValue[]) => CompiledQuery.raw(layer().kind === "postgres" ? numberedPlaceholders(sql) : sql, params);

/** The store on the query layer's connection. */
export function layerStatementStore(): StatementStore {
  return {
    all: <T>(sql: string, params: SqlValue[]) => read(async (queries) => (await queries.executeQuery<T>(compiled(sql, params))).rows as T[]),
    transaction: (statements) =>
      write(async (queries) => {
        const changed: number[] = [];
        for (const { sql, params } of statements) changed.push(Number((await queries.executeQuery(compiled(sql, params))).numAffectedRows ?? 0));
        return changed;
      }),
  };
}
