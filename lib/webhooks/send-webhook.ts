import { errors, request } from "undici";
import type { Readable } from "node:stream";
import { parseRetryAfter } from "./schedule";
import { createWebhookDispatcher, type WebhookDispatcherOptions } from "./webhook-dispatcher";

const EXCERPT_BYTES = 1024;
const UNDICI_CONNECT_TIMEOUT_MS = 10_000;

export interface AttemptOutcome {
  httpStatus: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  retryAfterSeconds: number | null;
  /** No answer in time: the connection was not made, or the answer did not come. */
  timedOut: boolean;
}

export type SendWebhook = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptOutcome>;

export interface WebhookSenderOptions extends WebhookDispatcherOptions {
  /** An attempt with no whole answer by then fails, however long its connection took. */
  timeoutMs: number;
}

/** Why an attempt got no answer, as the delivery log shows it; `timedOut` when it ran out of time. */
function failureOf(error: unknown, { timeoutMs, connectTimeoutMs }: { timeoutMs: number; connectTimeoutMs: number }): { error: string; timedOut: boolean } {
  if (!(error instanceof Error)) return { error: "request failed", timedOut: false };
  if (error.name === "TimeoutError") return { error: `no answer within ${timeoutMs} ms`, timedOut: true };
  if (error instanceof errors.ConnectTimeoutError) return { error: `no connection within ${connectTimeoutMs} ms`, timedOut: true };
  return { error: error.message.slice(0, 500), timedOut: false };
}

/**
 * The answer's first bytes as text of at most EXCERPT_BYTES bytes: whole
 * characters only (a cut through a multi-byte character, or undecodable
 * bytes, would otherwise grow it past the limit), and no NUL, which a
 * PostgreSQL text column refuses.
 */
function excerptOf(bytes: Uint8Array): string {
  const text = new TextDecoder("utf-8").decode(bytes, { stream: true }).replaceAll("\u0000", "\ufffd");
  let size = 0;
  let end = 0;
  for (const char of text) {
    size += Buffer.byteLength(char, "utf8");
    if (size > EXCERPT_BYTES) break;
    end += char.length;
  }
  return text.slice(0, end);
}

async function readExcerpt(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    size += bytes.byteLength;
    if (size >= EXCERPT_BYTES) break;
  }
  body.destroy();
  return excerptOf(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES));
}

/** Closes an answer's body unread; the abort that undici reports for it is expected. */
function discard(body: Readable): null {
  body.on("error", () => undefined).destroy();
  return null;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * A function that makes one delivery attempt: POST the body, never following
 * a redirect. Production keeps only an answer's status and latency: its body
 * could be anything the receiver's host serves, and the deliveries API shows
 * the excerpt to the partner.
 */
export function createWebhookSender({ timeoutMs, connectTimeoutMs = UNDICI_CONNECT_TIMEOUT_MS, ...dispatcherOptions }: WebhookSenderOptions): SendWebhook {
  const dispatcher = createWebhookDispatcher({ ...dispatcherOptions, connectTimeoutMs });
  const keepExcerpt = !dispatcherOptions.production;
  return async (url, headers, body) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await request(url, { dispatcher, method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
      const responseExcerpt = keepExcerpt ? await readExcerpt(response.body).catch(() => "") : discard(response.body);
      const retryable = response.statusCode === 429 || response.statusCode === 503;
      return {
        httpStatus: response.statusCode,
        latencyMs: elapsed(),
        responseExcerpt,
        error: null,
        retryAfterSeconds: retryable ? parseRetryAfter(headerValue(response.headers["retry-after"]), new Date()) : null,
        timedOut: false,
      };
    } catch (error) {
      return { httpStatus: null, latencyMs: elapsed(), responseExcerpt: null, retryAfterSeconds: null, ...failureOf(error, { timeoutMs, connectTimeoutMs }) };
    }
  };
}
