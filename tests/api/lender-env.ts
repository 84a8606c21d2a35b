import { randomBytes } from "node:crypto";

/**
 * A lender's own details, as production requires them to be set (lib/config/lender.ts):
 * for tests that start a production server.
 */
export const REAL_LENDER_ENV = {
  LENDER_NAME: "Production Test Capital Ltd.",
  NACH_SPONSOR_BANK_CODE: "HDFC0000001",
  NACH_UTILITY_CODE: "HDFC00000000012345",
  LENDER_PENAL_CHARGES: "2% per month on the overdue instalment",
  LENDER_FORECLOSURE_CHARGES: "Nil after 6 instalments, else 3% of the principal outstanding",
  LENDER_OTHER_CHARGES: "Mandate bounce ₹450 per instance",
  LENDER_GRIEVANCE_OFFICER_NAME: "Asha Rao",
  LENDER_GRIEVANCE_OFFICER_PHONE: "+91 80 4000 1234",
  LENDER_GRIEVANCE_OFFICER_EMAIL: "gro@production-test.example",
  LENDER_COOLING_OFF_DAYS: "3",
  LENDER_RECOVERY_AGENTS_CLAUSE: "Clause 14 of the loan agreement",
  LENDER_GRIEVANCE_CLAUSE: "Clause 19 of the loan agreement",
  LENDER_LOANS_TRANSFERABLE: "yes",
} as const;

/** Everything a production server needs to start: fresh secrets and the lender's real details. */
export const productionEnv = () => ({
  ...REAL_LENDER_ENV,
  LOANDESK_MODE: "production",
  NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
  NEXTAUTH_URL: "https://loandesk.example.test",
  LOANDESK_DATA_KEY: randomBytes(32).toString("base64"),
});
