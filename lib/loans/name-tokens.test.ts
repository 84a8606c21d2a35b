import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, nameTokenRows, nameTokens } from "./name-tokens";

describe("nameTokens", () => {
  it("gives every word of the name, lower-cased, once", () => {
    expect(nameTokens("Rajesh Kumar Sharma")).toEqual(["rajesh", "kumar", "sharma"]);
    expect(nameTokens("  KUMAR   kumar Kumar ")).toEqual(["kumar"]);
  });

  it("folds Latin accents, composed or decomposed", () => {
    expect(nameTokens("José Gonçalves")).toEqual(["jose", "goncalves"]);
    expect(nameTokens("Jose\u0301 Gonc\u0327alves")).toEqual(["jose", "goncalves"]);
    expect(nameTokens("ZOË Brontë")).toEqual(["zoe", "bronte"]);
  });

  it("splits at initials' dots, hyphens and apostrophes", () => {
    expect(nameTokens("R.K. Narayan")).toEqual(["r", "k", "narayan"]);
    expect(nameTokens("Mary-Anne D'Souza")).toEqual(["mary", "anne", "d", "souza"]);
  });

  it("keeps the vowel signs of Indian scripts, which are part of the word", () => {
    expect(nameTokens("राम कुमार")).toEqual(["राम", "कुमार"]);
    expect(nameTokens("রাম")).not.toEqual(nameTokens("রম"));
    expect(nameTokens("சுரேஷ் குமார்")).toEqual(["சுரேஷ்", "குமார்"]);
  });

  it("reads full-width letters as their ordinary forms", () => {
    expect(nameTokens("ＡＳＨＡ Verma")).toEqual(["asha", "verma"]);
  });

  it("has no words in punctuation alone, and cuts a very long word", () => {
    expect(nameTokens(" .-' ")).toEqual([]);
    expect(nameTokens("a".repeat(100))).toEqual(["a".repeat(MAX_TOKEN_LENGTH)]);
  });
});

describe("nameTokenRows", () => {
  it("names the loan and its partner on every word", () => {
    expect(nameTokenRows({ id: "L1", partnerId: "P1", fullName: "Asha Verma" })).toEqual([
      { loanId: "L1", partnerId: "P1", token: "asha" },
      { loanId: "L1", partnerId: "P1", token: "verma" },
    ]);
  });
});
