/**
 * Keeps the two SQLite connections' writers apart: a Prisma write
 * transaction (which spans awaits) holds the gate from start to end, and a
 * synchronous write on the direct connection starts only while no one does.
 */
let holders = 0;
let opened: Promise<void> = Promise.resolve();
let open = () => {};

export async function holdingWriteGate<T>(work: () => Promise<T>): Promise<T> {
  if (holders++ === 0) opened = new Promise((resolve) => (open = resolve));
  try {
    return await work();
  } finally {
    if (--holders === 0) open();
  }
}

/**
 * Runs `work` at once if the gate is free, else as soon as it is. The check
 * and the call happen in one synchronous stretch, so no Prisma transaction
 * can begin between them.
 */
export async function whenWriteGateOpen<T>(work: () => T): Promise<T> {
  while (holders > 0) await opened;
  return work();
}
