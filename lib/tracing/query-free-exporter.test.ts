import { describe, expect, it } from "vitest";
import { cleanAttributes, withoutQuery } from "./query-free-exporter";

describe("withoutQuery", () => {
  it("drops a path's or a URL's query string and fragment", () => {
    expect(withoutQuery("/loans?q=Ramesh%20Kumar&pan=ABCPK1234F")).toBe("/loans");
    expect(withoutQuery("GET /loans?q=ABCPK1234F")).toBe("GET /loans");
    expect(withoutQuery("https://partner.example/hook?token=x#y")).toBe("https://partner.example/hook");
  });

  it("leaves other text alone, SQL placeholders included", () => {
    expect(withoutQuery('select "id" from "Loan" where "id" = ?')).toBe('select "id" from "Loan" where "id" = ?');
    expect(withoutQuery("GET /api/v1/client/loan/[leadId]")).toBe("GET /api/v1/client/loan/[leadId]");
  });
});

describe("cleanAttributes", () => {
  it("removes query attributes and strips targets", () => {
    expect(cleanAttributes({ "http.target": "/loans?q=x", "url.query": "q=x", "http.status_code": 200, list: ["/a?b", 1] as unknown as string[] })).toEqual({
      "http.target": "/loans",
      "http.status_code": 200,
      list: ["/a", 1],
    });
  });
});
