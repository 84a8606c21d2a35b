import { AppError } from "@/lib/errors/app-error";

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per API client, kept in this instance's memory: `rate`
 * requests a second sustained, bursts of `burst`. With N instances a client
 * may reach N times the rate; the limit guards each instance, not a contract.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly maxClients = 100_000,
  ) {}

  /** Takes one token for `key`, or throws rate_limited with the seconds until one is free. */
  take(key: string, now = Date.now()): void {
    if (this.rate <= 0) return;
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.rate);
    bucket.updatedAt = now;
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate));
      this.buckets.set(key, bucket);
      throw new AppError("rate_limited", "Too many requests; slow down and retry after the given time", { retry_after_seconds: retryAfter });
    }
    bucket.tokens -= 1;
    if (!this.buckets.has(key) && this.buckets.size >= this.maxClients) this.buckets.clear();
    this.buckets.set(key, bucket);
  }
}
