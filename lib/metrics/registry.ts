import { collectDefaultMetrics, Registry, type Metric } from "prom-client";

// Route handlers and the background jobs started from instrumentation.ts are
// bundled apart, each with its own copy of this module: the registry, and
// each metric in it, is one per process, so that a copy never registers a
// name twice (prom-client throws) nor counts into a registry nobody scrapes.
const globalForMetrics = globalThis as unknown as { loandeskMetrics?: Registry };

/** The process's one registry, with Node's own metrics (CPU, memory, event-loop delay, heap). */
export function metricsRegistry(): Registry {
  if (!globalForMetrics.loandeskMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    globalForMetrics.loandeskMetrics = registry;
  }
  return globalForMetrics.loandeskMetrics;
}

/** The metric `name` of the process's registry, made by `create` on first use. */
export function sharedMetric<T extends Metric>(name: string, create: (registers: Registry[]) => T): T {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as T | undefined) ?? create([registry]);
}
