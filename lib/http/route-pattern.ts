type Params = Record<string, string | string[] | undefined>;

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The route a request matched, as its file path names it
 * (/api/v1/client/loan/[leadId]/disburse), from its path and the params
 * Next.js gave the handler: each param's segment put back as its name, the
 * last match first (a dynamic segment follows the static ones). Metrics
 * label requests with this, never with the path, whose ids would make a
 * series per loan.
 */
export function routePattern(pathname: string, params: Params): string {
  const segments = pathname.replace(/\/+$/, "").split("/");
  const values = segments.map(decoded);
  const taken = new Set<number>();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const run = Array.isArray(value) ? value : [value];
    for (let start = segments.length - run.length; start > 0; start--) {
      const indexes = run.map((_, offset) => start + offset);
      if (indexes.some((index) => taken.has(index)) || run.some((part, offset) => values[start + offset] !== part)) continue;
      indexes.forEach((index) => taken.add(index));
      segments.splice(start, run.length, Array.isArray(value) ? `[...${name}]` : `[${name}]`, ...run.slice(1).map(() => ""));
      break;
    }
  }
  return segments.filter((segment, index) => index === 0 || segment !== "").join("/") || "/";
}
