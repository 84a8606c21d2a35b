import { describe, expect, it } from "vitest";
import { BUDGETS, judgeHeadline, median, scheduleBroken } from "./latency-budgets.mjs";

const run = (p99_ms, extra = {}) => ({ p50_ms: 5, p99_ms, non_2xx: 0, void: false, ...extra });

describe("median", () => {
  it("takes the middle of three whatever their order, so one disturbed run moves nothing", () => {
    expect(median([90, 30, 31])).toBe(31);
    expect(median([31, 30, 900])).toBe(31);
  });

  it("takes the mean of the middle two of an even count, the one of one, and null of none", () => {
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it("leaves out runs that measured nothing", () => {
    expect(median([null, 12, 14])).toBe(13);
    expect(median([null])).toBeNull();
  });
});

describe("scheduleBroken", () => {
  it("voids a run whose client sent more than one request in a hundred late", () => {
    expect(scheduleBroken({ sent: 1000, late: 10, queued: 0 })).toBe(false);
    expect(scheduleBroken({ sent: 1000, late: 11, queued: 0 })).toBe(true);
  });

  it("keeps a run whose requests waited for a connection: every connection was waiting on the server", () => {
    expect(scheduleBroken({ sent: 2000, late: 0, queued: 250 })).toBe(false);
  });

  it("voids a run that sent nothing", () => {
    expect(scheduleBroken({ sent: 0, late: 0, queued: 0 })).toBe(true);
  });
});

describe("judgeHeadline", () => {
  it("holds the issue's budgets: booking 40 and 60 ms, read 15 and 20 ms, at 100 and 200 a second", () => {
    expect(BUDGETS).toEqual({ booking: { 100: 40, 200: 60 }, read: { 100: 15, 200: 20 } });
  });

  it("meets the budget when the median p99 is within it, though one run is over", () => {
    const figure = judgeHeadline({ scenario: "booking", rate: 100, runs: [run(38), run(95), run(40)] });
    expect(figure).toMatchObject({ verdict: "met", p99_ms: 40, p50_ms: 5, budget_p99_ms: 40 });
    expect(figure.detail).toContain("runs 38, 95, 40");
  });

  it("does not meet it when the median p99 is over, though one run is within", () => {
    expect(judgeHeadline({ scenario: "read", rate: 200, runs: [run(12), run(21), run(20.1)] })).toMatchObject({ verdict: "NOT MET", p99_ms: 20.1 });
  });

  it("does not meet it when any run had an error answer, however quick", () => {
    const figure = judgeHeadline({ scenario: "read", rate: 100, runs: [run(3), run(3, { non_2xx: 2 }), run(3)] });
    expect(figure.verdict).toBe("NOT MET");
    expect(figure.detail).toContain("2 non-2xx");
  });

  it("calls the figure void when the client fell behind in any run, instead of a median of the rest", () => {
    const figure = judgeHeadline({ scenario: "booking", rate: 200, runs: [run(30), run(300, { void: true }), run(30)] });
    expect(figure.verdict).toBe("VOID");
    expect(figure.detail).toContain("run 2");
  });

  it("does not meet it when every run the client kept is over, whatever the void run says", () => {
    const figure = judgeHeadline({ scenario: "booking", rate: 200, runs: [run(1461.7, { void: true }), run(187.9), run(88.7)] });
    expect(figure.verdict).toBe("NOT MET");
    expect(figure.detail).toContain("run 1 void");
  });

  it("reports a rate the issue set no budget for as such", () => {
    expect(judgeHeadline({ scenario: "booking", rate: 150, runs: [run(30)] })).toMatchObject({ verdict: "no budget", budget_p99_ms: null });
  });
});
