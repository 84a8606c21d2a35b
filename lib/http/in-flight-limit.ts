import { AppError } from "@/lib/errors/app-error";

/**
 * At most `limit` operations in flight per key (an API client) in this
 * instance. One more is refused at once with 429 rather than queued: the
 * point is to bound what a client can make the instance hold (an upload's
 * bytes), and a queue would hold its requests all the same.
 */
export class InFlightLimit {
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly what: string,
  ) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) ?? 0;
    if (running >= this.limit) {
      throw new AppError("rate_limited", `At most ${this.limit} ${this.what} may be in progress at once; retry when one has finished`, {
        retry_after_seconds: 1,
        limit: this.limit,
      });
    }
    this.inFlight.set(key, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    }
  }
}
