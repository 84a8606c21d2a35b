import "server-only";
import { sql } from "kysely";
import { read } from "@/lib/db/transactions";

const TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query within the timeout. */
export async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  const query = read((queries) => sql`SELECT 1`.execute(queries)).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
