import type { Writable } from "node:stream";
import busboy from "busboy";
import { AppError } from "@/lib/errors/app-error";
import { readBodyChunks, type BodyReadOptions } from "./body-chunks";
import { DRAIN_BYTES, tooLarge } from "./read-body";

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;
// The values of other fields are never used; busboy need not hold more of one.
const FIELD_VALUE_BYTES = 1024;

const unreadable = (field: string) =>
  new AppError("validation_error", "The multipart body could not be read", { fields: [{ path: field, message: "is not a readable multipart body" }] });

const notAlone = (field: string) =>
  new AppError("validation_error", `The multipart body must hold one part only: the file, in the field ${field}`, {
    fields: [{ path: field, message: "must be the only part of the multipart body" }],
  });

const fileTooLarge = (field: string, limit: number) =>
  new AppError("payload_too_large", `The file in the field ${field} is larger than ${limit} bytes`, { limit_bytes: limit });

/**
 * The file's bytes, copied once into one buffer as they arrive: sized from
 * the body's Content-Length when it is given (the file cannot be larger),
 * grown by doubling when it is not, and never beyond the file limit.
 */
class FileBytes {
  private buffer: Buffer;
  private size = 0;

  constructor(
    expected: number,
    private readonly limit: number,
  ) {
    this.buffer = Buffer.allocUnsafe(Math.min(expected, limit));
  }

  add(chunk: Buffer): void {
    const needed = this.size + chunk.byteLength;
    if (needed > this.limit) return;
    if (needed > this.buffer.byteLength) {
      const grown = Buffer.allocUnsafe(Math.min(this.limit, Math.max(needed, this.buffer.byteLength * 2)));
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.size);
    this.size = needed;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.size);
  }
}

const write = (parser: Writable, chunk: Uint8Array) =>
  new Promise<void>((resolve, reject) => parser.write(chunk, (error) => (error ? reject(error) : resolve())));

const finished = (stream: Writable) =>
  new Promise<void>((resolve, reject) => {
    stream.once("close", resolve).once("error", reject);
  });

/**
 * The bytes of the one file of a multipart/form-data body, in the field
 * `field`; null when there is none. The body is parsed as it streams in
 * (busboy), so only the file's bytes are held, once, and a file past
 * `maxFileBytes` is refused as soon as it gets there. A refused body is
 * still read to its end, up to DRAIN_BYTES more, for the reason given in
 * ./read-body.ts. Any other part beside the file, a second file included,
 * is refused. A body that stops arriving is given up on (./body-chunks.ts).
 */
export async function readMultipartFile(request: Request, field: string, maxFileBytes: number, options: BodyReadOptions = {}): Promise<Uint8Array | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `The request body must be multipart/form-data with the file in the field ${field}`);
  }
  const bodyLimit = maxFileBytes + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > bodyLimit + DRAIN_BYTES) throw tooLarge(bodyLimit);

  // Set from the parser's events; once there is a refusal, the rest of the body is only drained.
  const state: { refusal?: AppError; otherPart: boolean; file?: FileBytes } = { otherPart: false };
  let parser: busboy.Busboy;
  try {
    // busboy signals a file of exactly fileSize bytes as over the limit, hence the + 1.
    parser = busboy({ headers: { "content-type": contentType }, limits: { fileSize: maxFileBytes + 1, fieldSize: FIELD_VALUE_BYTES } });
  } catch {
    throw unreadable(field);
  }
  parser.on("file", (name, stream) => {
    if (name !== field || state.file) {
      state.otherPart = true;
      stream.resume();
      return;
    }
    const file = new FileBytes(declared > 0 ? declared : 64 * 1024, maxFileBytes);
    state.file = file;
    stream.on("data", (chunk: Buffer) => file.add(chunk));
    stream.on("limit", () => {
      state.refusal ??= fileTooLarge(field, maxFileBytes);
    });
  });
  parser.on("field", () => {
    state.otherPart = true;
  });
  parser.on("error", () => {
    state.refusal ??= unreadable(field);
  });
  const parsed = finished(parser).catch(() => undefined);

  let size = 0;
  try {
    for await (const chunk of readBodyChunks(request, options)) {
      size += chunk.byteLength;
      if (size > bodyLimit + DRAIN_BYTES) throw state.refusal ?? tooLarge(bodyLimit);
      if (size > bodyLimit) state.refusal ??= tooLarge(bodyLimit);
      if (!state.refusal) await write(parser, chunk).catch(() => undefined);
    }
  } catch (error) {
    parser.destroy();
    throw error;
  }
  if (!state.refusal) {
    // busboy finishes only once the file's stream has ended, so every chunk is in.
    parser.end();
    await parsed;
  }
  if (state.refusal) {
    parser.destroy();
    throw state.refusal;
  }
  if (!state.file) return null;
  if (state.otherPart) throw notAlone(field);
  return state.file.bytes();
}
