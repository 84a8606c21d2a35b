import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, DEMO, type Credentials } from "./client";
import { expectError, fieldPaths, LOANS } from "./helpers";
import { productionEnv } from "./lender-env";
import { createPartnerWithCli, ownDatabase, type OwnDatabase } from "./own-server";
import { startServer, type RunningServer } from "./server";
import { ENDPOINTS, listEndpoints } from "./webhook-helpers";

const PRODUCTION_ENV = productionEnv();

describe("a production server", () => {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;
  let partner: Credentials = { clientId: "", secret: "" };
  const as = () => ({ auth: partner, baseUrl: server?.baseUrl ?? "" });

  beforeAll(async () => {
    // Production seeds no partner: one is made with the CLI, as an operator would.
    database = await ownDatabase();
    partner = await createPartnerWithCli(database.databaseUrl, "Production Test Finance");
    server = await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, "server.log"), env: PRODUCTION_ENV });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("knows no demo partner", async () => {
    expectError(await api("GET", LOANS, { auth: DEMO, baseUrl: server?.baseUrl ?? "" }), 401, "unauthorized");
    expect((await api("GET", LOANS, as())).status).toBe(200);
  });

  it.each([
    ["plain http", "http://hooks.example.com/loandesk"],
    ["loopback", "https://127.0.0.1/hooks"],
    ["localhost", "https://localhost/hooks"],
    ["IPv6 loopback", "https://[::1]/hooks"],
    ["private 10/8", "https://10.0.0.1/hooks"],
    ["private 192.168/16", "https://192.168.1.20/hooks"],
    ["private 172.16/12", "https://172.16.5.4/hooks"],
    ["the cloud metadata address", "https://169.254.169.254/latest/meta-data/"],
    ["IPv4-compatible IPv6 loopback", "https://[::7f00:1]/hooks"],
    ["NAT64 of loopback", "https://[64:ff9b::7f00:1]/hooks"],
    ["6to4 of loopback", "https://[2002:7f00:1::]/hooks"],
    ["IPv4-mapped IPv6", "https://[::ffff:808:808]/hooks"],
    ["IETF protocol assignments 192.0.0/24", "https://192.0.0.8/hooks"],
    ["benchmarking 198.18/15", "https://198.18.0.1/hooks"],
    ["documentation 203.0.113/24", "https://203.0.113.10/hooks"],
  ])("refuses an endpoint on %s with 400 validation_error on url", async (_name, url) => {
    const response = await api("POST", ENDPOINTS, { body: { url }, ...as() });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["url"]);
  });

  it("accepts an https endpoint on a public address, and keeps none of the refused ones", async () => {
    const response = await api("POST", ENDPOINTS, { body: { url: "https://93.184.216.34/hooks" }, ...as() });

    expect(response.status, response.text).toBe(201);
    expect((await listEndpoints(as())).map((endpoint) => endpoint.url)).toEqual(["https://93.184.216.34/hooks"]);
  });

  it("sends Strict-Transport-Security on API answers and pages, decided by the mode it runs in", async () => {
    const base = server?.baseUrl ?? "";
    for (const response of [(await api("GET", LOANS, as())).headers, (await fetch(`${base}/login`)).headers, (await fetch(`${base}/api/health`)).headers]) {
      expect(response.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(response.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    expect((await fetch(`${base}/login`)).headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("starting in production", () => {
  it("refuses, and never answers, without a data key to encrypt secrets and PII with", async () => {
    const database = await ownDatabase();
    const logFile = path.join(database.dir, "no-data-key.log");
    try {
      const { LOANDESK_DATA_KEY: _omitted, ...withoutKey } = PRODUCTION_ENV;

      // A server that does start is stopped again, so a failure here leaves nothing running.
      const outcome = await startServer({ databaseUrl: database.databaseUrl, logFile, env: withoutKey }).then(
        async (started) => {
          await started.stop();
          return "it started";
        },
        (error: Error) => error.message,
      );

      expect(outcome).toMatch(/exited with 1/);
      expect(readFileSync(logFile, "utf8")).toMatch(/Refusing to start: Invalid environment for production \(1 to fix\): LOANDESK_DATA_KEY: not set/);
    } finally {
      await database.drop();
    }
  });

  it("refuses, and never answers, on a database where a demo secret is still valid", async () => {
    // The shared server's database was seeded in demo mode.
    const logFile = path.join(path.dirname(inject("serverLog")), "production-refused.log");

    const starting = startServer({ databaseUrl: inject("databaseUrl"), logFile, env: PRODUCTION_ENV });

    await expect(starting).rejects.toThrow(/exited with 1/);
    expect(readFileSync(logFile, "utf8")).toMatch(/Refusing to start in production: API clients (demo, demo2|demo2, demo) use a demo secret/);
  });
});
