type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

/**
 * Polls `probe` until it returns a truthy value (which it resolves to) or
 * stops throwing; after `timeoutMs` it fails with the last value or error.
 * Tests wait for a state this way, never for a fixed time.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, { timeoutMs = 15_000, intervalMs = 50, what = "a condition" } = {}): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await probe();
      if (value) return value as Truthy<T>;
      failure = new Error(`last value: ${JSON.stringify(value)}`);
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const detail = failure instanceof Error ? failure.message : String(failure);
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}: ${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
