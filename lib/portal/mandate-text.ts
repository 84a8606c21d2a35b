import { failureReasonText, type RepresentationLimit } from "@/lib/codes/npci-reasons";
import type { FailureReason } from "@/lib/schemas/nach";

/** What a mandate looks like to someone told that its status changed. */
export interface MandateChange {
  status: string;
  umrn: string | null;
  failureReason: FailureReason | null;
}

/** A status change in words, for the portal to announce as it sees it. */
export function mandateChangeText({ status, umrn, failureReason }: MandateChange): string {
  if (status === "registered") return `The mandate is now registered${umrn ? `, UMRN ${umrn}` : ""}.`;
  if (status === "failed") return `The mandate failed${failureReason ? `: ${failureReasonText(failureReason)}` : ""}.`;
  if (status === "expired") return "The mandate has expired.";
  if (status === "cancelled") return "The mandate has been cancelled: the borrower exited the loan.";
  return `The mandate is now ${status}.`;
}

/** What NPCI allows after a failure, as operations decide between presenting the corrected mandate again and starting a new one. */
export function representationText(limit: RepresentationLimit): string {
  if (limit === 0) return "No re-presentation: new mandate needed";
  if (limit === "not_stated") return "Re-presentation: not stated by NPCI";
  return `Re-present: up to ${limit} times`;
}
