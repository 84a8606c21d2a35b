import { write } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/config/env";
import { newId } from "@/lib/ids/ids";
import { recordEvents } from "@/lib/loans/audit";
import { findPartnerLoan } from "@/lib/loans/find-loan";
import { loanBodyOf } from "@/lib/loans/loan-record";
import { nachInitiateRequestSchema, type NachInitiated } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { nachFormPath, nachStatusOf, presentNachStatus } from "./nach-record";
import { wakeSandboxBank } from "./sandbox-schedule";
import { nachStartRefusal } from "./start-refusal";

const alreadyActive = () =>
  new AppError("nach_already_active", "The loan already has a physical NACH mandate that is initiated or registered");

/**
 * Starts a physical NACH mandate for an Approved loan's bank account, refused
 * for the reasons `nachStartRefusal` gives (which the portal shows too). At
 * most one mandate per loan is initiated or registered; the unique
 * `activeLoanId` holds that even against concurrent calls. Initiation sends
 * no webhook.
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
      const active = await tx.physicalNach.findUnique({ where: { activeLoanId: loan.id }, select: { status: true } });
      const refusal = nachStartRefusal({
        loanStatus: loan.status,
        nachType: loanBodyOf(loan).bank_account.nach_type,
        activeStatus: active ? nachStatusOf(active) : null,
      });
      if (refusal) throw refusal;
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
