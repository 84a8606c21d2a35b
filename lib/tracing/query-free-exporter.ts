import type { Attributes, AttributeValue } from "@opentelemetry/api";
import type { tracing } from "@opentelemetry/sdk-node";

type ReadableSpan = tracing.ReadableSpan;
type SpanExporter = tracing.SpanExporter;

// A URL, or a path with its query: Next.js names a request's span and sets
// http.target before routing with the URL as the client sent it, and the
// portal's search puts names and PANs in the query string.
const WITH_QUERY = /^((?:[A-Z]+ )?(?:https?:\/\/[^\s?#]*|\/[^\s?#]*))[?#].*$/s;

// Attributes that are the query itself, whatever they look like.
const QUERY_ATTRIBUTES = new Set(["url.query", "http.query"]);

/** A URL or a path (after an optional method) less its query string and fragment; any other text as it is. */
export function withoutQuery(text: string): string {
  return text.replace(WITH_QUERY, "$1");
}

function cleanValue(value: AttributeValue | undefined): AttributeValue | undefined {
  if (typeof value === "string") return withoutQuery(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? withoutQuery(item) : item)) as AttributeValue;
  return value;
}

export function cleanAttributes(attributes: Attributes): Attributes {
  return Object.fromEntries(Object.entries(attributes).flatMap(([key, value]) => (QUERY_ATTRIBUTES.has(key) ? [] : [[key, cleanValue(value)]])));
}

/** The span as exported: the same span, its name and attributes (its events' too) without query strings. */
function cleanSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    name: { value: withoutQuery(span.name) },
    attributes: { value: cleanAttributes(span.attributes) },
    events: { value: span.events.map((event) => ({ ...event, attributes: event.attributes && cleanAttributes(event.attributes) })) },
  }) as ReadableSpan;
}

/**
 * An exporter that strips query strings from what it passes on. Next.js's
 * spans carry the raw request target; ours carry no values of a request at
 * all (lib/tracing/statement-spans.ts, lib/webhooks/attempt-delivery.ts).
 */
export function queryFreeExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(cleanSpan), done),
    shutdown: () => inner.shutdown(),
    forceFlush: inner.forceFlush ? () => inner.forceFlush?.() ?? Promise.resolve() : undefined,
  };
}
