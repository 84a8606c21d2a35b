import { describe, expect, it } from "vitest";
import { entityWordsIn, matchNames, nameMatchScore, nameWords } from "./name-match";

const ENTITY_WORDS = ["PVT", "LTD", "LIMITED", "LLP", "HUF", "TRADERS", "ENTERPRISES", "M/S", "& CO"];

describe("nameWords", () => {
  it("drops case, spacing, punctuation and honorifics, and sorts", () => {
    expect(nameWords("  mrs.  Meera   IYER ")).toEqual(["IYER", "MEERA"]);
    expect(nameWords("Dr. Meera-Iyer, Smt")).toEqual(["IYER", "MEERA"]);
    expect(nameWords("Ms")).toEqual(["MS"]);
    expect(nameWords("मीरा अय्यर")).toEqual(["अय्यर", "मीरा"]);
  });
});

describe("matchNames", () => {
  it.each([
    ["MEERA IYER", "Meera Iyer", 100, false],
    ["IYER MEERA", "Meera Iyer", 100, false],
    ["MRS. MEERA IYER", "Meera Iyer", 100, false],
    ["MEERA R IYER", "Meera Iyer", 95, false],
    ["M IYER", "Meera Iyer", 100, true],
    ["MEERA IYER", "M Iyer", 100, true],
    ["RAHUL SHARMA", "Meera Iyer", 0, false],
    ["MEERA SHARMA", "Meera Iyer", 50, false],
    ["meera   iyer", "Meera Iyer", 100, false],
    ["M.E.E.R.A. IYER", "Meera Iyer", 82, true],
    ["MEERA.IYER", "Meera Iyer", 100, false],
    ["ＭＥＥＲＡ ＩＹＥＲ", "Meera Iyer", 100, false],
    ["मीरा अय्यर", "Meera Iyer", 0, false],
    ["मीरा अय्यर", "मीरा अय्यर", 100, false],
    ["", "Meera Iyer", 0, false],
    ["MEERA", "Meera Lakshmi Iyer", 48, false],
  ])("%s against %s scores %i (initial needed: %s)", (nameAtBank, name, score, needsInitial) => {
    expect(matchNames(nameAtBank, name)).toEqual({ score, needsInitial });
  });

  it("does not depend on which name is the bank's for the score", () => {
    for (const [a, b] of [["MEERA R IYER", "Meera Iyer"], ["M IYER", "Meera Iyer"], ["MEERA SHARMA", "Meera Iyer"]] as const) {
      expect(nameMatchScore(a, b)).toBe(nameMatchScore(b, a));
    }
  });
});

describe("entityWordsIn", () => {
  it.each([
    ["UNRELATED TRADERS PVT LTD", ["PVT", "LTD", "TRADERS"]],
    ["MEERA IYER HUF", ["HUF"]],
    ["M/S. SHAH ENTERPRISES", ["ENTERPRISES", "M/S"]],
    ["Shah &Co.", ["& CO"]],
    ["Acme Pvt. Ltd.", ["PVT", "LTD"]],
    ["SALTDEAN HUFFMAN", []],
    ["MEERA IYER", []],
    ["MS MEERA IYER", []],
  ])("%s holds %j", (name, words) => {
    expect(entityWordsIn(name, ENTITY_WORDS).sort()).toEqual([...words].sort());
  });
});
