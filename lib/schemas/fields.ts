import { z } from "zod";
import { containsAadhaarNumber } from "./aadhaar-in-text";

export const INT32_MAX = 2_147_483_647;

export const int32 = (what = "an integer") =>
  z.int32({ error: `must be ${what} within int32` });

/** A non-negative whole amount in rupees, declared int32 by the lender. */
export const money = () => z.int32({ error: "must be a whole number within int32" }).min(0, "must not be negative");

/** A non-negative amount that may carry paise. */
export const moneyFloat = () =>
  z.number({ error: "must be a number" }).min(0, "must not be negative").max(1e12, "is too large");

/** U+0000, which a PostgreSQL text value cannot hold. */
const NUL = /\u0000/;
/** An unpaired UTF-16 surrogate (a lone `\ud800` escape in JSON): not Unicode text, and the database client refuses it. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a string can be stored exactly as sent on both databases. Without
 * this check such a string got a 500 from the database layer instead of a 400.
 */
export const isStorableText = (value: string) => !NUL.test(value) && !LONE_SURROGATE.test(value);
export const STORABLE_TEXT_MESSAGE = "must be Unicode text without NUL characters or unpaired surrogates";

const withoutAadhaar = (value: string) => !containsAadhaarNumber(value);
export const AADHAAR_IN_TEXT_MESSAGE = "must not contain a full Aadhaar number; only its last 4 digits are kept, as a kyc item's identifier";

const storableText = (max: number) =>
  z
    .string({ error: "must be a string" })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim().length > 0, "must not be blank")
    .refine(isStorableText, STORABLE_TEXT_MESSAGE);

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * An id the partner chooses with no format of ours (partner_loan_id, a
 * UMRN): printable ASCII, as the mandate form prints it and a person types
 * it into a search. A line break, a control, a direction or zero-width
 * character would print as "?" or reorder the portal's text.
 */
export const identifier = (max: number) =>
  z
    .string({ error: "must be a string" })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim().length > 0, "must not be blank")
    .refine((value) => PRINTABLE_ASCII.test(value), "must be printable ASCII: letters, digits, spaces and punctuation, no line breaks or invisible characters")
    .refine((value) => value === value.trim(), "must not begin or end with a space");

/**
 * Free text (an address, a verification id, a company's name): also refused
 * when it holds a full Aadhaar number, which the lender may never store. The
 * message never repeats the value.
 */
export const text = (max: number) => storableText(max).refine(withoutAadhaar, AADHAAR_IN_TEXT_MESSAGE);

/** An e-mail address, which may not carry a full Aadhaar number either (its local part is free text). */
export const emailAddress = () => z.email({ error: "must be an e-mail address" }).max(254).refine(withoutAadhaar, AADHAAR_IN_TEXT_MESSAGE);

/** Refines a trimmed portal string (a failure reason, a UMRN) the same way. */
export const noAadhaar = <S extends z.ZodType<string>>(schema: S) => schema.refine(withoutAadhaar, AADHAAR_IN_TEXT_MESSAGE);

// Characters that show nothing or reorder what follows: controls, format
// characters (bidi embeddings, overrides and isolates, zero-width space,
// byte order mark, soft hyphen, ...), line and paragraph separators, and
// what Unicode says to draw as nothing (Hangul fillers, variation selectors).
// ZWNJ and ZWJ stay: Devanagari and other Indic scripts use them to choose
// how a conjunct is drawn.
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const LETTER = /\p{L}/u;

/**
 * A person's or an account's name: free text with at least one letter and
 * nothing invisible or direction-changing, so a name cannot look blank or
 * be drawn as another one. Kept in NFC, so one name has one spelling in
 * storage whichever way the keyboard composed its accents.
 */
export const personName = (max: number) =>
  z
    .string({ error: "must be a string" })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => LETTER.test(value), "must contain a letter")
    .refine((value) => !INVISIBLE.test(value), "must not contain invisible, control or text-direction characters")
    .refine(isStorableText, STORABLE_TEXT_MESSAGE)
    .refine(withoutAadhaar, AADHAAR_IN_TEXT_MESSAGE)
    // An overwrite, not a transform: the value stays a string, and the OpenAPI document's read schemas say so.
    .overwrite((value) => value.normalize("NFC"));

export const mobileNumber = () =>
  z.string({ error: "must be a string of 10 digits" }).regex(/^[6-9]\d{9}$/, "must be 10 digits starting with 6, 7, 8 or 9");

/** The fourth letter P marks an individual's PAN; a company's or trust's PAN cannot borrow here (contract section 4). */
export const INDIVIDUAL_PAN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;

export const panNumber = () =>
  z
    .string({ error: "must be a string" })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(INDIVIDUAL_PAN, "must be an individual's PAN (fourth letter P), such as ABCPE1234F"));

/** The customer's Central KYC number. A JSON number is refused, as for Aadhaar: leading zeros would be lost. */
export const ckycNumber = () =>
  z.string({ error: "must be a string of 14 digits" }).regex(/^\d{14}$/, "must be the 14-digit Central KYC (CKYC) number");

const AADHAAR_LAST4_MESSAGE = "must be only the last 4 digits of the Aadhaar number";

/**
 * Only the last four digits of an Aadhaar number are ever accepted, as a
 * string: a number is refused, never padded, since `0123` sent as `123` has
 * already lost a digit. The message never repeats the value, so a full
 * number sent by mistake does not travel further than this check.
 */
export const aadhaarLast4 = () =>
  z
    // Any number is let through to the check below, so a full Aadhaar sent as
    // a number is still answered as one rather than as "must be a string".
    .union([z.string(), z.number()], { error: AADHAAR_LAST4_MESSAGE })
    .transform((value, ctx) => {
      const digits = typeof value === "number" ? String(value) : value.trim();
      if (/^\d{12}$/.test(digits.replace(/\s/g, ""))) {
        ctx.addIssue({ code: "custom", message: `${AADHAAR_LAST4_MESSAGE}; a full Aadhaar number is never accepted` });
        return z.NEVER;
      }
      if (typeof value === "number" || !/^\d{4}$/.test(digits)) {
        ctx.addIssue({ code: "custom", message: `${AADHAAR_LAST4_MESSAGE}, as a string of 4 digits such as "0123"` });
        return z.NEVER;
      }
      return digits;
    })
    // The output's type for the OpenAPI document's read schemas, where a transform alone is untyped.
    .pipe(z.string().regex(/^\d{4}$/));
