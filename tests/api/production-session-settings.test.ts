import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_LENDER } from "@/lib/config/lender";
import { REAL_LENDER_ENV } from "./lender-env";
import { ownDatabase, type OwnDatabase } from "./own-server";
import { startServer, type RunningServer } from "./server";

const SECRET = randomBytes(32).toString("hex");
const URL_OF_SITE = "https://loandesk.example.test";
// Production also needs a data key; given here, so only the session settings can be at fault.
const DATA_KEY = randomBytes(32).toString("base64");

describe("starting in production, the portal's session settings", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    await database?.drop();
    server = undefined;
    database = undefined;
  });

  /** Starts production on a fresh database (nothing seeded, so only the session settings can be at fault). */
  async function startProduction(env: Record<string, string>): Promise<{ started: Promise<RunningServer>; logFile: string }> {
    database = await ownDatabase();
    const logFile = path.join(database.dir, "server.log");
    const started = startServer({ databaseUrl: database.databaseUrl, logFile, env: { ...REAL_LENDER_ENV, LOANDESK_MODE: "production", LOANDESK_DATA_KEY: DATA_KEY, NEXTAUTH_SECRET: "", NEXTAUTH_URL: "", ...env } });
    started.then((running) => (server = running)).catch(() => undefined);
    return { started, logFile };
  }

  it.each([
    ["without NEXTAUTH_URL", { NEXTAUTH_SECRET: SECRET }, /Refusing to start: Invalid environment for production \(1 to fix\): NEXTAUTH_URL: not set/],
    ["without NEXTAUTH_SECRET", { NEXTAUTH_URL: URL_OF_SITE }, /Refusing to start: Invalid environment for production \(1 to fix\): NEXTAUTH_SECRET: not set/],
    ["with the old demo constant as NEXTAUTH_SECRET", { NEXTAUTH_URL: URL_OF_SITE, NEXTAUTH_SECRET: "loandesk-demo-session-secret-not-for-production" }, /NEXTAUTH_SECRET: is the retired demo secret/],
  ])("refuses, and never answers, %s", async (_name, env, message) => {
    const { started, logFile } = await startProduction(env);

    await expect(started).rejects.toThrow(/exited with 1/);
    expect(readFileSync(logFile, "utf8")).toMatch(message);
  });

  it("refuses, naming them, while the lender's details are unset or demo values", async () => {
    const { started, logFile } = await startProduction({
      NEXTAUTH_SECRET: SECRET,
      NEXTAUTH_URL: URL_OF_SITE,
      LENDER_NAME: DEMO_LENDER.name,
      LENDER_GRIEVANCE_OFFICER_EMAIL: "",
      LENDER_COOLING_OFF_DAYS: "",
    });

    await expect(started).rejects.toThrow(/exited with 1/);
    expect(readFileSync(logFile, "utf8")).toMatch(
      /Refusing to start: Invalid environment for production \(3 to fix\): LENDER_NAME: is the demo value; set the lender's own; LENDER_GRIEVANCE_OFFICER_EMAIL: not set; [^;]+; LENDER_COOLING_OFF_DAYS: not set/,
    );
  });

  it("starts with both", async () => {
    const { started } = await startProduction({ NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: URL_OF_SITE });

    await expect(started).resolves.toBeDefined();
  });
});
