import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";

export interface LeaseOptions {
  /** The slot is given back when this aborts (the request has been answered, or its client is gone), even if the work goes on. */
  signal?: AbortSignal;
  /** The slot is given back after this long at the latest; REQUEST_TIMEOUT_MS when not given. */
  leaseMs?: number;
}

/**
 * At most `limit` operations in flight per key (an API client) in this
 * instance. One more is refused at once with 429 rather than queued: the
 * point is to bound what a client can make the instance hold (an upload's
 * bytes), and a queue would hold its requests all the same.
 *
 * A slot is a lease: it ends when the work settles, when `signal` aborts, or
 * when `leaseMs` has passed, whichever comes first, so work that never ends
 * cannot keep a client's slots for ever. The work is handed a signal that
 * aborts when its lease ends early, and should stop then.
 */
export class InFlightLimit {
  private readonly leases = new Map<string, Set<AbortController>>();

  constructor(
    private readonly limit: number,
    private readonly what: string,
  ) {}

  async run<T>(key: string, work: (leaseEnded: AbortSignal) => Promise<T>, { signal, leaseMs = env().REQUEST_TIMEOUT_MS }: LeaseOptions = {}): Promise<T> {
    const held = this.leases.get(key) ?? new Set<AbortController>();
    if (held.size >= this.limit) {
      throw new AppError("rate_limited", `At most ${this.limit} ${this.what} may be in progress at once; retry when one has finished`, {
        retry_after_seconds: 1,
        limit: this.limit,
      });
    }
    const lease = new AbortController();
    held.add(lease);
    this.leases.set(key, held);
    const release = () => {
      clearTimeout(expiry);
      signal?.removeEventListener("abort", endEarly);
      held.delete(lease);
      if (held.size === 0 && this.leases.get(key) === held) this.leases.delete(key);
    };
    const endEarly = () => {
      release();
      lease.abort(signal?.aborted ? signal.reason : new AppError("service_unavailable", `One of the ${this.what} took longer than ${leaseMs} ms and was stopped`));
    };
    const expiry = setTimeout(endEarly, leaseMs);
    expiry.unref();
    signal?.addEventListener("abort", endEarly, { once: true });
    if (signal?.aborted) endEarly();
    try {
      return await work(lease.signal);
    } finally {
      release();
    }
  }
}
