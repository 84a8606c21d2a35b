/**
 * Where a sign-in may send the browser: a path on this site, never another
 * one. Anything that a browser could read as another origin (`//host`,
 * `/\host`, a scheme such as `javascript:`, control characters that browsers
 * strip before parsing) falls back to the home page.
 */
export function safeCallbackPath(requested: string | null | undefined): string {
  if (!requested || !requested.startsWith("/")) return "/";
  // Browsers treat "\" as "/" and drop tabs and newlines inside URLs.
  if (/[\\\u0000-\u001f\u007f]/.test(requested) || requested.startsWith("//")) return "/";
  const parsed = new URL(requested, "http://loandesk.invalid");
  if (parsed.origin !== "http://loandesk.invalid") return "/";
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * next-auth's redirect callback: the callback URL it is given (absolute or
 * a path) kept only when it is on `baseUrl`'s origin, as a URL on it;
 * otherwise the home page.
 */
export function sameOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const base = new URL(baseUrl);
  let path = url;
  if (!url.startsWith("/")) {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || parsed.origin !== base.origin) return baseUrl;
    path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  return new URL(safeCallbackPath(path), base.origin).toString();
}

/**
 * The page a callbackUrl names, as a path: next-auth hands the login page
 * back an absolute URL on `baseUrl` (after a refused attempt), people and
 * links give paths.
 */
export function callbackPathOf(value: string | undefined, baseUrl: string): string {
  if (!value) return "/";
  const target = new URL(sameOriginRedirect({ url: value, baseUrl }));
  return safeCallbackPath(`${target.pathname}${target.search}${target.hash}`);
}
