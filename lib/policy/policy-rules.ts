import { yearsBetween } from "@/lib/calendar/calendar-date";
import type { LoanFigures } from "@/lib/terms/loan-figures";
import { EMPLOYMENT_TYPE, KYC_TYPE, LOAN_TYPE, wordFor } from "../schemas/enums";
import type { Loan } from "../schemas/loan";
import type { PolicyConfig } from "./config";
import { consentRule } from "./consent-rule";
import { rule, type PolicyRule, type RuleDocs } from "./policy-rule";
import { formatNumber } from "@/lib/format/indian-format";
import { missing, ratio, thresholdText, withinBounds } from "./rule-wording";

function loanTypeLimits(loan: Pick<Loan, "loan_type">, config: PolicyConfig) {
  const limits = config.rules.byLoanType[loan.loan_type];
  const name = (wordFor(LOAN_TYPE, loan.loan_type) ?? "loan").replace("_", " ");
  return { limits, context: ` for ${/^[aeiou]/.test(name) ? "an" : "a"} ${name}` };
}

/** The limits of a rule that differs by loan type: a personal loan's, and an education loan's. */
const personalAndEducation = ({ rules: { byLoanType } }: PolicyConfig) => ({
  personal: byLoanType[LOAN_TYPE.personal_loan],
  education: byLoanType[LOAN_TYPE.education_loan],
});

/** The documentation of a field's bounds that differ by loan type: a personal loan's, and an education loan's maximum. */
const loanTypeBoundsDocs =
  (field: "loan_amount" | "loan_tenure", limit: "amount" | "tenure", unit = "") =>
  (config: PolicyConfig): RuleDocs => {
    const { personal, education } = personalAndEducation(config);
    return {
      passes: `${field} is ${thresholdText(personal[limit])}${unit} for a personal loan, up to ${formatNumber(education[limit].max)} for an education loan.`,
      threshold: `${thresholdText(personal[limit])} (education ${thresholdText(education[limit])})`,
    };
  };

const BUREAU_COUNTS = [
  ["no_of_enquiries", "credit enquiries"],
  ["no_of_tradeline_30_plus_3_month", "30+ days past due in 3 months"],
  ["no_of_tradeline_60_plus_6_month", "60+ days past due in 6 months"],
  ["no_of_tradeline_90_plus_ever", "90+ days past due ever"],
] as const;
const TRADELINE_COUNTS = BUREAU_COUNTS.slice(1);

const EMPLOYMENT_THRESHOLD = "given, not unemployed";
const bureauThreshold = `all ${BUREAU_COUNTS.length} given`;
const creditScoreThreshold = ({ rules }: PolicyConfig) => thresholdText({ min: rules.creditScore.min });
const delinquencyThreshold = ({ rules }: PolicyConfig) => `<= ${rules.delinquency.max} each`;
const panKycThreshold = ({ rules }: PolicyConfig) => thresholdText({ min: rules.panKyc.min });
const exposureThreshold = ({ rules: { exposure } }: PolicyConfig) => `<= ${exposure.maxLoans} loans, <= ${formatNumber(exposure.maxAmount)}`;

/**
 * The loan fields the schedule, its dates and the borrower's cash flows are
 * worked from (lib/terms): a rule reading a figure reads all of them, so a
 * change to any is credit-relevant (contract v3 section 5).
 */
const TERMS_FIELDS = ["loan_amount", "interest_rate", "loan_tenure", "payment_frequency", "repayment_count", "repayment_schedule", "disbursal_detail"] as const;

/**
 * (Existing obligations + the new loan's largest instalment as a monthly
 * amount) / income, where existing obligations are the larger of the
 * declared `monthly_emi` and the partner's FOIR times income: the partner's
 * figure can only make the check stricter. Rounded to four decimals, the
 * figure reported, before it is compared, so the verdict and what the
 * customer is shown agree (0.60004 passes as 0.6000).
 */
