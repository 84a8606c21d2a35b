import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";

export interface BodyReadOptions {
  /**
   * Stops the read when it aborts, with its reason: the client hung up, or
   * the request has had its answer (the timeout's 503) and nobody waits for
   * the body any more. The request's own signal when none is given.
   */
  signal?: AbortSignal;
  /** The longest wait for the next bytes; REQUEST_BODY_IDLE_TIMEOUT_MS when not given. */
  idleTimeoutMs?: number;
}

export const bodyIdle = (idleTimeoutMs: number) =>
  new AppError("request_timeout", `No part of the request body arrived for ${idleTimeoutMs} ms; send it again without pauses`, {
    idle_timeout_ms: idleTimeoutMs,
  });

/** The reader's next chunk, or a rejection once `signal` aborts or no chunk has come for `idleTimeoutMs`. */
function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>, signal: AbortSignal, idleTimeoutMs: number): Promise<ReadableStreamReadResult<Uint8Array>> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const stop = (reason: unknown) => {
      settle();
      reject(reason as Error);
    };
    const onAbort = () => stop(signal.reason);
    const idle = setTimeout(() => stop(bodyIdle(idleTimeoutMs)), idleTimeoutMs);
    const settle = () => {
      clearTimeout(idle);
      signal.removeEventListener("abort", onAbort);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    reader.read().then(
      (result) => {
        settle();
        resolve(result);
      },
      (error: unknown) => stop(error),
    );
  });
}

/**
 * A request body's chunks as they arrive. A body that stops arriving, or
 * whose request is given up on, ends the iteration with an error rather than
 * waiting for ever: after the answer, Node no longer ends the body of a
 * client that hangs up, so such a wait would hold whatever the reader holds
 * (an upload's slot and bytes) for good. However the iteration ends, the
 * stream is cancelled, so nothing more of it is read.
 */
export async function* readBodyChunks(request: Request, { signal = request.signal, idleTimeoutMs = env().REQUEST_BODY_IDLE_TIMEOUT_MS }: BodyReadOptions = {}): AsyncGenerator<Uint8Array> {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await nextChunk(reader, signal, idleTimeoutMs);
      if (done) return;
      yield value;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
