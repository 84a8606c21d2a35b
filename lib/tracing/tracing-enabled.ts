/**
 * Traces are on when an OTLP endpoint is configured, by OpenTelemetry's own
 * variables (docs/operations.md, Metrics and traces), and the SDK is not
 * switched off by its own OTEL_SDK_DISABLED. Off, the SDK is never loaded:
 * the spans the code starts go to the API's no-op tracer, and statements
 * get no log hook at all.
 */
export function tracingEnabled(): boolean {
  const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && process.env.OTEL_SDK_DISABLED !== "true";
}
