import { irr, npv } from "financial";

// Far tighter than two decimals of an annual percentage need, and still
// reached in a handful of Newton steps on a loan's cash flows.
const TOLERANCE = 1e-10;
const MAX_ITERATIONS = 200;

/**
 * The Annual Percentage Rate of contract section 11 (RBI's Annex B): the
 * periodic internal rate of return that equates the net disbursed amount
 * with the instalments, one period apart starting one period after
 * disbursal, times the periods in a year; percent, two decimals.
 *
 * Null when there is no such rate to state: nothing disbursed, no
 * instalment, or a solver that does not converge to a rate that balances
 * the flows. A wrong APR would mislead the borrower; none is shown instead.
 */
export function annualPercentageRate({
  netDisbursed,
  instalments,
  periodsPerYear = 12,
}: {
  netDisbursed: number;
  instalments: readonly number[];
  periodsPerYear?: number;
}): number | null {
  if (!(netDisbursed > 0) || !instalments.some((amount) => amount > 0)) return null;
  const flows = [-netDisbursed, ...instalments];
  const rate = irr(flows, 0.01, TOLERANCE, MAX_ITERATIONS);
  if (!Number.isFinite(rate) || rate <= -1) return null;
  // Newton's method can stop on a step that is small without the flows
  // balancing; within a paisa of the amount lent is a rate that balances them.
  if (Math.abs(npv(rate, flows)) > 0.01) return null;
  // `+ 0` writes a rate that rounds to -0 as 0.
  return Math.round(rate * periodsPerYear * 100 * 100) / 100 + 0;
}
