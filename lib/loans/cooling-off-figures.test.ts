import { describe, expect, it } from "vitest";
import { exitFigures, lastCoolingOffDay, withinCoolingOff } from "./cooling-off-figures";

// 2026-11-10T18:29:59.999Z is 23:59:59.999 IST on 10 Nov; a millisecond later it is 11 Nov in India.
const LAST_INSTANT_OF_10_NOV = new Date("2026-11-10T18:29:59.999Z");
const FIRST_INSTANT_OF_11_NOV = new Date("2026-11-10T18:30:00.000Z");

describe("the cooling-off period", () => {
  const disbursedAt = new Date("2026-11-10T05:00:00.000Z"); // 10:30 IST on 10 Nov

  it("does not count the disbursal's day: three days after 10 Nov end on 13 Nov", () => {
    expect(lastCoolingOffDay(disbursedAt, 3)).toBe("2026-11-13");
  });

  it("accepts the disbursal's day and the period's last day, to its last IST millisecond, and refuses the day after", () => {
    expect(withinCoolingOff(disbursedAt, 3, disbursedAt)).toBe(true);
    expect(withinCoolingOff(disbursedAt, 3, new Date("2026-11-13T18:29:59.999Z"))).toBe(true);
    expect(withinCoolingOff(disbursedAt, 3, new Date("2026-11-13T18:30:00.000Z"))).toBe(false);
  });

  it("counts from the IST date of the disbursal, not its UTC date", () => {
    // 00:10 IST on 11 Nov is still 10 Nov in UTC.
    const justAfterMidnight = new Date("2026-11-10T18:40:00.000Z");
    expect(lastCoolingOffDay(justAfterMidnight, 1)).toBe("2026-11-12");
    expect(lastCoolingOffDay(LAST_INSTANT_OF_10_NOV, 1)).toBe("2026-11-11");
    expect(lastCoolingOffDay(FIRST_INSTANT_OF_11_NOV, 1)).toBe("2026-11-12");
  });
});

describe("the exit's figures", () => {
  it("gives RBI's example: 19,600 at 17.07 % for 3 days is 27.50 of interest, 19,627.50 due", () => {
    const figures = exitFigures({ principal: 19_600, apr: 17.07, disbursedAt: new Date("2026-11-10T05:00:00Z"), requestedAt: new Date("2026-11-13T05:00:00Z") });
    expect(figures).toEqual({ days: 3, principal: 19_600, interest: 27.5, amountDue: 19_627.5 });
  });

  it("charges at least one day, also for a request on the disbursal's own day", () => {
    const sameDay = exitFigures({ principal: 36_500, apr: 10, disbursedAt: new Date("2026-11-10T05:00:00Z"), requestedAt: new Date("2026-11-10T12:00:00Z") });
    expect(sameDay).toMatchObject({ days: 1, interest: 10 });
  });

  it("counts IST calendar days: a request a minute after IST midnight is a day later than one a minute before", () => {
    const disbursedAt = new Date("2026-11-10T05:00:00Z");
    const before = exitFigures({ principal: 36_500, apr: 10, disbursedAt, requestedAt: new Date("2026-11-11T18:29:00Z") });
    const after = exitFigures({ principal: 36_500, apr: 10, disbursedAt, requestedAt: new Date("2026-11-11T18:31:00Z") });
    expect([before.days, after.days]).toEqual([1, 2]);
    expect([before.interest, after.interest]).toEqual([10, 20]);
  });

  it("rounds half-up to the paisa", () => {
    // 1,000 x 7.30 % x 1 / 365 = 0.20 exactly.
    expect(exitFigures({ principal: 1_000, apr: 7.3, disbursedAt: new Date("2026-11-10T05:00:00Z"), requestedAt: new Date("2026-11-11T05:00:00Z") }).interest).toBe(0.2);
    // 125 at 7.30 % for 1 day is 0.025 rupees: 2.5 paise, half up to 3.
    expect(exitFigures({ principal: 125, apr: 7.3, disbursedAt: new Date("2026-11-10T05:00:00Z"), requestedAt: new Date("2026-11-11T05:00:00Z") }).interest).toBe(0.03);
  });

  it("works large loans exactly: 10 crore at 45 % for 30 days", () => {
    const figures = exitFigures({ principal: 100_000_000, apr: 45, disbursedAt: new Date("2026-11-10T05:00:00Z"), requestedAt: new Date("2026-12-10T05:00:00Z") });
    expect(figures).toMatchObject({ days: 30, interest: 3_698_630.14, amountDue: 103_698_630.14 });
  });
});
