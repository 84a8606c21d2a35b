import type { Selectable } from "kysely";
import { z } from "zod";
import { dataKeyring, type DataKeyring } from "@/lib/crypto/data-key";
import { openText, POLICY_INPUTS, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import type { DB } from "@/lib/db/tables";
import { newId } from "@/lib/ids/ids";
import type { PolicyConfig } from "@/lib/policy/config";
import { evaluatePolicy } from "@/lib/policy/evaluate-policy";
import type { BookingConsents, Exposure } from "@/lib/policy/policy-rule";
import type { Loan } from "@/lib/schemas/loan";
import { loanStatusSchema, type LoanStatus } from "@/lib/schemas/loan-status";
import { policyEvaluatedEventSchema, policyRuleResultSchema, type PolicyEvaluation, type PolicyRuleResult } from "@/lib/schemas/policy";
import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";

/**
 * Contract v3 section 5, reproducible decisions: every evaluation stored
 * with a loan keeps what the policy was given and what it worked out from
 * it, so that `evaluatePolicy(inputs.loan, inputs)` under the stored
 * version gives the stored result again, and a credit officer can see the
 * figures each rule read without working them out a second way.
 */

export const evaluationTriggerSchema = policyEvaluatedEventSchema.shape.trigger;
export type EvaluationTrigger = z.infer<typeof evaluationTriggerSchema>;

const exposureSchema = z.object({ loans: z.number(), amount: z.number() });

/** What the policy is given: the loan body as it judged it, the IST day it judged on, the customer's other live loans and the booking's consents. */
export interface PolicyInputs {
  loan: Loan;
  judgedOn: string;
  /** The PAN's other live loans, this one excluded; null without a PAN. */
  exposure: Exposure | null;
  /** The consents recorded with the booking and its IST date (from policy 2026-11.4; absent from evaluations stored before it). */
  consents: BookingConsents;
}

/** The figures the rules read, worked from the inputs; amounts in rupees, rates in percent a year. No identifiers. */
export const derivedInputsSchema = z.object({
  start: z.string(),
  lastDueDate: z.string().nullable(),
  largestMonthlyInstalment: z.number().nullable(),
  apr: z.number().nullable(),
  impliedRate: z.number().nullable(),
  upfrontCharges: z.number(),
  /** The customer's live loans with this one: what the exposure rule compares with its limits; null without a PAN. */
  exposure: exposureSchema.nullable(),
});
export type DerivedInputs = z.infer<typeof derivedInputsSchema>;

/** One run of the policy with everything it was given and worked out. */
export interface Decision {
  evaluation: PolicyEvaluation;
  inputs: PolicyInputs;
  figures: LoanFigures;
}

export function derivedInputs({ loan, exposure }: PolicyInputs, figures: LoanFigures): DerivedInputs {
  return {
    start: figures.start,
    lastDueDate: figures.lastDueDate,
    largestMonthlyInstalment: figures.largestMonthlyInstalment,
    apr: figures.apr,
    impliedRate: figures.impliedRate,
    upfrontCharges: figures.upfrontCharges,
    exposure: exposure === null ? null : { loans: exposure.loans + 1, amount: exposure.amount + loan.loan_amount },
  };
}

/**
 * Runs the policy version in force (lib/policy-versions/released-policy.ts),
 * working the terms' figures out once for the rules, `Loan.maturesOn` and the
 * stored record (or taking those the terms checks worked out for the same
 * loan and day).
 */
export function decide(inputs: PolicyInputs, policy: PolicyConfig, figures: LoanFigures = loanFigures(inputs.loan, inputs.judgedOn)): Decision {
  return { evaluation: evaluatePolicy(inputs.loan, { exposure: inputs.exposure, judgedOn: inputs.judgedOn, consents: inputs.consents, figures }, policy), inputs, figures };
}

export type PolicyEvaluationRow = Selectable<DB["PolicyEvaluation"]>;

/** The stored record of a decision, its inputs encrypted under the row's id; written in the transaction of the loan change it decided. */
export function evaluationRow({ loanId, partnerId, trigger, decision, now }: { loanId: string; partnerId: string; trigger: EvaluationTrigger; decision: Decision; now: Date }): PolicyEvaluationRow {
  const { evaluation, inputs, figures } = decision;
  const id = newId();
  return {
    id,
    loanId,
    partnerId,
    trigger,
    version: evaluation.version,
    inputs: sealText(POLICY_INPUTS, id, JSON.stringify(inputs)),
    derived: JSON.stringify(derivedInputs(inputs, figures)),
    rules: JSON.stringify(evaluation.rules),
    outcome: evaluation.outcome,
    exposureEvaluated: evaluation.rules.some((rule) => rule.code === "exposure" && rule.passed !== null),
    createdAt: now,
  };
}

/** A stored evaluation as the lender reads it back: its inputs decrypted, its JSON parsed. */
export interface StoredEvaluation {
  id: string;
  loanId: string;
  partnerId: string;
  trigger: EvaluationTrigger;
  version: string;
  inputs: PolicyInputs;
  derived: DerivedInputs;
  rules: PolicyRuleResult[];
  outcome: LoanStatus;
  exposureEvaluated: boolean;
  createdAt: Date;
}

const storedJson = z.object({ derived: derivedInputsSchema, rules: z.array(policyRuleResultSchema), outcome: loanStatusSchema, trigger: evaluationTriggerSchema });

function storedEvaluationOf(row: PolicyEvaluationRow, keyring: DataKeyring): StoredEvaluation {
  const parsed = storedJson.parse({ derived: JSON.parse(row.derived), rules: JSON.parse(row.rules), outcome: row.outcome, trigger: row.trigger });
  // Only evaluationRow writes the inputs, from a body the loan schema had already validated.
  const stored = JSON.parse(openText(POLICY_INPUTS, row.id, row.inputs, keyring)) as Omit<PolicyInputs, "consents"> & Partial<Pick<PolicyInputs, "consents">>;
  // Evaluations stored before the consent rule (policy 2026-11.4) were given no consents: none were recorded then.
  const inputs: PolicyInputs = { ...stored, consents: stored.consents ?? { bookedOn: stored.judgedOn, given: [] } };
  return { ...row, ...parsed, inputs };
}

/** A loan's stored evaluations, oldest first, for the lender's own use (they hold the figures partners are not shown). */
export async function storedEvaluations(queries: Queries, loanId: string, keyring: DataKeyring = dataKeyring()): Promise<StoredEvaluation[]> {
  const rows = await queries.selectFrom("PolicyEvaluation").selectAll().where("loanId", "=", loanId).orderBy("createdAt").orderBy("id").execute();
  return rows.map((row) => storedEvaluationOf(row, keyring));
}

/**
 * The latest evaluation of each of the `limit` loans most recently decided,
 * newest first: what the policy what-if replays (each loan as it stands, not
 * the decisions its updates superseded).
 */
export async function latestEvaluations(queries: Queries, limit: number, keyring: DataKeyring = dataKeyring()): Promise<StoredEvaluation[]> {
  const rows = await queries
    .selectFrom("PolicyEvaluation as evaluation")
    .selectAll("evaluation")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("PolicyEvaluation as later")
            .select("later.id")
            .whereRef("later.loanId", "=", "evaluation.loanId")
            .where((later) =>
              later.or([
                later("later.createdAt", ">", later.ref("evaluation.createdAt")),
                later.and([later("later.createdAt", "=", later.ref("evaluation.createdAt")), later("later.id", ">", later.ref("evaluation.id"))]),
              ]),
            ),
        ),
      ),
    )
    .orderBy("evaluation.createdAt", "desc")
    .orderBy("evaluation.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => storedEvaluationOf(row, keyring));
}
