import { z } from "zod";

/**
 * NPCI's UMRN for a physical mandate: the sponsor bank's 4-letter code, then
 * 16 digits of which the first, `0`, marks the paper variant (6 and 7 are the
 * e-mandates'). Letters are upper case as NPCI issues them; a lower-case one
 * is a typing slip we refuse rather than guess at.
 */
export const UMRN_PATTERN = /^[A-Z]{4}0\d{15}$/;

export const umrnSchema = z
  .string({ error: "is required" })
  .trim()
  .regex(UMRN_PATTERN, "must be 20 characters: the bank's 4 capital letters, 0, then 15 digits (e.g. HDFC0000000012345678)");

export const isUmrn = (text: string): boolean => UMRN_PATTERN.test(text);

/** The four letters every UMRN lodged through this sponsor bank begins with: its IFSC's bank code (NPCI/2021-22/NACH/012). */
export const umrnPrefixOf = (sponsorBankCode: string): string => sponsorBankCode.slice(0, 4).toUpperCase();

/**
 * Contract v3 section 8: a UMRN recorded for a mandate begins with the
 * letters of the sponsor bank code printed on its form; another bank's
 * (an `HDFC0…` on an `LDSK` mandate) is a mandate of someone else's, or a slip.
 */
export function umrnPrefixProblem(umrn: string, sponsorBankCode: string): string | null {
  const prefix = umrnPrefixOf(sponsorBankCode);
  return umrn.startsWith(prefix) ? null : `must begin with ${prefix}, the sponsor bank's code (${sponsorBankCode}) on this mandate's form; ${umrn.slice(0, 4)} is another bank's`;
}
