import { randomInt } from "node:crypto";
import { read } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import { snapshotOf } from "./nach-record";
import type { NachReport } from "./nach-status";
import { reportNachStatus } from "./report-nach-status";

/** Demo rule of the specification: this account number never registers. */
export const SANDBOX_PENDING_ACCOUNT = "12345678";

/** Demo rule: the sandbox bank rejects this account number, as a bank does one it does not hold. */
export const SANDBOX_FAILING_ACCOUNT = "99999999";

/** A UMRN as the sandbox bank issues one: its code `LDSK`, `0` for a paper mandate, 15 random digits. */
export function sandboxUmrn(): string {
  return `LDSK0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;
}

function sandboxReport(account: string | undefined): NachReport {
  if (account === SANDBOX_PENDING_ACCOUNT) return { status: "initiated" };
  if (account === SANDBOX_FAILING_ACCOUNT) return { status: "failed", reasonCode: "M038" };
  return { status: "registered", umrn: sandboxUmrn() };
}

/**
 * The demo sponsor bank: reports on every mandate whose settle time has come,
 * signed form or not, by the account number the mandate's form names.
 * A UMRN it draws that another mandate holds fails the transaction, and the
 * mandate is settled again at the next poll with another.
 */
export async function settleSandboxMandates(now = new Date(), limit = 50): Promise<number> {
  const due = await read((queries) =>
    queries
      .selectFrom("PhysicalNach")
      .select(["id", "mandate"])
      .where("sandboxSettleAt", "<=", now)
      .where("status", "=", "initiated")
      .orderBy("sandboxSettleAt")
      .limit(limit)
      .execute(),
  );
  for (const nach of due) {
    const account = snapshotOf(nach).ac_number;
    const report = sandboxReport(account);
    try {
      // Stamped when reported, not when this batch began: its webhook's created_at is the change's time.
      await reportNachStatus({ nachId: nach.id, report, actor: "sandbox-bank", onlyWhileSandboxDue: true });
    } catch (error) {
      // Another instance reported on it first.
      if (error instanceof AppError && error.code === "not_found") continue;
      logger.warn({ err: error, physical_nach_id: nach.id }, "sandbox bank could not settle a mandate");
    }
  }
  return due.length;
}
