import { AppError } from "@/lib/errors/app-error";
import { toPaise, toRupees } from "@/lib/money/paise";
import { PAYMENT_FREQUENCY, wordFor } from "@/lib/schemas/enums";
import { MANDATE_AMOUNT_LIMIT, type MandateSnapshot } from "@/lib/schemas/nach";
import { NACH_CATEGORIES, type NachCategory } from "@/lib/codes/mandate-category";
import { rupeeAmount as rupees } from "@/lib/format/indian-format";

/** What a mandate fixes that decides whether it can collect the loan's instalments. */
export type CollectingTerms = Pick<MandateSnapshot, "debit_type" | "amount" | "frequency" | "start_date" | "end_date" | "until_cancelled">;

/** An instalment the mandate must collect (lib/nach/mandate-terms.ts `instalmentsOf`: the upfront EMI is not one). */
export interface Instalment {
  due_date: string;
  due_amount: number;
}

/**
 * One way a mandate cannot collect the schedule, with the refusal an
 * initiation gives for it: `field` is the term at fault, `message` what it
 * must be, `summary` the sentence for the partner.
 */
export type CollectionProblem = { field: keyof CollectingTerms; message: string; summary: string } & (
  | { code: "nach_frequency_unsupported" | "inconsistent_terms" }
  | { code: "mandate_amount_too_low"; minimum: number }
  | { code: "mandate_amount_too_high"; maximum: number }
);

const RULE_OF_THREE = 3;

/**
 * The most a mandate may debit at once: 3 x the largest instalment (contract
 * v3 section 8), NPCI's per-debit limit and the category's own, whichever is
 * least.
 */
export function mandateMaximum(largest: number, category: NachCategory): number {
  const limits = [toRupees(RULE_OF_THREE * toPaise(largest)), MANDATE_AMOUNT_LIMIT];
  const ofCategory = NACH_CATEGORIES[category].maxAmount;
  return Math.min(...limits, ...(ofCategory === null ? [] : [ofCategory]));
}

function frequencyProblems(paymentFrequency: number, frequency: CollectingTerms["frequency"], category: NachCategory): CollectionProblem[] {
  const { asPresented, description } = NACH_CATEGORIES[category];
  const inCategory = `mandate category ${category} (${description})`;
  if (paymentFrequency !== PAYMENT_FREQUENCY.monthly) {
    const every = wordFor(PAYMENT_FREQUENCY, paymentFrequency) ?? "other";
    if (!asPresented) {
      return [
        {
          code: "nach_frequency_unsupported",
          field: "frequency",
          message: `no frequency collects a ${every} loan under ${inCategory}`,
          summary: `The loan's instalments are ${every}: only an as-presented mandate can collect them, and ${inCategory}, under which the lender lodges its mandates, takes no as-presented debits; no physical NACH mandate can collect this loan`,
        },
      ];
    }
    if (frequency === "as_presented") return [];
    return [
      {
        code: "inconsistent_terms",
        field: "frequency",
        message: `must be as_presented: the loan's instalments are ${every}`,
        summary: `A ${frequency} mandate cannot collect ${every} instalments; use frequency as_presented`,
      },
    ];
  }
  if (frequency === "monthly" || (frequency === "as_presented" && asPresented)) return [];
  if (frequency === "as_presented") {
    return [
      {
        code: "inconsistent_terms",
        field: "frequency",
        message: `must be monthly: ${inCategory} takes no as-presented debits`,
        summary: `${inCategory[0]?.toUpperCase()}${inCategory.slice(1)} takes no as-presented debits; use frequency monthly`,
      },
    ];
  }
  return [
    {
      code: "inconsistent_terms",
      field: "frequency",
      message: `must be monthly${asPresented ? " or as_presented" : ""}: the loan's instalments are monthly`,
      summary: `A ${frequency} mandate debits less often than the loan's monthly instalments fall due, so it cannot collect them; use frequency monthly`,
    },
  ];
}

function periodProblems(dueDates: string[], terms: CollectingTerms, today: string): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const ahead = dueDates.filter((date) => date >= today).sort();
  const firstAhead = ahead[0];
  if (firstAhead !== undefined && terms.start_date > firstAhead) {
    problems.push({
      code: "inconsistent_terms",
      field: "start_date",
      message: `must be on or before ${firstAhead}, the first instalment due from today`,
      summary: `The mandate starts ${terms.start_date}, after the instalment due ${firstAhead}, which it could then not collect`,
    });
  }
  const last = [...dueDates].sort().at(-1);
  if (!terms.until_cancelled && last !== undefined && (terms.end_date === null || terms.end_date < last)) {
    problems.push({
      code: "inconsistent_terms",
      field: "end_date",
      message: `must be on or after ${last}, the last instalment's due date, or send until_cancelled: true`,
      summary: `The mandate ends ${terms.end_date ?? "(no date)"}, before the last instalment, due ${last}, which it could then not collect`,
    });
  }
  return problems;
}

