import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { DEMO_LENDER, demoLenderSettings } from "./lender";

const REAL = {
  LENDER_NAME: "Acme Capital Ltd.",
  NACH_SPONSOR_BANK_CODE: "HDFC0000001",
  NACH_UTILITY_CODE: "HDFC00000000012345",
  LENDER_PENAL_CHARGES: "2% per month on the overdue amount",
  LENDER_FORECLOSURE_CHARGES: "Nil",
  LENDER_OTHER_CHARGES: "Bounce charge ₹450",
  LENDER_GRIEVANCE_OFFICER_NAME: "Asha Rao",
  LENDER_GRIEVANCE_OFFICER_PHONE: "+91 80 4000 1234",
  LENDER_GRIEVANCE_OFFICER_EMAIL: "gro@acme.example",
  LENDER_COOLING_OFF_DAYS: "3",
  LENDER_RECOVERY_AGENTS_CLAUSE: "Clause 14",
  LENDER_GRIEVANCE_CLAUSE: "Clause 19",
  LENDER_LOANS_TRANSFERABLE: "no",
};

describe("the lender's configuration in production", () => {
  it("accepts a lender that set every detail, the cooling-off period at RBI's default included", () => {
    expect(demoLenderSettings(parseEnv(REAL))).toEqual([]);
  });

  it("names every detail left unset", () => {
    expect(demoLenderSettings(parseEnv({}))).toEqual(Object.keys(REAL).filter((name) => name !== "LENDER_COOLING_OFF_DAYS" && name !== "LENDER_LOANS_TRANSFERABLE").concat(["LENDER_COOLING_OFF_DAYS", "LENDER_LOANS_TRANSFERABLE"]));
  });

  it("names a detail set to the demo value itself", () => {
    const settings = parseEnv({ ...REAL, LENDER_NAME: DEMO_LENDER.name, LENDER_GRIEVANCE_OFFICER_EMAIL: DEMO_LENDER.grievanceOfficer.email });
    expect(demoLenderSettings(settings)).toEqual(["LENDER_NAME", "LENDER_GRIEVANCE_OFFICER_EMAIL"]);
  });

  it("refuses a cooling-off period below RBI's floor of one day", () => {
    expect(() => parseEnv({ LENDER_COOLING_OFF_DAYS: "0" })).toThrow(/LENDER_COOLING_OFF_DAYS: must be at least 1 day/);
  });
});

describe("the holidays a KFS's validity skips", () => {
  it("are none unless configured, and a comma-separated list of dates when they are", () => {
    expect(parseEnv({}).HOLIDAYS).toEqual([]);
    expect(parseEnv({ HOLIDAYS: "" }).HOLIDAYS).toEqual([]);
    expect(parseEnv({ HOLIDAYS: "2026-12-25, 2027-01-26" }).HOLIDAYS).toEqual(["2026-12-25", "2027-01-26"]);
  });

  it("refuse a date that is not one", () => {
    expect(() => parseEnv({ HOLIDAYS: "2026-12-25,2027-02-30" })).toThrow(/HOLIDAYS: must be comma-separated dates/);
    expect(() => parseEnv({ HOLIDAYS: "25-12-2026" })).toThrow(/HOLIDAYS/);
  });
});
