import { write } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/config/env";
import { newId } from "@/lib/ids/ids";
import { recordEvents } from "@/lib/loans/audit";
import { findPartnerLoan } from "@/lib/loans/find-loan";
import { nachInitiateRequestSchema, type NachInitiated } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { nachFormPath, presentNachStatus } from "./nach-record";
import { wakeSandboxBank } from "./sandbox-schedule";

const alreadyActive = () =>
  new AppError("nach_already_active", "The loan already has a physical NACH mandate that is initiated or registered");

/**
 * Starts a physical NACH mandate for an Approved loan's bank account. At most
 * one mandate per loan is initiated or registered; the unique `activeLoanId`
 * holds that even against concurrent calls. Initiation sends no webhook.
 */
export async function initiateNach({ partnerId, input, actor, now = new Date() }: {
  partnerId: string;
  input: unknown;
  actor: string;
  now?: Date;
}): Promise<NachInitiated> {
  const { lead_id: leadId } = parseInput(nachInitiateRequestSchema, input);
  const { LOANDESK_MODE, NACH_SANDBOX_DELAY_MS } = env();
  try {
    const initiated = await write(async (tx) => {
      const loan = await findPartnerLoan(tx, partnerId, leadId);
      if (loan.status !== "Approved") {
        throw new AppError("loan_not_approved", "A physical NACH can be started only for an Approved loan", { status: loan.status });
      }
      const active = await tx.physicalNach.findUnique({ where: { activeLoanId: loan.id }, select: { id: true } });
      if (active) throw alreadyActive();
      const nach = await tx.physicalNach.create({
        data: {
          id: newId(),
          partnerId,
          loanId: loan.id,
          status: "initiated",
          activeLoanId: loan.id,
          sandboxSettleAt: LOANDESK_MODE === "demo" ? new Date(now.getTime() + NACH_SANDBOX_DELAY_MS) : null,
          createdAt: now,
          updatedAt: now,
        },
      });
      await recordEvents(tx, [{ loanId: loan.id, partnerId, actor, type: "nach_initiated", data: { physical_nach_id: nach.id } }]);
      return { ...presentNachStatus(nach), lead_id: loan.id, nach_pdf_url: nachFormPath(nach.id) };
    });
    wakeSandboxBank();
    return initiated;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyActive();
    throw error;
  }
}
