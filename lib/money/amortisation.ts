/**
 * Standard reducing-balance amortisation with equal monthly instalments, the
 * one schedule the service computes wherever a partner sent none.
 *
 * `rounding` is what an instalment is rounded to. `rupee` where the schedule
 * becomes a loan's repayment_schedule, whose due_amount the lender declares
 * int32 (the wizard's generator, the instalments a mandate must collect);
 * `paisa` where RBI's illustration carries paise (the KFS and its APR, the
 * policy's FOIR): ₹20,000 at 15 % for 24 months is 969.73 a month.
 */
export type Rounding = "rupee" | "paisa";

export interface LoanTerms {
  principal: number;
  annualRatePercent: number;
  /** How many instalments. */
  count: number;
  /** Instalments a year: 12 monthly (the default), 52 weekly, 26 fortnightly. */
  periodsPerYear?: number;
}

/** One instalment, in rupees: the principal owed before it, and its split. */
export interface Amortised {
  opening_principal: number;
  principal: number;
  interest: number;
  instalment: number;
}

export interface ScheduledInstalment extends Amortised {
  /** 1 for the first instalment. */
  number: number;
  due_date: string;
}

/** A row as the loan body's repayment_schedule holds it. */
export interface RepaymentRow {
  due_date: string;
  due_amount: number;
  principal_amount: number;
  interest_amount: number;
}

const PAISE_PER_UNIT: Readonly<Record<Rounding, number>> = { rupee: 100, paisa: 1 };

function checkTerms({ principal, annualRatePercent, count, periodsPerYear = 12 }: LoanTerms): void {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError("principal must be a non-negative number");
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) throw new RangeError("annualRatePercent must be a non-negative number");
  if (!Number.isInteger(count) || count < 1) throw new RangeError("count must be a positive integer");
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) throw new RangeError("periodsPerYear must be a positive integer");
}

/** A number as the fraction its decimal digits write: 14.5 is 145/10, never the binary double nearest it. */
function decimalFraction(value: number): [numerator: bigint, denominator: bigint] {
  const [mantissa = "", exponent = "0"] = String(value).split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? [digits, 10n ** BigInt(scale)] : [digits * 10n ** BigInt(-scale), 1n];
}

/**
 * The EMI in paise, rounded half-up to the unit: principal x i / (1 - (1 +
 * i)^-n), or principal / n at 0 %, worked exactly on the figures as written
 * (contract v3 section 4: decimal arithmetic), so that no binary rounding
 * tips an instalment that is exactly half a paisa.
 */
function emiPaise({ principal, annualRatePercent, count, periodsPerYear = 12 }: LoanTerms, rounding: Rounding): number {
  const unit = BigInt(PAISE_PER_UNIT[rounding]);
  const [amount, amountScale] = decimalFraction(principal);
  const [rate, rateScale] = decimalFraction(annualRatePercent);
  let numerator = amount * 100n;
  let denominator = amountScale * unit * BigInt(count);
  if (rate !== 0n) {
    // i = rate / perPeriod; with g = (1 + i)^n, EMI = principal x i x g / (g - 1).
    const perPeriod = rateScale * 100n * BigInt(periodsPerYear);
    const grown = (perPeriod + rate) ** BigInt(count);
    numerator = amount * 100n * rate * grown;
    denominator = amountScale * unit * perPeriod * (grown - perPeriod ** BigInt(count));
  }
  return Number((2n * numerator + denominator) / (2n * denominator) * unit);
}

/** A period's interest on a balance in paise, half-up to the paisa, worked exactly on the rate as written (read once per schedule). */
function interestOn({ annualRatePercent, periodsPerYear = 12 }: LoanTerms): (balancePaise: number) => number {
  const [rate, rateScale] = decimalFraction(annualRatePercent);
  const denominator = rateScale * 100n * BigInt(periodsPerYear);
  return (balancePaise) => Number((2n * BigInt(balancePaise) * rate + denominator) / (2n * denominator));
}

/** The equated monthly instalment, in rupees rounded as asked. */
export function equatedInstalment(terms: LoanTerms, rounding: Rounding): number {
  checkTerms(terms);
  return emiPaise(terms, rounding) / 100;
}

/**
 * Instalment by instalment, worked in whole paise so that no floating-point
 * drift accumulates over long tenures: each row's interest is the periodic
 * rate on the opening principal rounded half-up to the paisa, its principal
 * the EMI less that interest, and the last row repays whatever principal is
 * left, so the principal column sums to the principal exactly. An instalment
 * is rounded up to the unit (only the last row, and a clamped one, need it)
 * and its interest is the instalment less its principal, so every row's
 * principal plus interest is its instalment.
 */
export function amortise(terms: LoanTerms, rounding: Rounding): Amortised[] {
  checkTerms(terms);
  const { count } = terms;
  const unit = PAISE_PER_UNIT[rounding];
  const emi = emiPaise(terms, rounding);
  const interestPaise = interestOn(terms);
  const rows: Amortised[] = [];
  let balance = Math.round(terms.principal * 100);
  for (let index = 0; index < count; index += 1) {
    const interest = interestPaise(balance);
    // The clamp only bites on extreme terms (an EMI rounded to rupees below
    // the interest, or early rows overpaying a tiny loan); it keeps every
    // amount non-negative and the balance from going below zero.
    const principal = index === count - 1 ? balance : Math.min(Math.max(emi - interest, 0), balance);
    const instalment = Math.ceil((principal + interest) / unit) * unit;
    rows.push({ opening_principal: balance / 100, principal: principal / 100, interest: (instalment - principal) / 100, instalment: instalment / 100 });
    balance -= principal;
  }
  return rows;
}

/** The schedule as a loan body's repayment_schedule. */
export const asRepaymentRows = (schedule: readonly ScheduledInstalment[]): RepaymentRow[] =>
  schedule.map(({ due_date, instalment, principal, interest }) => ({ due_date, due_amount: instalment, principal_amount: principal, interest_amount: interest }));
