/**
 * fast-check generators for loan bodies, written from ../shared/contract.md
 * (sections 3 and 4), docs/api-behaviour.md and docs/decisions/, not from lib/schemas: the code
 * tables, limits and the normalisation are restated here on purpose, so that
 * a mistake in the schema shows up as a difference instead of being copied.
 *
 * - `validLoan` / `validPatch`: only bodies the contract accepts.
 * - `mutatedLoan`: a valid body with one (or a few) defects that the contract
 *   refuses, each labelled with the error it must get and the field it
 *   concerns.
 * - `normaliseLoan` / `mergeExpected`: what a read must return for a body.
 */
import fc from "fast-check";
import { todayInIndia } from "@/lib/calendar/india-day";
import { asRepaymentRows } from "@/lib/money/amortisation";
import { instalmentCount } from "@/lib/terms/frequency";
import { computedSchedule } from "@/lib/terms/loan-schedule";
import { daysAgo, REQUIRED_LOAN_FIELDS } from "../support/loan-fixtures";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Body = Record<string, unknown>;
type Path = (string | number)[];

/** Arbitraries are built once: building some (stringMatching) costs more than drawing from them. */
const once = <T>(build: () => T): (() => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};
const byNameOnce = <T>(build: (name: string) => T): ((name: string) => T) => {
  const built = new Map<string, T>();
  return (name) => {
    if (!built.has(name)) built.set(name, build(name));
    return built.get(name) as T;
  };
};

export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

// ---------------------------------------------------------------------------
// The contract's tables (section 3) and limits (section 4)

export const CODES = {
  gender: { male: 1, female: 2, other: 3 },
  employment_type: { unemployed: 0, salaried: 1, self_employed: 2, self_employed_professional: 3, agriculture: 4 },
  payment_frequency: { monthly: 1, weekly: 2, fortnightly: 3, other: 4 },
  loan_type: { personal_loan: 1, education_loan: 2 },
  agreement_signature_type: { physical: 1, "e-signature": 2, "click-wrap": 3 },
  nach_type: { physical: 1, "api-mandate": 2 },
  kyc_type: { aadhaar: 1, pan: 2 },
  verified_using: { image: 1, "registry-api": 2, "offline-eKYC": 3 },
  disbursal_type: { principal: 0, withhold: 1 },
  co_relation: { spouse: 1, father: 2, mother: 3, sibling: 4, son: 5, daughter: 6, other: 7 },
} as const;
type Table = Readonly<Record<string, number>>;

/** Which table an enumerated field (at any depth) takes its codes from. */
export const ENUM_FIELDS: Readonly<Record<string, Table>> = { ...CODES, co_gender: CODES.gender };

export const LIST_LIMITS = { kyc: 10, disbursal_detail: 50, repayment_schedule: 600, co_applicant_details: 10 } as const;

/** Free-text fields and their maximum length, by field name (any depth). */
export const TEXT_MAX: Readonly<Record<string, number>> = {
  partner_loan_id: 64,
  full_name: 200,
  fathers_name: 200,
  mothers_name: 200,
  address: 500,
  company_name: 200,
  ac_name: 200,
  nach_umrn: 20,
  verification_id: 100,
  kyc_name: 200,
  co_full_name: 200,
  co_address: 500,
};

/**
 * The free-text fields that hold a person's or an account's name: at least
 * one letter, nothing invisible or direction-changing, kept in NFC.
 */
export const NAME_FIELDS: readonly string[] = ["full_name", "fathers_name", "mothers_name", "ac_name", "kyc_name", "co_full_name"];

/** The free-text fields that hold an id: printable ASCII only. */
export const ID_FIELDS: readonly string[] = ["partner_loan_id", "nach_umrn"];

/** Free text that may never hold a full Aadhaar number: every free-text field but the partner's own id, and the e-mail addresses. */
const AADHAAR_FREE_FIELDS = [...Object.keys(TEXT_MAX).filter((name) => name !== "partner_loan_id"), "email", "co_email"];

// ZWNJ and ZWJ are format characters that Indic scripts need; anything else
// of the kind (bidi controls, zero-width space, Hangul fillers, ...) is refused.
const INVISIBLE_IN_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const isName = (value: string) => /\p{L}/u.test(value) && ![...value].some((c) => c !== "\u200c" && c !== "\u200d" && INVISIBLE_IN_NAME.test(c));

/**
 * Verhoeff's check, from its definition (the dihedral group D5 and the
 * permutation (0 1 5 8 9 4 2 7)(3 6)) rather than from the usual tables.
 */
function d5(j: number, k: number): number {
  if (j < 5 && k < 5) return (j + k) % 5;
  if (j < 5) return 5 + ((j + k) % 5);
  if (k < 5) return 5 + ((j - k + 5) % 5);
  return (j - k + 5) % 5;
}
const P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const permuted = (times: number, digit: number) => Array.from({ length: times % 8 }).reduce<number>((x) => P1[x] ?? x, digit);
const verhoeffValid = (digits: string) => [...digits].reverse().reduce((c, digit, i) => d5(c, permuted(i, Number(digit))), 0) === 0;

// The digits of the Indian scripts (and Arabic-Indic), by their zero.
const SCRIPT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0660, 0x06f0];
const asDigit = (char: string): string | null => {
  if (/^[0-9]$/.test(char)) return char;
  const code = char.codePointAt(0) ?? 0;
  const zero = SCRIPT_ZEROS.find((z) => code >= z && code <= z + 9);
  return zero === undefined ? null : String(code - zero);
};

/**
 * A full Aadhaar number anywhere in the text (after NFKC): 12 digits of any
 * of those scripts, starting 2-9, with a valid check digit, written as 12
 * together or as groups 4-8, 8-4 or 4-4-4 apart by 1-3 characters that are
 * neither letters, digits nor marks; whole groups only (docs/decisions/0063-aadhaar-in-free-text.md).
 */
export function holdsAadhaar(value: string): boolean {
  // Tokens: a digit run, or what stands between two of them.
  const tokens: { digits?: string; gap?: string }[] = [];
  for (const char of value.normalize("NFKC")) {
    const digit = asDigit(char);
    const last = tokens[tokens.length - 1];
    if (digit !== null) {
      if (last?.digits !== undefined) last.digits += digit;
      else tokens.push({ digits: digit });
    } else if (last?.gap !== undefined) last.gap += char;
    else tokens.push({ gap: char });
  }
  const runs = tokens.flatMap((token, i) => (token.digits === undefined ? [] : [{ digits: token.digits, gapBefore: tokens[i - 1]?.gap }]));
  const joins = (gap: string | undefined) => gap !== undefined && [...gap].length <= 3 && !/[\p{L}\p{N}\p{M}]/u.test(gap);
  for (let i = 0; i < runs.length; i++) {
    let digits = "";
    const shape: number[] = [];
    for (let j = i; j < runs.length && digits.length < 12; j++) {
      if (j > i && !joins(runs[j]?.gapBefore)) break;
      digits += runs[j]?.digits ?? "";
      shape.push(runs[j]?.digits.length ?? 0);
      if (digits.length === 12 && ["12", "4,8", "8,4", "4,4,4"].includes(shape.join(",")) && /^[2-9]/.test(digits) && verhoeffValid(digits)) return true;
    }
  }
  return false;
}

/** The fields of every object of the body, by where the object sits. */
export const KNOWN_KEYS = {
  top: [
    ...REQUIRED_LOAN_FIELDS,
    "email",
    "fathers_name",
    "mothers_name",
    "address",
    "monthly_emi",
    "credit_score",
    "employment_type",
    "company_name",
    "agreement_date",
    "ckyc_no",
    "repayment_count",
    "payment_frequency",
    "loan_type",
    "agreement_signature_type",
    "disbursal_detail",
    "repayment_schedule",
    "additional_variables",
    "co_applicant_details",
    // A booking's own (contract v3 section 12): optional, so null is "not sent" and the consent rule then rejects the loan.
    "consents",
  ],
  bank_account: ["ac_number", "ifsc_code", "nach_umrn", "nach_type", "ac_name"],
  kyc: ["kyc_type", "identifier", "verified_using", "verification_id", "kyc_name", "is_verified", "address"],
  disbursal_detail: [
    "date",
    "amount",
    "disbursal_type",
    "processing_fee",
    "pre_emi",
    "gst",
    "subvention",
    "upfront_emi",
    "downpayment",
    "insurance",
    "coupon_amount",
    "hold_amount",
  ],
  repayment_schedule: ["due_date", "due_amount", "principal_amount", "interest_amount"],
  additional_variables: ["foir", "iir", "no_of_enquiries", "no_of_tradeline_30_plus_3_month", "no_of_tradeline_60_plus_6_month", "no_of_tradeline_90_plus_ever"],
  co_applicant_details: ["co_full_name", "co_dob", "co_email", "co_phone", "co_gender", "co_aadhaar", "co_address", "co_pancard", "co_pincode", "co_relation"],
} as const;

/** Fields the server owns (contract section 6's read), which a client may never write. */
export const SERVER_FIELDS = [
  "lead_id",
  "status",
  "loan_account_number",
  "loan_ac_no",
  "apr",
  "rejection_reason",
  "disbursed",
  "disbursed_at",
  "physical_nach",
  "cooling_off_exit",
  "bank_account_verification",
  "agreement",
  "co_applicants",
  // The stored consents and revocations: the booking's `consents` are kept beside the body, never in it.
  "consents",
  "policy",
  "created_at",
  "updated_at",
];

