import { describe, expect, it, vi } from "vitest";
import { onWake, wake } from "./wakeup";

describe("wake-ups", () => {
  it("reach every listener of the topic, and only of that topic, until they unsubscribe", () => {
    const delivery = vi.fn();
    const other = vi.fn();
    const unsubscribe = onWake("test-delivery", delivery);
    onWake("test-other", other);

    wake("test-delivery");
    unsubscribe();
    wake("test-delivery");

    expect(delivery).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("reach listeners registered through another copy of the module, as Next.js loads route handlers and jobs apart", async () => {
    vi.resetModules();
    const copy = await import("./wakeup");
    const listener = vi.fn();
    const unsubscribe = copy.onWake("test-copies", listener);

    wake("test-copies");
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("of a topic nobody listens to do nothing", () => {
    expect(() => wake("test-nobody")).not.toThrow();
  });
});
