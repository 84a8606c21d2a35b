import { describe, expect, it } from "vitest";
import { CORES, countCpu, cpuBudget } from "./cpu-usage.mjs";

describe("cpuBudget", () => {
  it("leaves a route at 0.6 of a 1,000 req/s route 1,667 us of the main thread and the cores' worth of the machine", () => {
    expect(cpuBudget(1000, 0.6)).toEqual({ main_thread_us: 1667, machine_us: Math.round((CORES * 1e6) / 600) });
  });
});

describe("countCpu", () => {
  // 200 ms of CPU can take seconds of wall time on a machine whose cores are busy with other work.
  it("counts the CPU a busy main thread spent, per request, on the thread, the process and the machine", { timeout: 30_000 }, () => {
    // This process stands in for the server: its main thread spins until it has used 200 ms of CPU.
    const cpuOf = countCpu(process.pid);
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 200_000);
    const perRequest = cpuOf(2);
    // Half of at least 200 ms each, less /proc's 10 ms ticks of rounding.
    expect(perRequest.main_thread_us).toBeGreaterThanOrEqual(80_000);
    // The process and its main thread are read one after the other, each in 10 ms ticks: one tick (5 ms a request) may fall between them.
    expect(perRequest.server_us).toBeGreaterThanOrEqual(perRequest.main_thread_us - 5_000);
    expect(perRequest.client_us).toBeGreaterThanOrEqual(80_000);
    expect(perRequest.machine_us).toBeGreaterThanOrEqual(80_000);
  });
});
