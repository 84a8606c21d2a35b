import "server-only";
import { read } from "@/lib/db/transactions";
import { wake } from "@/lib/jobs/wakeup";

/** The in-process topic the demo sandbox bank wakes on. */
export const SANDBOX_TOPIC = "sandbox-bank";

/** When the sandbox bank next has a mandate to report on, after `after`; null when none is waiting. */
export async function nextSandboxSettleAt(after: Date): Promise<Date | null> {
  const next = await read((queries) =>
    queries
      .selectFrom("PhysicalNach")
      .select("sandboxSettleAt")
      .where("status", "=", "initiated")
      .where("sandboxSettleAt", ">", after)
      .orderBy("sandboxSettleAt")
      .limit(1)
      .executeTakeFirst(),
  );
  return next?.sandboxSettleAt ?? null;
}

/** After a mandate's initiation has committed: the sandbox bank sets its timer for the new settle time. */
export function wakeSandboxBank(): void {
  wake(SANDBOX_TOPIC);
}
