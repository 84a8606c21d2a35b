import "server-only";
import { NACH_CLEARANCE_NOTE, sealText } from "@/lib/crypto/sealed-columns";
import { forUpdate } from "@/lib/db/locks";
import { write } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid, newId } from "@/lib/ids/ids";
import { recordEvents } from "@/lib/loan-records/audit";
import { disbursalHoldClearanceSchema } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { DISBURSAL_HOLD_CODES } from "@/lib/codes/npci-reasons";

/** Who cleared a hold, when and why, as the portal shows it. */
export interface DisbursalHoldClearance {
  clearedBy: string;
  clearedAt: string;
  note: string;
}

const alreadyCleared = () => new AppError("invalid_transition", "Operations have already cleared this mandate's hold on the disbursal");

const holdsDisbursal = (code: string | null) => (DISBURSAL_HOLD_CODES as readonly string[]).includes(code ?? "");

/**
 * Operations clear the hold a mandate's M013-M015 failure put on its loan's
 * disbursal (contract v3 section 8), once they have satisfied themselves
 * that it may go on (a joint holder's death, an insolvency order lifted...):
 * who, when and why (a required note, kept encrypted) are recorded, with an
 * audit event on the loan. A mandate whose failure holds nothing, or one
 * already cleared, is refused with 409 invalid_transition. The clearance
 * lifts the disbursal's hold only: a new mandate on that account is still
 * refused until the account changes (lib/nach/account-rejection.ts).
 */
export async function clearDisbursalHold({ nachId, input, actor, now = new Date() }: {
  nachId: string;
  input: unknown;
  actor: string;
  now?: Date;
}): Promise<DisbursalHoldClearance> {
  const { note } = parseInput(disbursalHoldClearanceSchema, input, "The clearance is not valid");
  const id = nachId.trim().toLowerCase();
  if (!isUuid(id)) throw notFound("Physical NACH");
  try {
    return await write(async (queries) => {
      const nach = await forUpdate(queries.selectFrom("PhysicalNach").select(["id", "loanId", "partnerId", "status", "failureCode"]).where("id", "=", id)).executeTakeFirst();
      if (!nach) throw notFound("Physical NACH");
      if (nach.status !== "failed" || !holdsDisbursal(nach.failureCode)) {
        throw new AppError("invalid_transition", "Only a mandate that failed with NPCI reason M013, M014 or M015 (death, lunacy or insolvency of the account holder) holds the disbursal", {
          status: nach.status,
        });
      }
      if (await queries.selectFrom("NachDisbursalClearance").select("id").where("nachId", "=", nach.id).executeTakeFirst()) throw alreadyCleared();
      const clearanceId = newId();
      await queries
        .insertInto("NachDisbursalClearance")
        .values({ id: clearanceId, nachId: nach.id, loanId: nach.loanId, clearedBy: actor, clearedAt: now, note: sealText(NACH_CLEARANCE_NOTE, clearanceId, note) })
        .execute();
      await recordEvents(queries, [
        {
          loanId: nach.loanId,
          partnerId: nach.partnerId,
          actor,
          type: "nach_disbursal_hold_cleared",
          data: { physical_nach_id: nach.id, reason_code: nach.failureCode },
          detail: { note },
        },
      ]);
      return { clearedBy: actor, clearedAt: now.toISOString(), note };
    });
  } catch (error) {
    // Two operations staff clearing at once: the unique nachId lets one through.
    if (isUniqueViolation(error)) throw alreadyCleared();
    throw error;
  }
}
