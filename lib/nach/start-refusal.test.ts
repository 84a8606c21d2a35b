import { describe, expect, it } from "vitest";
import { NACH_TYPE } from "@/lib/schemas/enums";
import { nachStartRefusal, type NachStartFacts } from "./start-refusal";

const startable: NachStartFacts = { loanStatus: "Approved", exited: false, nachType: NACH_TYPE.physical, activeStatus: null, rejectedAccount: null, bank: { name: "HDFC Bank", achDebit: true } };

describe("whether a physical NACH may start", () => {
  it("lets an Approved physical-NACH loan without an active mandate start one", () => {
    expect(nachStartRefusal(startable)).toBeNull();
  });

  it.each([
    [{ loanStatus: "Rejected" }, "loan_not_approved", "A physical NACH can be started only for an Approved loan; this loan is Rejected"],
    [{ exited: true }, "loan_exited", "The borrower exited this loan in its cooling-off period: it takes no new mandate"],
    [{ nachType: NACH_TYPE["api-mandate"] }, "nach_type_mismatch", "A physical NACH can be started only for a loan whose NACH type is physical; this loan's is api-mandate"],
    [{ activeStatus: "initiated" }, "nach_already_active", "The loan already has a physical NACH mandate that is initiated; another can start only once it has failed or expired"],
    [{ activeStatus: "registered" }, "nach_already_active", "The loan already has a physical NACH mandate that is registered; another can start only once it has expired"],
  ] as const)("refuses %j with %s, saying why", (facts, code, message) => {
    const refusal = nachStartRefusal({ ...startable, ...facts });
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toBe(message);
    expect(refusal?.status).toBe(409);
  });

  it.each([
    [{ name: "Airtel Payments Bank", achDebit: false }, "Airtel Payments Bank does not take ACH debits, which a paper NACH mandate needs; use an account at another bank"],
    [null, "The customer's bank does not take ACH debits, which a paper NACH mandate needs; use an account at another bank"],
  ] as const)("refuses a bank without ACH debits (%j) with 422 bank_not_on_nach", (bank, message) => {
    const refusal = nachStartRefusal({ ...startable, bank });
    expect(refusal?.code).toBe("bank_not_on_nach");
    expect(refusal?.message).toBe(message);
    expect(refusal?.status).toBe(422);
  });

  it.each([
    ["account", "M038", "No such account", "once the loan's bank account (its first ac_number or its ifsc_code) changes"],
    ["names", "M057", "Payer or account holder name mismatch with CBS", "once the signatories or the account's name (bank_account.ac_name) are corrected"],
  ] as const)("refuses an account NPCI rejected (until the %s changes) with 409 nach_account_rejected and the reason", (until, code, description, words) => {
    const refusal = nachStartRefusal({ ...startable, rejectedAccount: { reason: { code, description }, until } });
    expect(refusal?.code).toBe("nach_account_rejected");
    expect(refusal?.status).toBe(409);
    expect(refusal?.details).toEqual({ reason: { code, description } });
    expect(refusal?.message).toContain(`NPCI reason ${code} (${description})`);
    expect(refusal?.message).toContain(words);
  });

  it("names the loan's status first, as the contract orders the refusals", () => {
    expect(nachStartRefusal({ loanStatus: "Rejected", exited: true, nachType: NACH_TYPE["api-mandate"], activeStatus: "initiated", rejectedAccount: null, bank: null })?.code).toBe("loan_not_approved");
    expect(nachStartRefusal({ ...startable, nachType: NACH_TYPE["api-mandate"], activeStatus: "registered" })?.code).toBe("nach_type_mismatch");
    expect(nachStartRefusal({ ...startable, activeStatus: "registered", bank: null })?.code).toBe("nach_already_active");
    expect(nachStartRefusal({ ...startable, rejectedAccount: { reason: { code: "M038", description: "No such account" }, until: "account" }, bank: null })?.code).toBe("nach_account_rejected");
  });

  it("tells the API client which status blocks it", () => {
    expect(nachStartRefusal({ ...startable, loanStatus: "Rejected" })?.details).toEqual({ status: "Rejected" });
  });
});
