import { KYC_TYPE, LOAN_TYPE, wordFor } from "../schemas/enums";
import { yearsBetween } from "../schemas/dates";
import type { Loan } from "../schemas/loan";
import type { PolicyEvaluation, PolicyRuleResult } from "../schemas/policy";
import { monthlyEmi } from "./amortisation";
import { POLICY, type PolicyConfig } from "./config";

export type RuleOutcome = Omit<PolicyRuleResult, "code">;

export interface PolicyRule {
  readonly code: string;
  evaluate(loan: Loan, config: PolicyConfig): RuleOutcome;
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

function loanTypeLimits(loan: Loan, config: PolicyConfig) {
  const limits = config.rules.loanLimits[loan.loan_type];
  const name = (wordFor(LOAN_TYPE, loan.loan_type) ?? "loan").replace("_", " ");
  return { limits, context: ` for ${/^[aeiou]/.test(name) ? "an" : "a"} ${name}` };
}

function newLoanFoir(loan: Loan): number {
  const emi = (loan.monthly_emi ?? 0) + monthlyEmi(loan.loan_amount, loan.interest_rate, loan.loan_tenure);
  return emi / loan.monthly_income;
}

/** Evaluated and reported in this order; adding a rule is one entry here plus its threshold in config. */
export const POLICY_RULES: readonly PolicyRule[] = [
  {
    code: "age",
    evaluate: (loan, { rules }) =>
      withinBounds(yearsBetween(loan.date_of_birth, loan.loan_application_date), rules.age, {
        subject: (s) => `Age ${s} at application`,
        unit: " years",
      }),
  },
  {
    code: "credit_score",
    evaluate: (loan, { rules: { creditScore } }) => {
      const score = loan.credit_score;
      const threshold = `>= ${creditScore.min}`;
      if (score === undefined) {
        return { passed: false, observed: null, threshold, message: "No credit score was given" };
      }
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
    },
  },
  {
    code: "foir",
    evaluate: (loan, { rules }) => {
      const bounds = { max: rules.foir.max };
      // A declared income of zero cannot service any EMI, whatever FOIR the partner reports.
      if (loan.monthly_income === 0) {
        return {
          passed: false,
          observed: loan.additional_variables?.foir ?? null,
          threshold: thresholdText(bounds, ratio),
          message: "Monthly income is 0, so no EMI can be serviced",
        };
      }
      // The partner's bureau-derived FOIR, when sent, is the better figure:
      // it sees obligations that monthly_emi may not include.
      const foir = loan.additional_variables?.foir ?? newLoanFoir(loan);
      // Compared after rounding so the reported figure and the verdict agree.
      return withinBounds(Math.round(foir * 10_000) / 10_000, bounds, { subject: (s) => `FOIR ${s}`, show: ratio });
    },
  },
  {
    code: "enquiries",
    evaluate: (loan, { rules }) =>
      withinBounds(loan.additional_variables?.no_of_enquiries ?? 0, rules.enquiries, {
        subject: (s) => `Number of credit enquiries ${s}`,
      }),
  },
  {
    code: "delinquency",
    evaluate: (loan, { rules }) => {
      const vars = loan.additional_variables;
      const counts = [
        ["30+ days past due in 3 months", vars?.no_of_tradeline_30_plus_3_month ?? 0],
        ["60+ days past due in 6 months", vars?.no_of_tradeline_60_plus_6_month ?? 0],
        ["90+ days past due ever", vars?.no_of_tradeline_90_plus_ever ?? 0],
      ] as const;
      const over = counts.filter(([, n]) => n > rules.delinquency.max);
      const total = counts.reduce((sum, [, n]) => sum + n, 0);
      const threshold = `<= ${rules.delinquency.max} each`;
      if (over.length === 0) {
        return { passed: true, observed: total, threshold, message: "No delinquent tradelines were reported" };
      }
      const listed = over.map(([label, n]) => `${label}: ${n}`).join(", ");
      return { passed: false, observed: total, threshold, message: `Delinquent tradelines were reported (${listed})` };
    },
  },
  {
    code: "loan_amount",
    evaluate: (loan, config) => {
      const { limits, context } = loanTypeLimits(loan, config);
      return withinBounds(loan.loan_amount, limits.amount, { subject: (s) => `Loan amount ${s}`, context });
    },
  },
  {
    code: "loan_tenure",
    evaluate: (loan, config) => {
      const { limits, context } = loanTypeLimits(loan, config);
      return withinBounds(loan.loan_tenure, limits.tenure, { subject: (s) => `Loan tenure ${s}`, unit: " months", context });
    },
  },
  {
    code: "interest_rate",
    evaluate: (loan, { rules }) => withinBounds(loan.interest_rate, rules.interestRate, { subject: (s) => `Interest rate ${s}`, unit: "%" }),
  },
  {
    code: "pan_kyc",
    evaluate: (loan, { rules }) => {
      const pans = loan.kyc.filter((item) => item.kyc_type === KYC_TYPE.pan).length;
      const threshold = `>= ${rules.panKyc.min}`;
      return pans >= rules.panKyc.min
        ? { passed: true, observed: pans, threshold, message: `${pans} PAN KYC item${pans === 1 ? " was" : "s were"} given` }
        : { passed: false, observed: pans, threshold, message: "No PAN KYC item was given" };
    },
  },
];

/** "Credit score ..." -> "credit score ...", but "FOIR ..." and "PAN ..." keep their capitals. */
function inSentence(message: string): string {
  return /^[A-Z][a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}

/**
 * Runs every rule, even after one fails, so the stored evaluation shows the
 * whole picture. Pure: the same loan and config always give the same result.
 */
export function evaluatePolicy(loan: Loan, config: PolicyConfig = POLICY): PolicyEvaluation {
  const rules = POLICY_RULES.map((rule) => ({ code: rule.code, ...rule.evaluate(loan, config) }));
  const failed = rules.filter((rule) => !rule.passed);
  return {
    version: config.version,
    outcome: failed.length === 0 ? "Approved" : "Rejected",
    rules,
    rejection_reason:
      failed.length === 0
        ? null
        : `Rejected by policy ${config.version}: ${failed.map((rule) => inSentence(rule.message)).join("; ")}.`,
  };
}
