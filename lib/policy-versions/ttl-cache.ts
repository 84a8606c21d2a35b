/** A value loaded at most once per `ttlMs`, or again at once after `forget()`. */
export interface TtlCache<T> {
  get(): Promise<T>;
  forget(): void;
}

/**
 * Callers arriving while a load runs share it. A load that began before a
 * `forget()` is not kept: it may have read what the change being announced
 * replaced.
 */
export function ttlCache<T>(load: () => Promise<T>, { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number }): TtlCache<T> {
  let kept: { value: T; loadedAt: number } | null = null;
  let loading: Promise<T> | null = null;
  let generation = 0;

  function reload(): Promise<T> {
    const started = generation;
    const loadedAt = now();
    const pending = load().then((value) => {
      if (started === generation) kept = { value, loadedAt };
      return value;
    });
    loading = pending;
    const settle = () => {
      if (loading === pending) loading = null;
    };
    pending.then(settle, settle);
    return pending;
  }

  return {
    get() {
      if (kept && now() - kept.loadedAt < ttlMs) return Promise.resolve(kept.value);
      return loading ?? reload();
    },
    forget() {
      generation++;
      kept = null;
      loading = null;
    },
  };
}
