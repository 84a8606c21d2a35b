import { z } from "zod";
import { todayInIndia } from "@/lib/calendar/india-day";
import { dateField } from "./dates";
import { emptyAsAbsent, emptyAsAbsentFields, EMPTY_VALUES_NOTE } from "./empty-values";
import {
  AGREEMENT_SIGNATURE_TYPE,
  CO_RELATION,
  DISBURSAL_TYPE,
  EMPLOYMENT_TYPE,
  GENDER,
  KYC_TYPE,
  LOAN_TYPE,
  NACH_TYPE,
  PAYMENT_FREQUENCY,
  VERIFIED_USING,
  codeField,
  codeOf,
} from "./enums";
import { aadhaarLast4, ckycNumber, emailAddress, identifier, int32, mobileNumber, money, moneyFloat, noAadhaar, panNumber, personName, text } from "./fields";
import { applicationWindowIssues, loanRuleIssues, type RuleIssue } from "./loan-rules";
import { bookingConsentsAt } from "./consents";

export const LIST_LIMITS = { kyc: 10, disbursal_detail: 50, repayment_schedule: 600, co_applicant_details: 10 } as const;

const accountNumber = z
  .string({ error: "must be a string of 5 to 30 digits" })
  .regex(/^\d{5,30}$/, "must be 5 to 30 digits");
const accountNumbers = z.array(accountNumber).min(1).max(3);

export const bankAccountSchema = z.strictObject(emptyAsAbsentFields({
  ac_number: z
    .union([accountNumber.transform((one) => [one]), accountNumbers], {
      error: "must be an account number or an array of 1 to 3 of them",
    })
    // The output's type for the OpenAPI document's read schemas, where a transform alone is untyped.
    .pipe(accountNumbers)
    .meta({ description: "Account number(s): 1-3 strings of 5-30 digits; a single string is stored as a one-item array." }),
  ifsc_code: z
    .string({ error: "must be a string" })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "must be an IFSC code such as HDFC0001234")),
  nach_umrn: noAadhaar(identifier(20)).optional(),
  nach_type: codeField(NACH_TYPE),
  ac_name: personName(200),
}));

const kycItemBase = z.strictObject({
  ...emptyAsAbsentFields({
    kyc_type: codeField(KYC_TYPE),
    identifier: z.union([z.string(), z.number()], { error: "must be a string" }),
    verified_using: codeField(VERIFIED_USING).optional(),
    verification_id: text(100).optional(),
    kyc_name: personName(200).optional(),
    address: text(500).optional(),
  }),
  // Not taken as "not sent" when empty: that would make it the default,
  // true, and a check whose outcome the partner does not know would pass as
  // verified (docs/api-behaviour.md, "Empty values").
  is_verified: z.boolean({ error: "must be true or false" }).default(true),
});

/**
 * The identifier's meaning depends on the item's type, so it is checked
 * after the type is known: PAN number for pan, last 4 digits for aadhaar.
 */
// Built once: making a zod schema costs far more than running it, and this
// runs for every KYC item of every booking.
const panIdentifier = panNumber();
const aadhaarIdentifier = aadhaarLast4();

/** A KYC item as stored, which a read returns: codes, the identifier as a normalised string, is_verified always present. */
const storedKycItem = kycItemBase.extend({
  kyc_type: codeOf(KYC_TYPE),
  identifier: z.string(),
  verified_using: codeOf(VERIFIED_USING).optional(),
  is_verified: z.boolean(),
});

const checkedKycItem = z.transform((item: z.output<typeof kycItemBase>, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const isPan = item.kyc_type === KYC_TYPE.pan;
  const parsed = (isPan ? panIdentifier : aadhaarIdentifier).safeParse(item.identifier);
  if (!parsed.success) issue("identifier", parsed.error.issues[0]?.message ?? "is invalid");
  if (isPan && item.verified_using === VERIFIED_USING["offline-eKYC"]) {
    issue("verified_using", "offline-eKYC applies to aadhaar items only");
  }
  if (!isPan && item.verified_using === VERIFIED_USING["registry-api"]) {
    issue("verified_using", "registry-api applies to pan items only");
  }
  if (isPan && item.address !== undefined) issue("address", "applies to aadhaar items only");
  if (!parsed.success) return z.NEVER;
  return { ...item, identifier: parsed.data };
});

