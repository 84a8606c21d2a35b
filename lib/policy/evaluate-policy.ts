import { yearsBetween } from "@/lib/calendar/calendar-date";
import { equatedInstalment } from "@/lib/money/amortisation";
import { EMPLOYMENT_TYPE, KYC_TYPE, LOAN_TYPE, wordFor } from "../schemas/enums";
import type { Loan } from "../schemas/loan";
import type { PolicyEvaluation, PolicyRuleResult } from "../schemas/policy";
import { POLICY, type PolicyConfig } from "./config";
import { tenureEnd } from "./maturity";
import { ruleFor } from "./partner-view";

export type RuleOutcome = Omit<PolicyRuleResult, "code">;

/**
 * The customer's OTHER live Approved loans, across every partner, found by
 * PAN (lib/loans/loan-store.ts): the exposure rule adds the loan evaluated.
 * Null when the loan has no PAN to look them up by.
 */
export interface Exposure {
  loans: number;
  amount: number;
}

export interface PolicyRule {
  readonly code: string;
  /** The loan fields the rule reads; their union is what makes a change credit-relevant (CREDIT_FIELDS). */
  readonly reads: readonly (keyof Loan)[];
  evaluate(loan: Loan, config: PolicyConfig, exposure: Exposure | null): RuleOutcome;
}

/** A rule sees only the fields it declares, so `reads` cannot fall behind what it uses. */
function rule<K extends keyof Loan>(
  code: string,
  reads: readonly K[],
  evaluate: (loan: Pick<Loan, K>, config: PolicyConfig, exposure: Exposure | null) => RuleOutcome,
): PolicyRule {
  return { code, reads, evaluate };
}

type Bounds = { min?: number; max?: number };

