import { LRUCache } from "lru-cache";
import { todayInIndia } from "@/lib/calendar/india-day";
import { etagOf, loanBodyOf } from "@/lib/loan-records/loan-record";
import { loanFigures } from "@/lib/terms/loan-figures";

// The read is the API's busiest call (docs/performance.md): decrypting and
// parsing the body for the APR would cost it about a tenth again. Every
// change of a loan bumps its version, so an APR cached by id and version
// is never stale; the bound keeps the memory small whatever is read.
const cached = new LRUCache<string, { apr: number | null }>({ max: 20_000 });

/** The loan's APR as its KFS states it, for the read of an Approved loan. */
export function aprForRead(record: { id: string; version: number; body: string; createdAt: Date }): number | null {
  const key = etagOf(record);
  const hit = cached.get(key);
  if (hit) return hit.apr;
  // A loan with no planned payout date is stated from the day it was booked.
  const { apr } = loanFigures(loanBodyOf(record), todayInIndia(record.createdAt));
  cached.set(key, { apr });
  return apr;
}
