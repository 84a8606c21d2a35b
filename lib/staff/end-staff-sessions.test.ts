import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-sessions-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  return file;
});

import { disconnect } from "@/lib/db/database";
import { read } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { createStaffUser } from "./create-staff-user";
import { disableStaffUser } from "./disable-staff-user";
import { endStaffSessions } from "./end-staff-sessions";

let counter = 0;
const newUser = async () => (await createStaffUser({ input: { email: `staff-${++counter}@example.test`, name: "Tester", role: "support", password: "a-long-password" } })).id;
const versionOf = async (id: string) => (await read((queries) => queries.selectFrom("StaffUser").select("sessionVersion").where("id", "=", id).executeTakeFirstOrThrow())).sessionVersion;

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("ending a user's portal sessions", () => {
  it("raises the session version when asked by a session that is still current, and only then", async () => {
    const id = await newUser();
    expect(await versionOf(id)).toBe(0);

    await endStaffSessions({ userId: id, sessionVersion: 0 });
    expect(await versionOf(id)).toBe(1);

    // A copy of the ended session signing out again changes nothing.
    await endStaffSessions({ userId: id, sessionVersion: 0 });
    expect(await versionOf(id)).toBe(1);
  });

  it("happens when the user is disabled", async () => {
    const id = await newUser();

    await disableStaffUser({ userId: id, byUserId: "an-administrator" });

    expect(await versionOf(id)).toBe(1);
  });
});
