// Where a scenario's CPU went, per request: the server's main thread (the
// event loop every request waits on), the whole server process (GC threads and
// libuv's pool too), the bench's own client (autocannon runs in this process),
// and the whole machine (PostgreSQL's backends included). A throughput ratio
// between two routes is bounded by these: on one main thread, route B can reach
// r x route A's rate only if its main-thread time per request is at most
// 1 / (r x A's rate), and on the machine's cores only if its machine time is at
// most cores / (r x A's rate), however the work is spread.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

const TICK_US = 1e6 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** utime + stime of /proc/<path>/stat, in microseconds. */
function statCpuUs(statPath) {
  // The fields after the command name, which may itself hold spaces: state is field 3, utime 14, stime 15.
  const fields = readFileSync(statPath, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** Busy time of every core since boot (all but idle and iowait), in microseconds. */
function machineBusyUs() {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * TICK_US;
}

function sample(serverPid) {
  const client = process.cpuUsage();
  return {
    main: statCpuUs(`/proc/${serverPid}/task/${serverPid}/stat`),
    server: statCpuUs(`/proc/${serverPid}/stat`),
    client: client.user + client.system,
    machine: machineBusyUs(),
  };
}

/** Starts counting; the returned function takes the run's request count and gives microseconds per request. */
export function countCpu(serverPid) {
  const before = sample(serverPid);
  return (requests) => {
    const after = sample(serverPid);
    const perRequest = (name) => Math.round((after[name] - before[name]) / Math.max(requests, 1));
    return { main_thread_us: perRequest("main"), server_us: perRequest("server"), client_us: perRequest("client"), machine_us: perRequest("machine") };
  };
}

export const CORES = availableParallelism();

/**
 * The most CPU per request a route may take to run at `share` of the reference
 * route's rate: on the server's one main thread, and on all the machine's cores.
 */
export function cpuBudget(referenceRequestsPerSecond, share) {
  const rate = referenceRequestsPerSecond * share;
  return { main_thread_us: Math.round(1e6 / rate), machine_us: Math.round((CORES * 1e6) / rate) };
}
