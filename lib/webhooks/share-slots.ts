export interface DueWork {
  partnerId: string;
  /** How many of its deliveries may be claimed now. */
  count: number;
}

/**
 * How many of `free` delivery slots each partner gets: one at a time, to
 * whichever partner has the fewest deliveries in flight (among equals, the
 * one listed first: the one with the oldest due delivery), never more than
 * `perPartner` in flight for one partner nor more than it has due. So a
 * partner whose endpoints hold every attempt for the whole timeout keeps at
 * most `perPartner` slots, and a slot freed goes to a partner with none.
 */
export function shareSlots({ free, perPartner, inFlight, due }: { free: number; perPartner: number; inFlight: ReadonlyMap<string, number>; due: readonly DueWork[] }): Map<string, number> {
  const shares = new Map<string, number>();
  const room = (work: DueWork) => Math.min(perPartner - (inFlight.get(work.partnerId) ?? 0), work.count) - (shares.get(work.partnerId) ?? 0);
  const load = (work: DueWork) => (inFlight.get(work.partnerId) ?? 0) + (shares.get(work.partnerId) ?? 0);
  for (let left = free; left > 0; left -= 1) {
    const next = due.reduce<DueWork | undefined>((best, work) => (room(work) > 0 && (!best || load(work) < load(best)) ? work : best), undefined);
    if (!next) break;
    shares.set(next.partnerId, (shares.get(next.partnerId) ?? 0) + 1);
  }
  return shares;
}
