import { describe, expect, it } from "vitest";
import { splitIntoRuns } from "./fonts";

const font = (name: string, covers: (codePoint: number) => boolean) => ({ name, covers });
const latin = font("latin", (codePoint) => codePoint < 0x250);
const devanagari = font("devanagari", (codePoint) => codePoint === 0x20 || (codePoint >= 0x900 && codePoint <= 0x97f) || codePoint === 0x20b9 || codePoint === 0x200c || codePoint === 0x200d);
const bengali = font("bengali", (codePoint) => codePoint >= 0x980 && codePoint <= 0x9ff);
const summary = (text: string) => splitIntoRuns(text, [latin, devanagari, bengali]).map((run) => [run.text, run.font?.name ?? null]);

describe("choosing a font for each part of a text", () => {
  it("prints Latin text with the Latin font in one run", () => {
    expect(summary("Asha Verma")).toEqual([["Asha Verma", "latin"]]);
  });

  it("keeps a Devanagari name, its space included, in one run", () => {
    expect(summary("आशा वर्मा")).toEqual([["आशा वर्मा", "devanagari"]]);
  });

  it("switches fonts where the script changes", () => {
    expect(summary("Asha (आशा) ₹5")).toEqual([
      ["Asha (", "latin"],
      ["आशा", "devanagari"],
      [") ", "latin"],
      ["₹", "devanagari"],
      ["5", "latin"],
    ]);
  });

  it("keeps a zero-width joiner or non-joiner in the run it is typed in, even where that font lacks it", () => {
    expect(summary("क्\u200dष")).toEqual([["क्\u200dष", "devanagari"]]);
    expect(summary("সুমিতা\u200c")).toEqual([["সুমিতা\u200c", "bengali"]]);
  });

  it("marks the characters of a script no font has as missing, in a run of their own", () => {
    expect(summary("முருகன் K")).toEqual([
      ["முருகன்", null],
      [" K", "latin"],
    ]);
  });
});
