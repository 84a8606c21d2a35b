// The container without Docker (docs/operations.md, "Container"): the suite's
// own `npm run build` output laid out as the Dockerfile's run stage copies it,
// started with its CMD and ENV in its working directory, the compiled
// migrator and worker run there, and the README's flow sent to it; beside it
// a real `npm ci --omit=dev`, which every package shipped must come from.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRunStage, type RunStage } from "./dockerfile";
import { downloadFile, LOANS, partner } from "./helpers";
import { api } from "./client";
import { ownDatabase, runsOnPostgres, type OwnDatabase } from "./own-server";
import { FAST_JOBS_ENV, freePort, ROOT } from "./server";
import { verifyWebhook, webhooksFor } from "./webhook-helpers";
import { waitFor } from "../support/poll";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import type { Kfs } from "@/lib/schemas/kfs";

const run = promisify(execFile);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** Where a path of the Dockerfile's build stage (WORKDIR /app, `npm run build` done) is in this checkout. */
const inBuild = (from: string) => path.join(ROOT, path.relative("/app", from).replace(/^\.next(?=\/|$)/, DIST_DIR));

/**
 * The run stage's files, from this checkout's build as its COPY lines say;
 * returns the working directory. Hard links, not copies: the same files in
 * the same places (COPY merges a directory's contents into its target, as
 * `cp -al <from>/. <to>` does), in a second rather than the ten that copying
 * the traced node_modules takes; nothing writes to them.
 */
async function layOut(stage: RunStage, scratch: string): Promise<string> {
  const workdir = path.join(scratch, stage.workdir);
  mkdirSync(workdir, { recursive: true });
  for (const { from, to } of stage.copies) {
    const source = inBuild(from);
    if (!existsSync(source)) throw new Error(`${source} is missing: run \`npm run build\` (next build and the compiled scripts) first`);
    const target = path.resolve(workdir, to);
    mkdirSync(target, { recursive: true });
    await run("cp", ["-al", `${source}/.`, target]);
  }
  for (const directory of stage.directories) mkdirSync(path.resolve(workdir, directory), { recursive: true });
  return workdir;
}

/**
 * Every package under node_modules (nested ones included) with code in it, as
 * package-lock.json names them. File tracing also copies the bare
 * package.json of some packages it looked through on its way to another
 * (a devDependency's among them): there is nothing in those to load.
 */
function installedPackages(dir: string, prefix = "node_modules"): string[] {
  const root = path.join(dir, prefix);
  if (!existsSync(root)) return [];
  const hasCode = (name: string) => readdirSync(path.join(dir, name)).some((entry) => entry !== "package.json" && entry !== "node_modules");
  return readdirSync(root)
    .filter((name) => !name.startsWith("."))
    .flatMap((name) => (name.startsWith("@") ? readdirSync(path.join(root, name)).map((scoped) => `${name}/${scoped}`) : [name]))
    .flatMap((name) => [`${prefix}/${name}`, ...installedPackages(dir, `${prefix}/${name}/node_modules`)])
    .filter(hasCode);
}

/** The version a package under `dir` declares; undefined where only its files were copied (the fonts, by next.config.mjs). */
function versionOf(dir: string, name: string): string | undefined {
  const manifest = path.join(dir, name, "package.json");
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version : undefined;
}

/** The README's booking (README, "The API"), dated today as it is there. */
function readmeBooking(): Record<string, unknown> {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
  const consent = (purpose: string) => ({ purpose, given_at: now, text_version: "v1", channel: "web", ip: "203.0.113.7" });
  return {
    partner_loan_id: "PL-1001", mobile_number: "9876543210", full_name: "Asha Verma",
    gender: "female", date_of_birth: "12-Mar-1990", pincode: 560001,
    monthly_income: 85000, credit_score: 760, employment_type: "salaried",
    loan_application_date: today,
    loan_amount: 200000, loan_tenure: 24, interest_rate: 14.5,
    bank_account: { ac_number: "123456789012", ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: "physical" },
    kyc: [{ kyc_type: "pan", identifier: "ABCPE1234F", verified_using: "registry-api" }],
    disbursal_detail: [{ date: today, amount: 200000 }],
    additional_variables: { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 },
    consents: [consent("bureau_pull"), consent("data_processing")],
  };
}

const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

