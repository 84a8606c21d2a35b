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

const notAlone = (field: string, fields: readonly string[]) =>
  fields.length === 0
    ? new AppError("validation_error", `The multipart body must hold one part only: the file, in the field ${field}`, {
        fields: [{ path: field, message: "must be the only part of the multipart body" }],
      })
    : new AppError("validation_error", `The multipart body may hold only the file, in the field ${field}, and the fields ${fields.join(", ")}, each once`, {
        fields: [{ path: field, message: `must be beside only the fields ${fields.join(", ")}, each once` }],
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
 * `field`; null when there is none. See readMultipartForm.
 */
export async function readMultipartFile(request: Request, field: string, maxFileBytes: number, options: BodyReadOptions = {}): Promise<Uint8Array | null> {
  return (await readMultipartForm(request, { file: field, fields: [], maxFileBytes }, options)).file;
}

/**
 * The one file of a multipart/form-data body, in the field `file` (null
 * when there is none), and the values of the text fields named in `fields`,
 * each at most 1 KiB. The body is parsed as it streams in
 * (busboy), so only the file's bytes are held, once, and a file past
 * `maxFileBytes` is refused as soon as it gets there. A refused body is
 * still read to its end, up to DRAIN_BYTES more, for the reason given in
 * ./read-body.ts. Any other part beside the file, a second file included,
 * is refused. A body that stops arriving is given up on (./body-chunks.ts).
 */
export async function readMultipartForm(
  request: Request,
  { file: field, fields, maxFileBytes }: { file: string; fields: readonly string[]; maxFileBytes: number },
  options: BodyReadOptions = {},
): Promise<{ file: Uint8Array | null; fields: Record<string, string> }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `The request body must be multipart/form-data with the file in the field ${field}`);
  }
  const bodyLimit = maxFileBytes + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > bodyLimit + DRAIN_BYTES) throw tooLarge(bodyLimit);

  // Set from the parser's events; once there is a refusal, the rest of the body is only drained.
  const state: { refusal?: AppError; otherPart: boolean; file?: FileBytes; values: Record<string, string> } = { otherPart: false, values: {} };
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
  parser.on("field", (name, value, info) => {
    if (!fields.includes(name) || Object.hasOwn(state.values, name)) {
      state.otherPart = true;
      return;
    }
    if (info.valueTruncated) {
      state.refusal ??= new AppError("validation_error", `The field ${name} is too long`, { fields: [{ path: name, message: `must be at most ${FIELD_VALUE_BYTES} bytes` }] });
      return;
    }
    state.values[name] = value;
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
  // Without the file there is nothing to accept, and that answer names the missing field.
  if (!state.file) return { file: null, fields: state.values };
  if (state.otherPart) throw notAlone(field, fields);
  return { file: state.file.bytes(), fields: state.values };
}
