import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/config/env";
import { retrySchedule } from "./retry-schedule";
import { nextAttemptAt } from "./schedule";

/** When the last attempt of `schedule` is due, at the most jitter, in seconds after the event. */
function lastAttemptAfter(schedule: readonly number[]): number {
  let at = new Date(0);
  for (let attemptsMade = 0; attemptsMade < schedule.length; attemptsMade++) {
    at = nextAttemptAt({ schedule, attemptsMade, now: at, random: () => 1 }) ?? at;
  }
  return at.getTime() / 1000;
}

describe("retrySchedule", () => {
  it("gives up within a minute in demo mode, so a failed delivery can be seen and replayed at once", () => {
    const schedule = retrySchedule(parseEnv({ LOANDESK_MODE: "demo" }));
    expect(schedule.length).toBeGreaterThanOrEqual(5);
    expect(lastAttemptAfter(schedule)).toBeLessThan(60);
  });

  it("keeps the Standard Webhooks schedule in production", () => {
    expect(retrySchedule({ LOANDESK_MODE: "production", WEBHOOK_RETRY_SCHEDULE: undefined })).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
  });

  it("takes the configured schedule in either mode", () => {
    expect(retrySchedule(parseEnv({ LOANDESK_MODE: "demo", WEBHOOK_RETRY_SCHEDULE: "0,1,2" }))).toEqual([0, 1, 2]);
  });
});