/** What a booking may not send: the read's own fields, but `consents`, which a booking takes (null as absent, section 1). */
const BOOKING_SERVER_FIELDS = SERVER_FIELDS.filter((key) => key !== "consents");

// ---------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The lender's `DD-MMM-YYYY` for a `YYYY-MM-DD`, the month name in the given case pattern. */
export function lenderDate(iso: string, caseMask: boolean[] = [true, false, false]): string {
  const [year, month, day] = iso.split("-") as [string, string, string];
  const name = [...(MONTHS[Number(month) - 1] ?? "")].map((c, i) => (caseMask[i] ? c.toUpperCase() : c.toLowerCase())).join("");
  return `${day}-${name}-${year}`;
}

/** Test-side reading of both input formats (contract section 1); assumes a valid date. */
export function isoDate(text: string): string {
  const lender = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (!lender) return text;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === (lender[2] ?? "").toLowerCase()) + 1;
  return `${lender[3]}-${String(month).padStart(2, "0")}-${lender[1]}`;
}

// The project accepts years 1900-2199; generated dates stay inside.
const FIRST_DAY = dayOf("1900-01-01");
const LAST_DAY = dayOf("2199-12-31");
/** "Today" of the date rules: the calendar date in India (contract section 1). */
const TODAY = dayOf(daysAgo(0));
/** Contract section 4: an application at most 30 days old at booking. */
const APPLICATION_WINDOW = 30;

/** A date written either way: ISO or DD-MMM-YYYY with the month in any case. */
const renderedDate = (day: fc.Arbitrary<number>) =>
  fc
    .record({ day, lender: fc.boolean(), mask: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }) })
    .map(({ day: d, lender, mask }) => (lender ? lenderDate(isoOfDay(d), mask) : isoOfDay(d)));

export const dateBetween = (first: string, last: string) => renderedDate(fc.integer({ min: dayOf(first), max: dayOf(last) }));
const anyDate = once(() => renderedDate(fc.integer({ min: FIRST_DAY, max: LAST_DAY })));

// ---------------------------------------------------------------------------
// Field values

const ASCII_TEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'-/&()#";

/** Mostly readable characters, with any Unicode code point or grapheme now and then. */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ASCII_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
);

/**
 * A non-blank string of at most `max` UTF-16 units (stored exactly as sent),
 * of Unicode text: no NUL character, no unpaired surrogate (docs/api-behaviour.md, Booking).
 */
export const text = (max: number) =>
  fc
    .oneof(
      { weight: 12, arbitrary: fc.string({ unit: textUnit, minLength: 1, maxLength: Math.min(max, 24) }) },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: max, maxLength: max }) },
    )
    .filter((value) => value.length <= max && value.trim().length > 0 && !value.includes("\u0000") && !holdsAadhaar(value));

/** A person's or an account's name: text with a letter and nothing invisible (NAME_FIELDS). */
export const nameText = (max: number) => text(max).filter(isName);

/**
 * An id the partner chooses (partner_loan_id, nach_umrn: ID_FIELDS):
 * printable ASCII, not blank, no space at either end.
 */
export const idText = (max: number) =>
  fc
    .string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: Math.min(max, 24) })
    .filter((value) => value.trim() === value && value.length > 0);

const mixedCase = (pattern: RegExp) => fc.stringMatching(pattern);

/** The code or the word, in any case (contract section 3). */
export function enumValue(table: Table, words: string[] = Object.keys(table)): fc.Arbitrary<number | string> {
  return fc.oneof(
    fc.constantFrom(...words.map((word) => table[word] as number)),
    fc.constantFrom(...words).chain((word) => fc.mixedCase(fc.constant(word))),
  );
}

export const mobile = once(() => fc.stringMatching(/^[6-9]\d{9}$/));
/** An individual's PAN: the fourth letter P (contract section 4). */
export const pan = once(() => mixedCase(/^[A-Za-z]{3}[Pp][A-Za-z]\d{4}[A-Za-z]$/));
/** Codes in the published IFSC list (the `ifsc` package's; tests/api/booking-checks.test.ts checks them), in any case. */
const ifsc = once(() => fc.constantFrom("HDFC0001234", "ICIC0004321", "ICIC0000001", "SBIN0009876", "UTIB0000123").chain((code) => fc.mixedCase(fc.constant(code))));
const accountNumber = once(() => fc.stringMatching(/^\d{5,30}$/));
export const aadhaarLast4 = once(() => fc.stringMatching(/^\d{4}$/));
const email = once(() =>
  fc.stringMatching(/^[a-zA-Z0-9]([a-zA-Z0-9_+.-]{0,12}[a-zA-Z0-9])?@[a-z0-9]{1,12}(-[a-z0-9]{1,5})?\.[a-z]{2,6}$/).filter((e) => !e.includes("..") && !holdsAadhaar(e)),
);
const int32NonNegative = () => fc.integer({ min: 0, max: INT32_MAX });
const money = int32NonNegative;
const moneyFloat = () => fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 1e12, noNaN: true }));

/** A list within its limit: usually short, sometimes exactly at the limit. */
const listOf = <T>(item: fc.Arbitrary<T>, max: number, min = 0) =>
  fc.oneof({ weight: 15, arbitrary: fc.array(item, { minLength: min, maxLength: Math.min(max, 4) }) }, { weight: 1, arbitrary: fc.array(item, { minLength: max, maxLength: max }) });

/** Contract section 1: what partners' clients send for a value they do not know yet. */
export const isEmptyValue = (value: unknown): value is "" | null => value === "" || value === null;

/** A field's value, sometimes sent as `""` or `null` ("not known yet"). */
const orEmpty = (value: fc.Arbitrary<unknown>) => fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: fc.constantFrom<unknown>("", null) });

/**
 * An object with the model's fields, those not in `required` present or
 * absent, and those in `emptyable` (by default the optional ones) sometimes
 * sent as `""` or `null`; a plain object.
 */
const optional = (model: Record<string, fc.Arbitrary<unknown>>, required: string[], emptyable = Object.keys(model).filter((key) => !required.includes(key))) =>
  fc
    .record(Object.fromEntries(Object.entries(model).map(([key, value]) => [key, emptyable.includes(key) ? orEmpty(value) : value])), { requiredKeys: required })
    .map((value) => ({ ...value }) as Body);

export const bankAccount = (required: string[] = ["ac_number", "ifsc_code", "nach_type", "ac_name"]) =>
  optional(
    {
      ac_number: fc.oneof(accountNumber(), fc.array(accountNumber(), { minLength: 1, maxLength: 3 })),
      ifsc_code: ifsc(),
      nach_umrn: idText(20).filter((value) => !holdsAadhaar(value)),
      nach_type: enumValue(CODES.nach_type),
      ac_name: nameText(200),
    },
    required,
    ["nach_umrn"],
  );

/** A pan item (identifier given or generated); verified_using only image or registry-api; no address. */
export const panItem = (identifier: fc.Arbitrary<string> = pan()) =>
  optional(
    {
      kyc_type: enumValue(CODES.kyc_type, ["pan"]),
      identifier,
      verified_using: enumValue(CODES.verified_using, ["image", "registry-api"]),
      verification_id: text(100),
      kyc_name: nameText(200),
      is_verified: fc.constant(true),
    },
    ["kyc_type", "identifier"],
    ["verified_using", "verification_id", "kyc_name"],
  );

/** An aadhaar item: only the last 4 digits; verified_using only image or offline-eKYC. */
export const aadhaarItem = (identifier: fc.Arbitrary<string> = aadhaarLast4()) =>
  optional(
    {
      kyc_type: enumValue(CODES.kyc_type, ["aadhaar"]),
      identifier,
      verified_using: enumValue(CODES.verified_using, ["image", "offline-eKYC"]),
      verification_id: text(100),
      kyc_name: nameText(200),
      is_verified: fc.constant(true),
      address: text(500),
    },
    ["kyc_type", "identifier"],
    ["verified_using", "verification_id", "kyc_name", "address"],
  );

const kycItem = once(() => fc.oneof(panItem(), aadhaarItem()));

const tranche = once(() =>
  optional(
    {
      date: anyDate(),
      amount: money(),
      disbursal_type: enumValue(CODES.disbursal_type),
      processing_fee: money(),
      pre_emi: money(),
      gst: money(),
      subvention: money(),
      upfront_emi: money(),
      downpayment: money(),
      insurance: money(),
      coupon_amount: money(),
      hold_amount: moneyFloat(),
    },
    ["date", "amount"],
    ["processing_fee", "pre_emi", "gst", "subvention", "upfront_emi", "downpayment", "insurance", "coupon_amount", "hold_amount"],
  ));

const repaymentItem = once(() =>
  optional({ due_date: anyDate(), due_amount: money(), principal_amount: moneyFloat(), interest_amount: moneyFloat() }, ["due_date", "due_amount"]));

export const additionalVariables = () =>
  optional(
    {
      foir: fc.double({ min: 0, max: 5, noNaN: true }),
      iir: fc.double({ min: 0, max: 5, noNaN: true }),
      no_of_enquiries: int32NonNegative(),
      no_of_tradeline_30_plus_3_month: int32NonNegative(),
      no_of_tradeline_60_plus_6_month: int32NonNegative(),
      no_of_tradeline_90_plus_ever: int32NonNegative(),
    },
    [],
  );

