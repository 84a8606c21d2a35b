import { describe, expect, it } from "vitest";
import { axisTicks, axisTop } from "./chart-scale";

describe("a count chart's axis", () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 2],
    [3, 4],
    [7, 8],
    [10, 10],
    [11, 20],
    [45, 60],
    [999, 1000],
    [1001, 2000],
  ])("holds %i under a top of %i", (max, top) => {
    expect(axisTop(max)).toBe(top);
  });

  it("ticks at whole counts: the top, its half and zero", () => {
    for (const max of [0, 3, 7, 45, 1001]) expect(axisTicks(axisTop(max)).every(Number.isInteger)).toBe(true);
    expect(axisTicks(8)).toEqual([8, 4, 0]);
  });
});
