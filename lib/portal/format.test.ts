import { describe, expect, it } from "vitest";
import { fieldMessage } from "@/lib/portal/format";
import { scanFileName } from "./portal-nach-files";

describe("portal formatting", () => {
  it("names a signed scan after the type of its bytes", () => {
    expect(scanFileName("abc", "application/pdf")).toBe("signed-nach-abc.pdf");
    expect(scanFileName("abc", "image/jpeg")).toBe("signed-nach-abc.jpg");
    expect(scanFileName("abc", "image/png")).toBe("signed-nach-abc.png");
    expect(scanFileName("abc", "application/octet-stream")).toBe("signed-nach-abc.bin");
  });

  it("turns the schemas' predicates into sentences and leaves sentences alone", () => {
    expect(fieldMessage("The UMRN", "is required")).toBe("The UMRN is required.");
    expect(fieldMessage("The URL", "must be an http or https URL")).toBe("The URL must be an http or https URL.");
    expect(fieldMessage("The URL", "Endpoint URLs must use https")).toBe("Endpoint URLs must use https");
    expect(fieldMessage("The UMRN", undefined)).toBeUndefined();
  });
});
