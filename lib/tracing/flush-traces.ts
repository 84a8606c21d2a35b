const globalForTracing = globalThis as unknown as { loandeskTracingShutdown?: () => Promise<void> };

/**
 * Sends the spans still batched and stops the SDK, if lib/tracing/start-tracing.ts
 * started one: the last step of a shutdown, after the work whose spans it sends.
 * An exporter that cannot be reached costs the spans, never the exit.
 */
export async function flushTraces(): Promise<void> {
  await globalForTracing.loandeskTracingShutdown?.().catch(() => undefined);
}
