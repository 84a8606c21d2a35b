import "server-only";
import type { Compilable, CompiledQuery } from "kysely";
import { layer, type DatabaseKind } from "./database";
import type { Queries } from "./transactions";

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter, the name of the value that goes there, or null for a value of the query's own. */
  slots: (string | null)[];
}

/**
 * A hot path's query, built and compiled once per process and then run with
 * each call's values: in the server, Kysely's building and compiling of a
 * loan read cost more CPU than SQLite's work for it (docs/performance.md).
 * `build` gets a placeholder string for each named value and may use it only
 * as a value compared or stored (not in a LIMIT or an IN list); everything
 * else in the query must be the same on every call.
 */
export function compiledOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (queries: Queries, values: Record<Name, string>) => Compilable<Row>,
): (queries: Queries, values: Record<Name, string>) => Promise<Row[]> {
  const byKind = new Map<DatabaseKind, Compiled<Row>>();
  const compiledFor = (queries: Queries): Compiled<Row> => {
    const kind = layer().kind;
    let compiled = byKind.get(kind);
    if (!compiled) {
      const marks = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<Name, string>;
      const query = build(queries, marks).compile();
      const nameOf = new Map<unknown, string>(names.map((name) => [marks[name], name]));
      compiled = { query, slots: query.parameters.map((parameter) => nameOf.get(parameter) ?? null) };
      const unused = names.filter((name) => !compiled?.slots.includes(name));
      if (unused.length > 0) throw new Error(`compiledOnce: ${unused.join(", ")} not used as a parameter`);
      byKind.set(kind, compiled);
    }
    return compiled;
  };
  return async (queries, values) => {
    const { query, slots } = compiledFor(queries);
    const parameters = query.parameters.map((parameter, index) => {
      const name = slots[index];
      return name ? values[name as Name] : parameter;
    });
    const withValues: CompiledQuery<Row> = { ...query, parameters };
    return (await queries.executeQuery(withValues)).rows;
  };
}
