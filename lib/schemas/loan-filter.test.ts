import { describe, expect, it } from "vitest";
import { loanFilterSchema, loanFilterSearchParams, loanListQuerySchema } from "./loan-filter";

const problems = (input: unknown) => {
  const result = loanFilterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("loanFilterSchema", () => {
  it("reads every filter as the URL gives it, text", () => {
    expect(
      loanFilterSchema.parse({
        q: "  kumar ",
        by: "name",
        status: "Approved",
        disbursed: "no",
        nach: "none",
        booked_from: "2026-11-01",
        booked_to: "2026-11-30",
        amount_min: "50000",
        amount_max: "5,00,000",
      }),
    ).toEqual({ q: "kumar", by: "name", status: "Approved", disbursed: "no", nach: "none", booked_from: "2026-11-01", booked_to: "2026-11-30", amount_min: 50000, amount_max: 500000 });
  });

  it("takes an empty field as no filter", () => {
    expect(loanFilterSchema.parse({ q: "", status: "", nach: "", booked_from: "", amount_min: "" })).toEqual({});
  });

  it("names each bad value", () => {
    expect(problems({ status: "approved" })).toEqual(["status: must be one of Approved, Rejected"]);
    expect(problems({ nach: "active" })).toEqual(["nach: must be one of none, initiated, registered, failed, expired, cancelled"]);
    expect(problems({ disbursed: "true" })).toEqual(["disbursed: must be one of yes, no"]);
    expect(problems({ booked_from: "2026-02-30" })).toEqual(["booked_from: must be a real date as YYYY-MM-DD"]);
    expect(problems({ amount_min: "1.5" })).toEqual(["amount_min: must be a whole number of rupees"]);
    expect(problems({ amount_max: "-5" })).toEqual(["amount_max: must be a whole number of rupees"]);
    expect(problems({ amount_max: "99999999999" })).toEqual(["amount_max: is too large"]);
    expect(problems({ by: "email", q: "x" })).toEqual(["by: must be one of name, mobile, pan, loan_account_number, lead_id, partner_loan_id"]);
    expect(problems({ q: "x".repeat(101) })).toEqual(["q: must be at most 100 characters"]);
  });

  it("refuses ranges that can hold nothing, and a field to search without a term", () => {
    expect(problems({ booked_from: "2026-11-30", booked_to: "2026-11-01" })).toEqual(["booked_to: must not be before booked_from"]);
    expect(problems({ amount_min: "500000", amount_max: "1000" })).toEqual(["amount_max: must not be less than amount_min"]);
    expect(problems({ by: "pan" })).toEqual(["by: needs a search term (q)"]);
    expect(problems({ booked_from: "2026-11-01", booked_to: "2026-11-01", amount_min: "5", amount_max: "5" })).toEqual([]);
  });

  it("ignores nothing silently: a repeated parameter's array is a bad value", () => {
    expect(problems({ status: ["Approved", "Rejected"] })).toHaveLength(1);
  });
});

describe("loanListQuerySchema", () => {
  it("is the filter with a page", () => {
    expect(loanListQuerySchema.parse({ status: "Rejected", cursor: "abc" })).toEqual({ status: "Rejected", cursor: "abc", limit: 25 });
    expect(loanListQuerySchema.safeParse({ amount_min: 10, amount_max: 5 }).success).toBe(false);
  });
});

describe("loanFilterSearchParams", () => {
  it("writes only the fields set, in the filter's order", () => {
    expect(loanFilterSearchParams({ amount_min: 5000, q: "kumar", status: "", nach: undefined }).toString()).toBe("q=kumar&amount_min=5000");
  });
});
