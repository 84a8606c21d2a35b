import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { readMultipartFile } from "./read-multipart";

const BOUNDARY = "test-boundary-7d1c";
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const MAX = 1000;

type Part = { name: string; bytes: Uint8Array | string; filename?: string };

function multipart(parts: Part[]): Uint8Array<ArrayBuffer> {
  const pieces = parts.flatMap(({ name, bytes, filename }) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/pdf` : ""}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from("\r\n"),
  ]);
  return Uint8Array.from(Buffer.concat([...pieces, Buffer.from(`--${BOUNDARY}--\r\n`)]));
}

const put = (body: BodyInit, contentType = CONTENT_TYPE) =>
  new Request("http://localhost/upload", { method: "PUT", body, headers: { "content-type": contentType }, duplex: "half" } as RequestInit & { duplex: "half" });

const file = (bytes: Uint8Array | string): Part => ({ name: "scan", bytes, filename: "scan.pdf" });

async function refusal(request: Request): Promise<AppError> {
  const error: unknown = await readMultipartFile(request, "scan", MAX).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("reading the file of a multipart body", () => {
  it("returns the file's bytes exactly, up to and including the limit", async () => {
    const bytes = Buffer.alloc(MAX, 0xab);
    bytes[0] = 0x01;

    expect(Buffer.from((await readMultipartFile(put(multipart([file(bytes)])), "scan", MAX)) ?? [])).toEqual(bytes);
    expect(Buffer.from((await readMultipartFile(put(multipart([file("")])), "scan", MAX)) ?? [1])).toEqual(Buffer.alloc(0));
  });

  it("refuses a file one byte over the limit with payload_too_large", async () => {
    const error = await refusal(put(multipart([file(Buffer.alloc(MAX + 1))])));

    expect(error.code).toBe("payload_too_large");
    expect(error.details).toEqual({ limit_bytes: MAX });
  });

  it("is null when the only file is in another field, or there is none", async () => {
    expect(await readMultipartFile(put(multipart([{ name: "other", bytes: "x", filename: "x.pdf" }])), "scan", MAX)).toBeNull();
    expect(await readMultipartFile(put(multipart([{ name: "scan", bytes: "not a file" }])), "scan", MAX)).toBeNull();
  });

  it.each<[string, Part]>([
    ["a second file in the same field", file("second")],
    ["a file in another field", { name: "other", bytes: "x", filename: "x.pdf" }],
    ["a plain field", { name: "note", bytes: "hello" }],
  ])("refuses the file with %s beside it", async (_case, extra) => {
    const error = await refusal(put(multipart([file("%PDF-"), extra])));

    expect(error.code).toBe("validation_error");
    expect(error.details).toEqual({ fields: [{ path: "scan", message: "must be the only part of the multipart body" }] });
  });

  it.each([
    ["a body cut before its closing boundary", put(multipart([file("%PDF-")]).subarray(0, 60))],
    ["an empty body", put("")],
    ["a content type without a boundary", put(multipart([file("%PDF-")]), "multipart/form-data; charset=utf-8")],
  ])("refuses %s as unreadable", async (_case, request) => {
    expect((await refusal(request)).details).toEqual({ fields: [{ path: "scan", message: "is not a readable multipart body" }] });
  });

  it("refuses a body that is not multipart/form-data with unsupported_media_type", async () => {
    expect((await refusal(put("{}", "application/json"))).code).toBe("unsupported_media_type");
  });

  it("stops reading a body that goes on far past the limit, and refuses it", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="scan"; filename="scan.pdf"\r\n\r\n`));
      },
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });

    const error = await refusal(put(endless));

    expect(error.code).toBe("payload_too_large");
    expect(cancelled).toBe(true);
    // The limit plus the 32 MiB drained for clients that write the whole body first.
    expect(pulled).toBeLessThanOrEqual(34);
  });
});
