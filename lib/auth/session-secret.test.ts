import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };
const directories: string[] = [];

/** sessionSecret() as a fresh process with this environment would compute it. */
async function secretWith(environment: Record<string, string | undefined>): Promise<string> {
  vi.resetModules();
  process.env = { ...saved, ...environment };
  const { sessionSecret } = await import("./session-secret");
  return sessionSecret();
}

function dataDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "loandesk-secret-"));
  directories.push(directory);
  return directory;
}

const demo = (directory: string) => ({ LOANDESK_MODE: "demo", NEXTAUTH_SECRET: undefined, DATABASE_URL: `file:${path.join(directory, "loandesk.db")}` });

afterEach(() => {
  process.env = { ...saved };
});

afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describe("the secret that signs portal sessions", () => {
  it("in demo mode is generated for each data directory and kept there", async () => {
    const first = dataDirectory();
    const second = dataDirectory();

    const secret = await secretWith(demo(first));

    expect(Buffer.from(secret, "base64")).toHaveLength(32);
    expect(await secretWith(demo(first))).toBe(secret);
    expect(await secretWith(demo(second))).not.toBe(secret);
  });

  it("is never the constant the source once carried", async () => {
    expect(await secretWith(demo(dataDirectory()))).not.toBe("loandesk-demo-session-secret-not-for-production");
  });

  it("in production is NEXTAUTH_SECRET, and there is no fallback without it", async () => {
    const configured = "a-long-random-production-secret-0123456789";
    expect(await secretWith({ LOANDESK_MODE: "production", NEXTAUTH_SECRET: configured })).toBe(configured);
    await expect(secretWith({ LOANDESK_MODE: "production", NEXTAUTH_SECRET: undefined })).rejects.toThrow(/NEXTAUTH_SECRET/);
  });
});