function foirOf(loan: Pick<Loan, "monthly_emi" | "monthly_income" | "additional_variables">, instalment: number): number {
  const declared = loan.monthly_emi ?? 0;
  const reported = (loan.additional_variables?.foir ?? 0) * loan.monthly_income;
  return Math.round(((Math.max(declared, reported) + instalment) / loan.monthly_income) * 10_000) / 10_000;
}

const percent = (n: number) => `${formatNumber(n)}%`;
const upfrontChargesThreshold = (maxPct: number) => `<= ${percent(maxPct)} of loan_amount`;

/** The interest rate the rate cap reads: the declared one, or the schedule's own when it charges more. */
const ratePolicedOf = (loan: Pick<Loan, "interest_rate">, figures: LoanFigures): number =>
  figures.impliedRate !== null && figures.impliedRate > loan.interest_rate ? figures.impliedRate : loan.interest_rate;

/**
 * Reported in this order, contract section 5's, and evaluated in it but for
 * the exposure rule, which runs after all the others (evaluatePolicy). Adding a rule is
 * one entry here, with its threshold in config, and its row in the contract.
 */
export const POLICY_RULES: readonly PolicyRule[] = [
  rule({
    code: "age",
    name: "Age at application",
    reads: ["date_of_birth", "loan_application_date", "loan_type"],
    documented: (config) => {
      const { personal, education } = personalAndEducation(config);
      return {
        passes: `Age at loan_application_date is ${thresholdText(personal.age)} (${thresholdText(education.age)} for an education loan).`,
        threshold: thresholdText(personal.age),
      };
    },
    evaluate: (loan, config) => {
      const { limits, context } = loanTypeLimits(loan, config);
      return withinBounds(yearsBetween(loan.date_of_birth, loan.loan_application_date), limits.age, {
        subject: (s) => `Age ${s} at application`,
        unit: " years",
        context,
      });
    },
  }),
  rule({
    code: "age_at_maturity",
    name: "Age at the last instalment",
    reads: ["date_of_birth", ...TERMS_FIELDS],
    documented: ({ rules }) => ({
      passes: `Age at the last instalment's due date (the schedule's last row, sent or computed) is at most ${formatNumber(rules.ageAtMaturity.max)}.`,
      threshold: thresholdText(rules.ageAtMaturity),
    }),
    evaluate: (loan, { rules }, { figures }) => {
      const lastInstalment = figures.lastDueDate;
      if (lastInstalment === null) return missing(thresholdText(rules.ageAtMaturity), "The loan has no repayment schedule to find its last instalment in");
      return withinBounds(yearsBetween(loan.date_of_birth, lastInstalment), rules.ageAtMaturity, {
        subject: (s) => `Age ${s} at the last instalment (${lastInstalment})`,
        unit: " years",
      });
    },
  }),
  rule({
    code: "employment",
    name: "Employment",
    field: "employment_type",
    reads: ["employment_type"],
    documented: () => ({ passes: `employment_type is given and is not ${EMPLOYMENT_TYPE.unemployed} (unemployed).`, threshold: EMPLOYMENT_THRESHOLD }),
    evaluate: (loan) => {
      const type = loan.employment_type;
      if (type === undefined) return missing(EMPLOYMENT_THRESHOLD, "No employment type was given");
      const name = (wordFor(EMPLOYMENT_TYPE, type) ?? String(type)).replaceAll("_", " ");
      return type === EMPLOYMENT_TYPE.unemployed
        ? { passed: false, observed: type, threshold: EMPLOYMENT_THRESHOLD, message: "The customer is unemployed" }
        : { passed: true, observed: type, threshold: EMPLOYMENT_THRESHOLD, message: `Employment type ${name} is accepted` };
    },
  }),
  rule({
    code: "income",
    name: "Monthly income",
    field: "monthly_income",
    unit: "rupees",
    reads: ["monthly_income"],
    documented: ({ rules }) => ({ passes: `monthly_income is at least ${formatNumber(rules.income.min)}.`, threshold: thresholdText(rules.income) }),
    evaluate: (loan, { rules }) => withinBounds(loan.monthly_income, rules.income, { subject: (s) => `Monthly income ${s}` }),
  }),
  rule({
    code: "credit_score",
    name: "Credit score",
    field: "credit_score",
    reads: ["credit_score"],
    documented: (config) => {
      const { min, newToCredit } = config.rules.creditScore;
      return {
        passes: `credit_score is at least ${formatNumber(min)}; a missing or new-to-credit score (${newToCredit.min} to ${newToCredit.max}) fails.`,
        threshold: creditScoreThreshold(config),
      };
    },
    evaluate: (loan, config) => {
      const { creditScore } = config.rules;
      const score = loan.credit_score;
      const threshold = creditScoreThreshold(config);
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
    },
  }),
  rule({
    code: "bureau_data",
    name: "Bureau data given",
    reads: ["additional_variables"],
    documented: () => ({
      passes: "additional_variables gives no_of_enquiries and the three tradeline counts (missing bureau data fails, it never reads as 0).",
      threshold: bureauThreshold,
    }),
    evaluate: (loan) => {
      const absent = BUREAU_COUNTS.filter(([field]) => loan.additional_variables?.[field] === undefined).map(([field]) => field);
      const given = BUREAU_COUNTS.length - absent.length;
      return absent.length === 0
        ? { passed: true, observed: given, threshold: bureauThreshold, message: "The enquiry count and all three tradeline counts were given" }
        : { passed: false, observed: given, threshold: bureauThreshold, message: `Bureau data is incomplete: ${absent.join(", ")} not given` };
    },
  }),
  rule({
    code: "enquiries",
    name: "Credit enquiries",
    field: "additional_variables.no_of_enquiries",
    reads: ["additional_variables"],
    documented: ({ rules }) => ({
      passes: `additional_variables.no_of_enquiries is at most ${formatNumber(rules.enquiries.max)}.`,
      threshold: thresholdText(rules.enquiries),
    }),
    evaluate: (loan, { rules }) => {
      const enquiries = loan.additional_variables?.no_of_enquiries;
      if (enquiries === undefined) return missing(thresholdText(rules.enquiries), "The number of credit enquiries was not given");
      return withinBounds(enquiries, rules.enquiries, { subject: (s) => `Number of credit enquiries ${s}` });
    },
  }),
  rule({
    code: "delinquency",
    name: "Delinquent tradelines",
    reads: ["additional_variables"],
    documented: (config) => ({
      passes: `The three tradeline counts (30+ in 3 months, 60+ in 6 months, 90+ ever) are each at most ${config.rules.delinquency.max}.`,
      threshold: delinquencyThreshold(config),
    }),
    evaluate: (loan, config) => {
      const { max } = config.rules.delinquency;
      const threshold = delinquencyThreshold(config);
      const counts = TRADELINE_COUNTS.map(([field, label]) => ({ field, label, n: loan.additional_variables?.[field] }));
      const absent = counts.filter(({ n }) => n === undefined).map(({ field }) => field);
      if (absent.length > 0) return missing(threshold, `Tradeline counts were not given: ${absent.join(", ")}`);
      const over = counts.filter(({ n }) => (n ?? 0) > max);
      const total = counts.reduce((sum, { n }) => sum + (n ?? 0), 0);
      if (over.length === 0) {
        return { passed: true, observed: total, threshold, message: "No delinquent tradelines were reported" };
      }
      const listed = over.map(({ label, n }) => `${label}: ${n}`).join(", ");
      return { passed: false, observed: total, threshold, message: `Delinquent tradelines were reported (${listed})` };
    },
  }),
  rule({
    code: "foir",
    name: "FOIR",
    unit: "ratio",
    reads: ["monthly_emi", "monthly_income", "additional_variables", ...TERMS_FIELDS],
    documented: ({ rules }) => ({
      passes: `(existing obligations + the new loan's largest instalment as a monthly amount) / monthly_income is at most ${ratio(rules.foir.max)}, where existing obligations are the larger of monthly_emi (0 when absent) and additional_variables.foir x monthly_income: the partner's FOIR can make the check stricter, never looser. A weekly instalment counts x 52/12, a fortnightly one x 26/12; for frequency other, the most due in one calendar month; an upfront EMI is left out.`,
      threshold: thresholdText(rules.foir, ratio),
    }),
    evaluate: (loan, { rules }, { figures }) => {
      const bounds = { max: rules.foir.max };
      // A declared income of zero cannot service any EMI, whatever FOIR the partner reports.
      if (loan.monthly_income === 0) return missing(thresholdText(bounds, ratio), "Monthly income is 0, so no EMI can be serviced");
      if (figures.largestMonthlyInstalment === null) return missing(thresholdText(bounds, ratio), "The loan has no instalments to weigh against the income");
      return withinBounds(foirOf(loan, figures.largestMonthlyInstalment), bounds, { subject: (s) => `FOIR ${s}`, show: ratio });
    },
  }),
  rule({
    code: "loan_amount",
    name: "Loan amount",
    field: "loan_amount",
    unit: "rupees",
    reads: ["loan_amount", "loan_type"],
    documented: loanTypeBoundsDocs("loan_amount", "amount"),
    evaluate: (loan, config) => {
      const { limits, context } = loanTypeLimits(loan, config);
      return withinBounds(loan.loan_amount, limits.amount, { subject: (s) => `Loan amount ${s}`, context });
    },
  }),
  rule({
    code: "loan_tenure",
    name: "Loan tenure",
    field: "loan_tenure",
    reads: ["loan_tenure", "loan_type"],
    documented: loanTypeBoundsDocs("loan_tenure", "tenure", " months"),
    evaluate: (loan, config) => {
      const { limits, context } = loanTypeLimits(loan, config);
      return withinBounds(loan.loan_tenure, limits.tenure, { subject: (s) => `Loan tenure ${s}`, unit: " months", context });
    },
  }),
  rule({
    code: "interest_rate",
    name: "Interest rate",
    field: "interest_rate",
    reads: TERMS_FIELDS,
    documented: ({ rules }) => ({
      passes: `The larger of interest_rate and the repayment schedule's implied rate is at most ${formatNumber(rules.interestRate.max)} (% per annum).`,
      threshold: thresholdText(rules.interestRate),
    }),
    evaluate: (loan, { rules }, { figures }) => {
      const rate = ratePolicedOf(loan, figures);
      const subject = rate === loan.interest_rate ? (s: string) => `Interest rate ${s}` : (s: string) => `The repayment schedule's implied interest rate ${s}`;
      return withinBounds(rate, rules.interestRate, { subject, unit: "%" });
    },
  }),
  rule({
    code: "pan_kyc",
    name: "PAN KYC",
    reads: ["kyc"],
    documented: (config) => ({
      passes: `At least ${config.rules.panKyc.min} kyc item${config.rules.panKyc.min === 1 ? " is a PAN" : "s are PANs"} (kyc_type ${KYC_TYPE.pan}).`,
      threshold: panKycThreshold(config),
    }),
    evaluate: (loan, config) => {
      const { min } = config.rules.panKyc;
      const pans = loan.kyc.filter((item) => item.kyc_type === KYC_TYPE.pan).length;
      const threshold = panKycThreshold(config);
      return pans >= min
        ? { passed: true, observed: pans, threshold, message: `${pans} PAN KYC item${pans === 1 ? " was" : "s were"} given` }
        : { passed: false, observed: pans, threshold, message: "No PAN KYC item was given" };
    },
  }),
  // Counts and the total only: the customer's other loans may be another
  // partner's, and nothing here may say whose or which.
  rule({
    code: "exposure",
    name: "Customer's total exposure",
    unit: "rupees",
    reads: ["kyc", "loan_amount"],
    documented: (config) => {
      const { maxLoans, maxAmount } = config.rules.exposure;
      return {
        passes: `Across every partner, the customer (same PAN) has at most ${maxLoans} live loans, this one included, for at most ${formatNumber(maxAmount)} in total; live: disbursed with its last instalment still ahead, or Approved, not disbursed and booked within APPROVAL_VALIDITY_DAYS (configuration, default 30). Evaluated only when every other rule passes (else not evaluated: passed null). Partners see only whether it passed: its observed and threshold are null and its message is "within the lender's limit" or "above the lender's limit" (the lender's staff see the figures).`,
        threshold: exposureThreshold(config),
      };
    },
    evaluate: (loan, config, { exposure }) => {
      const limits = config.rules.exposure;
      const threshold = exposureThreshold(config);
      if (exposure === null) return missing(threshold, "No PAN was given, so the customer's other loans cannot be counted");
      const loans = exposure.loans + 1;
      const amount = exposure.amount + loan.loan_amount;
      const observed = `${loans} loan${loans === 1 ? "" : "s"}, ${formatNumber(amount)}`;
      const subject = `With this one the customer would have ${loans} live approved loan${loans === 1 ? "" : "s"} for ${formatNumber(amount)}`;
      const over = [
        ...(loans > limits.maxLoans ? [`${limits.maxLoans} loans`] : []),
        ...(amount > limits.maxAmount ? [formatNumber(limits.maxAmount)] : []),
      ];
      return over.length === 0
        ? { passed: true, observed, threshold, message: `${subject}, within the maximum of ${limits.maxLoans} loans and ${formatNumber(limits.maxAmount)}` }
        : { passed: false, observed, threshold, message: `${subject}, above the maximum of ${over.join(" and ")}` };
    },
  }),
  rule({
    code: "apr",
    name: "Annual percentage rate",
    reads: ["loan_type", ...TERMS_FIELDS],
    documented: (config) => {
      const { personal, education } = personalAndEducation(config);
      return {
        passes: `The APR (the borrower's all-in annual cost, as the KFS states it) is at most ${percent(personal.apr.max)} for a personal loan, ${percent(education.apr.max)} for an education loan.`,
        threshold: `${thresholdText(personal.apr, percent)} (education ${thresholdText(education.apr, percent)})`,
      };
    },
    evaluate: (loan, config, { figures }) => {
      const { limits, context } = loanTypeLimits(loan, config);
      if (figures.apr === null) return missing(thresholdText(limits.apr, percent), "The borrower's cash flows have no single annual rate, so no APR can be stated");
      return withinBounds(figures.apr, limits.apr, { subject: (s) => `APR ${s}`, show: percent, context });
    },
  }),
  rule({
    code: "upfront_charges",
    name: "Upfront charges",
    unit: "rupees",
    reads: ["loan_amount", "disbursal_detail"],
    documented: ({ rules }) => ({
      passes: `processing_fee + gst + pre_emi + subvention + insurance, over all tranches, is at most ${percent(rules.upfrontCharges.maxPct)} of loan_amount.`,
      threshold: upfrontChargesThreshold(rules.upfrontCharges.maxPct),
    }),
    evaluate: (loan, { rules }, { figures }) => {
      const max = Math.floor(loan.loan_amount * rules.upfrontCharges.maxPct) / 100;
      return {
        ...withinBounds(figures.upfrontCharges, { max }, {
          subject: (s) => `Upfront charges of ${s}`,
          context: ` (${percent(rules.upfrontCharges.maxPct)} of the loan amount)`,
        }),
        threshold: upfrontChargesThreshold(rules.upfrontCharges.maxPct),
      };
    },
  }),
  consentRule,
];

const RULES_BY_CODE: ReadonlyMap<string, PolicyRule> = new Map(POLICY_RULES.map((policyRule) => [policyRule.code, policyRule]));

/** The rule a recorded result or a refusal names; undefined for a code this release has no rule for (a later policy's). */
export const ruleOf = (code: string): PolicyRule | undefined => RULES_BY_CODE.get(code);

/** A rule's name on the portal's pages; a code this release does not know shows as itself. */
export const ruleName = (code: string): string => ruleOf(code)?.name ?? code;
