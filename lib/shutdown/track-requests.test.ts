import { channel } from "node:diagnostics_channel";
import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refuseDuringDrain } from "@/lib/http/drain-refusal";
import { AppError } from "@/lib/errors/app-error";
import { beginDrain, inFlight, whenIdle } from "./drain-state";
import { ARRIVED_DURING_DRAIN_HEADER, trackRequests } from "./track-requests";

trackRequests();

/** What Node publishes as a request starts, reduced to what the tracker reads. */
function requestStarts(headers: Record<string, string> = {}) {
  const request = { headers: { ...headers } as Record<string, string | undefined> };
  const response = Object.assign(new EventEmitter(), { shouldKeepAlive: true });
  const server = { close: vi.fn() };
  channel("http.server.request.start").publish({ request, response, server, socket: {} });
  return { request, response, server, webRequest: () => new Request("http://localhost/api/v1/client/loan/", { headers: request.headers as Record<string, string> }) };
}

describe("the request tracker", () => {
  afterEach(() => {
    delete (globalThis as { loandeskDrain?: unknown }).loandeskDrain;
  });

  it("counts a response until it closes, and the drain waits for it", async () => {
    const { response } = requestStarts();
    expect(inFlight().responses).toBe(1);
    let idle = false;
    void whenIdle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);
    response.emit("close");
    await vi.waitFor(() => expect(idle).toBe(true));
    expect(inFlight().responses).toBe(0);
  });

  it("removes the drain's mark when a client sends it, so the request is served", () => {
    const { request, webRequest } = requestStarts({ [ARRIVED_DURING_DRAIN_HEADER]: "1" });
    expect(request.headers[ARRIVED_DURING_DRAIN_HEADER]).toBeUndefined();
    expect(() => refuseDuringDrain(webRequest())).not.toThrow();
  });

  it("stops the server listening when the drain begins, and refuses what arrives after: 503 with a Retry-After, the connection's last answer", () => {
    const before = requestStarts();
    beginDrain();
    expect(before.server.close).toHaveBeenCalled();
    expect(() => refuseDuringDrain(before.webRequest())).not.toThrow();
    expect(before.response.shouldKeepAlive).toBe(true);

    const after = requestStarts();
    expect(after.response.shouldKeepAlive).toBe(false);
    let refusal: unknown;
    try {
      refuseDuringDrain(after.webRequest());
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "service_unavailable", details: { reason: "shutting_down", retry_after_seconds: 1 } });
  });
});
