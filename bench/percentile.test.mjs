import { describe, expect, it } from "vitest";
import { percentile, roundMs } from "./percentile.mjs";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it("takes the nearest rank: the 50th and 99th of 1..100 are 50 and 99", () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
  });

  it("gives the one value for one sample, and null for none", () => {
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it("rounds milliseconds to one decimal and keeps null", () => {
    expect(roundMs(12.345)).toBe(12.3);
    expect(roundMs(null)).toBeNull();
  });
});
