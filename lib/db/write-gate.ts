/**
 * TRANSITION (issue 15): while Prisma Client, the direct connection and the
 * query layer each hold a SQLite connection, their write transactions take
 * turns here, one at a time. A write on one connection while another holds
 * the lock would wait synchronously and block the very event loop the
 * holder needs to finish.
 */
interface Gate {
  tail: Promise<void>;
}

// Route handlers and the background jobs started from instrumentation.ts
// are bundled apart, each with its own copy of this module, while the
// connections it guards are one per process (globalThis): so is the gate.
const globalForGate = globalThis as unknown as { loandeskWriteGate?: Gate };
const gate: Gate = (globalForGate.loandeskWriteGate ??= { tail: Promise.resolve() });

/** Runs `work` once every write transaction before it has ended; the next waits for this one. */
export function holdingWriteGate<T>(work: () => Promise<T> | T): Promise<T> {
  const result = gate.tail.then(work);
  gate.tail = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

export const whenWriteGateOpen = holdingWriteGate;
