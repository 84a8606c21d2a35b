import { trace, type Tracer } from "@opentelemetry/api";

/** LoanDesk's own spans (statements, webhook attempts); a no-op until lib/tracing/start-tracing.ts registers the SDK. */
export const tracer = (): Tracer => trace.getTracer("loandesk");
