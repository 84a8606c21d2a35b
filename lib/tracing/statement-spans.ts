import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { LogEvent, Logger } from "kysely";
import { tracer } from "./tracer";
import { tracingEnabled } from "./tracing-enabled";

const OPERATION = /^\s*(\w+)/;

/**
 * A Kysely log hook that makes each statement a span under the work that
 * ran it (a request, a webhook attempt): its SQL with its placeholders, and
 * never its parameters, which carry names, PANs and account numbers. A
 * statement with no span around it (a background job's polling) is not
 * traced, or an idle server would export a trace every poll. The hook runs
 * when the statement has ended, so the span is dated back by its duration.
 * Undefined when tracing is off: Kysely then skips logging altogether.
 */
export function statementSpans(system: "sqlite" | "postgresql"): Logger | undefined {
  if (!tracingEnabled()) return undefined;
  return (event: LogEvent) => {
    if (!trace.getActiveSpan()) return;
    const operation = OPERATION.exec(event.query.sql)?.[1]?.toUpperCase() ?? "SQL";
    const span = tracer().startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        startTime: Date.now() - event.queryDurationMillis,
        attributes: { "db.system.name": system, "db.operation.name": operation, "db.query.text": event.query.sql },
      },
      context.active(),
    );
    if (event.level === "error") span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}
