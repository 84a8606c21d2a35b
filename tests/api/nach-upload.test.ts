import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, basic, DEMO, DEMO2, type ApiResponse, type Credentials } from "./client";
import { countRows } from "./database";
import { book, dataOf, expectError, ISO_MS } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { approvedLoan } from "../support/loan-fixtures";
import { bankAccount, initiateNach, nachPath, PENDING_ACCOUNT, TINY_JPEG, TINY_PDF, TINY_PNG, uploadScan, waitFor } from "./webhook-helpers";

const MiB = 1024 * 1024;

// The 12345678 account keeps its mandate initiated, the only state that takes a signed form.
async function pendingMandate(auth: Credentials = DEMO, baseUrl?: string): Promise<string> {
  const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), auth, baseUrl);
  return (await initiateNach(booking.lead_id, { auth, baseUrl })).physical_nach_id;
}

/** A multipart body of the given parts, each a file (with a file name) or a plain field. */
function multipart(parts: { name: string; bytes: Uint8Array | string; filename?: string }[]): { body: Buffer; contentType: string } {
  const boundary = `loandesk-test-${randomUUID()}`;
  const pieces = parts.flatMap(({ name, bytes, filename }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/pdf` : ""}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from("\r\n"),
  ]);
  return { body: Buffer.concat([...pieces, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const putMultipart = (nachId: string, { body, contentType }: { body: Buffer; contentType: string }) =>
  api("PUT", nachPath(nachId, "upload/"), { rawBody: body, headers: { "content-type": contentType } });

interface HeldUpload {
  /** The server's answer, whenever it comes. */
  answer: Promise<ApiResponse>;
  /** Whether the answer has come. */
  answered: () => boolean;
  /** Sends the rest of the body; the answer. */
  finish: () => Promise<ApiResponse>;
  /** Hangs up half-way. */
  abort: () => void;
}

/**
 * An upload whose first bytes are sent and whose rest waits for `finish`:
 * a client on a slow line, holding its request open.
 */
function heldUpload(nachId: string, auth: Credentials, baseUrl = inject("baseUrl")): HeldUpload {
  const { body, contentType } = multipart([{ name: "signed_nach", bytes: TINY_PDF, filename: "signed.pdf" }]);
  const request = httpRequest(`${baseUrl}${nachPath(nachId, "upload/")}`, {
    method: "PUT",
    headers: { authorization: basic(auth), "content-type": contentType, "content-length": String(body.byteLength) },
  });
  let answered = false;
  const answer = new Promise<ApiResponse>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        answered = true;
        const text = Buffer.concat(chunks).toString("utf8");
        const headers = new Headers(Object.entries(response.headers).map(([name, value]): [string, string] => [name, String(value)]));
        resolve({ status: response.statusCode ?? 0, headers, body: JSON.parse(text) as ApiResponse["body"], text });
      });
    });
  });
  answer.catch(() => undefined);
  request.write(body.subarray(0, 100));
  return {
    answer,
    answered: () => answered,
    finish: () => {
      request.end(body.subarray(100));
      return answer;
    },
    abort: () => request.destroy(),
  };
}

/**
 * Two uploads of `auth`'s held in flight, and the answer to a third. Three
 * are started and none finishes, so whichever reaches the server last is
 * refused, and the other two hold their slots.
 */
async function holdTwoUploads(nachId: string, auth: Credentials): Promise<{ held: HeldUpload[]; refused: ApiResponse }> {
  const started = [heldUpload(nachId, auth), heldUpload(nachId, auth), heldUpload(nachId, auth)];
  const third = await waitFor(() => started.find((upload) => upload.answered()), { what: "one of three uploads to be answered" });
  third.abort();
  return { held: started.filter((upload) => upload !== third), refused: await third.answer };
}

const scans = (nachId: string, where = "1 = 1", databaseUrl?: string) => countRows("NachScan", `"nachId" = $1 AND ${where}`, [nachId], databaseUrl);

async function downloadForm(nachId: string, auth: Credentials = DEMO): Promise<Response> {
  return fetch(`${inject("baseUrl")}${nachPath(nachId, "form.pdf")}`, { headers: { authorization: basic(auth) } });
}

describe("the mandate form", () => {
  it("is a PDF the partner can download from nach_pdf_url", async () => {
    const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
    const nach = await initiateNach(booking.lead_id);

    const response = await fetch(`${inject("baseUrl")}${nach.nach_pdf_url}`, { headers: { authorization: basic(DEMO) } });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/\.pdf"?$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.length).toBeLessThan(MiB);
  });

  it("is not found for another partner, an unknown or a malformed mandate id", async () => {
    const nachId = await pendingMandate();

    expectError(await api("GET", nachPath(nachId, "form.pdf"), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("GET", nachPath("0190a6c4-0000-7000-8000-000000000000", "form.pdf")), 404, "not_found");
    expectError(await api("GET", nachPath("nope", "form.pdf")), 404, "not_found");
  });
});

describe("uploading the signed form", () => {
  it("takes the signed PDF back and stores it once with its checksum", async () => {
    const nachId = await pendingMandate();
    const pdf = new Uint8Array(await (await downloadForm(nachId)).arrayBuffer());

    const response = await uploadScan(nachId, pdf, { name: "signed-mandate.pdf" });

    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({ physical_nach_id: nachId, status: "initiated", uploaded_at: expect.stringMatching(ISO_MS) });
    expect(await scans(nachId, `"contentType" = 'application/pdf' AND "size" = ${pdf.byteLength} AND length("sha256") = 64`)).toBe(1);
  });

  it("accepts a JPEG and a PNG scan, the later upload replacing the earlier", async () => {
    const nachId = await pendingMandate();

    const jpeg = await uploadScan(nachId, TINY_JPEG, { name: "scan.jpg", type: "image/jpeg" });
    expect(jpeg.status, jpeg.text).toBe(200);
    expect(await scans(nachId, `"contentType" = 'image/jpeg'`)).toBe(1);

    const png = await uploadScan(nachId, TINY_PNG, { name: "scan.png", type: "image/png" });
    expect(png.status, png.text).toBe(200);
    expect(dataOf<{ uploaded_at: string }>(png).uploaded_at >= dataOf<{ uploaded_at: string }>(jpeg).uploaded_at).toBe(true);
    expect(await scans(nachId, `"contentType" = 'image/png'`)).toBe(1);
    expect(await scans(nachId)).toBe(1);
  });

  it.each([
    ["a text file", "I promise this is a signed mandate"],
    ["an HTML page", "<!DOCTYPE html><html><body><p>%PDF-1.7</p></body></html>"],
  ])("refuses %s named scan.pdf and declared application/pdf: 400 validation_error, nothing stored", async (_, content) => {
    const nachId = await pendingMandate();

    const response = await uploadScan(nachId, content, { name: "scan.pdf", type: "application/pdf" });

    expectError(response, 400, "validation_error");
    expect(JSON.stringify(response.body.error?.details)).toContain("signed_nach");
    expect(await scans(nachId)).toBe(0);
  });

  it("refuses a file over 5 MiB with 413 payload_too_large, nothing stored", async () => {
    const nachId = await pendingMandate();
    const justOver = Buffer.concat([TINY_PDF, Buffer.alloc(5 * MiB + 1 - TINY_PDF.length, 0x20)]);
    const farOver = Buffer.concat([TINY_PDF, Buffer.alloc(8 * MiB, 0x20)]);

    expectError(await uploadScan(nachId, justOver), 413, "payload_too_large");
    expectError(await uploadScan(nachId, farOver), 413, "payload_too_large");
    expect(await scans(nachId)).toBe(0);
  });

  it("accepts a file of exactly 5 MiB", async () => {
    const nachId = await pendingMandate();
    const exactly = Buffer.concat([TINY_PDF, Buffer.alloc(5 * MiB - TINY_PDF.length, 0x20)]);

    const response = await uploadScan(nachId, exactly);

    expect(response.status, response.text).toBe(200);
    expect(await scans(nachId, `"size" = ${5 * MiB}`)).toBe(1);
  });

  it("refuses a JSON body with 415 and a form without the signed_nach field with 400", async () => {
    const nachId = await pendingMandate();

    expectError(await api("PUT", nachPath(nachId, "upload/"), { body: { signed_nach: TINY_PDF.toString("base64") } }), 415, "unsupported_media_type");
    const wrongField = await uploadScan(nachId, TINY_PDF, { field: "file" });
    expectError(wrongField, 400, "validation_error");
    expect(JSON.stringify(wrongField.body.error?.details)).toContain("signed_nach");
    expect(await scans(nachId)).toBe(0);
  });

  it("answers an upload to another partner's mandate with 404 not_found and stores nothing", async () => {
    const nachId = await pendingMandate();

    expectError(await uploadScan(nachId, TINY_PDF, {}, { auth: DEMO2 }), 404, "not_found");
    expect(await scans(nachId)).toBe(0);
  });

  it("refuses a second file, a file in another field and a plain field beside signed_nach with 400, nothing stored", async () => {
    const nachId = await pendingMandate();
    const file = { name: "signed_nach", bytes: TINY_PDF, filename: "signed.pdf" };

    for (const extra of [
      { name: "signed_nach", bytes: TINY_JPEG, filename: "second.jpg" },
      { name: "other", bytes: TINY_PDF, filename: "other.pdf" },
      { name: "note", bytes: "please register" },
    ]) {
      const response = await putMultipart(nachId, multipart([file, extra]));

      expectError(response, 400, "validation_error");
      expect(JSON.stringify(response.body.error?.details)).toContain("signed_nach");
    }
    expect(await scans(nachId)).toBe(0);
  });

  it("refuses an unreadable multipart body with 400 validation_error", async () => {
    const nachId = await pendingMandate();
    const { body, contentType } = multipart([{ name: "signed_nach", bytes: TINY_PDF, filename: "signed.pdf" }]);

    // Cut before the closing boundary.
    expectError(await putMultipart(nachId, { body: body.subarray(0, body.byteLength - 20), contentType }), 400, "validation_error");
    expect(await scans(nachId)).toBe(0);
  });

  it("lets an API client have two uploads in flight; the third gets 429 rate_limited with Retry-After, other clients are not held up", async () => {
    // demo2: no other test file uploads as it, so the two slots are this test's alone.
    const nachId = await pendingMandate(DEMO2);

    const { held, refused } = await holdTwoUploads(nachId, DEMO2);

    expectError(refused, 429, "rate_limited");
    const another = await uploadScan(nachId, TINY_PDF, {}, { auth: DEMO2 });
    expectError(another, 429, "rate_limited");
    expect(Number(another.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await uploadScan(await pendingMandate(DEMO), TINY_PDF)).status).toBe(200);

    for (const upload of held) expect((await upload.finish()).status).toBe(200);
    const afterwards = await uploadScan(nachId, TINY_PNG, { type: "image/png" }, { auth: DEMO2 });
    expect(afterwards.status, afterwards.text).toBe(200);
    expect(await scans(nachId, `"contentType" = 'image/png'`)).toBe(1);
  });

  it("frees the slots of uploads whose client hangs up half-way", async () => {
    const nachId = await pendingMandate(DEMO2);
    const { held } = await holdTwoUploads(nachId, DEMO2);

    for (const upload of held) upload.abort();

    await waitFor(async () => (await uploadScan(nachId, TINY_PDF, {}, { auth: DEMO2 })).status === 200, { what: "an upload to be taken again" });
  });
});

describe("uploads whose body stops arriving", () => {
  // Servers of their own: one answers a request with 503 after 2 s, the other
  // gives up on a body after 1 s without a byte.
  let timingOut: OwnServer | undefined;
  let idling: OwnServer | undefined;

  beforeAll(async () => {
    [timingOut, idling] = await Promise.all([startOwnServer({ REQUEST_TIMEOUT_MS: "2000" }), startOwnServer({ REQUEST_BODY_IDLE_TIMEOUT_MS: "1000" })]);
  });

  afterAll(async () => {
    await Promise.all([timingOut?.dispose(), idling?.dispose()]);
  });

  it("give their slots back once the request timeout has answered them and the client has hung up", async () => {
    const baseUrl = timingOut?.baseUrl ?? "";
    const nachId = await pendingMandate(DEMO, baseUrl);
    const stalled = [heldUpload(nachId, DEMO, baseUrl), heldUpload(nachId, DEMO, baseUrl)];

    for (const upload of stalled) expectError(await upload.answer, 503, "service_unavailable");
    for (const upload of stalled) upload.abort();

    const next = await uploadScan(nachId, TINY_PDF, {}, { baseUrl });
    expect(next.status, next.text).toBe(200);
  });

  it("are answered 408 request_timeout once no byte has come for the idle time, and free their slots", async () => {
    const baseUrl = idling?.baseUrl ?? "";
    const nachId = await pendingMandate(DEMO, baseUrl);
    const stalled = [heldUpload(nachId, DEMO, baseUrl), heldUpload(nachId, DEMO, baseUrl)];

    for (const upload of stalled) {
      const answer = await upload.answer;
      expectError(answer, 408, "request_timeout");
      expect(answer.body.error?.details).toEqual({ idle_timeout_ms: 1000 });
    }

    const next = await uploadScan(nachId, TINY_PDF, {}, { baseUrl });
    expect(next.status, next.text).toBe(200);
    expect(await scans(nachId, `"contentType" = 'application/pdf'`, idling?.database.databaseUrl)).toBe(1);
  });
});
