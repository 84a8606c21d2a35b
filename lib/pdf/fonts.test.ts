import { describe, expect, it } from "vitest";
import { splitIntoRuns, type LoadedFont } from "./fonts";

const font = (name: string, covers: (codePoint: number) => boolean, reordered = false): LoadedFont => ({
  name,
  bytes: new Uint8Array(),
  covers,
  reordered,
});
const latin = font("latin", (codePoint) => codePoint < 0x250);
const devanagari = font("devanagari", (codePoint) => codePoint === 0x20 || (codePoint >= 0x900 && codePoint <= 0x97f) || codePoint === 0x20b9, true);
const summary = (text: string) => splitIntoRuns(text, [latin, devanagari]).map((run) => [run.text, run.font.name, run.kind]);

describe("choosing a font for each part of a text", () => {
  it("prints Latin text with the Latin font in one run", () => {
    expect(summary("Asha Verma")).toEqual([["Asha Verma", "latin", "plain"]]);
  });

  it("keeps a Devanagari name, its space included, in one shaped run", () => {
    expect(summary("आशा वर्मा")).toEqual([["आशा वर्मा", "devanagari", "shaped"]]);
  });

  it("switches fonts where the script changes", () => {
    expect(summary("Asha (आशा) ₹5")).toEqual([
      ["Asha (", "latin", "plain"],
      ["आशा", "devanagari", "shaped"],
      [") ", "latin", "plain"],
      ["₹", "devanagari", "shaped"],
      ["5", "latin", "plain"],
    ]);
  });

  it("marks the characters of a script no font has as missing, in a run of their own", () => {
    expect(summary("முருகன் K")).toEqual([
      ["முருகன்", "latin", "missing"],
      [" K", "latin", "plain"],
    ]);
  });
});