/**
 * A co-applicant 18 to 70 years old on any application date of the window
 * (contract section 4): born at least 18 years (of 366 days) before the
 * window opens, at most 70 years (of 366 days) before today.
 */
const coApplicantBirth = once(() => renderedDate(fc.integer({ min: TODAY - 70 * 366, max: TODAY - APPLICATION_WINDOW - 18 * 366 })));

const coApplicant = once(() =>
  optional(
    {
      co_full_name: nameText(200),
      co_dob: coApplicantBirth(),
      co_email: email(),
      co_phone: mobile(),
      co_gender: enumValue(CODES.gender),
      co_aadhaar: aadhaarLast4(),
      co_address: text(500),
      co_pancard: pan(),
      co_pincode: fc.stringMatching(/^[1-9]\d{5}$/),
      co_relation: enumValue(CODES.co_relation),
    },
    ["co_full_name", "co_relation"],
  ));

/** loan_tenure: a number, or a string of its digits (sometimes zero-padded to three). */
const tenure = () =>
  fc.oneof(
    fc.integer({ min: 1, max: 600 }),
    fc.record({ n: fc.integer({ min: 1, max: 600 }), pad: fc.boolean() }).map(({ n, pad }) => (pad ? String(n).padStart(3, "0") : String(n))),
  );

/** Fields common to bookings and patches; the dates are added by the callers, which know their order. */
const dataFields = () => ({
  email: email(),
  gender: enumValue(CODES.gender),
  fathers_name: nameText(200),
  mothers_name: nameText(200),
  address: text(500),
  pincode: fc.integer({ min: 100_000, max: 999_999 }),
  monthly_income: moneyFloat(),
  monthly_emi: moneyFloat(),
  credit_score: fc.oneof(fc.integer({ min: 300, max: 900 }), fc.integer({ min: -1, max: 10 })),
  employment_type: enumValue(CODES.employment_type),
  company_name: text(200),
  ckyc_no: fc.stringMatching(/^\d{14}$/),
  loan_tenure: tenure(),
  loan_amount: money(),
  // Mostly a count a schedule can have, so that generated schedules are checked against it.
  repayment_count: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 36 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: INT32_MAX }) }),
  interest_rate: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
  payment_frequency: enumValue(CODES.payment_frequency),
  loan_type: enumValue(CODES.loan_type),
  agreement_signature_type: enumValue(CODES.agreement_signature_type),
  disbursal_detail: listOf(tranche(), LIST_LIMITS.disbursal_detail),
  repayment_schedule: listOf(repaymentItem(), LIST_LIMITS.repayment_schedule),
  additional_variables: additionalVariables(),
  co_applicant_details: listOf(coApplicant(), LIST_LIMITS.co_applicant_details),
});

/**
 * The three dates by contract section 4 and the project's order:
 * loan_application_date within the 30 days up to today (India), date_of_birth
 * before it, agreement_date (when given) from it to today.
 */
const orderedDates = () =>
  fc
    .record({
      application: fc.integer({ min: TODAY - APPLICATION_WINDOW, max: TODAY }),
      birth: fc.integer({ min: FIRST_DAY, max: TODAY - 1 }),
      agreement: fc.option(fc.integer({ min: 0, max: APPLICATION_WINDOW }), { nil: undefined }),
    })
    .chain(({ application, birth, agreement }) =>
      fc.record({
        date_of_birth: renderedDate(fc.constant(Math.min(birth, application - 1))),
        loan_application_date: renderedDate(fc.constant(application)),
        agreement_date: agreement === undefined ? fc.constant(undefined) : renderedDate(fc.constant(Math.min(application + agreement, TODAY))),
      }),
    );

/** A consent with its channel's evidence (contract v3 section 12), given up to 90 days ago; the lender's demo text. */
const consent = once(() =>
  fc
    .record({
      purpose: fc.constantFrom("bureau_pull", "data_processing", "nach_debit"),
      ageMs: fc.integer({ min: 60_000, max: 90 * DAY_MS }),
      channel: fc.constantFrom("web", "app", "assisted", "paper"),
      ip: fc.oneof(fc.ipV4(), fc.constantFrom("2001:db8::7", "2001:db8:85a3::8a2e:370:7334", "::1")),
      reference: idText(64),
    })
    .map(({ purpose, ageMs, channel, ip, reference }) => ({
      purpose,
      given_at: new Date(Date.now() - ageMs).toISOString(),
      text_version: "v1",
      channel,
      ...(channel === "web" || channel === "app" ? { ip } : { reference }),
    })),
);

/**
 * A booking body the contract accepts; `partner_loan_id` is a generated
 * suffix that the caller prefixes with something unique.
 */
export const validLoan = (): fc.Arbitrary<Body> =>
  fc
    .record({
      fields: optional(
        {
          ...dataFields(),
          partner_loan_id: idText(24).map((suffix) => `${ID_SLOT}${suffix}`),
          mobile_number: mobile(),
          full_name: nameText(200),
          bank_account: bankAccount(),
          kyc: listOf(kycItem(), LIST_LIMITS.kyc, 1),
          consents: listOf(consent(), 10),
        },
        [...REQUIRED_LOAN_FIELDS.filter((key) => !["date_of_birth", "loan_application_date"].includes(key))],
      ),
      dates: orderedDates(),
    })
    .map(({ fields, dates }) => {
      const body: Body = { ...fields, date_of_birth: dates.date_of_birth, loan_application_date: dates.loan_application_date };
      if (dates.agreement_date !== undefined) body.agreement_date = dates.agreement_date;
      return distinctCoApplicantPans(withConsistentTerms(onePan(body), {}));
    });

/** Every pan item given the first one's PAN: a borrower has one (contract section 4, docs/decisions/0004-individuals-only-one-pan.md). */
function onePan(body: Body): Body {
  if (!Array.isArray(body.kyc)) return body;
  const pans = (body.kyc as unknown[]).filter((item): item is Body => isObject(item) && normaliseKyc(item).kyc_type === CODES.kyc_type.pan);
  const first = pans[0]?.identifier;
  if (first === undefined) return body;
  return { ...body, kyc: (body.kyc as unknown[]).map((item) => (isObject(item) && pans.includes(item) ? { ...item, identifier: first } : item)) };
}

/** A body's JSON as the server receives it (no undefined, no -0, plain objects). */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Generated partner_loan_ids start with this slot, which the test replaces
 * with something unique (at most 40 characters) before sending; an id that a
 * mutation replaced keeps its defect.
 */
export const ID_SLOT = "{id}";

export function withPartnerLoanId<T>(body: T, prefix: string): T {
  if (!isObject(body) || typeof body.partner_loan_id !== "string" || !body.partner_loan_id.startsWith(ID_SLOT)) return body;
  const copy = structuredClone(body) as Body;
  copy.partner_loan_id = `${prefix}${(body.partner_loan_id as string).slice(ID_SLOT.length)}`;
  return copy as T;
}

// ---------------------------------------------------------------------------
// Terms that add up (contract section 4): generated schedules and tranches
// are reshaped to the loan they belong to, and co-applicants' PANs kept distinct

/** Schedules are drawn whole; longer ones are left out to keep the runs quick. */
const MAX_GENERATED_ROWS = 60;
const DEDUCTIONS = ["processing_fee", "gst", "subvention", "insurance"];
/**
 * Contract v3 section 4: the first three must be 0 or absent; an upfront
 * EMI needs a schedule built for it and pre-EMI interest a broken period,
 * which the hand-written terms tests cover.
 */
const UNGENERATED_TRANCHE_FIELDS = ["hold_amount", "coupon_amount", "downpayment", "upfront_emi", "pre_emi"];
const GST_RATE = 0.18;
/** Below this a schedule in whole rupees cannot charge the declared rate; the service's own, to the paisa, is used. */
const MIN_AMOUNT_FOR_RUPEE_ROWS = 1000;
const WITHHOLD_SHARE = 0.25;
const MAX_CHARGES_SHARE = 0.2;
const WITHHOLD_MAX_DAYS = 120;

/** A field as it stands after `sent` is applied to `base`: sent "" or null removes it. */
const fieldAfter = (sent: Body, key: string, base: Body): unknown => (key in sent ? (isEmptyValue(sent[key]) ? undefined : sent[key]) : base[key]);

const isPrincipal = (tranche: Body) => codeOf("disbursal_type", tranche.disbursal_type ?? CODES.disbursal_type.principal) === CODES.disbursal_type.principal;

/**
 * Tranches that are one loan (contract v3 section 4): every principal tranche
 * on the first one's date (not before the application), withhold tranches
 * without deductions, together at most 25 % of the amount and released within
 * 120 days; amounts adding up to the loan's.
 */
