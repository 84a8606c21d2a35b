import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-authenticate-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  return file;
});

// Every password check is counted: the lockout's promise is a bound on them.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("./passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("./passwords")>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      checks.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

import { disconnect } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { authenticateStaff, LOCKOUT_MS, LoginLockedError, MAX_FAILED_LOGINS } from "./authenticate-staff";
import { createStaffUser } from "./create-staff-user";

const PASSWORD = "the-right-password";
let counter = 0;

async function newUser(): Promise<string> {
  const email = `user-${++counter}@example.test`;
  await createStaffUser({ input: { email, name: "Tester", role: "support", password: PASSWORD } });
  return email;
}

/** What an attempt came to: signed in, refused, or locked out. */
const outcomeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    (actor) => (actor ? "signed-in" : "refused"),
    (error: unknown) => (error instanceof LoginLockedError ? "locked" : Promise.reject(error)),
  );

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("the sign-in lockout", () => {
  it("checks at most five passwords of a parallel burst of sixty, and then refuses the right one", async () => {
    const email = await newUser();
    const now = new Date();
    checks.count = 0;

    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, index) => outcomeOf(authenticateStaff({ email, password: `wrong-${index}`, now }))));

    expect(checks.count).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(await outcomeOf(authenticateStaff({ email, password: PASSWORD, now }))).toBe("locked");
    expect(checks.count).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });

  it("locks on the fifth consecutive failure and, once the lock ends, counts afresh", async () => {
    const email = await newUser();
    const start = new Date("2026-11-22T10:00:00.000Z");
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt++) expect(await outcomeOf(authenticateStaff({ email, password: "wrong", now: start }))).toBe("refused");
    expect(await outcomeOf(authenticateStaff({ email, password: "wrong", now: start }))).toBe("locked");

    const justBefore = new Date(start.getTime() + LOCKOUT_MS - 1);
    expect(await outcomeOf(authenticateStaff({ email, password: PASSWORD, now: justBefore }))).toBe("locked");

    const after = new Date(start.getTime() + LOCKOUT_MS);
    expect(await outcomeOf(authenticateStaff({ email, password: "wrong", now: after }))).toBe("refused");
    expect(await outcomeOf(authenticateStaff({ email, password: PASSWORD, now: after }))).toBe("signed-in");
  });

  it("starts the count again after a success", async () => {
    const email = await newUser();
    const now = new Date();
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt++) await authenticateStaff({ email, password: "wrong", now });
    expect(await outcomeOf(authenticateStaff({ email, password: PASSWORD, now }))).toBe("signed-in");

    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt++) expect(await outcomeOf(authenticateStaff({ email, password: "wrong", now }))).toBe("refused");
    expect(await outcomeOf(authenticateStaff({ email, password: PASSWORD, now }))).toBe("signed-in");
  });

  it("refuses an unknown e-mail after the same work as a wrong password", async () => {
    checks.count = 0;
    expect(await outcomeOf(authenticateStaff({ email: "nobody@example.test", password: PASSWORD }))).toBe("refused");
    expect(checks.count).toBe(1);
  });
});
