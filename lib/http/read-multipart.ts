import { AppError } from "@/lib/errors/app-error";
import { readLimitedBody } from "./read-body";

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The bytes of one file field of a multipart/form-data body. The body is
 * read with a limit, so an oversized upload is refused while it streams in.
 */
export async function readMultipartFile(request: Request, field: string, maxFileBytes: number): Promise<Uint8Array | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `The request body must be multipart/form-data with the file in the field ${field}`);
  }
  const bytes = await readLimitedBody(request, maxFileBytes + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(bytes)]), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("validation_error", "The multipart body could not be read", { fields: [{ path: field, message: "is not a readable multipart body" }] });
  }
  const file = form.get(field);
  if (file === null || typeof file === "string") return null;
  return new Uint8Array(await file.arrayBuffer());
}
