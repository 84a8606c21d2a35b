import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { newestFirstPage } from "./newest-first-page";

const ids = ["0192f0a0-0000-7000-8000-000000000003", "0192f0a0-0000-7000-8000-000000000002", "0192f0a0-0000-7000-8000-000000000001"];
const readRows = async (before: string | undefined, take: number) => ids.filter((id) => before === undefined || id < before).slice(0, take).map((id) => ({ id }));
const page = (cursor?: string) => newestFirstPage({ cursor, limit: 2, readRows, present: (row: { id: string }) => row.id });

describe("newestFirstPage", () => {
  it("reads on from the cursor it issued and ends with next_cursor null", async () => {
    const first = await page();
    expect(first.items).toEqual(ids.slice(0, 2));
    const second = await page(first.next_cursor ?? undefined);
    expect(second).toEqual({ items: ids.slice(2), next_cursor: null });
  });

  it.each(["nonsense", ids[0] ?? "", Buffer.from("not-an-id").toString("base64url")])("refuses a cursor it did not issue (%j) as a validation error on cursor", async (cursor) => {
    const refusal = await page(cursor).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "validation_error" });
  });
});
