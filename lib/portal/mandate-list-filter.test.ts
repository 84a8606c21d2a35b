import { describe, expect, it } from "vitest";
import { changedFilter, emptyListTitle, mandateFilterOf, mandateQueryOf, searchWithFilter } from "./mandate-list-filter";

const none = { status: "", reason: "" };

describe("the mandates list's filter in the page's address", () => {
  it("reads status and reason, and nothing else, from the search", () => {
    expect(mandateFilterOf(new URLSearchParams("status=failed&reason=M038&id=LD1"))).toEqual({ status: "failed", reason: "M038" });
    expect(mandateFilterOf(new URLSearchParams(""))).toEqual(none);
    expect(mandateFilterOf(new URLSearchParams("reason=any"))).toEqual({ status: "failed", reason: "any" });
    // Kept as written, for the list to refuse in words.
    expect(mandateFilterOf(new URLSearchParams("status=registered&reason=M038"))).toEqual({ status: "registered", reason: "M038" });
  });

  it("writes the filter into the search, keeping a looked-up mandate and dropping what is cleared", () => {
    expect(searchWithFilter("id=LD1", { status: "failed", reason: "M038" })).toBe("?id=LD1&status=failed&reason=M038");
    expect(searchWithFilter("status=failed&reason=M038", { status: "failed", reason: "" })).toBe("?status=failed");
    expect(searchWithFilter("status=expired", none)).toBe("");
  });

  it("picks the status failed with a reason, and drops the reason with any other status", () => {
    expect(changedFilter(none, { reason: "M038" })).toEqual({ status: "failed", reason: "M038" });
    expect(changedFilter({ status: "failed", reason: "M038" }, { reason: "" })).toEqual({ status: "failed", reason: "" });
    expect(changedFilter({ status: "failed", reason: "M038" }, { status: "registered" })).toEqual({ status: "registered", reason: "" });
    expect(changedFilter({ status: "failed", reason: "M038" }, { status: "" })).toEqual(none);
    expect(changedFilter({ status: "registered", reason: "" }, { status: "failed" })).toEqual({ status: "failed", reason: "" });
  });

  it("asks the list for no filter where none is chosen", () => {
    expect(mandateQueryOf(none)).toEqual({ status: undefined, reason: undefined });
    expect(mandateQueryOf({ status: "cancelled", reason: "" })).toEqual({ status: "cancelled", reason: undefined });
  });

  it.each([
    [none, "No mandates yet"],
    [{ status: "cancelled", reason: "" }, "No cancelled mandates"],
    [{ status: "failed", reason: "any" }, "No failed mandates"],
    [{ status: "failed", reason: "M024" }, "No mandates failed with M024"],
  ])("says an empty list under %j is %s", (filter, title) => {
    expect(emptyListTitle(filter)).toBe(title);
  });
});
