import { describe, expect, it, vi } from "vitest";
import { csvStream, type ExportPage } from "./csv-stream";

const pages: Record<string, ExportPage> = {
  start: { rows: [["1", "Asha"], ["2", "Ravi, K"]], next: "2" },
  "2": { rows: [["3", "=cmd"]], next: null },
};

describe("csvStream", () => {
  it("writes the header with the byte order mark, then each page's rows, reading a page only when the reader wants more", async () => {
    const readPage = vi.fn(async (after: string | null) => pages[after ?? "start"] ?? { rows: [], next: null });
    const reader = csvStream(["id", "name"], readPage, "test").getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const chunks: string[] = [];

    chunks.push(decoder.decode((await reader.read()).value));
    expect(chunks).toEqual(["\uFEFFid,name\r\n"]);
    // The stream keeps one chunk ready: a page is read ahead by one at most, never the whole list.
    expect(readPage.mock.calls.length).toBeLessThanOrEqual(1);

    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(decoder.decode(chunk.value));
    expect(chunks.join("")).toBe("\uFEFFid,name\r\n1,Asha\r\n2,\"Ravi, K\"\r\n3,'=cmd\r\n");
    expect(readPage.mock.calls).toEqual([[null], ["2"]]);
  });

  it("ends an empty list after its header", async () => {
    const text = await new Response(csvStream(["id"], async () => ({ rows: [], next: null }), "test")).text();
    expect(text).toBe("id\r\n");
  });

  it("fails the stream when a page cannot be read, so the download is cut off rather than silently short", async () => {
    const response = new Response(csvStream(["id"], async () => Promise.reject(new Error("database gone")), "test"));
    await expect(response.text()).rejects.toThrow("database gone");
  });
});
