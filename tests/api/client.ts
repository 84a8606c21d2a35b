import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { assertConforms } from "./openapi-conformance";

export const DEMO = { clientId: "demo", secret: "demo-secret" };
export const DEMO2 = { clientId: "demo2", secret: "demo2-secret" };

export interface Credentials {
  clientId: string;
  secret: string;
}

export const basic = ({ clientId, secret }: Credentials) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

export interface ApiResponse {
  status: number;
  headers: Headers;
  // The envelope, parsed; tests index into it freely.
  body: { is_success: boolean; data?: Record<string, unknown> & { [key: string]: unknown }; error?: { code: string; message: string; details: Record<string, unknown> } };
  text: string;
}

interface RequestOptions {
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  rawBody?: string | Buffer;
  auth?: Credentials | null;
  headers?: Record<string, string>;
  /** A multipart body; fetch sets its content type with the boundary. */
  form?: FormData;
  /** Another server than the shared one (a test's own server). */
  baseUrl?: string;
}

/** One request to the server under test; `auth` defaults to the demo partner. */
export async function api(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const auth = options.auth === undefined ? DEMO : options.auth;
  if (auth) headers.authorization = basic(auth);
  let body: string | Buffer | FormData | undefined;
  if (options.form !== undefined) body = options.form;
  else if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  // Redirects are never followed, so a 3xx shows up as itself (contract section 1: no redirects).
  const response = await fetch(`${options.baseUrl ?? inject("baseUrl")}${path}`, { method, headers, body: body as BodyInit | undefined, redirect: "manual" });
  const text = await response.text();
  // Every answer is held to the OpenAPI document: what a test sees is what the contract declares.
  assertConforms(method, path, { status: response.status, headers: response.headers, text });
  let parsed: ApiResponse["body"];
  try {
    parsed = JSON.parse(text) as ApiResponse["body"];
  } catch {
    throw new Error(`Non-JSON answer ${response.status} to ${method} ${path}: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const uniqueId = (prefix = "T") => `${prefix}-${randomUUID()}`;
