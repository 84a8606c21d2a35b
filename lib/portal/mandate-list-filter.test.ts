import { describe, expect, it } from "vitest";
import { changedFilter, emptyListTitle, mandateFilterOf, mandateQueryOf, queryStringWithFilter } from "./mandate-list-filter";

const none = { status: "", reason: "", startedTo: "" };

describe("the mandates list's filter in the page's address", () => {
  it("reads status and reason, and nothing else, from the search", () => {
    expect(mandateFilterOf(new URLSearchParams("status=failed&reason=M038&id=LD1"))).toEqual({ ...none, status: "failed", reason: "M038" });
    expect(mandateFilterOf(new URLSearchParams(""))).toEqual(none);
    expect(mandateFilterOf(new URLSearchParams("reason=any"))).toEqual({ ...none, status: "failed", reason: "any" });
    // Kept as written, for the list to refuse in words.
    expect(mandateFilterOf(new URLSearchParams("status=registered&reason=M038"))).toEqual({ ...none, status: "registered", reason: "M038" });
    expect(mandateFilterOf(new URLSearchParams("status=initiated&started_to=2026-07-10"))).toEqual({ ...none, status: "initiated", startedTo: "2026-07-10" });
  });

  it("writes the filter into the search, keeping a looked-up mandate and dropping what is cleared", () => {
    expect(queryStringWithFilter("id=LD1", { ...none, status: "failed", reason: "M038" })).toBe("?id=LD1&status=failed&reason=M038");
    expect(queryStringWithFilter("status=failed&reason=M038", { ...none, status: "failed" })).toBe("?status=failed");
    expect(queryStringWithFilter("status=expired", none)).toBe("");
    expect(queryStringWithFilter("status=initiated&started_to=2026-07-10", { ...none, status: "initiated" })).toBe("?status=initiated");
    expect(queryStringWithFilter("", { ...none, status: "initiated", startedTo: "2026-07-10" })).toBe("?status=initiated&started_to=2026-07-10");
  });

  it("picks the status failed with a reason, and drops the reason with any other status", () => {
    const failed = { ...none, status: "failed", reason: "M038" };
    expect(changedFilter(none, { reason: "M038" })).toEqual(failed);
    expect(changedFilter(failed, { reason: "" })).toEqual({ ...none, status: "failed" });
    expect(changedFilter(failed, { status: "registered" })).toEqual({ ...none, status: "registered" });
    expect(changedFilter(failed, { status: "" })).toEqual(none);
    expect(changedFilter({ ...none, status: "registered" }, { status: "failed" })).toEqual({ ...none, status: "failed" });
    // The start date is a filter of its own, kept while the status changes.
    expect(changedFilter({ ...none, status: "initiated", startedTo: "2026-07-10" }, { status: "" })).toEqual({ ...none, startedTo: "2026-07-10" });
  });

  it("asks the list for no filter where none is chosen", () => {
    expect(mandateQueryOf(none)).toEqual({ status: undefined, reason: undefined, started_to: undefined });
    expect(mandateQueryOf({ ...none, status: "cancelled" })).toEqual({ status: "cancelled", reason: undefined, started_to: undefined });
    expect(mandateQueryOf({ ...none, status: "initiated", startedTo: "2026-07-10" })).toEqual({ status: "initiated", reason: undefined, started_to: "2026-07-10" });
  });

  it.each([
    [none, "No mandates yet"],
    [{ ...none, status: "cancelled" }, "No cancelled mandates"],
    [{ ...none, status: "failed", reason: "any" }, "No failed mandates"],
    [{ ...none, status: "failed", reason: "M024" }, "No mandates failed with M024"],
    [{ ...none, status: "initiated", startedTo: "2026-07-10" }, "No initiated mandates started on or before 10 Jul 2026"],
  ])("says an empty list under %j is %s", (filter, title) => {
    expect(emptyListTitle(filter)).toBe(title);
  });
});
