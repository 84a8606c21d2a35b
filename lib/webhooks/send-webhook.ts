import { request } from "undici";
import type { Readable } from "node:stream";
import { parseRetryAfter } from "./schedule";
import { createWebhookDispatcher, type WebhookDispatcherOptions } from "./webhook-dispatcher";

const EXCERPT_BYTES = 1024;

export interface AttemptOutcome {
  httpStatus: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  retryAfterSeconds: number | null;
}

export type SendWebhook = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptOutcome>;

export interface WebhookSenderOptions extends WebhookDispatcherOptions {
  /** An attempt with no whole answer by then fails. */
  timeoutMs: number;
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
export function createWebhookSender({ timeoutMs, ...dispatcherOptions }: WebhookSenderOptions): SendWebhook {
  const dispatcher = createWebhookDispatcher(dispatcherOptions);
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
      };
    } catch (error) {
      const message = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : "request failed";
      return { httpStatus: null, latencyMs: elapsed(), responseExcerpt: null, error: message.slice(0, 500), retryAfterSeconds: null };
    }
  };
}
