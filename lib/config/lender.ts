import type { NachCategory } from "@/lib/codes/mandate-category";
import { env, type Env } from "./env";

/**
 * Demo values of the lender's own details. They let the demo print a
 * complete mandate form and Key Facts Statement; a production server must be
 * given real ones (see `demoLenderSettings`), since a sponsor bank rejects a
 * form with another lender's codes and a borrower must be told the lender's
 * real charges and grievance officer.
 */
export const DEMO_LENDER = {
  name: "LoanDesk Demo Finance Pvt. Ltd.",
  sponsorBankCode: "LDSK0000001",
  utilityCode: "NACH00000000000001",
  penalCharges: "Demo: 2% per annum over the interest rate on the overdue instalment, for the days it is overdue",
  foreclosureCharges: "Demo: 4% of the principal outstanding, plus GST",
  otherCharges: "Demo: cheque or mandate bounce ₹500 per instance, plus GST",
  grievanceOfficer: { name: "Demo Grievance Officer", phone: "+91 22 0000 0000", email: "grievance@loandesk.example" },
  coolingOffDays: 3,
  recoveryAgentsClause: "Demo: clause 12 of the loan agreement",
  grievanceClause: "Demo: clause 15 of the loan agreement",
  loansTransferable: true,
} as const;

export interface LenderConfig {
  name: string;
  sponsorBankCode: string;
  utilityCode: string;
  /** NPCI's mandate category (NACH_CATEGORY, default L001). */
  nachCategory: NachCategory;
  /** The KFS's contingent charges, in the lender's words. */
  penalCharges: string;
  foreclosureCharges: string;
  otherCharges: string;
  grievanceOfficer: { name: string; phone: string; email: string };
  /** At least 1 (RBI's floor). */
  coolingOffDays: number;
  /** Days after a cooling-off exit request within which the borrower repays (contract v3 section 12). */
  coolingOffPayDays: number;
  recoveryAgentsClause: string;
  /** The loan agreement's clause on grievance redressal (KFS Part 2 row 2). */
  grievanceClause: string;
  /** Weekdays that are not working days, YYYY-MM-DD (IST): a KFS's validity skips them. */
  holidays: readonly string[];
  /** Whether loans may be transferred to another lender or securitised. */
  loansTransferable: boolean;
}

/** The lender's details as configured, falling back to the demo values. */
export function lenderConfig(): LenderConfig {
  const settings = env();
  return {
    name: settings.LENDER_NAME ?? DEMO_LENDER.name,
    sponsorBankCode: settings.NACH_SPONSOR_BANK_CODE ?? DEMO_LENDER.sponsorBankCode,
    utilityCode: settings.NACH_UTILITY_CODE ?? DEMO_LENDER.utilityCode,
    nachCategory: settings.NACH_CATEGORY,
    penalCharges: settings.LENDER_PENAL_CHARGES ?? DEMO_LENDER.penalCharges,
    foreclosureCharges: settings.LENDER_FORECLOSURE_CHARGES ?? DEMO_LENDER.foreclosureCharges,
    otherCharges: settings.LENDER_OTHER_CHARGES ?? DEMO_LENDER.otherCharges,
    grievanceOfficer: {
      name: settings.LENDER_GRIEVANCE_OFFICER_NAME ?? DEMO_LENDER.grievanceOfficer.name,
      phone: settings.LENDER_GRIEVANCE_OFFICER_PHONE ?? DEMO_LENDER.grievanceOfficer.phone,
      email: settings.LENDER_GRIEVANCE_OFFICER_EMAIL ?? DEMO_LENDER.grievanceOfficer.email,
    },
    coolingOffDays: settings.LENDER_COOLING_OFF_DAYS ?? DEMO_LENDER.coolingOffDays,
    coolingOffPayDays: settings.COOLING_OFF_PAY_DAYS,
    recoveryAgentsClause: settings.LENDER_RECOVERY_AGENTS_CLAUSE ?? DEMO_LENDER.recoveryAgentsClause,
    grievanceClause: settings.LENDER_GRIEVANCE_CLAUSE ?? DEMO_LENDER.grievanceClause,
    holidays: settings.HOLIDAYS,
    loansTransferable: (settings.LENDER_LOANS_TRANSFERABLE ?? (DEMO_LENDER.loansTransferable ? "yes" : "no")) === "yes",
  };
}

/**
 * The consent texts the lender has registered (CONSENT_TEXT_VERSIONS, demo
 * and default "v1"): a consent's `text_version` must name one (contract v3
 * section 12), so the lender can show the words the borrower agreed to.
 */
export const consentTextVersions = (): readonly string[] => env().CONSENT_TEXT_VERSIONS;

const DEMO_TEXT: readonly [keyof Env, string][] = [
  ["LENDER_NAME", DEMO_LENDER.name],
  ["NACH_SPONSOR_BANK_CODE", DEMO_LENDER.sponsorBankCode],
  ["NACH_UTILITY_CODE", DEMO_LENDER.utilityCode],
  ["LENDER_PENAL_CHARGES", DEMO_LENDER.penalCharges],
  ["LENDER_FORECLOSURE_CHARGES", DEMO_LENDER.foreclosureCharges],
  ["LENDER_OTHER_CHARGES", DEMO_LENDER.otherCharges],
  ["LENDER_GRIEVANCE_OFFICER_NAME", DEMO_LENDER.grievanceOfficer.name],
  ["LENDER_GRIEVANCE_OFFICER_PHONE", DEMO_LENDER.grievanceOfficer.phone],
  ["LENDER_GRIEVANCE_OFFICER_EMAIL", DEMO_LENDER.grievanceOfficer.email],
  ["LENDER_RECOVERY_AGENTS_CLAUSE", DEMO_LENDER.recoveryAgentsClause],
  ["LENDER_GRIEVANCE_CLAUSE", DEMO_LENDER.grievanceClause],
];

// A number or yes/no has no tell-tale demo value: the operator must choose it.
const CHOSEN_EXPLICITLY: readonly [keyof Env, string][] = [
  ["LENDER_COOLING_OFF_DAYS", String(DEMO_LENDER.coolingOffDays)],
  ["LENDER_LOANS_TRANSFERABLE", DEMO_LENDER.loansTransferable ? "yes" : "no"],
];

/** Each lender variable production must be given, with the value the demo prints without it (.env.example shows them). */
export const LENDER_DEMO_DEFAULTS: ReadonlyMap<keyof Env, string> = new Map([...DEMO_TEXT, ...CHOSEN_EXPLICITLY]);

/**
 * The lender variables production may not run with: not set (the demo
 * default would be printed on real borrowers' papers), or set to the demo
 * value itself. `settings` may lack the variables that did not parse.
 */
export function demoLenderSettings(settings: Partial<Env> = env()): string[] {
  const demoText = DEMO_TEXT.filter(([name, demo]) => settings[name] === undefined || settings[name] === demo).map(([name]) => name);
  return [...demoText, ...CHOSEN_EXPLICITLY.filter(([name]) => settings[name] === undefined).map(([name]) => name)];
}
