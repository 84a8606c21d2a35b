import { describe, expect, it } from "vitest";
import { idOrderBatches } from "./id-order-batches";

describe("idOrderBatches", () => {
  it("walks every row once, a batch at a time, each asked for after the last id of the one before", async () => {
    const ids = ["a", "b", "c", "d", "e"];
    const asked: string[] = [];
    const page = async (after: string, limit: number) => {
      asked.push(after);
      return ids.filter((id) => id > after).slice(0, limit).map((id) => ({ id }));
    };
    const seen: string[][] = [];
    for await (const rows of idOrderBatches(page, 2)) seen.push(rows.map((row) => row.id));
    expect(seen).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(asked).toEqual(["", "b", "d", "e"]);
  });
});
