/**
 * A sum of money at a point in time: `time` periods (months, weeks,
 * fortnights; fractions allowed) after time 0, `amount` in rupees, received
 * positive and paid negative (from either party's side: the rate is the same).
 */
export interface DatedFlow {
  time: number;
  amount: number;
}

/** The rates searched, a year (contract v3 section 11): -10 % to 1,000 %. */
export const ANNUAL_RATE_RANGE = { min: -0.1, max: 10 } as const;

export type PeriodicRate = { found: true; rate: number } | { found: false; reason: "no_root" | "several_roots" };

const presentValue = (flows: readonly DatedFlow[], rate: number): number =>
  flows.reduce((sum, flow) => sum + flow.amount * (1 + rate) ** -flow.time, 0);

/** Flows at one time added up, in time order, zero sums dropped. */
function netted(flows: readonly DatedFlow[]): DatedFlow[] {
  const byTime = new Map<number, number>();
  for (const flow of flows) byTime.set(flow.time, (byTime.get(flow.time) ?? 0) + flow.amount);
  return [...byTime]
    .map(([time, amount]) => ({ time, amount: Math.round(amount * 100) / 100 }))
    .filter((flow) => flow.amount !== 0)
    .sort((a, b) => a.time - b.time);
}

const signChanges = (values: readonly number[]): number =>
  values.reduce((changes, value, index) => (index > 0 && Math.sign(value) !== Math.sign(values[index - 1] ?? 0) ? changes + 1 : changes), 0);

// Where the flows change sign more than once (withheld money received after
// instalments began), the range is sampled this finely, a point every half a
// percentage point a year below 100 % and every 5 above, to find each root.
const SAMPLE_ANNUAL_RATES: readonly number[] = [
  ...Array.from({ length: 221 }, (_, index) => -0.1 + index * 0.005),
  ...Array.from({ length: 180 }, (_, index) => 1.05 + index * 0.05),
];

/** The present value at `rate` and its slope d(value)/d(rate), from one power per flow. */
function valueAndSlope(flows: readonly DatedFlow[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const flow of flows) {
    const discounted = flow.amount * (1 + rate) ** -flow.time;
    value += discounted;
    slope -= (flow.time * discounted) / (1 + rate);
  }
  return { value, slope };
}

/**
 * The root between `low` and `high`, where the present value changes sign:
 * Newton's steps kept inside the bracket, a bisection wherever a step would
 * leave it (a safeguarded Newton), so it always converges and usually in a
 * handful of steps.
 */
function rootBetween(flows: readonly DatedFlow[], low: number, high: number): number {
  let [lo, hi] = [low, high];
  const lowSign = Math.sign(presentValue(flows, lo));
  let rate = lo < 0.01 && 0.01 < hi ? 0.01 : (lo + hi) / 2;
  for (let step = 0; step < 200 && hi - lo > 1e-15; step += 1) {
    const { value, slope } = valueAndSlope(flows, rate);
    if (value === 0) return rate;
    if (Math.sign(value) === lowSign) lo = rate;
    else hi = rate;
    const next = rate - value / slope;
    const bisected = !(next > lo && next < hi);
    const moved = bisected ? (lo + hi) / 2 : next;
    if (!bisected && Math.abs(moved - rate) < 1e-15) return moved;
    rate = moved;
  }
  return rate;
}

/**
 * The periodic internal rate of return: the unique rate per period, between
 * -10 % and 1,000 % a year, at which the flows' present value at time 0 is
 * nil, found inside the range (contract v3 section 11). Flows that change sign
 * once (money out, then money back) have at most one such rate (Descartes'
 * rule of signs holds for real exponents); others are sampled across the
 * range and must cross nil exactly once. No rate, or two, is a refusal to
 * state one: a wrong rate would mislead the borrower.
 */
export function periodicRate(flows: readonly DatedFlow[], periodsPerYear: number): PeriodicRate {
  for (const flow of flows) {
    if (!Number.isFinite(flow.time)) throw new RangeError("a flow's time must be a number of periods");
  }
  const net = netted(flows);
  const low = ANNUAL_RATE_RANGE.min / periodsPerYear;
  const high = ANNUAL_RATE_RANGE.max / periodsPerYear;
  if (signChanges(net.map((flow) => flow.amount)) === 1) {
    const [atLow, atHigh] = [presentValue(net, low), presentValue(net, high)];
    if (atLow === 0) return { found: true, rate: low };
    if (atHigh === 0) return { found: true, rate: high };
    return Math.sign(atLow) === Math.sign(atHigh) ? { found: false, reason: "no_root" } : { found: true, rate: rootBetween(net, low, high) };
  }
  const rates = SAMPLE_ANNUAL_RATES.map((annual) => annual / periodsPerYear);
  const values = rates.map((rate) => presentValue(net, rate));
  const brackets: [number, number][] = [];
  values.forEach((value, index) => {
    const previous = values[index - 1];
    if (value === 0) brackets.push([rates[index] ?? 0, rates[index] ?? 0]);
    else if (previous !== undefined && previous !== 0 && Math.sign(previous) !== Math.sign(value)) brackets.push([rates[index - 1] ?? 0, rates[index] ?? 0]);
  });
  const [only, ...others] = brackets;
  if (only === undefined) return { found: false, reason: "no_root" };
  if (others.length > 0) return { found: false, reason: "several_roots" };
  return { found: true, rate: only[0] === only[1] ? only[0] : rootBetween(net, only[0], only[1]) };
}

/** A periodic rate as the nominal annual percentage RBI states: x periods a year, two decimals. */
// `+ 0` writes a rate that rounds to -0 as 0.
export const annualPercent = (rate: number, periodsPerYear: number): number => Math.round(rate * periodsPerYear * 100 * 100) / 100 + 0;

/** The nominal annual rate of the flows in percent (two decimals), or null when there is no single rate to state. */
export function annualRate(flows: readonly DatedFlow[], periodsPerYear: number): number | null {
  const found = periodicRate(flows, periodsPerYear);
  return found.found ? annualPercent(found.rate, periodsPerYear) : null;
}
