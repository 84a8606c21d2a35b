import { irr, npv } from "financial";

/**
 * A sum of money at a point in time: `period` whole periods (months, weeks,
 * fortnights) after time 0, `amount` in rupees, paid out negative and
 * received positive (from either party's side: the rate is the same).
 */
export interface DatedFlow {
  period: number;
  amount: number;
}

// Far tighter than two decimals of an annual percentage need, and still
// reached in a handful of Newton steps on a loan's cash flows.
const TOLERANCE = 1e-10;
const MAX_ITERATIONS = 200;
/** Newton's method starts from 1 % a period, near any loan's rate. */
const GUESS = 0.01;

/**
 * The internal rate of return per period: the rate at which the flows'
 * present value at time 0 is nil.
 *
 * Null when there is no such rate to state: no flow each way, or a solver
 * that does not converge to a rate that balances the flows. A wrong rate
 * would mislead the borrower; none is stated instead.
 */
export function periodicIrr(flows: readonly DatedFlow[]): number | null {
  for (const flow of flows) {
    if (!Number.isInteger(flow.period) || flow.period < 0) throw new RangeError("a flow's period must be a whole number of periods from time 0");
  }
  // The solver takes one amount a period from time 0: flows in one period
  // add up, and a period without one holds 0, which changes none of its sums.
  const perPeriod = Array<number>(Math.max(0, ...flows.map((flow) => flow.period + 1))).fill(0);
  for (const flow of flows) perPeriod[flow.period] = (perPeriod[flow.period] ?? 0) + flow.amount;
  const rate = irr(perPeriod, GUESS, TOLERANCE, MAX_ITERATIONS);
  if (!Number.isFinite(rate) || rate <= -1) return null;
  // Newton's method can stop on a step that is small without the flows
  // balancing; within a paisa of nil is a rate that balances them.
  if (Math.abs(npv(rate, perPeriod)) > 0.01) return null;
  return rate;
}

/**
 * The nominal annual rate of the flows: the periodic IRR times the periods in
 * a year, in percent with two decimals (RBI's APR is 12 x the monthly IRR).
 * Null when there is no periodic rate to state.
 */
export function annualRate(flows: readonly DatedFlow[], periodsPerYear: number): number | null {
  const rate = periodicIrr(flows);
  // `+ 0` writes a rate that rounds to -0 as 0.
  return rate === null ? null : Math.round(rate * periodsPerYear * 100 * 100) / 100 + 0;
}