function consistentTranches(tranches: Body[], amount: number, application: string, tenure: number): Body[] {
  let shaped = tranches.map((tranche) => {
    const out: Body = { ...tranche };
    for (const key of UNGENERATED_TRANCHE_FIELDS) delete out[key];
    return out;
  });
  if (!shaped.some(isPrincipal)) shaped[0] = { ...shaped[0], disbursal_type: CODES.disbursal_type.principal };
  const withholds = shaped.filter((tranche) => !isPrincipal(tranche)).length;
  const heldEach = withholds === 0 ? 0 : Math.floor((amount * WITHHOLD_SHARE) / withholds);
  // Every principal tranche pays at least a rupee: extra ones are left out of a tiny loan.
  const payable = amount - heldEach * withholds;
  while (shaped.filter(isPrincipal).length > Math.max(1, payable)) shaped = shaped.filter((tranche, index) => !isPrincipal(tranche) || index !== shaped.findLastIndex(isPrincipal));
  const principals = shaped.filter(isPrincipal).length;
  const paidShare = Math.floor(payable / principals);
  const lastPrincipal = shaped.findLastIndex(isPrincipal);
  // The start, not before the application and not far ahead: a loan paid years from now is judged years from now.
  const first = shaped.find(isPrincipal) ?? {};
  const start = isoOfDay(Math.min(Math.max(dayOf(isoDate(String(first.date))), dayOf(application)), TODAY + 30));
  return shaped.map((tranche, index) => {
    if (!isPrincipal(tranche)) {
      // Released while instalments are still being paid: money handed over after the loan is repaid has no rate to state.
      const latest = Math.min(WITHHOLD_MAX_DAYS, Math.floor((tenure * 30) / 2));
      const out: Body = { ...tranche, amount: heldEach, date: isoOfDay(dayOf(start) + ((index * 37) % (latest + 1))) };
      for (const key of DEDUCTIONS) delete out[key];
      return out;
    }
    const out: Body = { ...tranche, date: start, amount: index === lastPrincipal ? payable - paidShare * (principals - 1) : paidShare };
    const money = (key: string) => (typeof out[key] === "number" ? (out[key] as number) : 0);
    if (typeof out.processing_fee === "number" && typeof out.gst === "number") out.gst = Math.round(out.processing_fee * GST_RATE);
    // Charges of more than a fifth of the money can push the APR past the 1,000 % a year the service states (contract v3 section 11).
    if (DEDUCTIONS.reduce((sum, key) => sum + money(key), 0) > (out.amount as number) * MAX_CHARGES_SHARE) for (const key of DEDUCTIONS) delete out[key];
    return out;
  });
}

/** The principal tranches' date, or today (IST) for a loan without one: where the schedule starts. */
const startOfTerms = (tranches: unknown): string => {
  const principal = Array.isArray(tranches) ? (tranches as Body[]).find(isPrincipal) : undefined;
  return principal ? isoDate(String(principal.date)) : todayInIndia();
};

/**
 * The whole schedule of these terms in whole rupees, from the start (contract
 * v3 section 4), odd rows' dates written the lender's way; `other` is drawn
 * monthly. Null when it would be too long to send.
 */
function scheduleFor(terms: { amount: number; rate: number; tenure: number; frequency: unknown }, start: string): Body[] | null {
  const other = terms.frequency === CODES.payment_frequency.other;
  const loan = { loan_amount: terms.amount, interest_rate: terms.rate, loan_tenure: terms.tenure, payment_frequency: other ? CODES.payment_frequency.monthly : (terms.frequency as 1 | 2 | 3 | undefined) };
  const count = instalmentCount(loan);
  if (count === null || count > MAX_GENERATED_ROWS || terms.amount < MIN_AMOUNT_FOR_RUPEE_ROWS) return null;
  const rows = asRepaymentRows(computedSchedule(loan, start, "rupee") ?? []);
  if (rows.some((row) => row.due_amount > INT32_MAX)) return null;
  return rows.map((row, index): Body => ({ ...row, due_date: index % 2 === 1 ? lenderDate(row.due_date) : row.due_date }));
}

/**
 * A booking (base `{}`) or a patch of `base` whose terms are the loan after it
 * is applied (contract v3 section 4): tranches for its amount, the schedule
 * it sends (or keeps) drawn for its amount, rate, tenure, frequency and
 * start, and `repayment_count` the schedule's count. A loan repaid `other`
 * that cannot send a schedule is repaid monthly instead; a loan of ₹0 has no
 * rate to state, so it is ₹1.
 */
function withConsistentTerms(sent: Body, base: Body): Body {
  const body: Body = { ...sent };
  if (Number(fieldAfter(body, "loan_amount", base)) === 0) body.loan_amount = 1;
  const amount = Number(fieldAfter(body, "loan_amount", base));
  const application = isoDate(String(fieldAfter(body, "loan_application_date", base)));
  const tenure = Number(fieldAfter(body, "loan_tenure", base));
  if (Array.isArray(body.disbursal_detail)) {
    body.disbursal_detail = consistentTranches(body.disbursal_detail.length === 0 ? [{ date: application, amount }] : (body.disbursal_detail as Body[]), amount, application, tenure);
  } else if (Array.isArray(fieldAfter(body, "disbursal_detail", base)) && (amount !== base.loan_amount || tenure !== base.loan_tenure)) {
    body.disbursal_detail = consistentTranches(fieldAfter(body, "disbursal_detail", base) as Body[], amount, application, tenure);
  }
  const terms = {
    amount,
    rate: Number(fieldAfter(body, "interest_rate", base)),
    tenure,
    frequency: codeOf("payment_frequency", fieldAfter(body, "payment_frequency", base)),
  };
  const start = startOfTerms(fieldAfter(body, "disbursal_detail", base));
  const keepsSchedule = Array.isArray(fieldAfter(body, "repayment_schedule", base));
  const rows = keepsSchedule || terms.frequency === CODES.payment_frequency.other ? scheduleFor(terms, start) : null;
  if (rows !== null) body.repayment_schedule = rows;
  else if (keepsSchedule) body.repayment_schedule = null;
  if (rows === null && terms.frequency === CODES.payment_frequency.other) body.payment_frequency = CODES.payment_frequency.monthly;
  const sentCount = fieldAfter(body, "repayment_count", base);
  if (sentCount !== undefined) {
    const count = rows?.length ?? instalmentCount({ loan_tenure: terms.tenure, payment_frequency: codeOf("payment_frequency", fieldAfter(body, "payment_frequency", base)) as 1 | 2 | 3 | 4 | undefined });
    if (count !== sentCount) body.repayment_count = count;
  }
  if (!("repayment_schedule" in sent) && body.repayment_schedule === null && !Array.isArray(base.repayment_schedule)) delete body.repayment_schedule;
  return body;
}

/** Leaves out a co_pancard equal to the borrower's PAN or to an earlier co-applicant's (contract section 4). */
function distinctCoApplicantPans(body: Body, borrowerPans: string[] = []): Body {
  if (!Array.isArray(body.co_applicant_details)) return body;
  const kycPans = (Array.isArray(body.kyc) ? body.kyc : []).filter(isObject).map(normaliseKyc).filter((item) => item.kyc_type === CODES.kyc_type.pan);
  const seen = new Set([...borrowerPans.map((p) => p.toUpperCase()), ...kycPans.map((item) => String(item.identifier))]);
  const coApplicants = body.co_applicant_details.map((co: unknown) => {
    if (!isObject(co) || typeof co.co_pancard !== "string") return co;
    const upper = co.co_pancard.toUpperCase();
    if (!seen.has(upper)) {
      seen.add(upper);
      return co;
    }
    const { co_pancard: _same, ...rest } = co;
    return rest;
  });
  return { ...body, co_applicant_details: coApplicants };
}

// ---------------------------------------------------------------------------
// The contract's normalisation, test-side

const codeOf = (field: string, value: unknown): unknown => {
  const table = ENUM_FIELDS[field];
  if (!table || typeof value !== "string") return value;
  const word = Object.keys(table).find((w) => w.toLowerCase() === value.toLowerCase());
  return word === undefined ? value : table[word];
};

function normaliseObject(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isEmptyValue(field)) continue;
    if (key in ENUM_FIELDS) out[key] = codeOf(key, field);
    else if (["date_of_birth", "loan_application_date", "agreement_date", "date", "due_date", "co_dob"].includes(key)) out[key] = isoDate(String(field));
    else if (key === "co_pancard" || key === "ifsc_code") out[key] = String(field).toUpperCase();
    else if (key === "ac_number") out[key] = Array.isArray(field) ? field : [field];
    else if (key === "loan_tenure") out[key] = Number(field);
    else if (NAME_FIELDS.includes(key) && typeof field === "string") out[key] = field.normalize("NFC");
    else out[key] = field;
  }
  return out;
}

function normaliseKyc(item: Record<string, unknown>): Record<string, unknown> {
  const out = normaliseObject(item);
  if (out.kyc_type === CODES.kyc_type.pan) out.identifier = String(out.identifier).toUpperCase();
  out.is_verified ??= true;
  return out;
}

/**
 * What a read returns for a body sent (contract sections 1, 3, 4): optional
 * fields sent as "" or null left out, codes for
 * words, YYYY-MM-DD dates, ac_number as an array, loan_tenure a number, PAN
 * and IFSC upper-case, and the defaults (kyc is_verified true, tranche
 * disbursal_type 0, loan_type 1 at booking). A patch gets no loan_type default.
 */
