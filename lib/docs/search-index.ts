import type { ApiReference, DocError } from "./api-reference";
import { CHANGELOG, VERSIONING_POLICY } from "./changelog";
import type { TestValueGroup } from "./test-values";

export interface SearchEntry {
  title: string;
  kind: "operation" | "event" | "error" | "schema" | "guide";
  href: string;
  /** A line shown under the title. */
  hint: string;
  /** What the search matches besides the title, lower-cased. */
  text: string;
}

export const DOCS_PATHS = { reference: "/docs", testValues: "/docs/test-values", webhooks: "/docs/webhooks", changelog: "/docs/changelog" } as const;

/** The guide pages' sections: their anchors, titles and the words a partner would look for. */
const GUIDE_SECTIONS: { href: string; title: string; words: string }[] = [
  { href: `${DOCS_PATHS.reference}#authentication`, title: "Authentication", words: "http basic client_id client_secret credentials 401 unauthorized rotate rotation overlap API_SECRET_OVERLAP_HOURS" },
  { href: `${DOCS_PATHS.reference}#errors`, title: "Error codes", words: "error envelope is_success code message details" },
  { href: DOCS_PATHS.webhooks, title: "Webhooks", words: "events payload endpoint secret whsec" },
  { href: `${DOCS_PATHS.webhooks}#verifying`, title: "Verifying a webhook's signature", words: "standardwebhooks standard webhooks hmac sha256 signature webhook-id webhook-timestamp webhook-signature node python" },
  { href: `${DOCS_PATHS.webhooks}#rotating`, title: "Rotating a webhook secret", words: "rotate rotation secret overlap previous_secret_expires_at two signatures 24 hours" },
  { href: `${DOCS_PATHS.webhooks}#retries`, title: "Webhook retries", words: "retry schedule attempts failed WEBHOOK_RETRY_SCHEDULE 410 retry-after timeout" },
  { href: `${DOCS_PATHS.webhooks}#replay`, title: "Replaying a delivery", words: "replay retry delivery again portal support" },
  { href: `${DOCS_PATHS.webhooks}#subscriptions`, title: "Subscribing to event types, and the test event", words: "subscription subscribe event_types filter test event webhook.test send test" },
  { href: DOCS_PATHS.changelog, title: "Changelog", words: "versions contract changes" },
  { href: `${DOCS_PATHS.changelog}#versioning`, title: "Versioning and deprecation policy", words: `breaking changes deprecation sunset notice /api/v2 ${VERSIONING_POLICY.join(" ")}` },
  { href: DOCS_PATHS.testValues, title: "Test values", words: "sandbox demo test numbers accounts" },
];

const lower = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ").toLowerCase();

/** Everything the docs' search finds: operations, events, error codes, schemas and the guide pages. */
export function searchIndex(reference: ApiReference, errors: DocError[], testValues: TestValueGroup[]): SearchEntry[] {
  const operations = reference.operations().map((operation) => ({
    title: operation.summary,
    kind: "operation" as const,
    href: `${DOCS_PATHS.reference}#${operation.id}`,
    hint: `${operation.method.toUpperCase()} ${operation.path}`,
    text: lower(operation.id, operation.method, operation.path, operation.description, ...operation.requestBodies.map((body) => body.schemaName)),
  }));
  const events = reference.events().map((event) => ({
    title: event.type,
    kind: "event" as const,
    href: `${DOCS_PATHS.webhooks}#event-${event.type}`,
    hint: event.summary,
    text: lower(event.summary, event.schemaName, "webhook event"),
  }));
  const errorEntries = errors.map((error) => ({
    title: error.code,
    kind: "error" as const,
    href: `${DOCS_PATHS.reference}#error-${error.code}`,
    hint: `${error.status} · ${error.action}`,
    text: lower(String(error.status), error.meaning, error.action),
  }));
  const schemas = reference.schemaNames().map((name) => ({
    title: name,
    kind: "schema" as const,
    href: `${DOCS_PATHS.reference}#schema-${name}`,
    hint: "Schema",
    text: lower(Object.keys(reference.schema(name)?.properties ?? {}).join(" ")),
  }));
  const guides = GUIDE_SECTIONS.map(({ href, title, words }) => ({ title, kind: "guide" as const, href, hint: "Guide", text: lower(words) }));
  const values = testValues.map((group) => ({
    title: `Test values: ${group.title}`,
    kind: "guide" as const,
    href: `${DOCS_PATHS.testValues}#${group.id}`,
    hint: group.values.map((value) => value.value).join(", "),
    text: lower(group.intro, ...group.values.flatMap((value) => [value.value, value.field, value.produces])),
  }));
  const changes = CHANGELOG.map((entry) => ({
    title: `Changelog ${entry.version}: ${entry.title}`,
    kind: "guide" as const,
    href: `${DOCS_PATHS.changelog}#${entry.version}`,
    hint: "Changelog",
    text: lower(...entry.changes),
  }));
  return [...guides, ...values, ...operations, ...events, ...errorEntries, ...changes, ...schemas];
}

/** Ties between equally good matches go to what partners look for most. */
const KIND_WEIGHT: Record<SearchEntry["kind"], number> = { operation: 3, guide: 2, error: 2, event: 2, schema: 0 };

/**
 * The entries holding every word of the query, those whose title or hint
 * (an operation's method and path) hold the most of them first. Substring
 * matching rather than fuzzy: partners search for codes and numbers
 * (`kfs_expired`, `12345678`), which fuzzy scoring blurs.
 */
export function searchDocs(entries: readonly SearchEntry[], query: string, limit = 12): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const heading = `${entry.title} ${entry.hint}`.toLowerCase();
    if (!words.every((word) => heading.includes(word) || entry.text.includes(word))) return [];
    const score = words.filter((word) => heading.includes(word)).length * 10 + KIND_WEIGHT[entry.kind];
    return [{ entry, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
