import { describe, it, expect } from "vitest";
import {
  AGREEMENT_SIGNATURE_TYPE,
  CO_RELATION,
  DISBURSAL_TYPE,
  EMPLOYMENT_TYPE,
  GENDER,
  KYC_TYPE,
  LOAN_TYPE,
  NACH_TYPE,
  PAYMENT_FREQUENCY,
  VERIFIED_USING,
  codeField,
  describeCodes,
  wordFor,
} from "@/lib/schemas/enums";

// The code tables partners' existing clients rely on (contract section 3): a change here is a breaking change.
describe("code tables", () => {
  it.each([
    ["gender", GENDER, { male: 1, female: 2, other: 3 }],
    [
      "employment_type",
      EMPLOYMENT_TYPE,
      { unemployed: 0, salaried: 1, self_employed: 2, self_employed_professional: 3, agriculture: 4 },
    ],
    ["payment_frequency", PAYMENT_FREQUENCY, { monthly: 1, weekly: 2, fortnightly: 3, other: 4 }],
    ["loan_type", LOAN_TYPE, { personal_loan: 1, education_loan: 2 }],
    ["agreement_signature_type", AGREEMENT_SIGNATURE_TYPE, { physical: 1, "e-signature": 2, "click-wrap": 3 }],
    ["nach_type", NACH_TYPE, { physical: 1, "api-mandate": 2 }],
    ["kyc_type", KYC_TYPE, { aadhaar: 1, pan: 2 }],
    ["verified_using", VERIFIED_USING, { image: 1, "registry-api": 2, "offline-eKYC": 3 }],
    ["disbursal_type", DISBURSAL_TYPE, { principal: 0, withhold: 1 }],
    ["co_relation", CO_RELATION, { spouse: 1, father: 2, mother: 3, sibling: 4, son: 5, daughter: 6, other: 7 }],
  ])("%s", (_name, table, expected) => {
    expect(table).toEqual(expected);
  });
});

describe("codeField", () => {
  const gender = codeField(GENDER);
  const verifiedUsing = codeField(VERIFIED_USING);
  const employment = codeField(EMPLOYMENT_TYPE);

  it.each([
    [1, 1],
    [3, 3],
    ["2", 2],
    ["male", 1],
    ["Male", 1],
    ["FEMALE", 2],
    ["  other ", 3],
  ])("gender %j -> %i", (input, code) => {
    expect(gender.parse(input)).toBe(code);
  });

  it("accepts words with punctuation and mixed case, and code 0", () => {
    expect(verifiedUsing.parse("offline-ekyc")).toBe(3);
    expect(verifiedUsing.parse("OFFLINE-EKYC")).toBe(3);
    expect(verifiedUsing.parse("Registry-API")).toBe(2);
    expect(employment.parse(0)).toBe(0);
    expect(employment.parse("unemployed")).toBe(0);
    expect(employment.parse("Self_Employed_Professional")).toBe(3);
  });

  it.each([0, 4, -1, 1.5, "4", "1.0", "-1", "", "man", "f", "1 male", "constructor", "__proto__"])(
    "refuses %j with a message listing the codes",
    (input) => {
      const result = gender.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toBe("must be one of 1 (male), 2 (female), 3 (other)");
    },
  );

  it.each([null, true, [1], { code: 1 }])("refuses the JSON value %j with the same message", (input) => {
    const result = gender.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("must be one of 1 (male), 2 (female), 3 (other)");
  });
});

describe("wordFor and describeCodes", () => {
  it("names a code for people and lists a table", () => {
    expect(wordFor(LOAN_TYPE, 2)).toBe("education_loan");
    expect(wordFor(LOAN_TYPE, 9)).toBeUndefined();
    expect(describeCodes(NACH_TYPE)).toBe("1 (physical), 2 (api-mandate)");
  });
});