// Piped into the stored item so that the OpenAPI document's read schemas
// type it (a transform alone is untyped there); `.in` stays the item's fields.
export const kycItemSchema = kycItemBase.pipe(checkedKycItem.pipe(storedKycItem));

export const trancheSchema = z.strictObject({
  // Not taken as "not sent" when empty: the default is principal, paid out,
  // and an unknown type must not turn money held back into money paid.
  disbursal_type: codeField(DISBURSAL_TYPE).default(DISBURSAL_TYPE.principal),
  ...emptyAsAbsentFields({
    date: dateField,
    amount: money(),
    processing_fee: money().optional(),
    pre_emi: money().optional(),
    gst: money().optional(),
    subvention: money().optional(),
    upfront_emi: money().optional(),
    downpayment: money().optional(),
    insurance: money().optional(),
    coupon_amount: money().optional().meta({ description: "Coupon amount given to the customer." }),
    hold_amount: moneyFloat().optional().meta({ description: "Amount held on a temporary basis." }),
  }),
});

export const repaymentItemSchema = z.strictObject(emptyAsAbsentFields({
  due_date: dateField,
  due_amount: money(),
  principal_amount: moneyFloat().optional(),
  interest_amount: moneyFloat().optional(),
}));

const ratio = () => z.number({ error: "must be a number" }).min(0, "must not be negative").max(5, "must be at most 5");
const count = () => int32("a whole number").min(0, "must not be negative");

export const additionalVariablesSchema = z.strictObject(emptyAsAbsentFields({
  foir: ratio().optional(),
  iir: ratio().optional(),
  no_of_enquiries: count().optional(),
  no_of_tradeline_30_plus_3_month: count().optional(),
  no_of_tradeline_60_plus_6_month: count().optional(),
  no_of_tradeline_90_plus_ever: count().optional(),
}));

export const coApplicantSchema = z.strictObject(emptyAsAbsentFields({
  co_full_name: personName(200),
  co_dob: dateField.optional(),
  co_email: emailAddress().optional(),
  co_phone: mobileNumber().optional(),
  co_gender: codeField(GENDER).optional(),
  co_aadhaar: aadhaarLast4().optional(),
  co_address: text(500).optional(),
  co_pancard: panNumber().optional(),
  co_pincode: z.string({ error: "must be a string of 6 digits" }).regex(/^[1-9]\d{5}$/, "must be a 6-digit pincode").optional(),
  co_relation: codeField(CO_RELATION),
}));

const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: "must be an array" }).max(max, `must have at most ${max} items`);

/** Every field of the loan body, before the booking-level rules. */
export const loanFields = emptyAsAbsentFields({
  partner_loan_id: identifier(64),
  mobile_number: mobileNumber(),
  full_name: personName(200),
  email: emailAddress().optional(),
  gender: codeField(GENDER),
  date_of_birth: dateField,
  fathers_name: personName(200).optional(),
  mothers_name: personName(200).optional(),
  address: text(500).optional(),
  pincode: z.int({ error: "must be a 6-digit number" }).min(100000, "must be a 6-digit pincode").max(999999, "must be a 6-digit pincode"),
  monthly_income: moneyFloat(),
  monthly_emi: moneyFloat().optional(),
  credit_score: int32()
    .refine((score) => (score >= 300 && score <= 900) || (score >= -1 && score <= 10), "must be 300-900, or -1 to 10 for a new-to-credit customer")
    .optional(),
  employment_type: codeField(EMPLOYMENT_TYPE).optional(),
  company_name: text(200).optional(),
  loan_application_date: dateField,
  loan_tenure: z
    .union([z.int(), z.string().regex(/^\d{1,3}$/, "must be a whole number of months")], {
      error: "must be a whole number of months",
    })
    .transform(Number)
    .pipe(z.int().min(1, "must be at least 1 month").max(600, "must be at most 600 months"))
    .meta({ description: "Number of monthly EMIs, 1-600; a string of digits is accepted." }),
  agreement_date: dateField.optional(),
  loan_amount: money(),
  repayment_count: int32().min(1, "must be at least 1").optional(),
  interest_rate: z.number({ error: "must be a number" }).min(0, "must not be negative").max(100, "must be at most 100"),
  payment_frequency: codeField(PAYMENT_FREQUENCY).optional(),
  loan_type: codeField(LOAN_TYPE).default(LOAN_TYPE.personal_loan),
  agreement_signature_type: codeField(AGREEMENT_SIGNATURE_TYPE).optional(),
  bank_account: bankAccountSchema,
  kyc: listOf(kycItemSchema, LIST_LIMITS.kyc).min(1, "must have at least one item"),
  ckyc_no: ckycNumber().optional().meta({ description: "The customer's Central KYC number: a string of 14 digits.", examples: ["10012345678901"] }),
  disbursal_detail: listOf(trancheSchema, LIST_LIMITS.disbursal_detail).optional(),
  repayment_schedule: listOf(repaymentItemSchema, LIST_LIMITS.repayment_schedule).optional(),
  additional_variables: additionalVariablesSchema.optional(),
  co_applicant_details: listOf(coApplicantSchema, LIST_LIMITS.co_applicant_details).optional(),
});

