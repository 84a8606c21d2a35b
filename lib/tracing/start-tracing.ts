import { NodeSDK, tracing } from "@opentelemetry/sdk-node";
import { queryFreeExporter } from "./query-free-exporter";

const globalForTracing = globalThis as unknown as { loandeskTracingShutdown?: () => Promise<void> };

type Protocol = "http/protobuf" | "http/json" | "grpc";

/** The OTLP protocol by OpenTelemetry's variables; http/protobuf, the specification's default, when unset. */
function protocol(): Protocol {
  const chosen = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL || "http/protobuf";
  if (chosen === "http/protobuf" || chosen === "http/json" || chosen === "grpc") return chosen;
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: must be http/protobuf, http/json or grpc, not ${chosen}`);
}

/** The OTLP exporter for the protocol; each reads its endpoint, headers, timeout and compression from the OTEL_* variables itself. */
async function otlpExporter(): Promise<tracing.SpanExporter> {
  switch (protocol()) {
    case "http/json":
      return new (await import("@opentelemetry/exporter-trace-otlp-http")).OTLPTraceExporter();
    case "grpc":
      return new (await import("@opentelemetry/exporter-trace-otlp-grpc")).OTLPTraceExporter();
    default:
      return new (await import("@opentelemetry/exporter-trace-otlp-proto")).OTLPTraceExporter();
  }
}

/**
 * Starts OpenTelemetry's Node SDK with an OTLP trace exporter: Next.js
 * then emits its spans for each request, and ours (statements, webhook
 * attempts) join them. Only traces: metrics are Prometheus's
 * (lib/metrics/), logs are pino's. The shutdown's drain ends by sending the
 * spans still batched (lib/tracing/flush-traces.ts).
 */
export async function startTracing(): Promise<void> {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ? undefined : "loandesk",
    spanProcessors: [new tracing.BatchSpanProcessor(queryFreeExporter(await otlpExporter()))],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  globalForTracing.loandeskTracingShutdown = () => sdk.shutdown();
}
