import { describe, expect, it } from "vitest";
import { isKeptAnswer } from "./kept-answers";

describe("isKeptAnswer", () => {
  it.each([200, 201, 404, 409, 422])("keeps %i, an answer of the operation", (status) => {
    expect(isKeptAnswer(status)).toBe(true);
  });

  it.each([400, 401, 403, 412, 413, 415, 429, 500, 503])("does not keep %i: nothing ran, or it may succeed on a retry", (status) => {
    expect(isKeptAnswer(status)).toBe(false);
  });
});
