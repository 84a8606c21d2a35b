import { describe, expect, it } from "vitest";
import { detectScanType } from "./upload-scan";

describe("signed scan types are recognised from the bytes", () => {
  it.each([
    ["%PDF-1.7\n", "application/pdf"],
    ["\xff\xd8\xff\xe0JFIF", "image/jpeg"],
    ["\x89PNG\r\n\x1a\n....", "image/png"],
  ])("%j is %s", (text, type) => {
    expect(detectScanType(Buffer.from(text, "latin1"))).toBe(type);
  });

  it("whatever a file is called, text is not a scan", () => {
    expect(detectScanType(Buffer.from("I am a PDF, honest"))).toBeNull();
    expect(detectScanType(Buffer.from("GIF89a"))).toBeNull();
    expect(detectScanType(new Uint8Array())).toBeNull();
  });
});
