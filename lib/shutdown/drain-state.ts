import type { Server } from "node:http";

/**
 * What the drain needs to know, held on globalThis: the request tracker
 * runs in the instrumentation bundle and the route handlers in their own,
 * and Next may load a module once per bundle.
 */
interface DrainState {
  draining: boolean;
  /** Responses begun and not yet closed: pages, server actions and API routes alike. */
  openResponses: number;
  /** API work still running, which may outlive its response (a request answered 503 by the timeout). */
  runningWork: number;
  servers: Set<Server>;
  onIdle: Set<() => void>;
}

const globalForDrain = globalThis as unknown as { loandeskDrain?: DrainState };

function state(): DrainState {
  globalForDrain.loandeskDrain ??= { draining: false, openResponses: 0, runningWork: 0, servers: new Set(), onIdle: new Set() };
  return globalForDrain.loandeskDrain;
}

export function isDraining(): boolean {
  return state().draining;
}

/** Requests and API work not yet finished. */
export function inFlight(): { responses: number; work: number } {
  const { openResponses, runningWork } = state();
  return { responses: openResponses, work: runningWork };
}

function settleIfIdle(): void {
  const current = state();
  if (current.openResponses > 0 || current.runningWork > 0) return;
  for (const resolve of current.onIdle) resolve();
  current.onIdle.clear();
}

/** Counts a response from its start until it closes (sent, or the connection gone). */
export function responseOpened(server: Server, closed: (done: () => void) => void): void {
  const current = state();
  current.servers.add(server);
  current.openResponses += 1;
  closed(() => {
    current.openResponses -= 1;
    settleIfIdle();
  });
}

/** Counts `work` until it settles; the drain waits for it even when its client has had an answer. */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  const current = state();
  current.runningWork += 1;
  const done = () => {
    current.runningWork -= 1;
    settleIfIdle();
  };
  work.then(done, done);
  return work;
}

/**
 * Starts the drain: the listening sockets close (no new connection is
 * accepted, and idle kept-alive ones are closed), and requests that still
 * arrive on an open connection are refused (see the request tracker).
 */
export function beginDrain(): void {
  const current = state();
  current.draining = true;
  for (const server of current.servers) server.close();
}

/** Resolves once no response is open and no API work runs. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    state().onIdle.add(resolve);
    settleIfIdle();
  });
}
