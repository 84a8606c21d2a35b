import { describe, expect, it } from "vitest";
import { DISBURSAL_CONSENTS, purposesNotInForce } from "./consents-in-force";

let sequence = 0;
const record = (purpose: string, action: "given" | "revoked", at: string, recordedAt = "2026-11-25T00:00:00.000Z") => ({
  id: `0000000${sequence++}`,
  purpose,
  action,
  at: new Date(at),
  recordedAt: new Date(recordedAt),
});
const booked = [record("bureau_pull", "given", "2026-11-20T06:00:00Z", "2026-11-20T06:00:01Z"), record("data_processing", "given", "2026-11-20T06:00:00Z", "2026-11-20T06:00:01Z")];

describe("which consents are in force (contract v3 section 12)", () => {
  it("holds both purposes a booking gave, and names those never given, in the contract's order", () => {
    expect(purposesNotInForce(booked, DISBURSAL_CONSENTS)).toEqual([]);
    expect(purposesNotInForce([], DISBURSAL_CONSENTS)).toEqual(["bureau_pull", "data_processing"]);
    expect(purposesNotInForce([record("nach_debit", "given", "2026-11-20T06:00:00Z")], DISBURSAL_CONSENTS)).toEqual(["bureau_pull", "data_processing"]);
  });

  it("takes a revocation later than the consent as revoking it", () => {
    expect(purposesNotInForce([...booked, record("data_processing", "revoked", "2026-11-21T06:00:00Z")], DISBURSAL_CONSENTS)).toEqual(["data_processing"]);
  });

  it("restores a purpose with a consent given after the revocation, but not with one given before it and recorded after", () => {
    const revoked = [...booked, record("bureau_pull", "revoked", "2026-11-22T06:00:00Z", "2026-11-22T06:00:01Z")];
    expect(purposesNotInForce([...revoked, record("bureau_pull", "given", "2026-11-23T06:00:00Z")], DISBURSAL_CONSENTS)).toEqual([]);
    expect(purposesNotInForce([...revoked, record("bureau_pull", "given", "2026-11-21T06:00:00Z")], DISBURSAL_CONSENTS)).toEqual(["bureau_pull"]);
  });

  it("lets the record made later decide between a consent and a revocation at the same moment", () => {
    const moment = "2026-11-22T06:00:00Z";
    expect(purposesNotInForce([...booked, record("bureau_pull", "revoked", moment, "2026-11-22T07:00:00Z"), record("bureau_pull", "given", moment, "2026-11-22T08:00:00Z")], DISBURSAL_CONSENTS)).toEqual([]);
    expect(purposesNotInForce([...booked, record("bureau_pull", "given", moment, "2026-11-22T07:00:00Z"), record("bureau_pull", "revoked", moment, "2026-11-22T08:00:00Z")], DISBURSAL_CONSENTS)).toEqual(["bureau_pull"]);
  });
});