/** 500000 -> "500,000"; grouping is written out so the text never depends on the runtime's locale data. */
function grouped(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** Ratios are shown to at least two decimals (0.6 -> "0.60") and at most four, matching `observed`. */
function ratio(n: number): string {
  const [whole = "", fraction = ""] = n.toFixed(4).split(".");
  return `${whole}.${fraction.replace(/0+$/, "").padEnd(2, "0")}`;
}

function thresholdText({ min, max }: Bounds, show: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return `${show(min)}-${show(max)}`;
  return min !== undefined ? `>= ${show(min)}` : `<= ${show(max ?? 0)}`;
}

interface Wording {
  /** Puts the shown value into the sentence's subject: s => `Credit score ${s}`. */
  subject: (shown: string) => string;
  show?: (n: number) => string;
  unit?: string;
  /** Appended to every sentence, e.g. " for a personal loan". */
  context?: string;
}

/**
 * Most rules are "value within bounds"; one helper keeps their wording
 * uniform so rejection reasons read the same whichever rule failed.
 */
function withinBounds(value: number, bounds: Bounds, wording: Wording): RuleOutcome {
  const { subject, show = grouped, unit = "", context = "" } = wording;
  const threshold = thresholdText(bounds, show);
  const it = subject(`${show(value)}${unit}`);
  const limit = (n: number) => `${show(n)}${unit}${context}`;
  const base = { observed: value, threshold };
  if (bounds.min !== undefined && value < bounds.min) {
    return { ...base, passed: false, message: `${it} is below the minimum of ${limit(bounds.min)}` };
  }
  if (bounds.max !== undefined && value > bounds.max) {
    return { ...base, passed: false, message: `${it} is above the maximum of ${limit(bounds.max)}` };
  }
  const within =
    bounds.min !== undefined && bounds.max !== undefined
      ? `is within ${show(bounds.min)}-${limit(bounds.max)}`
      : bounds.min !== undefined
        ? `meets the minimum of ${limit(bounds.min)}`
        : `is within the maximum of ${limit(bounds.max ?? 0)}`;
  return { ...base, passed: true, message: `${it} ${within}` };
}

/** A rule whose input was not sent fails, observing nothing (contract section 5). */
const missing = (threshold: string, message: string): RuleOutcome => ({ passed: false, observed: null, threshold, message });

function loanTypeLimits(loan: Pick<Loan, "loan_type">, config: PolicyConfig) {
  const limits = config.rules.byLoanType[loan.loan_type];
  const name = (wordFor(LOAN_TYPE, loan.loan_type) ?? "loan").replace("_", " ");
  return { limits, context: ` for ${/^[aeiou]/.test(name) ? "an" : "a"} ${name}` };
}

const BUREAU_COUNTS = [
  ["no_of_enquiries", "credit enquiries"],
  ["no_of_tradeline_30_plus_3_month", "30+ days past due in 3 months"],
  ["no_of_tradeline_60_plus_6_month", "60+ days past due in 6 months"],
  ["no_of_tradeline_90_plus_ever", "90+ days past due ever"],
] as const;
const TRADELINE_COUNTS = BUREAU_COUNTS.slice(1);

/**
 * (Existing obligations + the new EMI) / income, where existing obligations
 * are the larger of the declared `monthly_emi` and the partner's FOIR times
 * income: the partner's figure can only make the check stricter. Rounded to
 * four decimals, the figure reported, before it is compared, so the verdict
 * and what the customer is shown agree (0.60004 passes as 0.6000).
 */
function foirOf(loan: Pick<Loan, "monthly_emi" | "monthly_income" | "additional_variables" | "loan_amount" | "interest_rate" | "loan_tenure">): number {
  const declared = loan.monthly_emi ?? 0;
  const reported = (loan.additional_variables?.foir ?? 0) * loan.monthly_income;
  const newEmi = equatedInstalment({ principal: loan.loan_amount, annualRatePercent: loan.interest_rate, months: loan.loan_tenure }, "paisa");
  return Math.round(((Math.max(declared, reported) + newEmi) / loan.monthly_income) * 10_000) / 10_000;
}

/** Evaluated and reported in this order (contract section 5); adding a rule is one entry here plus its threshold in config. */
export const POLICY_RULES: readonly PolicyRule[] = [
  rule("age", ["date_of_birth", "loan_application_date", "loan_type"], (loan, config) => {
    const { limits, context } = loanTypeLimits(loan, config);
    return withinBounds(yearsBetween(loan.date_of_birth, loan.loan_application_date), limits.age, {
      subject: (s) => `Age ${s} at application`,
      unit: " years",
      context,
    });
  }),
  rule("age_at_maturity", ["date_of_birth", "loan_application_date", "loan_tenure"], (loan, { rules }) => {
    const lastInstalment = tenureEnd(loan);
    return withinBounds(yearsBetween(loan.date_of_birth, lastInstalment), rules.ageAtMaturity, {
      subject: (s) => `Age ${s} at the last instalment (${lastInstalment})`,
      unit: " years",
    });
  }),
  rule("employment", ["employment_type"], (loan) => {
    const threshold = "given, not unemployed";
    const type = loan.employment_type;
    if (type === undefined) return missing(threshold, "No employment type was given");
    const name = (wordFor(EMPLOYMENT_TYPE, type) ?? String(type)).replaceAll("_", " ");
    return type === EMPLOYMENT_TYPE.unemployed
      ? { passed: false, observed: type, threshold, message: "The customer is unemployed" }
      : { passed: true, observed: type, threshold, message: `Employment type ${name} is accepted` };
  }),
  rule("income", ["monthly_income"], (loan, { rules }) =>
    withinBounds(loan.monthly_income, rules.income, { subject: (s) => `Monthly income ${s}` }),
  ),
  rule("credit_score", ["credit_score"], (loan, { rules: { creditScore } }) => {
    const score = loan.credit_score;
    const threshold = `>= ${creditScore.min}`;
    if (score === undefined) return missing(threshold, "No credit score was given");
    const { min, max } = creditScore.newToCredit;
    if (score >= min && score <= max) {
      return {
        passed: false,
        observed: score,
        threshold,
        message: `Credit score ${score} marks a new-to-credit customer; the minimum is ${creditScore.min}`,
      };
    }
    return withinBounds(score, { min: creditScore.min }, { subject: (s) => `Credit score ${s}` });
  }),
  rule("bureau_data", ["additional_variables"], (loan) => {
    const threshold = `all ${BUREAU_COUNTS.length} given`;
    const absent = BUREAU_COUNTS.filter(([field]) => loan.additional_variables?.[field] === undefined).map(([field]) => field);
    const given = BUREAU_COUNTS.length - absent.length;
    return absent.length === 0
      ? { passed: true, observed: given, threshold, message: "The enquiry count and all three tradeline counts were given" }
      : { passed: false, observed: given, threshold, message: `Bureau data is incomplete: ${absent.join(", ")} not given` };
  }),
  rule("enquiries", ["additional_variables"], (loan, { rules }) => {
    const enquiries = loan.additional_variables?.no_of_enquiries;
    if (enquiries === undefined) return missing(thresholdText(rules.enquiries, grouped), "The number of credit enquiries was not given");
    return withinBounds(enquiries, rules.enquiries, { subject: (s) => `Number of credit enquiries ${s}` });
  }),
  rule("delinquency", ["additional_variables"], (loan, { rules }) => {
    const threshold = `<= ${rules.delinquency.max} each`;
    const counts = TRADELINE_COUNTS.map(([field, label]) => ({ field, label, n: loan.additional_variables?.[field] }));
    const absent = counts.filter(({ n }) => n === undefined).map(({ field }) => field);
    if (absent.length > 0) return missing(threshold, `Tradeline counts were not given: ${absent.join(", ")}`);
    const over = counts.filter(({ n }) => (n ?? 0) > rules.delinquency.max);
    const total = counts.reduce((sum, { n }) => sum + (n ?? 0), 0);
    if (over.length === 0) {
      return { passed: true, observed: total, threshold, message: "No delinquent tradelines were reported" };
    }
    const listed = over.map(({ label, n }) => `${label}: ${n}`).join(", ");
    return { passed: false, observed: total, threshold, message: `Delinquent tradelines were reported (${listed})` };
  }),
  rule(
    "foir",
    ["monthly_emi", "monthly_income", "additional_variables", "loan_amount", "interest_rate", "loan_tenure"],
    (loan, { rules }) => {
      const bounds = { max: rules.foir.max };
      // A declared income of zero cannot service any EMI, whatever FOIR the partner reports.
      if (loan.monthly_income === 0) return missing(thresholdText(bounds, ratio), "Monthly income is 0, so no EMI can be serviced");
      return withinBounds(foirOf(loan), bounds, { subject: (s) => `FOIR ${s}`, show: ratio });
    },
  ),
  rule("loan_amount", ["loan_amount", "loan_type"], (loan, config) => {
    const { limits, context } = loanTypeLimits(loan, config);
    return withinBounds(loan.loan_amount, limits.amount, { subject: (s) => `Loan amount ${s}`, context });
  }),
  rule("loan_tenure", ["loan_tenure", "loan_type"], (loan, config) => {
    const { limits, context } = loanTypeLimits(loan, config);
    return withinBounds(loan.loan_tenure, limits.tenure, { subject: (s) => `Loan tenure ${s}`, unit: " months", context });
  }),
  rule("interest_rate", ["interest_rate"], (loan, { rules }) =>
    withinBounds(loan.interest_rate, rules.interestRate, { subject: (s) => `Interest rate ${s}`, unit: "%" }),
  ),
  rule("pan_kyc", ["kyc"], (loan, { rules }) => {
    const pans = loan.kyc.filter((item) => item.kyc_type === KYC_TYPE.pan).length;
    const threshold = `>= ${rules.panKyc.min}`;
    return pans >= rules.panKyc.min
      ? { passed: true, observed: pans, threshold, message: `${pans} PAN KYC item${pans === 1 ? " was" : "s were"} given` }
      : { passed: false, observed: pans, threshold, message: "No PAN KYC item was given" };
  }),
  // Counts and the total only: the customer's other loans may be another
  // partner's, and nothing here may say whose or which.
  rule("exposure", ["kyc", "loan_amount"], (loan, { rules: { exposure: limits } }, exposure) => {
    const threshold = `<= ${limits.maxLoans} loans, <= ${grouped(limits.maxAmount)}`;
    if (exposure === null) return missing(threshold, "No PAN was given, so the customer's other loans cannot be counted");
    const loans = exposure.loans + 1;
    const amount = exposure.amount + loan.loan_amount;
    const observed = `${loans} loan${loans === 1 ? "" : "s"}, ${grouped(amount)}`;
    const subject = `With this one the customer would have ${loans} live approved loan${loans === 1 ? "" : "s"} for ${grouped(amount)}`;
    const over = [
      ...(loans > limits.maxLoans ? [`${limits.maxLoans} loans`] : []),
      ...(amount > limits.maxAmount ? [grouped(limits.maxAmount)] : []),
    ];
    return over.length === 0
      ? { passed: true, observed, threshold, message: `${subject}, within the maximum of ${limits.maxLoans} loans and ${grouped(limits.maxAmount)}` }
      : { passed: false, observed, threshold, message: `${subject}, above the maximum of ${over.join(" and ")}` };
  }),
];

/**
 * The fields contract section 5 calls credit-relevant: whatever any rule
 * reads. A change to one of them re-runs the policy (lib/loans/update-loan.ts).
 */
export const CREDIT_FIELDS: readonly (keyof Loan)[] = [...new Set(POLICY_RULES.flatMap((policyRule) => policyRule.reads))];

/** "Credit score ..." -> "credit score ...", but "FOIR ..." and "PAN ..." keep their capitals. */
function inSentence(message: string): string {
  return /^[A-Z][a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}

/**
 * The sentence a Rejected loan carries, naming its failed rules as partners
 * may see them: it goes to the partner with the booking and the read, so
 * the exposure rule says only that the lender's limit was passed.
 */
export function rejectionReason(version: string, rules: readonly PolicyRuleResult[]): string | null {
  const failed = rules.filter((result) => !result.passed);
  if (failed.length === 0) return null;
  return `Rejected by policy ${version}: ${failed.map((result) => inSentence(ruleFor("partner", result).message)).join("; ")}.`;
}

/**
 * Runs every rule, even after one fails, so the stored evaluation shows the
 * whole picture. Pure: the same loan, exposure and config always give the
 * same result; the caller reads the exposure (lib/loans/loan-store.ts).
 */
export function evaluatePolicy(loan: Loan, exposure: Exposure | null, config: PolicyConfig = POLICY): PolicyEvaluation {
  const rules = POLICY_RULES.map((policyRule) => ({ code: policyRule.code, ...policyRule.evaluate(loan, config, exposure) }));
  return {
    version: config.version,
    outcome: rules.every((result) => result.passed) ? "Approved" : "Rejected",
    rules,
    rejection_reason: rejectionReason(config.version, rules),
  };
}
