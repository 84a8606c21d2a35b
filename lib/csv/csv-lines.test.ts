import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { BYTE_ORDER_MARK, csvHeader, csvLines, rupeesCell } from "./csv-lines";

describe("csvLines", () => {
  it("writes RFC 4180: CRLF records, fields with commas, quotes or line breaks quoted, quotes doubled", () => {
    const text = csvLines([["Kumar, Ravi", 'say "hi"', "line one\nline two", "plain"], ["", null, "x", "y"]]);
    expect(text).toBe('"Kumar, Ravi","say ""hi""","line one\nline two",plain\r\n,,x,y\r\n');
    expect(parse(text)).toEqual([["Kumar, Ravi", 'say "hi"', "line one\nline two", "plain"], ["", "", "x", "y"]]);
  });

  it.each(["=HYPERLINK(\"http://evil.example\",\"click\")", "+91 98765", "-2+3", "@SUM(A1:A2)", "\tTAB", "\rCR"])("escapes the formula-looking cell %j so a spreadsheet shows it as text", (cell) => {
    expect(parse(csvLines([[cell]]))).toEqual([[`'${cell}`]]);
  });

  it("keeps an Indian name in UTF-8 and leaves ordinary cells alone", () => {
    expect(csvLines([["रवि कुमार", "Priyā Nāyar", "LD0001", "125000.00"]])).toBe("रवि कुमार,Priyā Nāyar,LD0001,125000.00\r\n");
  });
});

describe("csvHeader", () => {
  it("starts the file with UTF-8's byte order mark, once", () => {
    const header = csvHeader(["lead_id", "customer_name"]);
    expect(header).toBe(`${BYTE_ORDER_MARK}lead_id,customer_name\r\n`);
    expect(Buffer.from(header, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe("rupeesCell", () => {
  it("writes rupees with two decimals and no grouping", () => {
    expect([rupeesCell(125000), rupeesCell(48213.5), rupeesCell(0.1 + 0.2), rupeesCell(null)]).toEqual(["125000.00", "48213.50", "0.30", null]);
  });
});
