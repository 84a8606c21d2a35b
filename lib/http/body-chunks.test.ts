import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { readBodyChunks } from "./body-chunks";

const put = (body: ReadableStream<Uint8Array>) => new Request("http://localhost/upload", { method: "PUT", body, duplex: "half" } as RequestInit & { duplex: "half" });

/** A request whose body sends `first` and then nothing more, never ending; `cancelled` says whether the reader let it go. */
function stalledRequest(first: string) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(first));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { request: put(body), state };
}

async function readAll(chunks: AsyncGenerator<Uint8Array>): Promise<{ text: string; error?: unknown }> {
  let text = "";
  try {
    for await (const chunk of chunks) text += Buffer.from(chunk).toString();
    return { text };
  } catch (error) {
    return { text, error };
  }
}

describe("reading a request body's chunks", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives every chunk of a body that keeps coming, however long it takes in all", async () => {
    vi.useFakeTimers();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 900));
        controller.enqueue(Buffer.from("x"));
        sent += 1;
        if (sent === 10) controller.close();
      },
    });

    const reading = readAll(readBodyChunks(put(body), { idleTimeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(10_000);

    expect(await reading).toEqual({ text: "x".repeat(10) });
  });

  it("ends with 408 request_timeout when no byte has come for the idle time, and cancels the body", async () => {
    vi.useFakeTimers();
    const { request, state } = stalledRequest("first bytes");

    const reading = readAll(readBodyChunks(request, { idleTimeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.cancelled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { text, error } = await reading;

    expect(text).toBe("first bytes");
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "request_timeout", status: 408, details: { idle_timeout_ms: 1000 } });
    expect(state.cancelled).toBe(true);
  });

  it("ends with the signal's reason when the signal aborts mid-body, and cancels the body", async () => {
    const { request, state } = stalledRequest("first bytes");
    const answered = new AbortController();
    const timedOut = new AppError("service_unavailable", "The request took too long to answer");

    const chunks = readBodyChunks(request, { signal: answered.signal, idleTimeoutMs: 60_000 });
    expect(Buffer.from((await chunks.next()).value ?? []).toString()).toBe("first bytes");
    const next = chunks.next();
    answered.abort(timedOut);

    await expect(next).rejects.toBe(timedOut);
    expect(state.cancelled).toBe(true);
  });
});
