import { isPostgres } from "@/lib/config/env";
import { postgresAutocommit, postgresWrite } from "./postgres-direct";
import type { SqlValue, Statement } from "./sql-rows";
import { sqliteRead, sqliteWrite } from "./sqlite-direct";

/**
 * Plain SQL with `?` placeholders, for maintenance work written once for
 * both databases (lib/crypto/reseal-values.ts): reads, and writes that go
 * in all or nothing.
 */
export interface StatementStore {
  all<T>(sql: string, params: SqlValue[]): Promise<T[]>;
  /** Runs the statements in one transaction; how many rows each changed. */
  transaction(statements: Statement[]): Promise<number[]>;
}

/** The store on the configured database's direct connection (lib/db/sqlite-direct.ts, postgres-direct.ts). */
export function directStatementStore(): StatementStore {
  if (isPostgres()) {
    return {
      all: (sql, params) => postgresAutocommit((session) => session.all(sql, ...params)),
      transaction: (statements) =>
        postgresWrite(async (session) => {
          const changed: number[] = [];
          for (const { sql, params } of statements) changed.push(await session.run(sql, ...params));
          return changed;
        }),
    };
  }
  return {
    all: async (sql, params) => sqliteRead((session) => session.all(sql, ...params)),
    transaction: (statements) => sqliteWrite((session) => statements.map(({ sql, params }) => session.run(sql, ...params))),
  };
}
