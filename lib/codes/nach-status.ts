import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { describeNpciReason, npciReasonCodeSchema, type NpciReasonCode } from "./npci-reasons";
import { umrnPrefixProblem, umrnSchema } from "./umrn";

export const NACH_STATUSES = ["initiated", "registered", "failed", "expired", "cancelled"] as const;
export const nachStatusSchema = z.enum(NACH_STATUSES);
export type NachStatus = z.infer<typeof nachStatusSchema>;

/** Contract section 8: nothing leaves failed, expired or (v3) cancelled, which the borrower's completed cooling-off exit causes. */
const NEXT: Record<NachStatus, readonly NachStatus[]> = {
  initiated: ["registered", "failed", "expired", "cancelled"],
  registered: ["expired", "cancelled"],
  failed: [],
  expired: [],
  cancelled: [],
};

export const isActive = (status: NachStatus) => status === "initiated" || status === "registered";

/** A status report from the bank (or the expiry job) about a mandate. */
export interface NachReport {
  status: NachStatus;
  umrn?: string;
  /** NPCI's rejection reason; a failure must carry one. */
  reasonCode?: NpciReasonCode;
}

export interface NachState {
  status: NachStatus;
  umrn: string | null;
  /** Null on failures recorded before reasons were NPCI codes: their free text is in failureReason. */
  failureCode: string | null;
  failureReason: string | null;
}

const invalidField = (path: string, message: string, summary: string) => new AppError("validation_error", summary, { fields: [{ path, message }] });

/**
 * The one place that decides whether a report may be applied, and what the
 * mandate looks like after it. `sponsorBankCode` is the one printed on the
 * mandate's form (the configured one when it was initiated), whose first
 * four letters its UMRN must begin with. A report that an initiated mandate is still
 * initiated is allowed: the bank said something, and partners hear it.
 */
export function applyNachReport(current: NachState, report: NachReport, sponsorBankCode: string): NachState {
  const unchanged = report.status === "initiated" && current.status === "initiated";
  if (!unchanged && !NEXT[current.status].includes(report.status)) {
    throw new AppError("invalid_transition", `A ${current.status} mandate cannot become ${report.status}`, {
      from: current.status,
      to: report.status,
    });
  }
  if (report.status === "registered") {
    const umrn = umrnSchema.safeParse(report.umrn);
    if (!umrn.success) throw invalidField("umrn", umrn.error.issues[0]?.message ?? "is not a UMRN", "A registered mandate needs the UMRN the bank issued");
    const otherBank = umrnPrefixProblem(umrn.data, sponsorBankCode);
    if (otherBank) throw invalidField("umrn", otherBank, `The UMRN must begin with ${sponsorBankCode.slice(0, 4)}, the sponsor bank's code on the mandate's form`);
    return { status: "registered", umrn: umrn.data, failureCode: null, failureReason: null };
  }
  if (report.status === "failed") {
    const code = npciReasonCodeSchema.safeParse(report.reasonCode);
    if (!code.success) throw invalidField("reason_code", code.error.issues[0]?.message ?? "is not an NPCI code", "A failure needs NPCI's rejection reason");
    return { status: "failed", umrn: null, failureCode: code.data, failureReason: describeNpciReason(code.data) };
  }
  // A cancelled mandate keeps the UMRN it was registered under: NPCI's CANCEL names it.
  const umrn = report.status === "cancelled" ? current.umrn : null;
  return { status: report.status, umrn, failureCode: current.failureCode, failureReason: current.failureReason };
}
