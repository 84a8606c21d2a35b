import "server-only";
import { randomInt } from "node:crypto";
import { read } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { snapshotOf } from "./nach-record";
import type { NachReport } from "@/lib/codes/nach-status";
import { reportNachStatus } from "./report-nach-status";
import { umrnPrefixOf } from "@/lib/codes/umrn";
import { SERVICE_ACTOR } from "@/lib/actors/recorded-actor";

/** Demo rule of the specification: this account number never registers. */
export const SANDBOX_PENDING_ACCOUNT = "12345678";

/** Demo rule: the sandbox bank rejects this account number, as a bank does one it does not hold. */
export const SANDBOX_FAILING_ACCOUNT = "99999999";

/** NPCI's reason the sandbox bank gives for SANDBOX_FAILING_ACCOUNT: no such account. */
export const SANDBOX_FAILING_REASON = "M038";

/**
 * A UMRN as the sandbox bank issues one: the sponsor bank's code on the
 * form (`LDSK` with the demo configuration), `0` for a paper mandate, 15
 * random digits.
 */
export function sandboxUmrn(sponsorBankCode: string): string {
  return `${umrnPrefixOf(sponsorBankCode)}0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;
}

function sandboxReport({ ac_number: account, sponsor_bank_code: sponsorBankCode }: MandateSnapshot): NachReport {
  if (account === SANDBOX_PENDING_ACCOUNT) return { status: "initiated" };
  if (account === SANDBOX_FAILING_ACCOUNT) return { status: "failed", reasonCode: SANDBOX_FAILING_REASON };
  return { status: "registered", umrn: sandboxUmrn(sponsorBankCode) };
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
    const report = sandboxReport(snapshotOf(nach));
    try {
      // Stamped when reported, not when this batch began: its webhook's created_at is the change's time.
      await reportNachStatus({ nachId: nach.id, report, actor: SERVICE_ACTOR.sandboxBank, onlyWhileSandboxDue: true });
    } catch (error) {
      // Another instance reported on it first.
      if (error instanceof AppError && error.code === "not_found") continue;
      logger.warn({ err: error, physical_nach_id: nach.id }, "sandbox bank could not settle a mandate");
    }
  }
  return due.length;
}
