// The one HTTP client both suites call the partner API with: the HTTP
// tests bind it to their shared server and hold every answer to the OpenAPI
// document, the browser tests bind it to the portal's server.

export interface Credentials {
  clientId: string;
  secret: string;
}

/** The demo partners' API credentials (README). */
export const DEMO: Credentials = { clientId: "demo", secret: "demo-secret" };
export const DEMO2: Credentials = { clientId: "demo2", secret: "demo2-secret" };

export const basic = ({ clientId, secret }: Credentials) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

export interface ApiResponse {
  status: number;
  headers: Headers;
  // The envelope, parsed; tests index into it freely.
  body: { is_success: boolean; data?: Record<string, unknown> & { [key: string]: unknown }; error?: { code: string; message: string; details: Record<string, unknown> } };
  text: string;
}

/** Which server and partner a call goes to; the client's server and the demo partner unless given. */
export interface Target {
  auth?: Credentials;
  /** Another server than the client's own (a test's own server). */
  baseUrl?: string;
}

export interface RequestOptions extends Omit<Target, "auth"> {
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  rawBody?: string | Buffer;
  /** null sends no Authorization header at all. */
  auth?: Credentials | null;
  headers?: Record<string, string>;
  /** A multipart body; fetch sets its content type with the boundary. */
  form?: FormData;
}

export type Api = (method: string, path: string, options?: RequestOptions) => Promise<ApiResponse>;

/** What a client may check of every answer, as it arrived. */
export type AnswerCheck = (method: string, path: string, answer: { status: number; headers: Headers; text: string }) => void;

/**
 * A client for the server at `baseUrl()`; every answer goes through `check`
 * first. Redirects are never followed, so a 3xx shows up as itself
 * (contract section 1: no redirects).
 */
export function apiClient({ baseUrl, check }: { baseUrl: () => string; check?: AnswerCheck }): Api {
  return async (method, path, options = {}) => {
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
    const response = await fetch(`${options.baseUrl ?? baseUrl()}${path}`, { method, headers, body: body as BodyInit | undefined, redirect: "manual" });
    const text = await response.text();
    check?.(method, path, { status: response.status, headers: response.headers, text });
    let parsed: ApiResponse["body"];
    try {
      parsed = JSON.parse(text) as ApiResponse["body"];
    } catch {
      throw new Error(`Non-JSON answer ${response.status} to ${method} ${path}: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

/** The `data` of an answer that had to be `status`; any other answer fails with what it said. */
export function dataWith<T>(response: ApiResponse, status: number): T {
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${response.text.slice(0, 2000)}`);
  return response.body.data as T;
}
