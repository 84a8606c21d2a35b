import { describe, expect, it } from "vitest";
import { endpointAfterTimeout, type EndpointHealthSettings } from "./endpoint-health";

const settings: EndpointHealthSettings = {
  WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS: 5,
  WEBHOOK_ENDPOINT_PAUSE_SCHEDULE: [60, 300, 900],
  WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS: 50,
};
const now = new Date("2026-11-27T10:00:00Z");
const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const verdict = (consecutiveTimeouts: number, pausedUntil: Date | null = null) => endpointAfterTimeout({ consecutiveTimeouts, pausedUntil, now, settings });

describe("an endpoint after a timeout", () => {
  it("is left alone for the first timeouts in a row", () => {
    expect([1, 2, 3, 4].map((count) => verdict(count))).toEqual([null, null, null, null]);
  });

  it("is paused from the fifth timeout in a row, for each pause of the schedule in turn, the last one repeating", () => {
    expect([5, 6, 7, 8, 49].map((count) => verdict(count))).toEqual([
      { pausedUntil: after(60) },
      { pausedUntil: after(300) },
      { pausedUntil: after(900) },
      { pausedUntil: after(900) },
      { pausedUntil: after(900) },
    ]);
  });

  it("keeps a longer pause already set, when an attempt started before it times out", () => {
    expect(verdict(6, after(900))).toBeNull();
    expect(verdict(7, after(100))).toEqual({ pausedUntil: after(900) });
  });

  it("is disabled from the fiftieth timeout in a row, with a reason the partner can act on", () => {
    expect(verdict(50)).toEqual({ disabledReason: "Disabled after 50 attempts in a row got no answer in time; add the endpoint again once it answers" });
    expect(verdict(53)).toEqual(verdict(50));
  });
});
