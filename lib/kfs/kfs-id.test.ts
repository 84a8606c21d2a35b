import { describe, expect, it } from "vitest";
import { canonicalJson } from "./kfs-id";

describe("canonical JSON (RFC 8785)", () => {
  it("sorts members by name at every depth, without whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: true, y: null }], c: "x" } })).toBe('{"a":{"c":"x","d":[2,{"y":null,"z":true}]},"b":1}');
  });

  it("writes numbers and strings as ECMAScript does (RFC 8785 section 3.2.2)", () => {
    expect(canonicalJson([969.73, 1e21, 0.000001, -0, 20000])).toBe("[969.73,1e+21,0.000001,0,20000]");
    expect(canonicalJson("₹ \u0007 \"q\"")).toBe('"₹ \\u0007 \\"q\\""');
  });

  it("sorts by UTF-16 code units, as the RFC's example does", () => {
    expect(canonicalJson({ "\u20ac": 1, "\r": 2, "\ud83d\ude00": 3, "1": 4, "\u0080": 5, "\u00f6": 6, "\ufb33": 7 })).toBe(
      '{"\\r":2,"1":4,"\u0080":5,"\u00f6":6,"\u20ac":1,"\ud83d\ude00":3,"\ufb33":7}',
    );
  });
});
