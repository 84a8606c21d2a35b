/**
 * Variables read outside lib/config/env.ts's schema, because the platform
 * defines them: Next.js's server and runtime, and OpenTelemetry's standard
 * OTEL_* variables, which its SDK reads itself. A test holds every variable
 * the code reads to the schema or this list (lib/config/env-example.test.ts).
 */
export interface PlatformVariable {
  name: string;
  /** Who sets it: the operator (so .env.example lists it), or Next.js itself. */
  setBy: "operator" | "Next.js";
  description: string;
  default?: string;
}

export const PLATFORM_VARIABLES: readonly PlatformVariable[] = [
  { name: "PORT", setBy: "operator", default: "3000", description: "The HTTP port next start listens on (npm start -- -p 8080 works too)." },
  {
    name: "NEXT_MANUAL_SIG_HANDLE",
    setBy: "operator",
    description:
      "true: next start leaves SIGTERM and SIGINT to the server's drain, which lets the requests in flight and the background jobs finish and exits 0 (docs/operations.md); unset, next start exits 143 without waiting for the jobs. Next reads it before it loads an env file, so set it where the server starts: npm start does, a container sets it in its image.",
  },
  {
    name: "OTEL_EXPORTER_OTLP_ENDPOINT",
    setBy: "operator",
    description:
      "OpenTelemetry's OTLP endpoint for traces (http://collector:4318 for HTTP, :4317 for gRPC); the server and npm run worker send a span per request, per database statement and per webhook attempt there. Unset (and OTEL_EXPORTER_OTLP_TRACES_ENDPOINT unset): tracing is off and its SDK never loaded. OpenTelemetry's other standard variables apply as its SDK defines them (docs/operations.md, Metrics and traces).",
  },
  { name: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", setBy: "operator", description: "The traces' own full endpoint URL (…/v1/traces), instead of OTEL_EXPORTER_OTLP_ENDPOINT." },
  {
    name: "OTEL_EXPORTER_OTLP_PROTOCOL",
    setBy: "operator",
    default: "http/protobuf",
    description: "http/protobuf, http/json or grpc. OTEL_EXPORTER_OTLP_HEADERS (key=value,… such as an API key) and OTEL_EXPORTER_OTLP_TIMEOUT are read by the exporter.",
  },
  { name: "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", setBy: "operator", description: "The traces' own protocol, instead of OTEL_EXPORTER_OTLP_PROTOCOL." },
  { name: "OTEL_SERVICE_NAME", setBy: "operator", default: "loandesk", description: "The service.name of every span (OTEL_RESOURCE_ATTRIBUTES adds others, such as deployment.environment=production)." },
  { name: "OTEL_SDK_DISABLED", setBy: "operator", description: "true: no traces even with an endpoint set." },
  { name: "NODE_ENV", setBy: "Next.js", description: "production under next build and next start; the service never branches on it (LOANDESK_MODE does that)." },
  { name: "NEXT_RUNTIME", setBy: "Next.js", description: "nodejs or edge: which runtime is running the code (instrumentation.ts and the PDF renderer ask)." },
];
