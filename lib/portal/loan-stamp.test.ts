import { describe, expect, it } from "vitest";
import { loanStampOf, type LoanStampSource } from "./loan-stamp";

const base: LoanStampSource = {
  version: 3,
  status: "Approved",
  disbursedAt: null,
  eventCount: 4,
  nachs: [{ id: "n1", status: "initiated", updatedAt: new Date("2026-11-24T10:00:00Z") }],
};

describe("the loan page's stamp", () => {
  it("stays the same for the same loan", () => {
    expect(loanStampOf({ ...base, nachs: [...base.nachs] })).toBe(loanStampOf(base));
  });

  it("moves with every change the page shows: an edit, the disbursal, a new history entry, a mandate's status", () => {
    const changes: Partial<LoanStampSource>[] = [
      { version: 4 },
      { status: "Rejected" },
      { disbursedAt: new Date("2026-11-24T11:00:00Z") },
      { eventCount: 5 },
      { nachs: [{ id: "n1", status: "registered", updatedAt: new Date("2026-11-24T10:00:05Z") }] },
      { nachs: [{ id: "n2", status: "initiated", updatedAt: new Date("2026-11-24T10:00:00Z") }, ...base.nachs] },
    ];
    for (const change of changes) expect(loanStampOf({ ...base, ...change })).not.toBe(loanStampOf(base));
  });
});