export function normaliseLoan(sent: Body, { patch = false } = {}): Body {
  const { consents: _consents, ...loan } = sent;
  const body = normaliseObject(asJson(loan));
  if (!patch) body.loan_type ??= CODES.loan_type.personal_loan;
  if (body.bank_account) body.bank_account = normaliseObject(body.bank_account as Body);
  if (body.additional_variables) body.additional_variables = normaliseObject(body.additional_variables as Body);
  if (Array.isArray(body.kyc)) body.kyc = (body.kyc as Body[]).map(normaliseKyc);
  if (Array.isArray(body.disbursal_detail)) {
    body.disbursal_detail = (body.disbursal_detail as Body[]).map((item) => ({ disbursal_type: CODES.disbursal_type.principal, ...normaliseObject(item) }));
  }
  if (Array.isArray(body.repayment_schedule)) body.repayment_schedule = (body.repayment_schedule as Body[]).map(normaliseObject);
  if (Array.isArray(body.co_applicant_details)) body.co_applicant_details = (body.co_applicant_details as Body[]).map(normaliseObject);
  return body;
}

/**
 * Contract section 6: top-level fields replace, bank_account and
 * additional_variables merge key by key, arrays replace. Contract section 1:
 * a field (or a merged object's key) sent as "" or null is removed; a
 * removed loan_type takes its default again.
 */
export function mergeExpected(current: Body, patch: Body): Body {
  const sent = asJson(patch);
  const normalised = normaliseLoan(sent, { patch: true });
  const merged: Body = { ...current };
  for (const [key, value] of Object.entries(sent)) {
    if (isEmptyValue(value)) {
      delete merged[key];
    } else if (key === "bank_account" || key === "additional_variables") {
      const object: Body = { ...(current[key] as Body | undefined), ...(normalised[key] as Body) };
      for (const [inner, innerValue] of Object.entries(value as Body)) if (isEmptyValue(innerValue)) delete object[inner];
      merged[key] = object;
    } else {
      merged[key] = normalised[key];
    }
  }
  merged.loan_type ??= CODES.loan_type.personal_loan;
  return merged;
}

/** The read of a loan without the server's own fields: the body as it stands. */
export function bodyOfRead(read: Body): Body {
  return Object.fromEntries(Object.entries(read).filter(([key]) => !SERVER_FIELDS.includes(key)));
}

// ---------------------------------------------------------------------------
// The policy (contract section 5), as far as a PATCH's expectation needs it

export { CONTRACT_POLICY_RULES as POLICY_RULE_CODES } from "../contract/policy-rules";

/**
 * The fields a rule reads, other than the identifiers fixed at booking
 * (kyc, date_of_birth, loan_application_date, which a valid patch sends
 * again unchanged): only a change to one of them can make the policy refuse
 * an update of an Approved loan.
 */
export const CREDIT_TERMS = [
  "loan_amount",
  "loan_tenure",
  "interest_rate",
  "loan_type",
  "monthly_income",
  "monthly_emi",
  "credit_score",
  "employment_type",
  "additional_variables",
  // Contract v3: what changes what the borrower pays or receives.
  "payment_frequency",
  "repayment_count",
  "repayment_schedule",
  "disbursal_detail",
];

// ---------------------------------------------------------------------------
// PATCH bodies for a loan booked from tests/support/loan-fixtures.ts's approvedLoan()

export interface PatchBase {
  partner_loan_id: string;
  mobile_number: string;
  full_name: string;
  date_of_birth: string; // ISO
  loan_application_date: string; // ISO
  agreement_date: string; // ISO
  /** A stand-in for the booked loan's own PAN, which the test puts in with `withPan` (every booking is a new customer). */
  pan: string;
  aadhaar: string;
  loan_amount: number;
  interest_rate: number;
  loan_tenure: number;
  repayment_count: number;
  payment_frequency: number;
  disbursal_detail: Body[];
}

/** `body` with the kyc identifiers that are `slot` (in any case) replaced by `pan`, written in the same case. */
export function withPan<T>(body: T, slot: string, pan: string): T {
  if (!isObject(body) || !Array.isArray(body.kyc)) return body;
  const sameCase = (written: string) => [...pan].map((c, i) => (/[a-z]/.test(written[i] ?? "") ? c.toLowerCase() : c)).join("");
  const kyc = body.kyc.map((item: unknown) =>
    isObject(item) && typeof item.identifier === "string" && item.identifier.toUpperCase() === slot ? { ...item, identifier: sameCase(item.identifier) } : item,
  );
  return { ...body, kyc } as T;
}

/**
 * A non-empty partial body that changes no customer identifier. Identifier
 * fields are sometimes sent again with their value written another way
 * (lender date, PAN in another case, the kyc items reordered).
 */
export function validPatch(base: PatchBase): fc.Arbitrary<Body> {
  // contract section 1: an optional field sent as "" or null is removed
  const fields = Object.fromEntries(Object.entries(dataFields()).map(([key, value]) => [key, REQUIRED_LOAN_FIELDS.includes(key) ? value : orEmpty(value)]));
  const sameKyc = fc
    .record({
      pan: panItem(fc.mixedCase(fc.constant(base.pan))),
      aadhaar: aadhaarItem(fc.constant(base.aadhaar)),
      panFirst: fc.boolean(),
    })
    .map(({ pan: p, aadhaar, panFirst }) => (panFirst ? [p, aadhaar] : [aadhaar, p]));
  return fc
    .record(
      {
        ...fields,
        bank_account: bankAccount([]),
        additional_variables: additionalVariables(),
        kyc: sameKyc,
        // Fixed at booking: sent again only as it is, written either way.
        loan_application_date: renderedDate(fc.constant(dayOf(base.loan_application_date))),
        agreement_date: dateBetween(base.loan_application_date, isoOfDay(TODAY)),
        partner_loan_id: fc.constant(base.partner_loan_id),
        mobile_number: fc.constant(base.mobile_number),
        full_name: fc.constant(base.full_name),
        date_of_birth: renderedDate(fc.constant(dayOf(base.date_of_birth))),
      },
      { requiredKeys: [] },
    )
    .map((value) => distinctCoApplicantPans(withConsistentTerms({ ...value }, base as unknown as Body), [base.pan]))
    .filter((patch) => Object.keys(patch).length > 0);
}

/** A valid patch without CREDIT_TERMS: the policy, re-run or not, still approves the loan. */
export function creditNeutralPatch(base: PatchBase): fc.Arbitrary<Body> {
  return validPatch(base)
    // Terms fitted to a dropped loan_amount are fitted again to the stored one.
    .map((patch) => withConsistentTerms(Object.fromEntries(Object.entries(patch).filter(([key]) => !CREDIT_TERMS.includes(key))), base as unknown as Body))
    .filter((patch) => Object.keys(patch).length > 0);
}

/** A change of one or more customer identifiers (contract section 4), with the field names it must be refused for. */
export function identifierChange(base: PatchBase): fc.Arbitrary<{ patch: Body; fields: string[] }> {
  const other = <T>(arb: fc.Arbitrary<T>, same: (v: T) => boolean) => arb.filter((v) => !same(v));
  const changes: fc.Arbitrary<[string, unknown]>[] = [
    other(idText(64), (v) => v === base.partner_loan_id).map((v): [string, unknown] => ["partner_loan_id", v]),
    other(mobile(), (v) => v === base.mobile_number).map((v): [string, unknown] => ["mobile_number", v]),
    other(nameText(200), (v) => v.normalize("NFC") === base.full_name).map((v): [string, unknown] => ["full_name", v]),
    other(dateBetween("1900-01-01", isoOfDay(dayOf(base.loan_application_date) - 1)), (v) => isoDate(v) === base.date_of_birth).map(
      (v): [string, unknown] => ["date_of_birth", v],
    ),
    // An earlier day, a few weeks back at most, so the date order still holds: the change itself is the defect.
    dateBetween(isoOfDay(dayOf(base.loan_application_date) - 20), isoOfDay(dayOf(base.loan_application_date) - 1)).map(
      (v): [string, unknown] => ["loan_application_date", v],
    ),
    fc
      .oneof(
        // another PAN, another aadhaar, a document added, a document removed
        other(pan(), (v) => v.toUpperCase() === base.pan).chain((p) => fc.tuple(panItem(fc.constant(p)), aadhaarItem(fc.constant(base.aadhaar)))),
        other(aadhaarLast4(), (v) => v === base.aadhaar).chain((a) => fc.tuple(panItem(fc.constant(base.pan)), aadhaarItem(fc.constant(a)))),
        // (a different PAN added is refused before this check: a borrower has one PAN)
        fc.tuple(panItem(fc.constant(base.pan)), aadhaarItem(fc.constant(base.aadhaar)), fc.oneof(panItem(fc.constant(base.pan)), aadhaarItem())),
        fc.oneof(panItem(fc.constant(base.pan)), aadhaarItem(fc.constant(base.aadhaar))).map((item) => [item]),
      )
      .map((kyc): [string, unknown] => ["kyc", kyc]),
  ];
  return fc
    .record({
      changed: fc.uniqueArray(fc.oneof(...changes), { minLength: 1, maxLength: 3, selector: ([field]) => field }),
      alsoValid: validPatch(base),
    })
    // A changed birth date before a changed application date, or the date order would be the defect.
    .filter(({ changed }) => {
      const dates = Object.fromEntries(changed);
      return !("date_of_birth" in dates && "loan_application_date" in dates) || isoDate(String(dates.date_of_birth)) < isoDate(String(dates.loan_application_date));
    })
    .map(({ changed, alsoValid }) => {
      const patch: Body = { ...alsoValid, ...Object.fromEntries(changed) };
      // A changed date stays in order with the dates the patch may also send.
      const dates = Object.fromEntries(changed);
      if ("date_of_birth" in dates && !("loan_application_date" in dates)) delete patch.loan_application_date;
      if ("date_of_birth" in dates || "loan_application_date" in dates) delete patch.agreement_date;
      return { patch, fields: changed.map(([field]) => field).sort() };
    });
}

