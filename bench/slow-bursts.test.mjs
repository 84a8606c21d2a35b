import { describe, expect, it } from "vitest";
import { formatBursts, slowBursts } from "./slow-bursts.mjs";

/** A 200/s run's answers, 5 ms each, with `slow` latencies at the given answer numbers. */
function run(slow = {}) {
  return Array.from({ length: 2000 }, (_, index) => [index * 5, slow[index] ?? 5]);
}

describe("slow bursts", () => {
  it("finds a stall that held up the requests in flight, where it began, how many and the slowest", () => {
    const stall = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [100 + i, 100 - i * 3]));
    expect(slowBursts(run(stall), 40)).toEqual([{ from_ms: 500, to_ms: 595, count: 20, max_ms: 100 }]);
  });

  it("keeps two stalls apart when more than the gap lies between them, and leaves out a few slow answers alone", () => {
    const slow = { 10: 90, 11: 80, 12: 70, 13: 60, 14: 50, 500: 45, 900: 70, 901: 60, 902: 55, 903: 50, 904: 45, 905: 41 };
    const bursts = slowBursts(run(slow), 40);
    expect(bursts).toEqual([
      { from_ms: 50, to_ms: 70, count: 5, max_ms: 90 },
      { from_ms: 4500, to_ms: 4525, count: 6, max_ms: 70 },
    ]);
    expect(formatBursts(bursts)).toBe("at 0.1 s 5 up to 90 ms, at 4.5 s 6 up to 70 ms");
  });

  it("reads answers in the order they came back, and says none when the run had no burst", () => {
    const answers = run({ 40: 60, 41: 61, 42: 62, 43: 63, 44: 64 }).reverse();
    expect(slowBursts(answers, 40)).toEqual([{ from_ms: 200, to_ms: 220, count: 5, max_ms: 64 }]);
    expect(formatBursts(slowBursts(run(), 40))).toBe("none");
  });
});
