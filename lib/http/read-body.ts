import { AppError } from "@/lib/errors/app-error";
import { readBodyChunks, type BodyReadOptions } from "./body-chunks";

export const MAX_JSON_BYTES = 1024 * 1024;

export const tooLarge = (limit: number) =>
  new AppError("payload_too_large", `The request body is larger than ${limit} bytes`, { limit_bytes: limit });

/**
 * A refused body is still read to its end (and thrown away) up to this much
 * past the limit: most HTTP clients (Node's fetch, Python's requests) write
 * the whole body before they read the answer, so a server that stops reading
 * early gives them a broken pipe instead of the 413 (a 6-10 MB phone photo
 * as the signed mandate). Bigger bodies are cut off at once.
 */
export const DRAIN_BYTES = 32 * 1024 * 1024;

/** Reads the body, never buffering more than `limit` bytes of it. */
export async function readLimitedBody(request: Request, limit: number, options: BodyReadOptions = {}): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit + DRAIN_BYTES) throw tooLarge(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of readBodyChunks(request, options)) {
    size += chunk.byteLength;
    if (size > limit + DRAIN_BYTES) throw tooLarge(limit);
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw tooLarge(limit);
  return Buffer.concat(chunks);
}

function isJsonContentType(header: string | null): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The JSON body of a request; `undefined` when there is none and none is
 * required. Content type, size and syntax are checked here, the shape by the
 * domain's schemas.
 */
export async function readJsonBody(request: Request, { required, ...options }: { required: boolean } & BodyReadOptions): Promise<unknown> {
  const contentType = request.headers.get("content-type");
  const bytes = await readLimitedBody(request, MAX_JSON_BYTES, options);
  if (bytes.byteLength === 0 && !contentType) {
    if (required) throw new AppError("validation_error", "A JSON body is required", { fields: [] });
    return undefined;
  }
  if (!isJsonContentType(contentType)) {
    throw new AppError("unsupported_media_type", "The request body must be JSON (Content-Type: application/json)");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid UTF-8");
  }
  if (text.trim() === "") {
    if (required) throw new AppError("validation_error", "A JSON body is required", { fields: [] });
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON");
  }
}