// ---------------------------------------------------------------------------
// Mutations: bodies the contract refuses

export type Expectation = { status: 400; code: "validation_error"; path?: string } | { status: 422; code: "kyc_not_verified"; path: string };
export interface Mutated {
  kind: string;
  body: unknown;
  expect: Expectation;
  /** The defect is a value sent at `expect.path` (so its message may not say "is required"). */
  sentValue?: boolean;
  /** A value that must never appear in the answer (a full Aadhaar number). */
  secret?: string;
}

/** `kyc[0].identifier` style, as the API names fields. */
export function pathText(path: Path): string {
  return path.reduce<string>((out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part), "");
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  return node;
}

/** Sets a key as an own enumerable property, even `__proto__`. */
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const copy = clone(root);
  setOwn(parentOf(copy, path), path[path.length - 1] as string | number, value);
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = clone(root);
  const parent = parentOf(copy, path);
  delete parent[path[path.length - 1] as string | number];
  return copy;
}

/** Every path in a value (objects' keys and arrays' indexes), depth first. */
function allPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...allPaths(child, [...prefix, key])]);
}

const lastKey = (path: Path): string => {
  const named = [...path].reverse().find((part) => typeof part === "string");
  return typeof named === "string" ? named : "";
};
/** The name of the field a path ends in, ignoring array indexes of lists of scalars (ac_number). */
const fieldName = (path: Path) => (typeof path[path.length - 1] === "number" ? "" : lastKey(path));

type JsonClass = "null" | "boolean" | "number" | "string" | "array" | "object";
const classOf = (value: unknown): JsonClass =>
  value === null ? "null" : Array.isArray(value) ? "array" : (typeof value as "boolean" | "number" | "string" | "object");

/** The JSON classes a field may take (anything else is refused whatever its value). */
function acceptedClasses(path: Path, original: unknown): JsonClass[] {
  const name = fieldName(path);
  if (name in ENUM_FIELDS || name === "loan_tenure") return ["number", "string"];
  if (name === "ac_number") return ["string", "array"];
  if (name === "identifier") return ["string", "number"];
  return [classOf(original)];
}

const jsonOfClass = (classes: JsonClass[]) =>
  fc.jsonValue({ maxDepth: 2 }).filter((value) => !classes.includes(classOf(value)));

const oneOfPaths = (paths: Path[]) => fc.constantFrom(...paths);

const nonInteger = once(() => fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)));
const above = (limit: number) => fc.oneof(fc.integer({ min: limit + 1, max: Math.max(limit + 1, INT32_MAX) }), fc.double({ min: limit + 1, max: 1e300, noNaN: true }));
const below = (limit: number) => fc.oneof(fc.integer({ min: INT32_MIN, max: limit - 1 }), fc.double({ min: -1e300, max: limit - 1e-9, noNaN: true }));
const overInt32 = once(() => fc.oneof(fc.integer({ min: INT32_MAX + 1, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, 1e20)));
const underInt32 = once(() => fc.oneof(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: INT32_MIN - 1 }), fc.constantFrom(-(2 ** 31) - 1, -(2 ** 53))));

const MONEY_INT = ["loan_amount", "amount", "due_amount", "processing_fee", "pre_emi", "gst", "subvention", "upfront_emi", "downpayment", "insurance", "coupon_amount"];
const MONEY_FLOAT = ["monthly_income", "monthly_emi", "hold_amount", "principal_amount", "interest_amount"];
const COUNTS = ["no_of_enquiries", "no_of_tradeline_30_plus_3_month", "no_of_tradeline_60_plus_6_month", "no_of_tradeline_90_plus_ever"];

/** Values out of a numeric field's range (or not whole where it must be). */
const outOfRange = byNameOnce((name: string): fc.Arbitrary<unknown> | null => {
  if (MONEY_INT.includes(name) || COUNTS.includes(name)) return fc.oneof(below(0), nonInteger().map(Math.abs), overInt32());
  if (MONEY_FLOAT.includes(name)) return fc.oneof(below(0), above(1e12));
  if (name === "pincode") return fc.oneof(fc.integer({ min: INT32_MIN, max: 99_999 }), fc.integer({ min: 1_000_000, max: Number.MAX_SAFE_INTEGER }), fc.constant(560001.5));
  if (name === "credit_score") return fc.oneof(fc.integer({ min: 11, max: 299 }), fc.integer({ min: 901, max: INT32_MAX }), below(-1), fc.constant(650.5), overInt32());
  if (name === "repayment_count") return fc.oneof(below(1), fc.constant(12.5), overInt32());
  if (name === "interest_rate") return fc.oneof(below(0), above(100));
  if (name === "foir" || name === "iir") return fc.oneof(below(0), above(5));
  if (name === "loan_tenure") {
    return fc.oneof(below(1), fc.integer({ min: 601, max: INT32_MAX }), fc.constant(12.5), fc.constantFrom("0", "000", "601", "999", "1000", "12.0", "-5", "1e2", "", " 12", "twelve", "１２"));
  }
  const table = ENUM_FIELDS[name];
  if (table) {
    const codes = Object.values(table);
    const words = Object.keys(table).map((w) => w.toLowerCase());
    return fc.oneof(
      fc.integer({ min: -5, max: 20 }).filter((n) => !codes.includes(n)),
      fc.constantFrom(0.5, 1.5, 1e9, -1),
      fc.string({ maxLength: 12 }).filter((s) => !words.includes(s.trim().toLowerCase()) && !/^\s*\d+\s*$/.test(s)),
      fc.integer({ min: 5, max: 99 }).filter((n) => !codes.includes(n)).map(String),
    );
  }
  return null;
});

const impossibleDate = once(() =>
  fc.oneof(
    fc.constantFrom(
      "1990-02-30",
      "2019-02-29",
      "2021-04-31",
      "2021-06-31",
      "2021-09-31",
      "2021-11-31",
      "2021-13-01",
      "2021-00-10",
      "2021-01-00",
      "2021-01-32",
      "30-Feb-1990",
      "29-feb-2019",
      "31-APR-2021",
      "00-Jan-2020",
      "32-Jan-2020",
      "01-Foo-2020",
      "2020/01/01",
      "20200101",
      "2020-1-1",
      "01-01-2020",
      "",
      "yesterday",
      "2020-01-01T00:00:00Z",
    ),
    fc.record({ y: fc.integer({ min: 1901, max: 2199 }).filter((y) => y % 4 !== 0), lender: fc.boolean() }).map(({ y, lender }) => (lender ? `29-Feb-${y}` : `${y}-02-29`)),
    fc.string({ maxLength: 12 }).filter((s) => !/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(s) && !/^\s*\d{1,2}-[A-Za-z]{3}-\d{4}\s*$/.test(s)),
  ));

/** Values that break a field's format (contract section 4), by field name. */
const badFormat = byNameOnce((name: string): fc.Arbitrary<unknown> | null => {
  // blank, or not Unicode text (NUL, an unpaired surrogate)
  const notText = ["", " ", "   ", "\t", "\n ", "A\u0000B", "\u0000", "Asha\ud800", "\udc00x", "a\ud83d", "x\ude00\ud83d"];
  // nothing but invisible characters, bidi controls around or inside a name, no letter at all
  if (NAME_FIELDS.includes(name)) return fc.constantFrom(...notText, "\u200b\u200b", "\u202e\u202d", "\u2066Asha\u2069", "Asha\u202e amreV", "\u3164", "\ufeff", "\u00ad", "12345", "- .", "Asha\nVerma");
  // an id with a line break, a control, a direction or zero-width character, a letter outside ASCII, a space at an end
  if (ID_FIELDS.includes(name)) return fc.constantFrom(...notText, "PL-1\n2", "PL\t1", "PL-\u202e1", "PL\u200b1", "PL-\u00e91", "P\u0007L", " PL-1", "PL-1 ");
  if (name in TEXT_MAX) return fc.constantFrom(...notText);
  switch (name) {
    case "mobile_number":
    case "co_phone":
      return fc.oneof(fc.stringMatching(/^[0-5]\d{9}$/), fc.stringMatching(/^[6-9]\d{8}$/), fc.stringMatching(/^[6-9]\d{10}$/), fc.constantFrom("+919876543210", "98765 43210", ""));
    case "ifsc_code":
      return fc.oneof(fc.stringMatching(/^[A-Z]{4}[1-9A-Z][A-Z0-9]{6}$/), fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{5}$/), fc.stringMatching(/^[A-Z0-9]{4}0[A-Z0-9]{7}$/), fc.constantFrom("", "1234056789A"));
    case "co_pancard":
      return fc.oneof(
        fc.stringMatching(/^[A-Z]{4}\d{5}[A-Z]$/),
        fc.stringMatching(/^[A-Z]{5}\d{4}$/),
        // a company's, trust's or firm's PAN: only an individual's (fourth letter P) borrows
        fc.stringMatching(/^[A-Z]{3}[ABCFGHJLT][A-Z]\d{4}[A-Z]$/),
        fc.constantFrom("", "ABCDE12345", "ABCDE1234FF"),
      );
    case "ckyc_no":
      return fc.oneof(fc.stringMatching(/^\d{1,13}$/), fc.stringMatching(/^\d{15,20}$/), fc.constantFrom("", "1234567890123a", "1234 5678 90123"));
    case "co_aadhaar":
      return fc.oneof(fc.stringMatching(/^\d{1,3}$/), fc.stringMatching(/^\d{5,11}$/), fc.constantFrom("", "12a4", "-123"));
    case "co_pincode":
      return fc.oneof(fc.stringMatching(/^0\d{5}$/), fc.stringMatching(/^\d{1,5}$/), fc.stringMatching(/^\d{7}$/), fc.constantFrom("", "56000a"));
    case "email":
    case "co_email":
      return fc.constantFrom("", "asha", "asha@", "@example.com", "asha@example", "asha verma@example.com", "asha@@example.com", "asha..verma@example.com");
    case "ac_number":
      return fc.oneof(fc.stringMatching(/^\d{1,4}$/), fc.constantFrom("", "12345a", "123 456", "-12345", [], ["1234"], ["123456", "12a456"]));
    default:
      return null;
  }
});

