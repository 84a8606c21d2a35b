/**
 * Keeps the two SQLite connections' writers apart: a Prisma write
 * transaction (which spans awaits) holds the gate from start to end, and a
 * synchronous write on the direct connection starts only while no one does.
 */
interface Gate {
  holders: number;
  opened: Promise<void>;
  open: () => void;
}

// Route handlers and the background jobs started from instrumentation.ts
// are bundled apart, each with its own copy of this module, while the
// connections it guards are one per process (globalThis): so is the gate.
const globalForGate = globalThis as unknown as { loandeskWriteGate?: Gate };
const gate: Gate = (globalForGate.loandeskWriteGate ??= { holders: 0, opened: Promise.resolve(), open: () => {} });

export async function holdingWriteGate<T>(work: () => Promise<T>): Promise<T> {
  if (gate.holders++ === 0) gate.opened = new Promise((resolve) => (gate.open = resolve));
  try {
    return await work();
  } finally {
    if (--gate.holders === 0) gate.open();
  }
}

/**
 * Runs `work` at once if the gate is free, else as soon as it is. The check
 * and the call happen in one synchronous stretch, so no Prisma transaction
 * can begin between them.
 */
export async function whenWriteGateOpen<T>(work: () => T): Promise<T> {
  while (gate.holders > 0) await gate.opened;
  return work();
}
