import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, and a small account-wide limit, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-authenticate-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.SIGN_IN_LOCK_FAILURES_PER_ADDRESS = "5";
  process.env.SIGN_IN_LOCK_FAILURES_PER_ACCOUNT = "12";
  process.env.SIGN_IN_LOCK_WINDOW_SECONDS = "900";
  process.env.SIGN_IN_LOCK_SECONDS = "900";
  return file;
});

// Every password check is recorded with the hash it was made against: the
// lockout's promise is a bound on checks of the real one, and every refusal
// must cost one check, real or not. The lockout is counted in checks, not in
// time, so the hash here is scrypt at a sixteenth of the real cost (N = 1024):
// at the real cost these tests' 250-odd checks took over a minute on a busy
// machine. Signing in through the portal (HTTP and browser tests) uses the real one.
const checks = vi.hoisted(() => ({ against: [] as string[] }));
vi.mock("./passwords", async () => {
  const { randomBytes, scrypt, timingSafeEqual } = await import("node:crypto");
  const cheapKey = (password: string, salt: Buffer) =>
    new Promise<Buffer>((resolve, reject) => scrypt(password, salt, 64, { N: 1024 }, (error, key) => (error ? reject(error) : resolve(key))));
  return {
    hashPassword: async (password: string) => {
      const salt = randomBytes(16);
      return `${salt.toString("hex")}:${(await cheapKey(password, salt)).toString("hex")}`;
    },
    verifyPassword: async (password: string, stored: string) => {
      checks.against.push(stored);
      const [salt = "", key = ""] = stored.split(":");
      return timingSafeEqual(await cheapKey(password, Buffer.from(salt, "hex")), Buffer.from(key, "hex"));
    },
  };
});

import { disconnect } from "@/lib/db/database";
import { read } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { authenticateStaff } from "./authenticate-staff";
import { createStaffUser } from "./create-staff-user";
import { disableStaffUser } from "./disable-staff-user";
import { unlockStaffUser } from "./unlock-staff-user";

// Each password check is still a deliberately slow hash; on two busy cores a burst of them can take longer than vitest's default 5 s.
const HASHING = { timeout: 30_000 };

const PASSWORD = "the-right-password";
const LOCK_MS = 900_000;
const WINDOW_MS = 900_000;
let counter = 0;

async function newUser(): Promise<{ id: string; email: string }> {
  return createStaffUser({ input: { email: `user-${++counter}@example.test`, name: "Tester", role: "support", password: PASSWORD } });
}

const hashOf = async (email: string) =>
  (await read((queries) => queries.selectFrom("StaffUser").select("passwordHash").where("email", "=", email).executeTakeFirstOrThrow())).passwordHash;

/** How many of the checks since `from` were against this user's real password. */
const realChecks = async (email: string, from = 0) => {
  const hash = await hashOf(email);
  return checks.against.slice(from).filter((stored) => stored === hash).length;
};

/** What an attempt came to. */
const outcomeOf = (attempt: Promise<unknown>) => attempt.then((actor) => (actor ? "signed-in" : "refused"));

const attempt = (email: string, password: string, address: string, now: Date) => outcomeOf(authenticateStaff({ email, password, address, now }));

