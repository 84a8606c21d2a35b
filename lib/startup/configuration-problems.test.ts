import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_LENDER, LENDER_DEMO_DEFAULTS } from "@/lib/config/lender";
import { configurationProblems, refuseInvalidConfiguration } from "./configuration-problems";

const LENDER = {
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
const PRODUCTION = {
  ...LENDER,
  LOANDESK_MODE: "production",
  NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
  NEXTAUTH_URL: "https://loandesk.example.com",
  LOANDESK_DATA_KEY: randomBytes(32).toString("base64"),
};
const variables = (source: Record<string, string>) => configurationProblems(source).map(({ variable }) => variable);

describe("the configuration's problems, all at once", () => {
  it("are none for demo mode with nothing set, nor for a complete production", () => {
    expect(configurationProblems({})).toEqual([]);
    expect(configurationProblems(PRODUCTION)).toEqual([]);
  });

  it("name, for production with nothing set, every secret and every lender detail", () => {
    expect(variables({ LOANDESK_MODE: "production" }).sort()).toEqual(["LOANDESK_DATA_KEY", "NEXTAUTH_SECRET", "NEXTAUTH_URL", ...LENDER_DEMO_DEFAULTS.keys()].sort());
    expect(configurationProblems({ LOANDESK_MODE: "production" })).toContainEqual({ variable: "NEXTAUTH_SECRET", problem: "not set; production requires it" });
  });

  it("name a mix of missing, demo and malformed values, each once, in the schema's order", () => {
    const problems = configurationProblems({
      ...PRODUCTION,
      RATE_LIMIT_PER_SECOND: "lots",
      NACH_UTILITY_CODE: "not a code",
      NEXTAUTH_URL: "",
      LENDER_NAME: DEMO_LENDER.name,
      LENDER_COOLING_OFF_DAYS: "0",
    });

    expect(problems).toEqual([
      { variable: "NEXTAUTH_URL", problem: "not set; production requires it" },
      { variable: "LENDER_NAME", problem: "is the demo value; set the lender's own" },
      { variable: "LENDER_COOLING_OFF_DAYS", problem: "must be at least 1 day (RBI's floor)" },
      { variable: "NACH_UTILITY_CODE", problem: "must be 1-18 upper-case letters or digits" },
      { variable: "RATE_LIMIT_PER_SECOND", problem: expect.stringMatching(/number/) },
    ]);
  });

  it("name the retired demo session secret and a data key anyone could guess", () => {
    expect(
      configurationProblems({
        ...PRODUCTION,
        NEXTAUTH_SECRET: "loandesk-demo-session-secret-not-for-production",
        LOANDESK_DATA_KEYS_PREVIOUS: Buffer.alloc(32).toString("base64"),
      }),
    ).toEqual([
      { variable: "NEXTAUTH_SECRET", problem: expect.stringMatching(/^is the retired demo secret/) },
      { variable: "LOANDESK_DATA_KEYS_PREVIOUS", problem: expect.stringMatching(/all one value/) },
    ]);
  });

  it("judge demo mode on its values alone: it needs no secrets nor lender", () => {
    expect(variables({ LOG_LEVEL: "loud", NEXTAUTH_URL: "not a url" })).toEqual(["NEXTAUTH_URL", "LOG_LEVEL"]);
  });

  it("refuse in one message naming each", () => {
    expect(() => refuseInvalidConfiguration({ LOANDESK_MODE: "production", ...LENDER, NEXTAUTH_URL: "nope" })).toThrow(
      /^Invalid environment for production \(3 to fix\): NEXTAUTH_SECRET: not set; production requires it; NEXTAUTH_URL: Invalid URL; LOANDESK_DATA_KEY: not set; production requires it$/,
    );
    expect(() => refuseInvalidConfiguration({ RATE_LIMIT_PER_SECOND: "lots" })).toThrow(/^Invalid environment: RATE_LIMIT_PER_SECOND: /);
    expect(() => refuseInvalidConfiguration({})).not.toThrow();
  });
});
