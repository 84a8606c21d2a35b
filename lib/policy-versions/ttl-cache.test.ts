import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache";

/** A loader that counts its calls and answers what `next` holds when called. */
function counter() {
  const state = { calls: 0, next: "v1", clock: 0 };
  const load = async () => {
    state.calls++;
    return state.next;
  };
  return { state, cache: ttlCache(load, { ttlMs: 5_000, now: () => state.clock }) };
}

describe("ttlCache", () => {
  it("loads once per period, and again after it", async () => {
    const { state, cache } = counter();
    expect(await cache.get()).toBe("v1");
    state.next = "v2";
    state.clock = 4_999;
    expect(await cache.get()).toBe("v1");
    expect(state.calls).toBe(1);
    state.clock = 5_000;
    expect(await cache.get()).toBe("v2");
    expect(state.calls).toBe(2);
  });

  it("loads again at once after forget()", async () => {
    const { state, cache } = counter();
    await cache.get();
    state.next = "v2";
    cache.forget();
    expect(await cache.get()).toBe("v2");
  });

  it("shares one load among callers arriving while it runs", async () => {
    const { state, cache } = counter();
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(["v1", "v1", "v1"]);
    expect(state.calls).toBe(1);
  });

  it("does not keep a load that began before forget(), nor a failed one", async () => {
    let release: (value: string) => void = () => {};
    let calls = 0;
    const cache = ttlCache(
      () => {
        calls++;
        if (calls === 2) return Promise.reject(new Error("database down"));
        return calls === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve(`fresh ${calls}`);
      },
      { ttlMs: 5_000, now: () => 0 },
    );
    const early = cache.get();
    cache.forget();
    release("stale");
    expect(await early).toBe("stale");
    await expect(cache.get()).rejects.toThrow("database down");
    expect(await cache.get()).toBe("fresh 3");
  });
});
