import { describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_WORDS, judgeAnswer } from "./judge-answer";
import { sandboxVerifier } from "./sandbox-verifier";

const MEERA = ["Meera Iyer", "Meera Iyer"];
const named = (nameAtBank: string) => judgeAnswer({ kind: "name", nameAtBank }, MEERA, DEFAULT_ENTITY_WORDS);

describe("judgeAnswer: the contract's table for full_name and kyc_name Meera Iyer", () => {
  it.each(["MEERA IYER", "IYER MEERA", "MRS. MEERA IYER", "MEERA R IYER"])("%s is verified", (name) => {
    expect(named(name)).toMatchObject({ status: "verified", reason: null, nameAtBank: name });
  });

  it("M IYER is pending: it needs an initial for a given name", () => {
    expect(named("M IYER")).toEqual({ status: "pending", nameAtBank: "M IYER", score: 100, reason: "initial_for_name" });
  });

  it.each([
    ["UNRELATED TRADERS PVT LTD", "entity_name"],
    ["MEERA IYER HUF", "entity_name"],
    ["RAHUL SHARMA", "name_mismatch"],
    ["मीरा अय्यर", "name_mismatch"],
  ])("%s fails (%s)", (name, reason) => {
    expect(named(name)).toMatchObject({ status: "failed", reason });
  });

  it("keeps the lower of the two scores: a kyc_name unlike the bank's fails", () => {
    expect(judgeAnswer({ kind: "name", nameAtBank: "MEERA IYER" }, ["Meera Iyer", "Meera Lakshmi Iyer"], DEFAULT_ENTITY_WORDS)).toMatchObject({ status: "failed", score: 72 });
  });

  it("fails an account the bank cannot pay, and leaves one without an answer pending", () => {
    expect(judgeAnswer({ kind: "account_failed", reason: "account_closed" }, MEERA, DEFAULT_ENTITY_WORDS)).toEqual({ status: "failed", nameAtBank: null, score: null, reason: "account_closed" });
    expect(judgeAnswer({ kind: "awaiting", reason: "awaiting_bank" }, MEERA, DEFAULT_ENTITY_WORDS)).toEqual({ status: "pending", nameAtBank: null, score: null, reason: "awaiting_bank" });
  });

  it("reads the configured entity words", () => {
    expect(judgeAnswer({ kind: "name", nameAtBank: "MEERA IYER TRUST" }, MEERA, ["TRUST"])).toMatchObject({ status: "failed", reason: "entity_name" });
    expect(judgeAnswer({ kind: "name", nameAtBank: "MEERA IYER HUF" }, MEERA, ["TRUST"])).toMatchObject({ status: "verified", score: 86 });
  });
});

describe("the sandbox verifier", () => {
  const ask = (acNumber: string) => sandboxVerifier.ask({ acNumber, ifscCode: "HDFC0001234", acName: "Meera Iyer" });

  it("answers with ac_name in capitals, except its three test accounts", () => {
    expect(ask("123456789012")).toEqual({ kind: "name", nameAtBank: "MEERA IYER" });
    expect(ask("11110000")).toEqual({ kind: "name", nameAtBank: "UNRELATED TRADERS PVT LTD" });
    expect(ask("22220000")).toEqual({ kind: "account_failed", reason: "account_closed" });
    expect(ask("33330000")).toEqual({ kind: "awaiting", reason: "awaiting_bank" });
  });
});
