import { AppError, validationError, type FieldIssue } from "@/lib/errors/app-error";
import { addMonths } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import {
  REFUSED_ACCOUNT_TYPES,
  type MandateSnapshot,
  type NachInitiateRequest,
} from "@/lib/schemas/nach";
import type { FigureTerms } from "@/lib/terms/loan-figures";
import { startOf } from "@/lib/terms/loan-start";
import { scheduleOf } from "@/lib/terms/loan-schedule";
import type { NachCategory } from "@/lib/codes/mandate-category";
import { collectionProblems, initiationRefusal, mandateMaximum } from "./mandate-collection";

/** The terms a mandate fixes, chosen by the partner or defaulted (contract section 8). */
export type MandateTerms = Pick<
  MandateSnapshot,
  "ac_number" | "account_type" | "debit_type" | "amount" | "frequency" | "start_date" | "end_date" | "until_cancelled" | "signatories"
>;

export type TermsRequest = Omit<NachInitiateRequest, "lead_id">;

interface TermsInput {
  loan: Loan;
  request: TermsRequest;
  today: string;
  category: NachCategory;
}

/** The loan's payment_frequency code; a loan that names none pays monthly. */
export const paymentFrequencyOf = (loan: Pick<Loan, "payment_frequency">): number => loan.payment_frequency ?? PAYMENT_FREQUENCY.monthly;

/** How long a default mandate outlives the last instalment, for arrears collected after it. */
const END_MONTHS_AFTER_LAST_DUE = 6;

/**
 * The instalments a mandate must cover: the loan's schedule (the partner's,
 * or the one the service computes from the start), less an instalment
 * collected upfront at disbursal, which no mandate collects (contract v3
 * section 4).
 */
export function instalmentsOf(loan: FigureTerms) {
  return scheduleOf(loan, startOf(loan, todayInIndia()))
    .filter((row) => !row.upfront)
    .map(({ due_date, instalment }) => ({ due_date, due_amount: instalment }));
}

/** The largest instalment, which every mandate amount must cover (the last instalment included). */
export const largestInstalment = (loan: Parameters<typeof instalmentsOf>[0]): number => Math.max(...instalmentsOf(loan).map((row) => row.due_amount));

const roundUpToHundred = (amount: number) => Math.ceil(amount / 100) * 100;

const isRefusedAccountType = (type: string): type is (typeof REFUSED_ACCOUNT_TYPES)[number] => (REFUSED_ACCOUNT_TYPES as readonly string[]).includes(type);

const accountTypeRefusal = (type: (typeof REFUSED_ACCOUNT_TYPES)[number]) =>
  new AppError(
    "account_type_not_allowed",
    type === "cc"
      ? "Banks do not register NACH mandates on cash-credit accounts (NPCI reason M030); choose a savings, current, SB-NRO or other account"
      : "Banks do not register NACH mandates on NRE accounts (NPCI reason M051); choose a savings, current, SB-NRO or other account",
    { account_type: type },
  );

function datesOf(request: TermsRequest, dueDates: string[], today: string): Pick<MandateTerms, "start_date" | "end_date" | "until_cancelled"> {
  const first = dueDates.reduce((a, b) => (b < a ? b : a));
  const last = dueDates.reduce((a, b) => (b > a ? b : a));
  const issues: FieldIssue[] = [];
  // A partner initiating after the first instalment was due still gets a mandate that starts today, not one the bank would refuse as back-dated.
  const start = request.start_date ?? (first < today ? today : first);
  if (request.start_date !== undefined && request.start_date < today) issues.push({ path: "start_date", message: `must not be before today (${today}, IST)` });
  const untilCancelled = request.until_cancelled === true;
  if (untilCancelled && request.end_date !== undefined) issues.push({ path: "end_date", message: "must not be sent with until_cancelled: true" });
  const end = untilCancelled ? null : (request.end_date ?? addMonths(last, END_MONTHS_AFTER_LAST_DUE));
  if (end !== null && end <= start && !issues.some((issue) => issue.path === "end_date")) {
    const why = request.end_date === undefined ? ` (default: the last instalment's due date plus ${END_MONTHS_AFTER_LAST_DUE} months, ${end})` : "";
    issues.push({ path: "end_date", message: `must be after start_date ${start}${why}` });
  }
  if (issues.length > 0) throw validationError(issues);
  return { start_date: start, end_date: end, until_cancelled: untilCancelled };
}

/**
 * The default amount: the largest instalment x 1.5, rounded up to the next
 * 100, within the most a mandate may debit; the instalment itself for a
 * fixed mandate.
 */
function defaultAmount(debitType: MandateTerms["debit_type"], largest: number, category: NachCategory): number {
  if (debitType === "fixed") return largest;
  return Math.max(largest, Math.min(roundUpToHundred(largest * 1.5), mandateMaximum(largest, category)));
}

/**
 * The mandate's terms from the partner's choices and the loan, defaults
 * filled in, not yet judged against the schedule: 400 for dates, 422
 * unknown_account, account_type_not_allowed, in that order. What migration
 * 0009's data step rebuilt older mandates' snapshots from, as they were printed.
 */
export function proposedTerms({ loan, request, today, category }: TermsInput): MandateTerms {
  const instalments = instalmentsOf(loan);
  const dates = datesOf(request, instalments.map((row) => row.due_date), today);
  const accounts = loan.bank_account.ac_number;
  const acNumber = request.ac_number ?? accounts[0] ?? "";
  if (!accounts.includes(acNumber)) {
    throw new AppError("unknown_account", "The account number is not one of the loan's bank_account.ac_number", {
      fields: [{ path: "ac_number", message: "must be one of the loan's account numbers" }],
    });
  }
  const accountType = request.account_type ?? "savings";
  if (isRefusedAccountType(accountType)) throw accountTypeRefusal(accountType);
  const debitType = request.debit_type ?? "maximum";
  const largest = Math.max(...instalments.map((row) => row.due_amount));
  return {
    ac_number: acNumber,
    account_type: accountType,
    debit_type: debitType,
    amount: request.amount ?? defaultAmount(debitType, largest, category),
    // A weekly, fortnightly or other loan's default is as_presented even where the category refuses it: the refusal then says why no mandate fits.
    frequency: request.frequency ?? (paymentFrequencyOf(loan) === PAYMENT_FREQUENCY.monthly ? "monthly" : "as_presented"),
    ...dates,
    signatories: request.signatories ?? [loan.bank_account.ac_name],
  };
}

/**
 * The terms of a new mandate (proposedTerms), refused unless they can
 * collect the schedule (lib/nach/mandate-collection.ts:
 * nach_frequency_unsupported, inconsistent_terms, mandate_amount_too_low,
 * mandate_amount_too_high). `today` is the IST date of the initiation;
 * `category` NPCI's mandate category the lender lodges mandates under.
 */
export function mandateTerms(input: TermsInput): MandateTerms {
  const terms = proposedTerms(input);
  const { loan, today, category } = input;
  const refusal = initiationRefusal(collectionProblems({ instalments: instalmentsOf(loan), paymentFrequency: paymentFrequencyOf(loan), terms, category, today }));
  if (refusal) throw refusal;
  return terms;
}