/** Failed attempts from each address in turn, `times` from each. */
async function fail(email: string, addresses: string[], times: number, now: Date): Promise<void> {
  for (const address of addresses) for (let failure = 0; failure < times; failure++) await attempt(email, `wrong-${failure}`, address, now);
}

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("the sign-in lockout from one address", () => {
  it("checks at most five passwords of a parallel burst of sixty, then refuses the right one from there, but not from elsewhere", HASHING, async () => {
    const { email } = await newUser();
    const now = new Date();
    const from = checks.against.length;

    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, index) => attempt(email, `wrong-${index}`, "203.0.113.1", now)));

    expect(new Set(outcomes)).toEqual(new Set(["refused"]));
    expect(await realChecks(email, from)).toBe(5);
    expect(await attempt(email, PASSWORD, "203.0.113.1", now)).toBe("refused");
    expect(await realChecks(email, from)).toBe(5);
    expect(await attempt(email, PASSWORD, "203.0.113.2", now)).toBe("signed-in");
  });

  it("locks on the fifth failure and, once the lock ends, counts afresh", HASHING, async () => {
    const { email } = await newUser();
    const start = new Date("2026-11-22T10:00:00.000Z");
    await fail(email, ["203.0.113.1"], 5, start);

    expect(await attempt(email, PASSWORD, "203.0.113.1", new Date(start.getTime() + LOCK_MS - 1))).toBe("refused");

    const after = new Date(start.getTime() + LOCK_MS);
    await fail(email, ["203.0.113.1"], 4, after);
    expect(await attempt(email, PASSWORD, "203.0.113.1", after)).toBe("signed-in");
  });

  it("forgets failures once their window has ended", async () => {
    const { email } = await newUser();
    const start = new Date("2026-11-22T10:00:00.000Z");
    await fail(email, ["203.0.113.1"], 4, start);
    await fail(email, ["203.0.113.1"], 4, new Date(start.getTime() + WINDOW_MS));

    expect(await attempt(email, PASSWORD, "203.0.113.1", new Date(start.getTime() + WINDOW_MS))).toBe("signed-in");
  });

  it("starts the count again after a success", async () => {
    const { email } = await newUser();
    const now = new Date();
    await fail(email, ["203.0.113.1"], 4, now);
    expect(await attempt(email, PASSWORD, "203.0.113.1", now)).toBe("signed-in");

    await fail(email, ["203.0.113.1"], 4, now);
    expect(await attempt(email, PASSWORD, "203.0.113.1", now)).toBe("signed-in");
  });
});

describe("the account-wide lockout", () => {
  it("locks every address once the account's failures from all of them reach the limit", HASHING, async () => {
    const { email } = await newUser();
    const now = new Date();
    await fail(email, ["203.0.113.1", "203.0.113.2", "203.0.113.3"], 4, now);

    expect(await attempt(email, PASSWORD, "203.0.113.4", now)).toBe("refused");
    expect(await attempt(email, PASSWORD, "203.0.113.4", new Date(now.getTime() + LOCK_MS))).toBe("signed-in");
  });

  it("is never reached by one address alone: its attempts after its own lock are not counted", HASHING, async () => {
    const { email } = await newUser();
    const start = new Date("2026-11-22T10:00:00.000Z");
    // Ten attempts as soon as each of its locks ends, for an hour.
    for (let lock = 0; lock < 4; lock++) await fail(email, ["203.0.113.1"], 10, new Date(start.getTime() + lock * LOCK_MS));

    expect(await attempt(email, PASSWORD, "203.0.113.2", new Date(start.getTime() + 3 * LOCK_MS))).toBe("signed-in");
  });
});

describe("an administrator's unlock", () => {
  it("lifts the account's lock and every address's at once", HASHING, async () => {
    const { id, email } = await newUser();
    const now = new Date();
    await fail(email, ["203.0.113.4"], 5, now);
    await fail(email, ["203.0.113.1", "203.0.113.2"], 4, now);
    expect(await attempt(email, PASSWORD, "203.0.113.5", now)).toBe("refused");

    await unlockStaffUser({ userId: id, byUserId: "an-administrator", now });

    expect(await attempt(email, PASSWORD, "203.0.113.4", now)).toBe("signed-in");
    expect(await attempt(email, PASSWORD, "203.0.113.5", now)).toBe("signed-in");
    const row = await read((queries) => queries.selectFrom("StaffUser").select(["unlockedAt", "unlockedById"]).where("id", "=", id).executeTakeFirstOrThrow());
    expect(row).toEqual({ unlockedAt: now, unlockedById: "an-administrator" });
  });
});

describe("a refused attempt", () => {
  it("costs one password check, whether the account is locked, disabled or unknown", HASHING, async () => {
    const locked = await newUser();
    const disabled = await newUser();
    const now = new Date();
    await fail(locked.email, ["203.0.113.1"], 5, now);
    await disableStaffUser({ userId: disabled.id, byUserId: "an-administrator", now });

    for (const email of [locked.email, disabled.email, "nobody@example.test"]) {
      const from = checks.against.length;
      expect(await attempt(email, PASSWORD, "203.0.113.1", now)).toBe("refused");
      expect(checks.against.length - from, email).toBe(1);
    }
  });
});
