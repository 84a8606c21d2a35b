/** The nearest-rank percentile of ascending numbers (share in (0, 1]), or null for none. */
export const percentile = (sorted, share) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]);

/** Milliseconds to one decimal, as the bench prints them. */
export const roundMs = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