const tooLong = byNameOnce((name: string): fc.Arbitrary<unknown> | null => {
  const max = TEXT_MAX[name];
  if (max !== undefined) return fc.integer({ min: max + 1, max: max + 40 }).map((n) => "x".repeat(n));
  if (name === "email" || name === "co_email") return fc.integer({ min: 255, max: 300 }).map((n) => `${"a".repeat(n - 12)}@example.com`);
  if (name === "ac_number") return fc.integer({ min: 31, max: 60 }).map((n) => "1".repeat(n));
  return null;
});

/** 12 digits: as a string, spaced, or as a number. */
const fullAadhaar = once(() =>
  fc
    .stringMatching(/^[2-9]\d{11}$/)
    .chain((digits) => fc.constantFrom<[unknown, string]>([digits, digits], [`${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`, digits], [Number(digits), digits])));

/** A full Aadhaar number (a valid check digit) in free text, and the number as written: plain, spaced or hyphenated, alone or with words around it. */
const aadhaarInText = once(() =>
  fc
    .stringMatching(/^[2-9]\d{10}$/)
    .map((eleven) => `${eleven}${"0123456789".split("").find((check) => verhoeffValid(`${eleven}${check}`)) ?? ""}`)
    .chain((digits) =>
      fc
        .tuple(
          fc.constantFrom("", "Ref ", "UID "),
          fc.oneof(
            fc.constant(digits),
            // in groups of four, apart by any of the separators people use
            fc.constantFrom(" ", "-", ".", "/", "_", ",", "  ", " - ", "\u2013", "\u2014", "\t", "\u00a0", "\u200b").map((separator) => digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`)),
            // in Devanagari digits
            fc.constant([...digits].map((digit) => String.fromCodePoint(0x0966 + Number(digit))).join("")),
          ),
          fc.constantFrom("", " ok"),
        )
        .map(([before, written, after]): [string, string, string] => [`${before}${written}${after}`, written, digits]),
    ));

const unknownKey = (known: readonly string[]) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/) },
      { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype", "", " ", "Full_Name", "PINCODE", "full_name ", "kyc_Type") },
    )
    .filter((key) => !known.includes(key));

/** The required fields of every object of the body, by where the object sits. */
const REQUIRED_KEYS: Readonly<Record<keyof typeof KNOWN_KEYS, readonly string[]>> = {
  top: REQUIRED_LOAN_FIELDS,
  bank_account: ["ac_number", "ifsc_code", "ac_name", "nach_type"],
  kyc: ["kyc_type", "identifier"],
  co_applicant_details: ["co_full_name", "co_relation"],
  disbursal_detail: ["date", "amount"],
  repayment_schedule: ["due_date", "due_amount"],
  additional_variables: [],
};

/** Optional fields whose default is the permissive value (verified, paid out): sent empty they are refused, not defaulted. */
const REFUSED_WHEN_EMPTY: Partial<Record<keyof typeof KNOWN_KEYS, readonly string[]>> = { kyc: ["is_verified"], disbursal_detail: ["disbursal_type"] };

/** Whether a path names an optional field, which takes "" or null as not sent (contract section 1). */
function isOptionalField(path: Path): boolean {
  const key = path[path.length - 1];
  if (typeof key !== "string") return false;
  const level = levelOf(path.slice(0, -1));
  return (KNOWN_KEYS[level] as readonly string[]).includes(key) && !REQUIRED_KEYS[level].includes(key) && !REFUSED_WHEN_EMPTY[level]?.includes(key);
}

/** Where an object sits in the body, for its known keys. */
function levelOf(path: Path): keyof typeof KNOWN_KEYS {
  const named = path.filter((p): p is string => typeof p === "string");
  const last = named[named.length - 1];
  return last && last in KNOWN_KEYS ? (last as keyof typeof KNOWN_KEYS) : "top";
}


const nodeAt = (root: unknown, path: Path): unknown => parentOf(root, [...path, ""]);

/** One defect: a value set (or a field removed) at a path. */
interface Edit {
  kind: string;
  path: Path;
  remove?: boolean;
  value?: unknown;
  /** Where the error is reported when not at `path` (a whole kyc item replaced is reported at its identifier). */
  reportedAt?: Path;
  secret?: string;
}

/** An item of `ac_number` is checked with the whole field (a string or a list), so its error names the field. */
const fieldOf = (path: Path): Path | undefined => {
  const at = path.indexOf("ac_number");
  return at >= 0 && at < path.length - 1 ? path.slice(0, at + 1) : undefined;
};

const setting = (kind: string, path: Path, value: unknown, secret?: string): Edit => {
  const reportedAt = fieldOf(path);
  return { kind, path, value, ...(reportedAt ? { reportedAt } : {}), ...(secret ? { secret } : {}) };
};

function applyEdit(body: unknown, edit: Edit): unknown {
  return edit.remove ? deleteAt(body, edit.path) : setAt(body, edit.path, edit.value);
}

const isObject = (value: unknown): value is Body => value !== null && typeof value === "object" && !Array.isArray(value);

/** A defect for each rule of contract sections 1 and 4 that a valid body can be made to break. */
function oneEdit(body: Body): fc.Arbitrary<Edit> {
  // A field sent empty has no type to get wrong: anything valid in its place is accepted.
  const everyPath = allPaths(body).filter((path) => !isEmptyValue(nodeAt(body, path)));
  const leaves = everyPath.filter((path) => typeof path[path.length - 1] === "string");
  const named = (names: string[]) => leaves.filter((path) => names.includes(lastKey(path)));
  const requiredPaths: Path[] = [
    ...REQUIRED_LOAN_FIELDS.map((key): Path => [key]),
    ...REQUIRED_KEYS.bank_account.map((key): Path => ["bank_account", key]),
    ...leaves.filter((path) => path.length === 3 && levelOf(path.slice(0, -1)) !== "top" && REQUIRED_KEYS[levelOf(path.slice(0, -1))].includes(String(path[2]))),
  ];
  const objectPaths: Path[] = [[], ...everyPath.filter((path) => isObject(nodeAt(body, path)))];
  const kycPaths = (body.kyc as Body[]).map((_, i): Path => ["kyc", i]);
  const coPaths = (Array.isArray(body.co_applicant_details) ? (body.co_applicant_details as Body[]) : []).map((_, i): Path => ["co_applicant_details", i]);
  const valueAt = (path: Path) => nodeAt(body, path);
  const byName = (paths: Path[], values: (name: string) => fc.Arbitrary<unknown> | null, kind: string) => {
    const usable = paths.filter((path) => values(lastKey(path)) !== null);
    return usable.length === 0 ? [] : [oneOfPaths(usable).chain((path) => (values(lastKey(path)) as fc.Arbitrary<unknown>).map((value) => setting(kind, path, value)))];
  };
  const application = dayOf(isoDate(String(body.loan_application_date)));

  return fc.oneof(
    oneOfPaths(requiredPaths).map((path): Edit => ({ kind: "missing", path, remove: true })),
    // a JSON value of a class the field never takes (null or "" for a required field: refused as missing)
    oneOfPaths(leaves).chain((path) => jsonOfClass(acceptedClasses(path, valueAt(path))).map((value) => setting("wrong_type", path, value))),
    ...byName(leaves, outOfRange, "out_of_range"),
    oneOfPaths(named([...MONEY_INT, ...COUNTS, "repayment_count", "credit_score"])).chain((path) => fc.oneof(overInt32(), underInt32()).map((value) => setting("int32_overflow", path, value))),
    oneOfPaths(named(["date_of_birth", "loan_application_date", "agreement_date", "date", "due_date", "co_dob"])).chain((path) =>
      impossibleDate().map((value) => setting("impossible_date", path, value)),
    ),
    // the project's date order (docs/api-behaviour.md, Booking)
    fc.constantFrom(setting("date_order", ["date_of_birth"], isoOfDay(application)), setting("date_order", ["agreement_date"], lenderDate(isoOfDay(application - 1)))),
    oneOfPaths(objectPaths).chain((path) =>
      fc.tuple(unknownKey(KNOWN_KEYS[levelOf(path)]), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => setting("unknown_field", [...path, key], value)),
    ),
    fc
      .tuple(
        coPaths.length > 0
          ? fc.oneof(fc.constantFrom(...BOOKING_SERVER_FIELDS).map((key): Path => [key]), oneOfPaths(coPaths).map((path): Path => [...path, "co_applicant_id"]))
          : fc.constantFrom(...BOOKING_SERVER_FIELDS).map((key): Path => [key]),
        fc.oneof(fc.constantFrom<unknown>("Approved", "Rejected", "LD1234567890", "0190c5e2-0000-7000-8000-000000000000", true, null, 1), fc.jsonValue({ maxDepth: 1 })),
      )
      .map(([path, value]) => setting("server_owned", path, value)),
    ...byName(leaves, tooLong, "too_long"),
    ...byName(leaves, badFormat, "bad_format"),
    fc.oneof(
      fc.array(kycItem(), { minLength: LIST_LIMITS.kyc + 1, maxLength: LIST_LIMITS.kyc + 3 }).map((v) => setting("oversize_list", ["kyc"], v)),
      fc.constant(setting("oversize_list", ["kyc"], [])),
      fc.array(tranche(), { minLength: LIST_LIMITS.disbursal_detail + 1, maxLength: LIST_LIMITS.disbursal_detail + 2 }).map((v) => setting("oversize_list", ["disbursal_detail"], v)),
      fc.array(repaymentItem(), { minLength: LIST_LIMITS.repayment_schedule + 1, maxLength: LIST_LIMITS.repayment_schedule + 2 }).map((v) => setting("oversize_list", ["repayment_schedule"], v)),
      fc.array(coApplicant(), { minLength: LIST_LIMITS.co_applicant_details + 1, maxLength: LIST_LIMITS.co_applicant_details + 3 }).map((v) => setting("oversize_list", ["co_applicant_details"], v)),
      fc.array(accountNumber(), { minLength: 4, maxLength: 6 }).map((v) => setting("oversize_list", ["bank_account", "ac_number"], v)),
    ),
    // a full Aadhaar number, in a kyc item or as a co-applicant's co_aadhaar
    fc.tuple(fullAadhaar(), oneOfPaths([...kycPaths, ...coPaths])).map(([[value, digits], path]): Edit =>
      path[0] === "kyc"
        ? { kind: "full_aadhaar", path, value: { kyc_type: "aadhaar", identifier: value }, reportedAt: [...path, "identifier"], secret: digits }
        : { kind: "full_aadhaar", path: [...path, "co_aadhaar"], value, secret: digits },
    ),
    // a full Aadhaar number written into free text (docs/decisions/0063-aadhaar-in-free-text.md)
    ...(named(AADHAAR_FREE_FIELDS).length === 0
      ? []
      : [
          fc
            .tuple(oneOfPaths(named(AADHAAR_FREE_FIELDS)), aadhaarInText())
            .map(([path, [value, written, digits]]) =>
              // an e-mail address carries it in its local part
              ["email", "co_email"].includes(lastKey(path)) ? setting("aadhaar_in_text", path, `uid.${digits}@example.com`, digits) : setting("aadhaar_in_text", path, value, written),
            ),
        ]),
    // a pan-only or aadhaar-only detail on the other kind of item (contract section 3)
    oneOfPaths(kycPaths).chain((path) =>
      normaliseKyc(nodeAt(body, path) as Body).kyc_type === CODES.kyc_type.pan
        ? fc.constantFrom(setting("kyc_detail", [...path, "verified_using"], "offline-eKYC"), setting("kyc_detail", [...path, "verified_using"], 3), setting("kyc_detail", [...path, "address"], "12 MG Road"))
        : fc.constantFrom(setting("kyc_detail", [...path, "verified_using"], "registry-api"), setting("kyc_detail", [...path, "verified_using"], 2)),
    ),
    // any node of the body replaced by a JSON value of a class it never takes
    oneOfPaths(everyPath).chain((path) => jsonOfClass(acceptedClasses(path, valueAt(path))).map((value) => setting("random_json", path, value))),
    // contract section 1: "" or null in an optional field is not sent, so no defect
  ).filter((edit) => edit.remove === true || !(isEmptyValue(edit.value) && isOptionalField(edit.path)));
}

const reportedPath = (edit: Edit) => pathText(edit.reportedAt ?? edit.path);

/**
 * A valid booking body with a defect: one (mostly) or several, a kyc item
 * not verified (422), or not an object at all.
 */
export const mutatedLoan = (): fc.Arbitrary<Mutated> =>
  validLoan().chain((body) =>
    fc.oneof(
      {
        weight: 24,
        arbitrary: oneEdit(body).map((edit): Mutated => ({
          kind: edit.kind,
          body: applyEdit(body, edit),
          expect: { status: 400, code: "validation_error", path: reportedPath(edit) },
          // "" or null in a required field is refused as missing
          sentValue: !edit.remove && !isEmptyValue(edit.value),
          ...(edit.secret ? { secret: edit.secret } : {}),
        })),
      },
      {
        weight: 3,
        arbitrary: fc.array(oneEdit(body), { minLength: 2, maxLength: 4 }).map((edits): Mutated => {
          let mutated: unknown = body;
          const kinds: string[] = [];
          for (const edit of edits) {
            try {
              mutated = applyEdit(mutated, edit);
              kinds.push(edit.kind);
            } catch {
              // an earlier edit removed or replaced this one's parent
            }
          }
          return { kind: `several:${kinds.join("+")}`, body: mutated, expect: { status: 400, code: "validation_error" } };
        }),
      },
      {
        weight: 2,
        arbitrary: fc.integer({ min: 0, max: (body.kyc as Body[]).length - 1 }).map((i): Mutated => ({
          kind: "kyc_not_verified",
          body: setAt(body, ["kyc", i, "is_verified"], false),
          expect: { status: 422, code: "kyc_not_verified", path: `kyc[${i}].is_verified` },
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .jsonValue({ maxDepth: 2 })
          .filter((value) => !isObject(value))
          .map((value): Mutated => ({ kind: "not_an_object", body: value, expect: { status: 400, code: "validation_error" } })),
      },
    ),
  );

/**
 * A valid patch for `base` with a defect: a node replaced by a JSON value of
 * a class it never takes, an unknown or server-owned field, a merged date
 * order broken, an empty patch, or not an object (400); or a kyc item not
 * verified (422).
 */
export function mutatedPatch(base: PatchBase): fc.Arbitrary<Mutated> {
  const refusal = (kind: string, body: unknown, path?: Path): Mutated => ({
    kind,
    body,
    expect: { status: 400, code: "validation_error", ...(path ? { path: pathText(path) } : {}) },
    sentValue: path !== undefined && kind !== "date_order",
  });
  const afterAgreement = isoOfDay(dayOf(base.agreement_date) + 1);
  const beforeApplication = isoOfDay(dayOf(base.loan_application_date) - 1);
  return validPatch(base).chain((patch) => {
    const everyPath = allPaths(patch).filter((path) => !isEmptyValue(nodeAt(patch, path)));
    const objectPaths: Path[] = [[], ...everyPath.filter((path) => isObject(nodeAt(patch, path)))];
    const kinds: fc.Arbitrary<Mutated>[] = [
      oneOfPaths(objectPaths).chain((path) =>
        fc
          .tuple(unknownKey(KNOWN_KEYS[levelOf(path)]), fc.jsonValue({ maxDepth: 1 }))
          .map(([key, value]) => refusal("unknown_field", setAt(patch, [...path, key], value), [...path, key])),
      ),
      fc.constantFrom(...SERVER_FIELDS).map((key) => refusal("server_owned", setAt(patch, [key], "Approved"), [key])),
      fc.constantFrom(
        refusal("date_order", { loan_application_date: lenderDate(afterAgreement) }, ["agreement_date"]),
        refusal("date_order", { agreement_date: beforeApplication }, ["agreement_date"]),
        refusal("empty", {}),
        refusal("not_an_object", []),
        refusal("not_an_object", null),
        refusal("not_an_object", "loan"),
      ),
    ];
    if (Array.isArray(patch.kyc)) {
      // contract section 4: an unverified kyc item declines the whole request, updates too
      kinds.push(
        fc.integer({ min: 0, max: (patch.kyc as Body[]).length - 1 }).map((i): Mutated => ({
          kind: "kyc_not_verified",
          body: setAt(patch, ["kyc", i, "is_verified"], false),
          expect: { status: 422, code: "kyc_not_verified", path: `kyc[${i}].is_verified` },
        })),
      );
    }
    if (everyPath.length > 0) {
      kinds.push(
        oneOfPaths(everyPath).chain((path) =>
          jsonOfClass(acceptedClasses(path, nodeAt(patch, path)))
            // "" or null removes an optional field (contract section 1): no defect; in a required one it is refused as missing
            .filter((value) => !(isEmptyValue(value) && isOptionalField(path)))
            .map((value) => ({ ...refusal("random_json", setAt(patch, path, value), fieldOf(path) ?? path), sentValue: !isEmptyValue(value) })),
        ),
      );
    }
    return fc.oneof(...kinds);
  });
}
