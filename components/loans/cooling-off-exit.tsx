"use client";

import { StatusBadge } from "@/components/ui/badge";
import { DetailList } from "@/components/ui/card";
import { formatRupees as rupees, formatDateTime as at } from "@/lib/format/indian-format";
import type { RecordExitReceiptAction } from "@/lib/portal/portal-actions";
import type { CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import { TransferForm } from "./transfer-form";

const STATE_TEXT: Record<CoolingOffExit["state"], string> = {
  requested: "The borrower asked to exit the loan. Once their repayment arrives, record it here: the exit then completes, the loan's mandate is cancelled and any withheld money not yet released is cancelled.",
  completed: "The borrower repaid and exited the loan.",
  lapsed: "The borrower did not repay by the pay-by date: the request lapsed and the loan continues.",
};

/** The borrower's cooling-off exit (contract v3 section 12) and, for operations while it is requested, the form for its repayment. */
export function CoolingOffExitPanel({ leadId, exit, canRecord, recordReceipt }: { leadId: string; exit: CoolingOffExit; canRecord: boolean; recordReceipt: RecordExitReceiptAction }) {
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm">
        <StatusBadge status={exit.state} />
        <span className="text-slate-700">{STATE_TEXT[exit.state]}</span>
      </p>
      <DetailList
        items={[
          ["Requested", at(exit.requested_at)],
          ["Principal", rupees(exit.principal)],
          [`Interest (${exit.days} ${exit.days === 1 ? "day" : "days"} at ${exit.apr.toFixed(2)}% APR)`, rupees(exit.interest)],
          ["Amount due", rupees(exit.amount_due)],
          ["Pay by", exit.pay_by],
          ["Repayment", exit.received ? `${rupees(exit.received.amount)} on ${at(exit.received.received_at)} (UTR ${exit.received.transaction_id})` : "Not received"],
        ]}
      />
      {canRecord && exit.state === "requested" && (
        <TransferForm
          id="exit-receipt"
          label="Record the borrower's repayment"
          timeField={{ name: "received_at", label: "Received at" }}
          defaultAmount={exit.amount_due}
          amountHint={`At least the amount due, ${rupees(exit.amount_due)}, received on or before ${exit.pay_by}.`}
          submitLabel="Record repayment"
          recorded="Repayment recorded: the exit is complete."
          record={({ time, amount, transaction_id }) => recordReceipt(leadId, { received_at: time, amount, transaction_id })}
        />
      )}
    </div>
  );
}
