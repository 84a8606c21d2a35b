import { describe, expect, it } from "vitest";
import { shareSlots } from "./share-slots";

const inFlight = (entries: Record<string, number> = {}) => new Map(Object.entries(entries));

describe("sharing a worker's free delivery slots between partners", () => {
  it("gives a partner with nothing in flight a slot before one whose endpoints already hold its share, however old the latter's deliveries", () => {
    const shares = shareSlots({
      free: 1,
      perPartner: 5,
      inFlight: inFlight({ slow: 4 }),
      due: [
        { partnerId: "slow", count: 200 },
        { partnerId: "healthy", count: 1 },
      ],
    });

    expect(shares).toEqual(new Map([["healthy", 1]]));
  });

  it("never lets one partner have more than its share in flight, even when the slots would otherwise stay free", () => {
    const shares = shareSlots({ free: 20, perPartner: 5, inFlight: inFlight({ slow: 3 }), due: [{ partnerId: "slow", count: 200 }] });

    expect(shares).toEqual(new Map([["slow", 2]]));
  });

  it("shares the slots evenly, the partner with the oldest due delivery first among equals, and never more than a partner has due", () => {
    const shares = shareSlots({
      free: 7,
      perPartner: 5,
      inFlight: inFlight(),
      due: [
        { partnerId: "oldest", count: 10 },
        { partnerId: "newer", count: 10 },
        { partnerId: "one", count: 1 },
      ],
    });

    expect(shares).toEqual(new Map([["oldest", 3], ["newer", 3], ["one", 1]]));
  });

  it("gives nothing when no slot is free or nothing is due", () => {
    expect(shareSlots({ free: 0, perPartner: 5, inFlight: inFlight(), due: [{ partnerId: "a", count: 3 }] })).toEqual(new Map());
    expect(shareSlots({ free: 5, perPartner: 5, inFlight: inFlight(), due: [] })).toEqual(new Map());
  });
});