// The container's database is PostgreSQL (compose.yaml); the SQLite run of the
// suite skips this file, which only the image's layout adds to what it covers.
describe.runIf(runsOnPostgres())("the container's run stage, without Docker", () => {
  const stage = readRunStage();
  let scratch = "";
  let workdir = "";
  let database: OwnDatabase | undefined;
  let receiver: Receiver | undefined;
  const children: ChildProcess[] = [];
  let baseUrl = "";
  /** A scratch folder with this checkout's package.json and lockfile, where `npm ci --omit=dev` runs. */
  let productionInstall = "";
  // npm's cache (HOME) is the machine's, so the install reads what the suite's own install fetched.
  const productionEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production" };

  /** The container's environment: the image's ENV and what an operator gives it; nothing of this checkout's. */
  const containerEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: "production",
    ...stage.env,
    LOANDESK_MODE: "demo",
    LOANDESK_DEMO_LOANS: "off",
    LOG_LEVEL: "info",
    ...FAST_JOBS_ENV,
    DATABASE_URL: database?.databaseUrl ?? "",
    ...extra,
  });

  /** Runs the image's command line `[node, ...args]` in its working directory, its output into `log`. */
  function start(command: string[], log: string, env: NodeJS.ProcessEnv): ChildProcess {
    const [program, ...args] = command;
    expect(program).toBe("node");
    const out = openSync(path.join(scratch, log), "a");
    const child = spawn(process.execPath, args, { cwd: workdir, env, stdio: ["ignore", out, out] });
    children.push(child);
    return child;
  }

  const node = (args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, args, { cwd: workdir, env });

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), "loandesk-standalone-"));
    workdir = await layOut(stage, scratch);
    productionInstall = path.join(scratch, "install");
    mkdirSync(path.join(productionInstall, "scripts"), { recursive: true });
    for (const file of ["package.json", "package-lock.json", "scripts/prisma-generate.mjs", "scripts/prisma-schemas.mjs"]) {
      cpSync(path.join(ROOT, file), path.join(productionInstall, file));
    }
    // A real production install from this checkout's lockfile. Its packages' own install scripts are left out: the
    // one that builds anything (better-sqlite3's native binding) ran in the image's build stage, and the run stage
    // takes its output from there.
    await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: productionInstall, env: productionEnv });
    database = await ownDatabase();
    receiver = await startReceiver();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await receiver?.close();
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("ships only what `npm ci --omit=dev` installs, in the versions it installs, without tsx, and the files read by path", () => {
    const installed = new Map(installedPackages(productionInstall).map((name) => [name, versionOf(productionInstall, name)]));
    const shipped = installedPackages(workdir);
    // Beside them the trace takes what a production package tries inside a try: debug (through OpenTelemetry's SDK)
    // asks for supports-color, which a dev tool installed; absent, as in a production install, debug does without it.
    const triedOptionally = ["node_modules/supports-color", "node_modules/has-flag"];
    const asInstalled = (name: string) => installed.has(name) && [undefined, installed.get(name)].includes(versionOf(workdir, name));
    const notProduction = shipped.filter((name) => !triedOptionally.includes(name) && !asInstalled(name));
    expect(notProduction).toEqual([]);
    expect(installed.has("node_modules/tsx")).toBe(false);
    expect(shipped).toEqual(expect.arrayContaining(["node_modules/next", "node_modules/better-sqlite3", "node_modules/pg"]));
    expect(existsSync(path.join(workdir, "node_modules/better-sqlite3/build/Release/better_sqlite3.node"))).toBe(true);
    for (const provider of ["sqlite", "postgres"]) {
      expect(readdirSync(path.join(ROOT, "prisma/migrations", provider))).toEqual(readdirSync(path.join(workdir, "prisma/migrations", provider)));
    }
    expect(stage.cmd).toEqual(["node", "server.js"]);
    expect(stage.env).toMatchObject({ NODE_ENV: "production", NEXT_MANUAL_SIG_HANDLE: "true" });
    // The image's server runs with the Node options of `npm start`, which the bench measures with.
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`NODE_OPTIONS="${stage.env.NODE_OPTIONS} `);
  });

  it("runs the postinstall of that production install (no devDependencies) without failing", async () => {
    // What `npm ci --omit=dev` runs last, run here in the install made before the tests.
    const { stdout } = await run("npm", ["run", "postinstall"], { cwd: productionInstall, env: productionEnv });
    expect(stdout).toMatch(/prisma is not installed .* skipped/);
    expect(existsSync(path.join(productionInstall, "lib/generated"))).toBe(false);
  });

  it("migrates a fresh database with the compiled migrator, on PostgreSQL and on SQLite (the native binding loads)", async () => {
    const first = await node(["dist/migrate.mjs"], containerEnv());
    expect(first.stdout).toMatch(/^Applied: 0001_init, /);
    expect((await node(["dist/migrate.mjs"], containerEnv())).stdout).toMatch(/The database is up to date/);
    const sqlite = await node(["dist/migrate.mjs"], containerEnv({ DATABASE_URL: `file:${path.join(scratch, "loandesk.db")}` }));
    expect(sqlite.stdout).toMatch(/^Applied: 0001_init, /);
  });

  it("starts with the image's CMD and answers its HEALTHCHECK", async () => {
    const port = await freePort();
    // The image listens on 0.0.0.0; a test server listens on this machine only.
    const env = containerEnv({ PORT: String(port), HOSTNAME: "127.0.0.1", WEBHOOK_WORKER: "off" });
    const server = start(stage.cmd, "server.log", env);
    baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`server.js exited with ${server.exitCode}: ${readFileSync(path.join(scratch, "server.log"), "utf8")}`);
        return (await fetch(`${baseUrl}/api/health`)).status === 200;
      },
      { timeoutMs: 30_000, what: "the standalone server's /api/health" },
    );
    const [program, ...args] = stage.healthcheck;
    expect(program).toBe("node");
    await expect(node(args, env)).resolves.toBeDefined();
  }, 40_000);

  it("serves the README's flow, and the compiled worker delivers the mandate's webhook once", async () => {
    const target = { baseUrl };
    const endpoint = await partner.createEndpoint(receiver?.url ?? "", target);
    const worker = start(["node", "dist/worker.mjs"], "worker.log", containerEnv());
    await waitFor(
      () => {
        if (worker.exitCode !== null) throw new Error(`the worker exited with ${worker.exitCode}`);
        return readFileSync(path.join(scratch, "worker.log"), "utf8").includes("webhook worker started");
      },
      { timeoutMs: 20_000, what: "the compiled worker to start" },
    );

    const booked = await partner.book(readmeBooking(), target);
    expect(booked.status).toBe("Approved");
    const lead = booked.lead_id;
    expect((await api("GET", `${LOANS}?status=Approved&limit=20`, target)).status).toBe(200);
    const { loan, etag } = await partner.read(lead, target);
    expect(loan.full_name).toBe("Asha Verma");
    expect(etag).toBeTruthy();

    const kfs = (await api("GET", `${LOANS}${lead}/kfs/`, target)).body.data as unknown as Kfs;
    const english = await downloadFile(`${LOANS}${lead}/kfs.pdf`, target);
    expect(english).toMatchObject({ status: 200, contentType: "application/pdf" });
    expect(await pdfText(english.bytes)).toContain(kfs.loan_account_number);
    const hindi = await downloadFile(`${LOANS}${lead}/kfs.pdf?lang=hi`, target);
    expect(hindi.status).toBe(200);
    expect(await pdfText(hindi.bytes)).toMatch(/[\u0900-\u097f]/);

    // A mandate is started while the loan is Approved (a disbursed loan's is refused), so before the disbursal.
    const nach = await partner.initiateNach(lead, {}, target);
    const form = await downloadFile(`/api/v1/nach/physical/${nach.physical_nach_id}/form.pdf`, target);
    expect(form).toMatchObject({ status: 200, contentType: "application/pdf" });
    expect(await pdfText(form.bytes)).toContain(`Reference 1 ${booked.loan_account_number}`);
    const webhook = await waitFor(() => (receiver ? webhooksFor(receiver, nach.physical_nach_id)[0] : undefined), { what: "the mandate's webhook, from the worker" });
    expect(() => verifyWebhook(endpoint.secret, webhook)).not.toThrow();

    await partner.prepareForDisbursal(lead, target);
    expect(await partner.disburse(lead, target)).toMatchObject({ status: "Disbursed", amount: 200000 });
    expect((await api("GET", `${LOANS}${lead}/disburse/`, target)).status).toBe(200);
    expect((await api("GET", `${LOANS}${lead}/history/`, target)).status).toBe(200);
    expect((await partner.nachStatus(nach.physical_nach_id, target)).status).toBe("registered");

    const [delivery] = await partner.listDeliveries({ event_id: webhook.headers["webhook-id"] ?? "" }, target);
    expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 1, attempts: [expect.objectContaining({ http_status: 200 })] });
    expect(webhooksFor(receiver as Receiver, nach.physical_nach_id).filter((request) => request.headers["webhook-id"] === webhook.headers["webhook-id"])).toHaveLength(1);
  }, 60_000);
});