type LoanShape = z.output<z.ZodObject<typeof loanFields>>;

/** Where the rules read today's date: the system clock, or a fixed one in tests. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

const reportTo = (ctx: z.RefinementCtx) => (issues: RuleIssue[]) =>
  issues.forEach(({ path, message }) => ctx.addIssue({ code: "custom", path, message }));

/** The loan body with the rules that hold whenever it is stored (booking, PUT, the result of a PATCH). */
export const loanSchemaAt = (clock: Clock) =>
  z.strictObject(loanFields).superRefine((loan: LoanShape, ctx) => reportTo(ctx)(loanRuleIssues(loan, todayInIndia(clock()))));

/**
 * A booking: the loan body and the borrower's `consents`, which are kept
 * apart from the body (no update takes them), and the application-date
 * window, which only a booking checks (the date is fixed then, and an
 * update of an older loan must not fail on it). It is the schema for the
 * wizard's new loan, so the dates are refused there before submission.
 */
export const bookingSchemaAt = (clock: Clock) =>
  z
    .strictObject({ ...loanFields, consents: emptyAsAbsent(bookingConsentsAt(clock).optional()) })
    .superRefine((loan: LoanShape, ctx) => reportTo(ctx)([...loanRuleIssues(loan, todayInIndia(clock())), ...applicationWindowIssues(loan, todayInIndia(clock()))]));

/** The loan body of a full update (PUT) and of a PATCH's result. */
export const loanSchema = loanSchemaAt(systemClock).meta({ id: "Loan", description: EMPTY_VALUES_NOTE });

/** The body of a booking: the loan and the consents given for it. */
export const bookingSchema = bookingSchemaAt(systemClock).meta({ id: "Booking", description: EMPTY_VALUES_NOTE });

/**
 * A partial update: any non-empty subset of the fields. An optional field
 * sent as `""` or `null` comes out as a key without a value, which
 * `mergePatch` takes as "remove it"; a required one is refused here as
 * missing. The merged result is validated again with `loanSchema`, so the
 * booking rules still hold after it.
 */
export const loanPatchSchema = z
  .strictObject({
    ...z.strictObject(loanFields).partial().shape,
    loan_type: emptyAsAbsent(codeField(LOAN_TYPE).optional()),
    bank_account: emptyAsAbsent(bankAccountSchema.partial()).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, "must contain at least one field")
  .meta({ id: "LoanPatch", description: `${EMPTY_VALUES_NOTE} In a PATCH such an optional field is removed, inside bank_account and additional_variables key by key.` });

export type LoanInput = z.input<typeof loanSchema>;
export type Loan = z.output<typeof loanSchema>;
export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type LoanPatch = z.output<typeof loanPatchSchema>;
export type KycItem = z.output<typeof kycItemSchema>;
export type CoApplicantInput = z.output<typeof coApplicantSchema>;
