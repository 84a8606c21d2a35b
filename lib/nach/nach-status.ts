import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

export const NACH_STATUSES = ["initiated", "registered", "failed", "expired"] as const;
export const nachStatusSchema = z.enum(NACH_STATUSES);
export type NachStatus = z.infer<typeof nachStatusSchema>;

/** Contract section 8: nothing leaves failed or expired. */
const NEXT: Record<NachStatus, readonly NachStatus[]> = {
  initiated: ["registered", "failed", "expired"],
  registered: ["expired"],
  failed: [],
  expired: [],
};

export const isActive = (status: NachStatus) => status === "initiated" || status === "registered";

export const UMRN_MAX_LENGTH = 20;

/** A status report from the bank (or the expiry job) about a mandate. */
export interface NachReport {
  status: NachStatus;
  umrn?: string;
  reason?: string;
}

export interface NachState {
  status: NachStatus;
  umrn: string | null;
  failureReason: string | null;
}

/**
 * The one place that decides whether a report may be applied, and what the
 * mandate looks like after it. A report that an initiated mandate is still
 * initiated is allowed: the bank said something, and partners hear it.
 */
export function applyNachReport(current: NachState, report: NachReport): NachState {
  const unchanged = report.status === "initiated" && current.status === "initiated";
  if (!unchanged && !NEXT[current.status].includes(report.status)) {
    throw new AppError("invalid_transition", `A ${current.status} mandate cannot become ${report.status}`, {
      from: current.status,
      to: report.status,
    });
  }
  if (report.status === "registered") {
    const umrn = report.umrn?.trim() ?? "";
    if (umrn === "" || umrn.length > UMRN_MAX_LENGTH) {
      throw new AppError("validation_error", "A registered mandate needs its UMRN (at most 20 characters)", {
        fields: [{ path: "umrn", message: `is required, at most ${UMRN_MAX_LENGTH} characters` }],
      });
    }
    return { status: "registered", umrn, failureReason: null };
  }
  return {
    status: report.status,
    umrn: null,
    failureReason: report.status === "failed" ? (report.reason?.trim() || "Rejected by the sponsor bank") : current.failureReason,
  };
}
