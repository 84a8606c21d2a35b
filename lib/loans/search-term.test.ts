import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { panLookupHashes } from "@/lib/crypto/pan-lookup";
import { searchTargets } from "./search-term";

vi.stubEnv("LOANDESK_DATA_KEY", randomBytes(32).toString("base64"));

const fields = (term: string) => searchTargets(term).map((target) => target.field);

describe("searchTargets", () => {
  it("recognises what was typed", () => {
    expect(searchTargets("0192E4C2-5D3B-7A11-8F00-0123456789AB")).toEqual([{ field: "lead_id", value: "0192e4c2-5d3b-7a11-8f00-0123456789ab" }]);
    expect(fields("abcpe1234f")).toEqual(["pan", "partner_loan_id"]);
    expect(searchTargets("+91 98765 43210")[0]).toEqual({ field: "mobile", value: "9876543210" });
    expect(searchTargets("098765-43210")[0]).toEqual({ field: "mobile", value: "9876543210" });
    expect(searchTargets("ld0123456789")[0]).toEqual({ field: "loan_account_number", value: "LD0123456789" });
    expect(fields("PL-2026-0042")).toEqual(["partner_loan_id", "loan_account_number"]);
    expect(searchTargets("Kumar")).toEqual([{ field: "name", words: ["kumar"] }]);
    expect(searchTargets("josé  D'Souza")).toEqual([{ field: "name", words: ["jose", "d", "souza"] }]);
  });

  it("finds a PAN by its keyed hash under every key, never by the PAN itself", () => {
    const [pan] = searchTargets("abcpe1234f");
    expect(pan).toEqual({ field: "pan", hashes: panLookupHashes("ABCPE1234F") });
    expect(JSON.stringify(pan)).not.toContain("ABCPE1234F");
  });

  it("looks only where the person chose, and finds nothing where the term cannot be", () => {
    expect(searchTargets("Kumar", "partner_loan_id")).toEqual([{ field: "partner_loan_id", value: "Kumar" }]);
    expect(searchTargets("12345", "mobile")).toEqual([]);
    expect(searchTargets("not-a-pan", "pan")).toEqual([]);
    expect(searchTargets("abc", "lead_id")).toEqual([]);
    expect(searchTargets("--", "name")).toEqual([]);
  });

  it("takes punctuation alone as a partner loan id", () => {
    expect(searchTargets("#")).toEqual([{ field: "partner_loan_id", value: "#" }]);
  });
});
