import { formatNumber } from "@/lib/format/indian-format";
import type { PolicyRuleResult } from "../schemas/policy";

/**
 * How the policy writes its figures and sentences. The evaluation records
 * them and the OpenAPI document states the rules with the same helpers, so a
 * rule's threshold reads alike in both.
 */

export type RuleOutcome = Omit<PolicyRuleResult, "code">;

export type Bounds = { min?: number; max?: number };

/** Ratios are shown to at least two decimals (0.6 -> "0.60") and at most four, matching `observed`. */
export function ratio(n: number): string {
  const [whole = "", fraction = ""] = n.toFixed(4).split(".");
  return `${whole}.${fraction.replace(/0+$/, "").padEnd(2, "0")}`;
}

/** "21-60", ">= 650" or "<= 0.60". */
export function thresholdText({ min, max }: Bounds, show: (n: number) => string = formatNumber): string {
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
export function withinBounds(value: number, bounds: Bounds, wording: Wording): RuleOutcome {
  const { subject, show = formatNumber, unit = "", context = "" } = wording;
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
export const missing = (threshold: string, message: string): RuleOutcome => ({ passed: false, observed: null, threshold, message });
