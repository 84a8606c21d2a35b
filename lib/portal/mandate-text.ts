/**
 * A failed mandate's reason as the portal prints it, and the one place that
 * knows the reason's shape: the bank's words as recorded today, NPCI's
 * rejection code with its description once outcomes carry one.
 */
export function failureReasonText(reason: string | { code: string; description: string }): string {
  return typeof reason === "string" ? reason : `${reason.code}: ${reason.description}`;
}

/** What a mandate looks like to someone told that its status changed. */
export interface MandateChange {
  status: string;
  umrn: string | null;
  failureReason: Parameters<typeof failureReasonText>[0] | null;
}

/** A status change in words, for the portal to announce as it sees it. */
export function mandateChangeText({ status, umrn, failureReason }: MandateChange): string {
  if (status === "registered") return `The mandate is now registered${umrn ? `, UMRN ${umrn}` : ""}.`;
  if (status === "failed") return `The mandate failed${failureReason ? `: ${failureReasonText(failureReason)}` : ""}.`;
  if (status === "expired") return "The mandate has expired.";
  return `The mandate is now ${status}.`;
}
