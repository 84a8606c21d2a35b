import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_LENDER } from "@/lib/config/lender";
import { REAL_LENDER_ENV } from "./lender-env";
import { ownDatabase, runsOnPostgres, startOwnServer, type OwnDatabase } from "./own-server";
import { startServer, type RunningServer } from "./server";

// Review 2, finding 5: a server that must not run stops at once, non-zero,
// saying why, instead of answering 500 to every request.
describe("a server that must not run", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    await database?.drop();
    server = undefined;
    database = undefined;
  });

  async function start(env: Record<string, string>): Promise<{ outcome: string; log: () => string }> {
    database = await ownDatabase();
    const logFile = path.join(database.dir, "server.log");
    const outcome = await startServer({ databaseUrl: database.databaseUrl, logFile, env }).then(
      (started) => {
        server = started;
        return "it started";
      },
      (error: Error) => error.message,
    );
    return { outcome, log: () => readFileSync(logFile, "utf8") };
  }

  it("stops with exit code 1 on an invalid environment, naming the setting", async () => {
    const { outcome, log } = await start({ RATE_LIMIT_PER_SECOND: "lots" });

    expect(outcome).toMatch(/exited with 1/);
    expect(log()).toMatch(/Refusing to start: Invalid environment: RATE_LIMIT_PER_SECOND/);
  });

  // Issue 30: one restart shows the operator everything to fix, not one variable per restart.
  describe("in production, naming every problem in one message", () => {
    const SECRETS = ["NEXTAUTH_SECRET", "NEXTAUTH_URL", "LOANDESK_DATA_KEY"];
    // Set empty, so that nothing the test runner's own environment holds can stand in for them.
    const nothingSet = Object.fromEntries([...SECRETS, ...Object.keys(REAL_LENDER_ENV)].map((name) => [name, ""]));
    const refusals = (log: string) => log.split("\n").filter((line) => line.includes("Refusing to start"));

    it("with every secret and lender detail missing", async () => {
      const { outcome, log } = await start({ ...nothingSet, LOANDESK_MODE: "production" });

      expect(outcome).toMatch(/exited with 1/);
      const [refusal, ...more] = refusals(log());
      expect(more).toEqual([]);
      expect(refusal).toContain(`Invalid environment for production (${SECRETS.length + Object.keys(REAL_LENDER_ENV).length} to fix)`);
      for (const name of [...SECRETS, ...Object.keys(REAL_LENDER_ENV)]) expect(refusal).toMatch(new RegExp(`${name}: not set`));
    });

    it("with a mix of missing, demo and malformed values", async () => {
      const { outcome, log } = await start({
        ...REAL_LENDER_ENV,
        LOANDESK_MODE: "production",
        NEXTAUTH_SECRET: "",
        NEXTAUTH_URL: "not a url",
        LOANDESK_DATA_KEY: "too short",
        LENDER_NAME: DEMO_LENDER.name,
        LENDER_GRIEVANCE_OFFICER_EMAIL: "",
        RATE_LIMIT_PER_SECOND: "lots",
      });

      expect(outcome).toMatch(/exited with 1/);
      const [refusal, ...more] = refusals(log());
      expect(more).toEqual([]);
      expect(refusal).toMatch(
        new RegExp(
          [
            "Refusing to start: Invalid environment for production \\(6 to fix\\): ",
            "NEXTAUTH_SECRET: not set; production requires it; ",
            "NEXTAUTH_URL: Invalid URL; ",
            "LOANDESK_DATA_KEY: must be the base64 of exactly 32 bytes.*; ",
            "LENDER_NAME: is the demo value; set the lender's own; ",
            "LENDER_GRIEVANCE_OFFICER_EMAIL: not set; .*",
            "RATE_LIMIT_PER_SECOND: ",
          ].join(""),
        ),
      );
    });
  });

  it.each([
    ["all zero", Buffer.alloc(32)],
    ["one byte repeated", Buffer.alloc(32, 0x41)],
  ])("refuses, in production, a data key whose bytes are %s", async (_name, key) => {
    const { outcome, log } = await start({
      ...REAL_LENDER_ENV,
      LOANDESK_MODE: "production",
      LOANDESK_DATA_KEY: key.toString("base64"),
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      NEXTAUTH_URL: "https://loandesk.example.test",
    });

    expect(outcome).toMatch(/exited with 1/);
    expect(log()).toContain("a data key's 32 bytes are all one value");
  });
});

// PostgreSQL's files are the database server's to keep.
if (!runsOnPostgres()) {
  describe("the SQLite file", () => {
    it("is made readable by the service's user alone, with its WAL", async () => {
      const server = await startOwnServer();
      try {
        const file = server.database.databaseUrl.replace(/^file:/, "");
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
      } finally {
        await server.dispose();
      }
    });
  });
}
