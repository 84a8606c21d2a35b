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
