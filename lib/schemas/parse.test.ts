import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, MAX_REPORTED_FIELDS, MAX_REPORTED_PATH_LENGTH } from "@/lib/errors/app-error";
import { parseInput } from "./parse";

function refusal(schema: z.ZodType, input: unknown): AppError {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the input was accepted");
}

describe("parseInput's validation_error", () => {
  const schema = z.strictObject({ name: z.string(), age: z.number() });

  it("names every problem while there are few", () => {
    const error = refusal(schema, { age: "x", colour: 1 });

    expect(error.details).toEqual({
      fields: [
        { path: "name", message: "is required" },
        { path: "age", message: expect.any(String) },
        { path: "colour", message: "is not a field of this resource" },
      ],
    });
  });

  it("says a field of a choice of types (a code or its word) is required when it was not sent, and wrong when it was", () => {
    const choice = z.strictObject({ gender: z.union([z.number(), z.string()], { error: "must be a code" }) });

    expect(refusal(choice, {}).details).toEqual({ fields: [{ path: "gender", message: "is required" }] });
    expect(refusal(choice, { gender: true }).details).toEqual({ fields: [{ path: "gender", message: "must be a code" }] });
  });

  it(`reports the first ${MAX_REPORTED_FIELDS} of many, and how many there were`, () => {
    const input = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));

    const error = refusal(schema, input);

    const fields = error.details.fields as { path: string }[];
    expect(fields).toHaveLength(MAX_REPORTED_FIELDS);
    expect(error.details.total_fields).toBe(5_002);
  });

  it("cuts a long path short", () => {
    const error = refusal(schema, { name: "a", age: 1, ["k".repeat(100_000)]: 1 });

    const [field] = error.details.fields as { path: string }[];
    expect(field?.path).toHaveLength(MAX_REPORTED_PATH_LENGTH);
    expect(field?.path.endsWith("…")).toBe(true);
    expect(error.details.total_fields).toBeUndefined();
  });
});
