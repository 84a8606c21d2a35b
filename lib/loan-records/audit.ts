import { LOAN_EVENT_DETAIL, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import type { LoanEventRow } from "@/lib/db/tables";
import { newId } from "@/lib/ids/ids";
import type { PolicyEvaluatedEvent, PolicyEvaluation } from "@/lib/schemas/policy";
import { eventFigure } from "./event-figure";
import type { LoanEventType } from "./loan-event-type";

export interface LoanEvent {
  loanId: string;
  partnerId: string;
  type: LoanEventType;
  actor: string;
  data: Record<string, unknown>;
  /**
   * Values that name the borrower (the body as booked, an update's
   * changes), already masked: kept sealed beside `data`, which stays in
   * clear for the queries that read it.
   */
  detail?: Record<string, unknown>;
}

export type { LoanEventRow };

export function eventRows(events: LoanEvent[], now = new Date()): LoanEventRow[] {
  return events.map((event, index) => {
    const id = newId();
    return {
      id,
      loanId: event.loanId,
      partnerId: event.partnerId,
      type: event.type,
      actor: event.actor,
      data: JSON.stringify(event.data),
      detail: event.detail ? sealText(LOAN_EVENT_DETAIL, id, JSON.stringify(event.detail)) : null,
      figure: eventFigure(event.type, event.data),
      // Distinct times keep the order of events written in one transaction.
      createdAt: new Date(now.getTime() + index),
    };
  });
}

/** Audit rows are written with `queries`, inside the transaction of the change they record. */
export async function recordEvents(queries: Queries, events: LoanEvent[]): Promise<void> {
  if (events.length > 0) await queries.insertInto("LoanEvent").values(eventRows(events)).execute();
}

/** The history entry an evaluation leaves in the audit trail (lib/schemas/policy.ts). */
export function policyEvaluatedEvent(evaluation: PolicyEvaluation, trigger: PolicyEvaluatedEvent["trigger"]): PolicyEvaluatedEvent {
  return { ...evaluation, trigger, failed: evaluation.rules.filter((rule) => rule.passed === false).map((rule) => rule.code) };
}
