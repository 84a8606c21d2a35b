import { env } from "./env";

/**
 * Demo values of the lender's own details. They let the demo print a
 * complete mandate form; a production server must be given real ones, since
 * a sponsor bank rejects a form with another lender's codes.
 */
export const DEMO_LENDER = {
  name: "LoanDesk Demo Finance Pvt. Ltd.",
  sponsorBankCode: "LDSK0000001",
  utilityCode: "NACH00000000000001",
} as const;

export interface LenderConfig {
  name: string;
  sponsorBankCode: string;
  utilityCode: string;
}

/** The lender's details as configured, falling back to the demo values. */
export function lenderConfig(): LenderConfig {
  const { LENDER_NAME, NACH_SPONSOR_BANK_CODE, NACH_UTILITY_CODE } = env();
  return {
    name: LENDER_NAME ?? DEMO_LENDER.name,
    sponsorBankCode: NACH_SPONSOR_BANK_CODE ?? DEMO_LENDER.sponsorBankCode,
    utilityCode: NACH_UTILITY_CODE ?? DEMO_LENDER.utilityCode,
  };
}
