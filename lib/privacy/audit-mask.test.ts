import { describe, expect, it } from "vitest";
import { fieldOfPath, maskForAudit, narrowForScreen } from "./audit-mask";

const body = {
  full_name: "Asha Verma",
  ckyc_no: "12345678901234",
  bank_account: { ac_number: ["123456789012", "54321"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: 1 },
  kyc: [
    { kyc_type: 2, identifier: "ABCPV1234F", kyc_name: "Asha Verma" },
    { kyc_type: 1, identifier: "1234" },
  ],
  co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_pancard: "BCDPV2345G", co_aadhaar: "5678" }],
};

describe("a loan body masked for the audit trail", () => {
  it("masks account numbers, PANs and the CKYC number and keeps everything else", () => {
    expect(maskForAudit(body)).toEqual({
      full_name: "Asha Verma",
      ckyc_no: "XXXXXXXXXX1234",
      bank_account: { ac_number: ["XXXXXXXX9012", "XXX21"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: 1 },
      kyc: [
        { kyc_type: 2, identifier: "ABC******F", kyc_name: "Asha Verma" },
        { kyc_type: 1, identifier: "1234" },
      ],
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_pancard: "BCD******G", co_aadhaar: "5678" }],
    });
  });

  it("leaves the body it was given unchanged", () => {
    const copy = structuredClone(body);
    maskForAudit(body);
    expect(body).toEqual(copy);
  });

  it("masks a changed value by the field its path ends in", () => {
    expect(maskForAudit(["12345678", "1234567"], fieldOfPath("bank_account.ac_number"))).toEqual(["XXXX5678", "XXXXX67"]);
    expect(maskForAudit(body.kyc, fieldOfPath("kyc"))).toEqual([
      { kyc_type: 2, identifier: "ABC******F", kyc_name: "Asha Verma" },
      { kyc_type: 1, identifier: "1234" },
    ]);
    expect(maskForAudit("HDFC0001234", fieldOfPath("bank_account.ifsc_code"))).toBe("HDFC0001234");
    expect(maskForAudit(null, "ckyc_no")).toBeNull();
  });
});

describe("an audit event's values on a screen that shows identifiers masked", () => {
  it("shows only the last character of a PAN, which the screen's own mask shows too, and leaves the rest as the event keeps it", () => {
    const audited = maskForAudit(body);
    expect(narrowForScreen(audited)).toEqual({
      ...(audited as object),
      kyc: [
        { kyc_type: 2, identifier: "*********F", kyc_name: "Asha Verma" },
        { kyc_type: 1, identifier: "1234" },
      ],
      co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_pancard: "*********G", co_aadhaar: "5678" }],
    });
    expect(narrowForScreen("BCD******G", "co_pancard")).toBe("*********G");
  });
});
