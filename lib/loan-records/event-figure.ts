import type { LoanEventType } from "./loan-event-type";

/** What an audit event counts for among the home page's daily figures. */
export type EventFigure = "booked" | "booked_approved" | "disbursed" | "nach_registered";

/**
 * Decided when the event is written, so the figures are a GROUP BY on an
 * index instead of reading every event's JSON (migration 0013 fills older
 * rows with the same rules).
 */
export function eventFigure(type: LoanEventType, data: Record<string, unknown>): EventFigure | null {
  switch (type) {
    case "policy_evaluated":
      // An update's re-evaluation (contract v2) is no new booking; older events carry no trigger and were all bookings'.
      if (data.trigger === "update") return null;
      return data.outcome === "Approved" ? "booked_approved" : "booked";
    case "disbursed":
      return "disbursed";
    case "nach_status_reported":
      return data.to === "registered" && data.from !== "registered" ? "nach_registered" : null;
    default:
      return null;
  }
}
