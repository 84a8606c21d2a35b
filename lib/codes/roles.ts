import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

export const STAFF_ROLES = ["partner", "support", "operations", "admin"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Who is acting in the portal, and for which partner if any. */
export interface StaffActor {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Set exactly for partner staff: they see only that partner's data. */
  partnerId: string | null;
}

/**
 * What each role may do: the one table the portal's pages and actions ask.
 * Partner staff work on their own partner's loans; the lender's roles see
 * every partner's but change loans not at all.
 */
export const PERMISSIONS = {
  editLoans: ["partner"],
  manageMandates: ["partner"],
  manageEndpoints: ["partner"],
  recordBankResponse: ["operations"],
  // Money the lender pays or receives outside the API (contract v3 sections
  // 6 and 12): withheld releases and a cooling-off exit's repayment.
  recordReleases: ["operations"],
  recordExitReceipts: ["operations"],
  // Operations record the name the bank holds for an account, or why it cannot be paid (contract v3 section 12).
  verifyBankAccounts: ["operations"],
  // A mandate's M013-M015 failure (the account holder's death, lunacy or insolvency) holds the loan's disbursal until operations clear it (contract v3 section 8).
  clearDisbursalHolds: ["operations"],
  replayDeliveries: ["partner", "support", "admin"],
  viewDeliveries: ["partner", "support", "admin"],
  administer: ["admin"],
  seeFullIdentifiers: ["partner", "admin"],
  // The exposure rule counts the customer's loans with every partner: a
  // partner sees only its verdict (contract v3, section 5).
  seeExposureFigures: ["support", "operations", "admin"],
  // The form and the scan print the full account number: operations lodge
  // them with the sponsor bank; support, who sees it masked, does not.
  downloadMandateDocuments: ["partner", "operations", "admin"],
  // The KFS prints the borrower's name and the loan's terms, which every role
  // already sees on the loan page, and no bank account number or PAN.
  viewKeyFacts: ["partner", "support", "operations", "admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(actor: Pick<StaffActor, "role">, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(actor.role);
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  partner: "Partner staff",
  support: "Support",
  operations: "Operations",
  admin: "Administrator",
};

/** The partner a partner-staff actor acts for; the lender's roles act for none. */
export function actingPartnerId(actor: Pick<StaffActor, "partnerId">): string {
  if (!actor.partnerId) throw new AppError("forbidden", "Only a partner's staff can do this");
  return actor.partnerId;
}