function amountProblems(amounts: number[], terms: CollectingTerms, category: NachCategory): CollectionProblem[] {
  const largest = Math.max(...amounts);
  const maximum = mandateMaximum(largest, category);
  if (toPaise(largest) > toPaise(maximum)) {
    const limit = maximum === MANDATE_AMOUNT_LIMIT ? "NPCI's per-debit limit" : `the per-debit limit of mandate category ${category}`;
    return [
      {
        code: "inconsistent_terms",
        field: "amount",
        message: `the largest instalment is above ${rupees(maximum)}, ${limit}`,
        summary: `The largest instalment, ${rupees(largest)}, is above ${limit} of ${rupees(maximum)}; no mandate can collect it`,
      },
    ];
  }
  if (terms.debit_type === "fixed") {
    if (amounts.some((amount) => toPaise(amount) !== toPaise(amounts[0] ?? 0))) {
      return [
        {
          code: "inconsistent_terms",
          field: "debit_type",
          message: "must be maximum: the instalments are not all the same amount",
          summary: "A fixed mandate debits the same amount every time, but the loan's instalments are not all equal; use debit_type maximum",
        },
      ];
    }
    // A fixed mandate debits exactly its amount, so one above the instalment would take more than is due.
    if (toPaise(terms.amount) !== toPaise(largest)) {
      return [
        {
          code: "inconsistent_terms",
          field: "amount",
          message: `must be ${largest}, the instalment, for debit_type fixed`,
          summary: `A fixed mandate's amount must be the instalment, ${rupees(largest)}`,
        },
      ];
    }
  }
  if (toPaise(terms.amount) < toPaise(largest)) {
    return [
      {
        code: "mandate_amount_too_low",
        field: "amount",
        minimum: largest,
        message: `must be at least ${largest}, the largest instalment`,
        summary: `The mandate amount must be at least the largest instalment, ${rupees(largest)}, or the bank refuses that debit`,
      },
    ];
  }
  if (toPaise(terms.amount) > toPaise(maximum)) {
    const why = maximum === toRupees(RULE_OF_THREE * toPaise(largest)) ? `3 x the largest instalment, ${rupees(largest)}` : `the per-debit limit of mandate category ${category}`;
    return [
      {
        code: "mandate_amount_too_high",
        field: "amount",
        maximum,
        message: `must be at most ${maximum}`,
        summary: `The mandate amount may be at most ${rupees(maximum)} (${why}): an authority far above the instalments is not one the borrower needs to give`,
      },
    ];
  }
  return [];
}

/**
 * Contract v3 section 8: every way the mandate's terms fail to collect the
 * instalments, in the contract's order (frequency, period, amount). The one
 * judgement for both an initiation (lib/nach/mandate-terms.ts) and an update
 * of a loan whose mandate is active (lib/nach/mandate-guard.ts), so the two
 * cannot disagree. `today` is an IST date: the start must come no later than
 * the first instalment still ahead.
 */
export function collectionProblems({ instalments, paymentFrequency, terms, category, today }: {
  instalments: Instalment[];
  paymentFrequency: number;
  terms: CollectingTerms;
  category: NachCategory;
  today: string;
}): CollectionProblem[] {
  return [
    ...frequencyProblems(paymentFrequency, terms.frequency, category),
    ...periodProblems(instalments.map((row) => row.due_date), terms, today),
    ...amountProblems(instalments.map((row) => row.due_amount), terms, category),
  ];
}

/**
 * The initiation's answer to the problems: no mandate can collect the loan
 * (nach_frequency_unsupported) first; then the terms at fault together
 * (inconsistent_terms naming each); then the amount's bounds.
 */
export function initiationRefusal(problems: CollectionProblem[]): AppError | null {
  const unsupported = problems.find((problem) => problem.code === "nach_frequency_unsupported");
  if (unsupported) return new AppError("nach_frequency_unsupported", unsupported.summary, { fields: [{ path: unsupported.field, message: unsupported.message }] });
  const inconsistent = problems.filter((problem) => problem.code === "inconsistent_terms");
  if (inconsistent.length > 0) {
    return new AppError("inconsistent_terms", inconsistent.map((problem) => problem.summary).join("; "), {
      fields: inconsistent.map((problem) => ({ path: problem.field, message: problem.message })),
    });
  }
  for (const problem of problems) {
    if (problem.code === "mandate_amount_too_low") return new AppError(problem.code, problem.summary, { minimum: problem.minimum });
    if (problem.code === "mandate_amount_too_high") return new AppError(problem.code, problem.summary, { maximum: problem.maximum });
  }
  return null;
}
