type Listener = () => void;

// On globalThis: Next.js loads the route handlers, which make the changes, and
// the background jobs, which wait for them, as separate copies of this module.
const globalForWakeups = globalThis as unknown as { loandeskWakeups?: Map<string, Set<Listener>> };
const listeners = (globalForWakeups.loandeskWakeups ??= new Map<string, Set<Listener>>());

/** Calls `listener` on every `wake(topic)` in this process until the returned function is called. */
export function onWake(topic: string, listener: Listener): () => void {
  const set = listeners.get(topic) ?? new Set<Listener>();
  listeners.set(topic, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/**
 * Tells this process's job for `topic` that work has been committed for it.
 * Call it after the commit, never inside the transaction: a job woken earlier
 * would not see the work yet, and a rolled-back change would wake it for nothing.
 */
export function wake(topic: string): void {
  for (const listener of listeners.get(topic) ?? []) listener();
}
