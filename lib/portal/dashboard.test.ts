import { describe, expect, it } from "vitest";
import { tallyFigures } from "./dashboard";

const at = (iso: string) => new Date(iso);

describe("the dashboard's daily figures", () => {
  it("counts a booking per booking evaluation, never an update's re-evaluation", () => {
    const [day] = tallyFigures(
      ["2026-11-20"],
      [
        { type: "policy_evaluated", data: JSON.stringify({ outcome: "Approved", trigger: "booking" }), createdAt: at("2026-11-20T06:00:00Z") },
        { type: "policy_evaluated", data: JSON.stringify({ outcome: "Approved", trigger: "update" }), createdAt: at("2026-11-20T07:00:00Z") },
        // Written before evaluations named their trigger: a booking's.
        { type: "policy_evaluated", data: JSON.stringify({ version: "2026-11.1", outcome: "Rejected", failed: ["age"] }), createdAt: at("2026-11-20T08:00:00Z") },
      ],
    );
    expect(day).toEqual({ day: "2026-11-20", bookings: 2, approved: 1, disbursals: 0, nachRegistrations: 0 });
  });

  it("puts an event on its day in India", () => {
    const figures = tallyFigures(["2026-11-20", "2026-11-21"], [{ type: "disbursed", data: "{}", createdAt: at("2026-11-20T19:00:00Z") }]);
    expect(figures.map((day) => day.disbursals)).toEqual([0, 1]);
  });
});
