import { describe, expect, it, vi } from "vitest";

describe("the SQLite write gate", () => {
  it("is one per process, even when the module is loaded twice (routes and background jobs are bundled apart)", async () => {
    vi.resetModules();
    const routes = await import("./write-gate");
    vi.resetModules();
    const jobs = await import("./write-gate");
    let release = () => {};
    const held = routes.holdingWriteGate(() => new Promise<void>((resolve) => (release = resolve)));
    const order: string[] = [];

    const waiting = jobs.whenWriteGateOpen(() => order.push("direct write"));
    await Promise.resolve();
    await Promise.resolve();
    order.push("transaction ends");
    release();
    await Promise.all([held, waiting]);

    expect(order).toEqual(["transaction ends", "direct write"]);
  });
});
