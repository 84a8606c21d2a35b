import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server";

/** What next-auth's credentials sign-in answered: null on success, else its error code (`CredentialsSignin`, `locked`, ...). */
export type SignInOutcome = string | null;

/** What tells one sign-in answer from another, to a client. */
export interface SignInAnswer {
  status: number;
  url: string;
  /** The names of the cookies set. */
  cookiesSet: string[];
}

/** next-auth's session cookie, with or without its `__Secure-` prefix. */
const SESSION_COOKIE = /next-auth\.session-token$/;

/** A Set-Cookie that gives the browser a session, rather than deleting one. */
export const givesSession = (setCookie: string): boolean => !/^[^=]+=(;|$)/.test(setCookie) && !/;\s*max-age=0\s*(;|$)/i.test(setCookie);

/** The answer of a portal server action: the `ActionResult` the form would get. */
export type ActionOutcome = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string; fields?: { path: string; message: string }[] } };

/** A server action's id, from the build's manifest: the id a browser posts in `Next-Action`. */
export function serverActionId(file: string, exportedName: string): string {
  const manifestPath = path.join(ROOT, process.env.NEXT_DIST_DIR || ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { node: Record<string, { filename: string; exportedName: string }> };
  const entry = Object.entries(manifest.node).find(([, action]) => action.filename === file && action.exportedName === exportedName);
  if (!entry) throw new Error(`No server action ${exportedName} in ${file}; is the build current?`);
  return entry[0];
}

/**
 * A browser's view of the portal over plain HTTP: a cookie jar, next-auth's
 * own sign-in and sign-out endpoints, pages, downloads and server actions.
 */
export class PortalClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** A request with this jar's cookies; redirects are not followed, so a 3xx shows as itself. */
  async request(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method: init.method ?? "GET",
      headers: { ...this.extraHeaders, ...init.headers, ...(cookie ? { cookie } : {}) },
      body: init.body,
      redirect: "manual",
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private async csrfToken(): Promise<string> {
    const response = await this.request("/api/auth/csrf");
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return csrfToken;
  }

  /** Signs in as the login form does (`signIn("credentials", { redirect: false })`). */
  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const { url } = await this.signInAnswer(email, password);
    return new URL(url).searchParams.get("error");
  }

  /** The whole answer to a sign-in, as far as a client can tell one from another: status, where it sends the browser, the cookies it sets. */
  async signInAnswer(email: string, password: string): Promise<SignInAnswer> {
    const body = new URLSearchParams({ email, password, csrfToken: await this.csrfToken(), callbackUrl: `${this.baseUrl}/`, json: "true" });
    const response = await this.request("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    const { url } = (await response.json()) as { url: string };
    return { status: response.status, url, cookiesSet: response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf("="))) };
  }

  /** next-auth's /api/auth/session as the portal's scripts read it: the session (`{}` when there is none) and the session cookies the answer sets. */
  async session(): Promise<{ body: Record<string, unknown>; sessionCookiesSet: string[] }> {
    const response = await this.request("/api/auth/session");
    const sessionCookiesSet = response.headers.getSetCookie().filter((header) => SESSION_COOKIE.test(header.slice(0, header.indexOf("="))));
    return { body: (await response.json()) as Record<string, unknown>, sessionCookiesSet };
  }

  /** A portal download (a mandate form or scan) as the signed-in user gets it. */
  async download(pathname: string): Promise<{ status: number; bytes: Buffer }> {
    const response = await this.request(pathname);
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** Signs out as the portal's menu does (`signOut()`). */
  async signOut(): Promise<void> {
    const body = new URLSearchParams({ csrfToken: await this.csrfToken(), callbackUrl: `${this.baseUrl}/login`, json: "true" });
    const response = await this.request("/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    if (response.status !== 200) throw new Error(`sign-out answered ${response.status}`);
  }

  /** The session cookie as it stands, to be copied into another client. */
  sessionCookie(): [string, string] {
    const entry = [...this.cookies].find(([name]) => SESSION_COOKIE.test(name));
    if (!entry) throw new Error("not signed in");
    return entry;
  }

  /** Calls a server action as React does: its id in `Next-Action`, its arguments as a JSON array, posted to a page. */
  async action(pagePath: string, actionId: string, args: unknown[]): Promise<ActionOutcome> {
    const response = await this.request(pagePath, {
      method: "POST",
      headers: { "next-action": actionId, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", origin: this.baseUrl },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    // The answer is React's flight format: one row per line, `<id>:<json>`; the action's value is the row holding `ok`.
    for (const line of text.split("\n")) {
      const json = line.slice(line.indexOf(":") + 1);
      if (!json.startsWith("{")) continue;
      const value = JSON.parse(json) as Partial<ActionOutcome>;
      if (typeof value.ok === "boolean") return value as ActionOutcome;
    }
    throw new Error(`No action result in the ${response.status} answer: ${text.slice(0, 300)}`);
  }
}
