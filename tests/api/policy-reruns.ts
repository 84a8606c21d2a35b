import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { openSqlite } from "@/lib/db/sqlite-database";
import type { DB } from "@/lib/db/tables";
import { derivedInputs, type StoredEvaluation } from "@/lib/loan-records/policy-evaluations";
import { evaluatePolicy } from "@/lib/policy/evaluate-policy";
import { configOf, findPolicyVersion } from "@/lib/policy-versions/policy-version-store";
import { loanFigures } from "@/lib/terms/loan-figures";

/** The test database through the query layer's tables, as the lender's own tools would read it. */
export function queriesOn(databaseUrl: string): Kysely<DB> {
  // The service's own SQLite connection, which reads booleans and times back as the layer does on PostgreSQL.
  if (databaseUrl.startsWith("file:")) return new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(databaseUrl.slice("file:".length), 10_000) }) });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
}

/** The decision a stored evaluation re-runs to: the version it names, found as the service finds it, on its stored inputs. */
export async function rerun(queries: Kysely<DB>, { version, inputs }: StoredEvaluation) {
  const stored = await findPolicyVersion(queries, version);
  if (!stored) throw new Error(`No policy version ${version} to re-run the evaluation under`);
  const evaluation = evaluatePolicy(inputs.loan, { exposure: inputs.exposure, judgedOn: inputs.judgedOn, consents: inputs.consents }, configOf(stored));
  return { evaluation, derived: derivedInputs(inputs, loanFigures(inputs.loan, inputs.judgedOn)) };
}
